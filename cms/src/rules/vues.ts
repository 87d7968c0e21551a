// Counting views on a static site without cookies or stored addresses: a visitor is the hash of their
// address and the page, salted with a random value that changes every day (UTC) and is thrown away after
// it. An address counts once per page and day; nothing can tell who it was once the day's salt is gone.
// The User-Agent is left out on purpose: the client chooses it, so with it any script could count ten
// views by sending ten names. The price is that people behind one shared address (an office, a mobile
// operator's NAT) count once: the figure is a floor of distinct visitors, never inflated.
import { createHash } from 'node:crypto';

/** The types whose pages count their views, by the name used in their API paths. */
export const VIEWED_TYPES = { articles: 'article', realisations: 'realisation', opportunites: 'opportunite' } as const;
export type ViewedType = keyof typeof VIEWED_TYPES;

export const isViewedType = (type: unknown): type is ViewedType =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(VIEWED_TYPES, type);

/** The day a view belongs to: 2026-11-23 (UTC, which is also Dakar's time). */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** Milliseconds left in the UTC day: how long a visitor's mark is kept. */
export function msUntilNextDay(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return next - now.getTime();
}

export function visitorHash(salt: string, visit: { ip: string; type: string; id: string }): string {
  return createHash('sha256').update([salt, visit.ip, visit.type, visit.id].join('\n')).digest('hex');
}

/** A document id as Strapi makes them (lowercase letters and digits); anything else is not a page. */
export const isDocumentId = (id: unknown): id is string => typeof id === 'string' && /^[a-z0-9]{10,64}$/.test(id);
