import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey, postJson } from '../../src/lib/api';

const keyOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('idempotency-key');

describe('postJson and Idempotency-Key', () => {
  it('makes a new key for each submission', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('sends one key per call', async () => {
    const keys: Array<string | null> = [];
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push(keyOf(init));
      return new Response(JSON.stringify({ data: { ok: true } }), { status: 201 });
    }) as unknown as typeof fetch;
    await postJson('/contact', { nom: 'A' }, fetchImpl);
    await postJson('/contact', { nom: 'A' }, fetchImpl);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a lost answer with the same key, and never an answer the server gave', async () => {
    const keys: Array<string | null> = [];
    let calls = 0;
    const flaky = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      keys.push(keyOf(init));
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify({ data: { _id: 'x' } }), { status: 201 });
    }) as unknown as typeof fetch;
    const result = await postJson('/contact', { nom: 'A' }, flaky);
    expect(result).toMatchObject({ ok: true, status: 201 });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    const refused = vi.fn(
      async () => new Response(JSON.stringify({ data: null, error: { message: 'Non' } }), { status: 400 }),
    ) as unknown as typeof fetch;
    expect(await postJson('/contact', {}, refused)).toMatchObject({ ok: false, status: 400, message: 'Non' });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
