import { describe, expect, it } from 'vitest';
import { signLikeNetlify, verifyNetlifySignature } from '../../src/rules/netlify-signature';

const NOW = Date.parse('2026-11-26T12:00:00.000Z');
const at = (iso: string) => JSON.stringify({ state: 'ready', id: 'abc', created_at: '2026-11-26T11:50:00.000Z', updated_at: iso });
const body = at('2026-11-26T11:59:00.000Z');

describe('verifyNetlifySignature', () => {
  it('accepts a signature made with the secret over this body', () => {
    expect(verifyNetlifySignature(signLikeNetlify(body, 's3cret'), 's3cret', body, NOW)).toBe(true);
  });

  it('refuses another secret, another body, a missing body and garbage', () => {
    expect(verifyNetlifySignature(signLikeNetlify(body, 'other'), 's3cret', body, NOW)).toBe(false);
    expect(verifyNetlifySignature(signLikeNetlify(body, 's3cret'), 's3cret', body.replace('ready', 'error'), NOW)).toBe(false);
    expect(verifyNetlifySignature(signLikeNetlify(body, 's3cret'), 's3cret', undefined, NOW)).toBe(false);
    expect(verifyNetlifySignature('a.b', 's3cret', body, NOW)).toBe(false);
    expect(verifyNetlifySignature('a.b.c', 's3cret', body, NOW)).toBe(false);
  });

  it("refuses a notification made more than five minutes ago, by the deploy's own date the signature covers", () => {
    const sign = (b: string) => signLikeNetlify(b, 's3cret');
    const fresh = at('2026-11-26T11:55:00.000Z');
    expect(verifyNetlifySignature(sign(fresh), 's3cret', fresh, NOW)).toBe(true);
    const stale = at('2026-11-26T11:54:59.000Z');
    expect(verifyNetlifySignature(sign(stale), 's3cret', stale, NOW)).toBe(false);
    // From the future beyond a minute of clock skew, or with no date at all: not shown fresh.
    const ahead = at('2026-11-26T12:01:30.000Z');
    expect(verifyNetlifySignature(sign(ahead), 's3cret', ahead, NOW)).toBe(false);
    const undated = JSON.stringify({ state: 'ready', id: 'abc' });
    expect(verifyNetlifySignature(sign(undated), 's3cret', undated, NOW)).toBe(false);
    const unreadable = at('hier');
    expect(verifyNetlifySignature(sign(unreadable), 's3cret', unreadable, NOW)).toBe(false);
  });

  it("takes the signature's own iat and exp when Netlify adds them", () => {
    const undated = JSON.stringify({ state: 'ready', id: 'abc' });
    const withClaims = (claims: Record<string, number>) => signLikeNetlify(undated, 's3cret', claims);
    expect(verifyNetlifySignature(withClaims({ iat: NOW / 1000 - 60 }), 's3cret', undated, NOW)).toBe(true);
    expect(verifyNetlifySignature(withClaims({ iat: NOW / 1000 - 301 }), 's3cret', undated, NOW)).toBe(false);
    // The signature's iat wins over an old body date (a redelivery Netlify signs again).
    const old = at('2026-11-26T11:00:00.000Z');
    expect(verifyNetlifySignature(signLikeNetlify(old, 's3cret', { iat: NOW / 1000 - 10 }), 's3cret', old, NOW)).toBe(true);
    expect(verifyNetlifySignature(withClaims({ iat: NOW / 1000 - 10, exp: NOW / 1000 - 1 }), 's3cret', undated, NOW)).toBe(false);
  });
});
