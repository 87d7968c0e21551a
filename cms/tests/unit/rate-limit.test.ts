import { describe, expect, it } from 'vitest';
import { decide, memoryStore } from '../../src/rules/rate-limit';

describe('rate limit', () => {
  it('counts hits in a window and resets after it', async () => {
    const store = memoryStore();
    expect((await store.hit('ip', 1000, 0)).count).toBe(1);
    expect((await store.hit('ip', 1000, 500)).count).toBe(2);
    expect((await store.hit('other', 1000, 500)).count).toBe(1);
    expect((await store.hit('ip', 1000, 1000)).count).toBe(1);
  });

  it('allows up to the maximum and then tells when to retry', () => {
    expect(decide(5, 5, 10_000, 0)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 10 });
    expect(decide(6, 5, 10_000, 9_500).allowed).toBe(false);
    expect(decide(6, 5, 10_000, 9_500).retryAfterSeconds).toBe(1);
  });
});

describe('giving a hit back', () => {
  it('takes one off the current window, never below zero, and keeps the window', async () => {
    const store = memoryStore();
    await store.hit('k', 1000, 0);
    await store.hit('k', 1000, 0);
    await store.release('k', 100);
    expect(await store.peek('k', 100)).toEqual({ count: 1, resetAt: 1000 });
    await store.release('k', 100);
    await store.release('k', 100);
    expect((await store.peek('k', 100)).count).toBe(0);
    expect((await store.hit('k', 1000, 200)).resetAt).toBe(1000);
    await store.release('gone', 100);
    expect((await store.peek('gone', 100)).count).toBe(0);
  });
});
