import { describe, expect, it } from 'vitest';
import { memoryStore, type RateLimitStore } from '../../src/rules/rate-limit';
import { fallbackStore } from '../../src/services/redis-store';

const broken: RateLimitStore = {
  hit: () => Promise.reject(new Error('Command timed out')),
  peek: () => Promise.reject(new Error('Command timed out')),
  release: () => Promise.reject(new Error('Command timed out')),
};

describe('fallbackStore', () => {
  it('uses the primary store while it is usable', async () => {
    const primary = memoryStore();
    const store = fallbackStore(
      primary,
      memoryStore(),
      async () => true,
      () => {
        throw new Error('unexpected');
      },
    );
    await store.hit('k', 1000, 0);
    expect((await primary.peek('k', 0)).count).toBe(1);
  });

  it('goes to the fallback without touching the primary while it is not usable', async () => {
    const fallback = memoryStore();
    const store = fallbackStore(
      broken,
      fallback,
      async () => false,
      () => {
        throw new Error('unexpected');
      },
    );
    expect((await store.hit('k', 1000, 0)).count).toBe(1);
    expect((await fallback.peek('k', 0)).count).toBe(1);
  });

  it('answers from the fallback when the primary fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const store = fallbackStore(
      broken,
      memoryStore(),
      async () => true,
      (e) => failures.push(e),
    );
    expect((await store.hit('k', 1000, 0)).count).toBe(1);
    expect((await store.peek('k', 0)).count).toBe(1);
    await store.release('k', 0);
    expect((await store.peek('k', 0)).count).toBe(0);
    expect(failures).toHaveLength(4);
  });
});
