import { describe, expect, it } from 'vitest';
import { APERCU_TTL_MS, readApercuPayload, signApercu, verifyApercu, type ApercuPayload } from '../src/apercu-token';
import { withoutTrailing } from '../src/strings';

const secret = 'a-long-random-preview-secret';
const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const payload: ApercuPayload<{ titre: { fr: string } }> = {
  kind: 'article',
  lang: 'en',
  item: { titre: { fr: 'Fibre à Thiès — « phase 2 »' } },
  exp: now + APERCU_TTL_MS,
};

describe('preview tokens', () => {
  it('give back what was signed, accents included, before the expiry', async () => {
    const token = await signApercu(payload, secret);
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(await verifyApercu(token, secret, now)).toEqual({ ok: true, payload });
  });

  it('are expired from their expiry on', async () => {
    const token = await signApercu(payload, secret);
    expect(await verifyApercu(token, secret, payload.exp - 1)).toMatchObject({ ok: true });
    expect(await verifyApercu(token, secret, payload.exp)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse another secret, a changed payload, a changed signature and garbage', async () => {
    const token = await signApercu(payload, secret);
    const [body, signature] = token.split('.');
    expect(await verifyApercu(token, 'another-secret', now)).toEqual({ ok: false, reason: 'invalid' });
    const forged = withoutTrailing(btoa(JSON.stringify({ ...payload, item: {}, exp: now + 10 * APERCU_TTL_MS })), '=');
    expect(await verifyApercu(`${forged}.${signature}`, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(await verifyApercu(`${body}.${flipped}`, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['abc', 'a.b.c', `${body}.`, `${body}.%%%`, '.'])
      expect(await verifyApercu(junk, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('call an absent token missing, not invalid', async () => {
    for (const none of [undefined, null, '', 42]) expect(await verifyApercu(none, secret, now)).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuse a well-signed payload of the wrong shape', async () => {
    const token = await signApercu({ ...payload, kind: 'partenaire' } as unknown as ApercuPayload, secret);
    expect(await verifyApercu(token, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('cannot be signed without a secret', async () => {
    await expect(signApercu(payload, '')).rejects.toThrow(/PREVIEW_SECRET/);
  });

  it('read as written by the back-office that asked for them, and nothing from garbage', async () => {
    const token = await signApercu(payload, secret);
    expect(readApercuPayload(token)).toEqual(payload);
    expect(readApercuPayload('')).toBeNull();
    expect(readApercuPayload('not base64!.x')).toBeNull();
    expect(readApercuPayload(`${btoa('{"kind":"page"}')}.x`)).toBeNull();
  });
});
