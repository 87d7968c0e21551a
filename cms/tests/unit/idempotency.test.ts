import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { isValidIdempotencyKey, keyFingerprint, requestHash, requestHashKey, withoutSecrets } from '../../src/rules/idempotency';

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

  const key = requestHashKey('a-server-secret');

  it('hashes equal bodies alike whatever their field order, and tells different ones apart', () => {
    expect(requestHash({ a: 1, b: { c: 2, d: 3 } }, undefined, key)).toBe(requestHash({ b: { d: 3, c: 2 }, a: 1 }, undefined, key));
    expect(requestHash({ a: 1 }, undefined, key)).not.toBe(requestHash({ a: 2 }, undefined, key));
    const file = { originalFilename: 'photo.jpg', size: 10 };
    expect(requestHash({ a: 1 }, { images: [file] }, key)).not.toBe(requestHash({ a: 1 }, { images: [{ ...file, size: 11 }] }, key));
    expect(requestHash({ a: 1 }, { images: file }, key)).toBe(requestHash({ a: 1 }, { images: [file] }, key));
  });

  it('leaves secret fields out of the digest, which only the server key can recompute', () => {
    const body = { nom: 'Sarr', motDePasse: 'un-secret', profil: { token: 'x', nom: 'y' } };
    expect(requestHash(body, undefined, key)).toBe(requestHash({ ...body, motDePasse: 'un-autre', profil: { nom: 'y' } }, undefined, key));
    expect(requestHash(body, undefined, key)).not.toBe(requestHash(body, undefined, requestHashKey('another-secret')));
    const plain = createHash('sha256')
      .update(JSON.stringify([{ nom: 'Sarr', profil: { nom: 'y' } }, []]))
      .digest('hex');
    expect(requestHash(body, undefined, key)).not.toBe(plain);
    expect(() => requestHashKey('')).toThrow(/ENCRYPTION_KEY/);
  });

  it('removes secret fields from what is kept, at any depth', () => {
    expect(
      withoutSecrets({ _id: 'a', token: 't', utilisateur: { email: 'e', password: 'p' }, liste: [{ tokenRafraichissement: 'r', x: 1 }] }),
    ).toEqual({
      _id: 'a',
      utilisateur: { email: 'e' },
      liste: [{ x: 1 }],
    });
  });
});
