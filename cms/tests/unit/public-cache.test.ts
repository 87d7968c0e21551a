import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { publicCache } from '../../src/services/public-cache';

/** Just enough of Strapi's database for the cache: lifecycle subscriptions and one transaction at a time. */
function fakeStrapi() {
  let handlers: Record<string, () => void> = {};
  let commitCallbacks: Array<() => void> | null = null;
  const db = {
    lifecycles: { subscribe: (subscriber: Record<string, unknown>) => (handlers = subscriber as Record<string, () => void>) },
    inTransaction: () => commitCallbacks !== null,
    async transaction(callback: (params: { onCommit: (cb: () => void) => void }) => Promise<void>) {
      await callback({ onCommit: (cb) => commitCallbacks?.push(cb) });
    },
  };
  return {
    strapi: { db } as unknown as Core.Strapi,
    write: () => handlers.afterUpdate(),
    begin: () => (commitCallbacks = []),
    commit: () => {
      const callbacks = commitCallbacks ?? [];
      commitCallbacks = null;
      for (const callback of callbacks) callback();
    },
  };
}

describe('publicCache', () => {
  it('keeps an answer until a write, then computes it again', async () => {
    const fake = fakeStrapi();
    const cache = publicCache(fake.strapi);
    let content = 'v1';
    expect(await cache.get('list', async () => content)).toBe('v1');
    content = 'v2';
    expect(await cache.get('list', async () => content)).toBe('v1');
    fake.write();
    expect(await cache.get('list', async () => content)).toBe('v2');
  });

  it('drops again at the commit what was computed while the writing transaction was open, and only then tells its listeners', async () => {
    const fake = fakeStrapi();
    const cache = publicCache(fake.strapi);
    const told: string[] = [];
    cache.onWrite(() => told.push('write'));
    expect(await cache.get('list', async () => 'old')).toBe('old');
    fake.begin();
    fake.write();
    await new Promise((r) => setImmediate(r));
    expect(told).toEqual([]);
    // Another connection does not see the uncommitted write yet: this answer is the old content.
    expect(await cache.get('list', async () => 'old')).toBe('old');
    fake.commit();
    expect(told).toEqual(['write']);
    expect(await cache.get('list', async () => 'new')).toBe('new');
  });

  it('tells its listeners at once of a write outside a transaction, and no more after they stop', async () => {
    const fake = fakeStrapi();
    const cache = publicCache(fake.strapi);
    let told = 0;
    const stop = cache.onWrite(() => (told += 1));
    fake.write();
    expect(told).toBe(1);
    stop();
    fake.write();
    expect(told).toBe(1);
  });
});
