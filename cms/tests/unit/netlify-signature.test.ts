import { describe, expect, it } from 'vitest';
import { signLikeNetlify, verifyNetlifySignature } from '../../src/rules/netlify-signature';

const body = JSON.stringify({ state: 'ready', id: 'abc' });

describe('verifyNetlifySignature', () => {
  it('accepts a signature made with the secret over this body', () => {
    expect(verifyNetlifySignature(signLikeNetlify(body, 's3cret'), 's3cret', body)).toBe(true);
  });

  it('refuses another secret, another body, a missing body and garbage', () => {
    expect(verifyNetlifySignature(signLikeNetlify(body, 'other'), 's3cret', body)).toBe(false);
    expect(verifyNetlifySignature(signLikeNetlify(body, 's3cret'), 's3cret', body.replace('ready', 'error'))).toBe(false);
    expect(verifyNetlifySignature(signLikeNetlify(body, 's3cret'), 's3cret', undefined)).toBe(false);
    expect(verifyNetlifySignature('a.b', 's3cret', body)).toBe(false);
    expect(verifyNetlifySignature('a.b.c', 's3cret', body)).toBe(false);
  });
});
