// When an opportunity is closed to visitors: withdrawn or expired by its statut, or past its
// dateExpiration. Open offers are listed; closed ones keep their page, marked closed.
export type Closure = 'expiré' | 'retiré';

interface Offer {
  statut?: unknown;
  dateExpiration?: string | Date | null;
}

/** Trimmed, lowercased, accents kept as typed ("Retiré", " retire ") compare alike. */
const plain = (value: unknown) =>
  typeof value === 'string'
    ? value
        .trim()
        .toLowerCase()
        .normalize('NFD')
        .replace(/\p{Diacritic}/gu, '')
    : '';

const time = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : NaN);

/** True once the expiry date has come (an offer dated the 1st is closed from the 1st, 00:00 UTC). */
export function isPastExpiry(offer: Offer, now: Date): boolean {
  const at = time(offer.dateExpiration);
  return !Number.isNaN(at) && at <= now.getTime();
}

/** Why the offer is closed, or null while it is open. A withdrawal outranks an expiry. */
export function closure(offer: Offer, now: Date): Closure | null {
  const statut = plain(offer.statut);
  if (statut === 'retire') return 'retiré';
  if (statut === 'expire' || isPastExpiry(offer, now)) return 'expiré';
  return null;
}

export const isOpen = (offer: Offer, now: Date) => closure(offer, now) === null;

/** The earliest expiry still to come among `offers` (ms since the epoch), or null: when a list of open offers goes stale. */
export function nextExpiry(offers: readonly Offer[], now: Date): number | null {
  let next: number | null = null;
  for (const offer of offers) {
    const at = time(offer.dateExpiration);
    if (!Number.isNaN(at) && at > now.getTime() && (next === null || at < next)) next = at;
  }
  return next;
}

/** An offer still marked open (anything but retiré or expiré) whose date has passed: the scheduler marks it expiré. */
export function isDueToExpire(offer: Offer, now: Date): boolean {
  const statut = plain(offer.statut);
  return statut !== 'retire' && statut !== 'expire' && isPastExpiry(offer, now);
}
