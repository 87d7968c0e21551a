import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** How long a signed notification is taken: older, however well signed, it is a replay. */
export const NETLIFY_SIGNATURE_MAX_AGE_MS = 5 * 60 * 1000;
/** How far ahead of our clock a notification's time may be (the two clocks differ a little). */
const CLOCK_SKEW_MS = 60 * 1000;

const epochMs = (seconds: unknown) => (typeof seconds === 'number' && Number.isFinite(seconds) ? seconds * 1000 : null);

/**
 * When the notification was made, from signed data only. Netlify's JWS documents only `iss` and
 * `sha256`, so its `iat` counts when present, else the deploy's own `updated_at` (then `created_at`)
 * in the body, which the `sha256` claim covers: each notification is sent as the deploy changes
 * state, so that date is the notification's. Null when neither can be read.
 */
export function signedAt(claims: { iat?: unknown }, rawBody: string): number | null {
  const iat = epochMs(claims.iat);
  if (iat !== null) return iat;
  try {
    const deploy = JSON.parse(rawBody) as { updated_at?: unknown; created_at?: unknown };
    const date = typeof deploy.updated_at === 'string' ? deploy.updated_at : deploy.created_at;
    const time = typeof date === 'string' ? Date.parse(date) : Number.NaN;
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

/**
 * Netlify signs its outgoing webhooks with a JWS (HS256, the JWS secret set on the notification)
 * in X-Webhook-Signature, whose claims are `iss: "netlify"` and `sha256`, the hex digest of the
 * raw body. True when the signature, the issuer and the body digest all match, and the notification
 * was made within NETLIFY_SIGNATURE_MAX_AGE_MS of `now` (see `signedAt`; an `exp` claim is honoured):
 * a captured notification cannot be played again later.
 */
export function verifyNetlifySignature(jws: string, secret: string, rawBody: string | undefined, now: number): boolean {
  if (rawBody === undefined) return false;
  const parts = jws.split('.');
  if (parts.length !== 3) return false;
  const [header, payload, signature] = parts;
  const expected = b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  if (!safeEqual(signature, expected)) return false;
  try {
    const alg = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const signed =
      alg === 'HS256' &&
      claims.iss === 'netlify' &&
      typeof claims.sha256 === 'string' &&
      safeEqual(claims.sha256, createHash('sha256').update(rawBody).digest('hex'));
    if (!signed) return false;
    const expires = epochMs(claims.exp);
    if (expires !== null && expires <= now) return false;
    const made = signedAt(claims, rawBody);
    return made !== null && made >= now - NETLIFY_SIGNATURE_MAX_AGE_MS && made <= now + CLOCK_SKEW_MS;
  } catch {
    return false;
  }
}

/** Signs like Netlify does, with extra claims if given (the tests use it to play a deploy notification). */
export function signLikeNetlify(rawBody: string, secret: string, extraClaims: Record<string, unknown> = {}): string {
  const header = b64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const claims = { iss: 'netlify', sha256: createHash('sha256').update(rawBody).digest('hex'), ...extraClaims };
  const payload = b64url(Buffer.from(JSON.stringify(claims)));
  return `${header}.${payload}.${b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest())}`;
}
