// Decoding a picture holds CPU in proportion to its pixels (a 6,000 × 6,000 PNG of 100 KB takes
// seconds). So, per user: their pictures are decoded one at a time where the CMS decodes them itself
// (the upload check, a preview's copy, the WebP copies), so a request of ten files, or ten requests at
// once, take one core, not every core; and at most IMAGE_MEGAPIXELS_PER_MINUTE megapixels
// are accepted for decoding per minute (rules/image-budget.ts); beyond, a 429 with Retry-After. The
// user is the request's caller (Strapi's request context), so every route that decodes is covered;
// work without a caller (the demo seed) is neither queued nor counted. Counted per CMS instance.
import { frenchMessage } from '@teranga/domain';
import { RateLimitError } from '../contract/errors';
import { decideImageBudget, type Spending } from '../rules/image-budget';
import { nowMs } from './clock';

/** Megapixels per user per minute when IMAGE_MEGAPIXELS_PER_MINUTE is not set: five pictures of 40 MP. */
export const DEFAULT_MEGAPIXELS_PER_MINUTE = 200;

export function megapixelsPerMinute(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.IMAGE_MEGAPIXELS_PER_MINUTE);
  return Number.isFinite(value) && value > 0 ? value : DEFAULT_MEGAPIXELS_PER_MINUTE;
}

const spending = new Map<string, Spending[]>();
const queues = new Map<string, Promise<void>>();

type RequestContext = { state?: { user?: { id?: number | string } }; set?: (name: string, value: string) => void };

function currentRequest(): RequestContext | undefined {
  return (globalThis as { strapi?: { requestContext?: { get(): unknown } } }).strapi?.requestContext?.get() as RequestContext | undefined;
}

/** Whose pictures these are: the request's caller, or nobody (work the CMS does on its own). */
export function imageOwner(): string | null {
  const id = currentRequest()?.state?.user?.id;
  return id === undefined || id === null ? null : String(id);
}

/**
 * Charges `pixels` to the caller's budget before they are decoded, or refuses with a 429 that says
 * when to retry (`upload.budget`, its seconds in `params`, the same in Retry-After).
 */
export function chargeImagePixels(pixels: number, owner = imageOwner()): void {
  if (owner === null || pixels <= 0) return;
  const budget = megapixelsPerMinute() * 1_000_000;
  const decision = decideImageBudget(spending.get(owner) ?? [], pixels, budget, nowMs());
  if (decision.allowed) {
    spending.set(owner, decision.kept);
    return;
  }
  const seconds = decision.retryAfterSeconds;
  currentRequest()?.set?.('Retry-After', String(seconds));
  const params = { seconds, megapixels: megapixelsPerMinute() };
  throw new RateLimitError(frenchMessage('upload.budget', params), { retryAfter: seconds, code: 'upload.budget', params });
}

/**
 * Runs `work` (decoding pictures, nothing else) after the caller's earlier picture work has ended. It
 * must not touch the database: a request waiting its turn may hold a transaction (the Idempotency-Key
 * one), and SQLite has a single connection, so a holder that queried would wait for the waiter.
 */
export async function oneAtATime<T>(work: () => Promise<T>, owner = imageOwner()): Promise<T> {
  if (owner === null) return work();
  const previous = queues.get(owner) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((resolve) => (release = resolve));
  const tail = previous.then(() => mine);
  queues.set(owner, tail);
  await previous;
  try {
    return await work();
  } finally {
    release();
    if (queues.get(owner) === tail) queues.delete(owner);
  }
}
