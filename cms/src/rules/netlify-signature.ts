import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Netlify signs its outgoing webhooks with a JWS (HS256, the JWS secret set on the notification)
 * in X-Webhook-Signature, whose claims are `iss: "netlify"` and `sha256`, the hex digest of the
 * raw body. True when the signature, the issuer and the body digest all match.
 */
export function verifyNetlifySignature(jws: string, secret: string, rawBody: string | undefined): boolean {
  if (rawBody === undefined) return false;
  const parts = jws.split('.');
  if (parts.length !== 3) return false;
  const [header, payload, signature] = parts;
  const expected = b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest());
  if (!safeEqual(signature, expected)) return false;
  try {
    const alg = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')).alg;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return (
      alg === 'HS256' &&
      claims.iss === 'netlify' &&
      typeof claims.sha256 === 'string' &&
      safeEqual(claims.sha256, createHash('sha256').update(rawBody).digest('hex'))
    );
  } catch {
    return false;
  }
}

/** Signs like Netlify does (the tests use it to play a deploy notification). */
export function signLikeNetlify(rawBody: string, secret: string): string {
  const header = b64url(Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const payload = b64url(Buffer.from(JSON.stringify({ iss: 'netlify', sha256: createHash('sha256').update(rawBody).digest('hex') })));
  return `${header}.${payload}.${b64url(createHmac('sha256', secret).update(`${header}.${payload}`).digest())}`;
}
