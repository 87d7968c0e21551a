// The editors' preview token (docs/adr/0008-preview-on-demand.md): the CMS validates a form's values like
// a save, then signs them with the item as visitors would see it; the preview route of the site checks the
// signature and the expiry before it renders anything. HMAC-SHA-256 over the payload with a secret both
// sides hold (PREVIEW_SECRET), through Web Crypto, which Node, browsers and serverless functions all have.
// Not part of the index: only the CMS and the preview route need it.
import { isLang, type Lang } from './languages';
import { withoutTrailing } from './strings';

export const APERCU_KINDS = ['article', 'realisation', 'opportunite'] as const;
export type ApercuKind = (typeof APERCU_KINDS)[number];

/** How long a preview token is good for: long enough to open the tab, short enough to leak nothing lasting. */
export const APERCU_TTL_MS = 5 * 60 * 1000;

export interface ApercuPayload<T = unknown> {
  kind: ApercuKind;
  lang: Lang;
  /** The item in its public answer shape (Article, Realisation or Opportunite), with the form's values. */
  item: T;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

export type ApercuCheck<T = unknown> = { ok: true; payload: ApercuPayload<T> } | { ok: false; reason: 'missing' | 'invalid' | 'expired' };

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return withoutTrailing(btoa(binary).replace(/\+/g, '-').replace(/\//g, '_'), '=');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

function hmacKey(secret: string, usage: 'sign' | 'verify'): Promise<CryptoKey> {
  if (!secret) throw new Error('PREVIEW_SECRET is not set');
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** `<payload>.<signature>`, both base64url: the payload is JSON, the signature its HMAC. */
export async function signApercu<T>(payload: ApercuPayload<T>, secret: string): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(secret, 'sign'), encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

function isPayload(value: unknown): value is ApercuPayload {
  if (!value || typeof value !== 'object') return false;
  const { kind, lang, item, exp } = value as Record<string, unknown>;
  return (
    (APERCU_KINDS as readonly unknown[]).includes(kind) &&
    isLang(lang) &&
    typeof exp === 'number' &&
    Boolean(item) &&
    typeof item === 'object'
  );
}

/**
 * The token's payload when its signature is the secret's and it has not expired. The signature is
 * checked first (Web Crypto's verify compares in constant time): nothing of a forged token is read.
 */
export async function verifyApercu<T = unknown>(token: unknown, secret: string, now: number = Date.now()): Promise<ApercuCheck<T>> {
  if (typeof token !== 'string' || !token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 2) return { ok: false, reason: 'invalid' };
  const signature = fromBase64Url(parts[1]);
  if (!signature) return { ok: false, reason: 'invalid' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret, 'verify'), signature, encoder.encode(parts[0]));
  if (!valid) return { ok: false, reason: 'invalid' };
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(fromBase64Url(parts[0]) ?? new Uint8Array()));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' };
  if (payload.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, payload: payload as ApercuPayload<T> };
}

/**
 * The payload of a token as it is written, signature unchecked: for the back-office that asked for the
 * token, to find where its own new pictures stand in the item. Never a ground for a decision: the preview
 * route reads a token through verifyApercu only.
 */
export function readApercuPayload<T = unknown>(token: string): ApercuPayload<T> | null {
  const bytes = fromBase64Url(token.split('.')[0] ?? '');
  if (!bytes) return null;
  try {
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isPayload(payload) ? (payload as ApercuPayload<T>) : null;
  } catch {
    return null;
  }
}
