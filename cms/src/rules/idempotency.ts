import { createHash, createHmac, hkdfSync } from 'node:crypto';

// Idempotency-Key (as in the IETF draft and Stripe's API): a client sends one random key per
// submission and the same key when it retries, so a request whose answer was lost is not done twice.
// What is stored tells nothing of a secret: the body's digest is a keyed HMAC over the body without its
// secret fields, and the answer kept for replays has none either.

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

/** Fields that hold a secret (passwords, tokens), at any depth: never hashed, never kept. */
export const SECRET_FIELDS: ReadonlySet<string> = new Set([
  'motDePasse',
  'confirmationMotDePasse',
  'nouveauMotDePasse',
  'motDePasseActuel',
  'password',
  'passwordConfirmation',
  'currentPassword',
  'token',
  'tokenRafraichissement',
  'refreshToken',
  'jwt',
  'resetPasswordToken',
  'confirmationToken',
  'secret',
]);

/** A copy of `value` without its secret fields (bodies and answers are a few levels deep at most). */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SECRET_FIELDS.has(key))
      .map(([key, item]) => [key, withoutSecrets(item)]),
  );
}

/**
 * The server's key for request digests, derived from a secret the CMS already requires (ENCRYPTION_KEY)
 * with HKDF and a label of its own, so operators set nothing more and no other use of that secret meets it.
 */
export function requestHashKey(secret: string | undefined): Buffer {
  if (!secret) throw new Error('ENCRYPTION_KEY is required: it keys the Idempotency-Key request digests');
  return Buffer.from(hkdfSync('sha256', secret, '', 'teranga idempotency request digest', 32));
}

/**
 * What the request asked for: its body without secret fields and, for files, their names and sizes,
 * as an HMAC under the server's key. Without that key, a stored digest cannot be recomputed from a
 * guessed body, so it reveals nothing of the fields it covers.
 */
export function requestHash(body: unknown, files: Record<string, unknown> | undefined, key: Buffer): string {
  const fileList = Object.entries(files ?? {}).map(([field, value]) => [
    field,
    (Array.isArray(value) ? value : [value]).map((f: { originalFilename?: string; size?: number } | null) => [
      f?.originalFilename ?? '',
      f?.size ?? 0,
    ]),
  ]);
  return createHmac('sha256', key)
    .update(JSON.stringify([canonical(withoutSecrets(body ?? null)), canonical(fileList)]))
    .digest('hex');
}
