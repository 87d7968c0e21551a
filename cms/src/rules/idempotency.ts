import { createHash } from 'node:crypto';

// Idempotency-Key (as in the IETF draft and Stripe's API): a client sends one random key per
// submission and the same key when it retries, so a request whose answer was lost is not done twice.

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  invalid: 'En-tête Idempotency-Key invalide : de 8 à 255 caractères visibles.',
  reused: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
} as const;

/** A usable key: 8 to 255 visible ASCII characters (a UUID, typically). */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[\x21-\x7e]{8,255}$/.test(key);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where a key is valid: the same key on another route or from another signed-in caller is another key. */
export function keyFingerprint(key: string, method: string, path: string, caller: string | undefined): string {
  return sha256(JSON.stringify([method.toUpperCase(), path, caller ?? '', key]));
}

/** Sorts object keys so two equal bodies hash alike whatever the order their fields came in. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** What the request asked for: its body and, for files, their names and sizes. */
export function requestHash(body: unknown, files?: Record<string, unknown>): string {
  const fileList = Object.entries(files ?? {}).map(([field, value]) => [
    field,
    (Array.isArray(value) ? value : [value]).map((f: any) => [f?.originalFilename ?? '', f?.size ?? 0]),
  ]);
  return sha256(JSON.stringify([canonical(body ?? null), canonical(fileList)]));
}
