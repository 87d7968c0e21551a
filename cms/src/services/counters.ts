import { memoryStore, type RateLimitStore } from '../rules/rate-limit';
import { redisStore } from './redis-store';

// One counter store for the process (rate limits, failed logins): in memory for a single
// instance, in Redis (REDIS_URL) when several CMS instances share the work.
let store: RateLimitStore | null = null;

export function counters(): RateLimitStore {
  store ??= process.env.REDIS_URL ? redisStore(process.env.REDIS_URL, process.env.REDIS_PREFIX) : memoryStore();
  return store;
}

/** Closes the shared connection when Strapi stops; the next start makes a new store. */
export async function closeCounters() {
  const current = store as (RateLimitStore & { close?: () => Promise<void> }) | null;
  store = null;
  await current?.close?.();
}
