// Hidden form field that people never see or fill; bots that fill every input do.
export const HONEYPOT_FIELD = 'website';

export function isBot(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value != null && value !== false;
}
