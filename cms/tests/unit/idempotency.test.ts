import { describe, expect, it } from 'vitest';
import { isValidIdempotencyKey, keyFingerprint, requestHash } from '../../src/rules/idempotency';

describe('Idempotency-Key rules', () => {
  it('accepts 8 to 255 visible characters', () => {
    expect(isValidIdempotencyKey('3f1c2b9e-5a7d-4e8b-9c0d-1a2b3c4d5e6f')).toBe(true);
    expect(isValidIdempotencyKey('abcdefgh')).toBe(true);
    expect(isValidIdempotencyKey('abc')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(256))).toBe(false);
    expect(isValidIdempotencyKey('with space inside')).toBe(false);
    expect(isValidIdempotencyKey('clé-accentuée')).toBe(false);
  });

  it('scopes a key to its route and caller', () => {
    const key = 'same-key-123';
    const base = keyFingerprint(key, 'POST', '/api/v1/contact', undefined);
    expect(keyFingerprint(key, 'post', '/api/v1/contact', undefined)).toBe(base);
    expect(keyFingerprint(key, 'POST', '/api/v1/newsletter', undefined)).not.toBe(base);
    expect(keyFingerprint(key, 'POST', '/api/v1/contact', 'user-a')).not.toBe(base);
    expect(keyFingerprint('other-key-123', 'POST', '/api/v1/contact', undefined)).not.toBe(base);
  });

  it('hashes equal bodies alike whatever their field order, and tells different ones apart', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: 3 } })).toBe(requestHash({ b: { d: 3, c: 2 }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    const file = { originalFilename: 'photo.jpg', size: 10 };
    expect(requestHash({ a: 1 }, { images: [file] })).not.toBe(requestHash({ a: 1 }, { images: [{ ...file, size: 11 }] }));
    expect(requestHash({ a: 1 }, { images: file })).toBe(requestHash({ a: 1 }, { images: [file] }));
  });
});
