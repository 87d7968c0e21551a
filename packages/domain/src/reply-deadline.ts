// The company promises a reply within 24 hours (docs/product.md §1).
export const REPLY_PROMISE_HOURS = 24;

export function replyDeadline(receivedAt: Date | string): Date {
  return new Date(new Date(receivedAt).getTime() + REPLY_PROMISE_HOURS * 3600 * 1000);
}

export function isOverdue(request: { traitee?: boolean | null; createdAt: Date | string }, now: Date): boolean {
  return !request.traitee && replyDeadline(request.createdAt).getTime() < now.getTime();
}
