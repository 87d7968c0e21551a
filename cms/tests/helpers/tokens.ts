// HS256 tokens made by hand: an expired one signed with the real secret, and forged ones.
import { createHmac } from 'node:crypto';

const b64 = (value: object | string) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

export function signHs256(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const body = `${b64(header)}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

export function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** The same claims as a real access token, expired a minute ago. */
export function expiredCopy(token: string, secret: string): string {
  const claims = decode(token);
  const now = Math.floor(Date.now() / 1000);
  return signHs256({ ...claims, iat: now - 3600, exp: now - 60 }, secret);
}

export function forgedCopy(token: string): string {
  return signHs256({ ...decode(token), exp: Math.floor(Date.now() / 1000) + 3600 }, 'not-the-secret');
}

export function unsignedCopy(token: string): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(decode(token))}.`;
}
