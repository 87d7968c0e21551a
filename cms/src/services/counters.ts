import { memoryStore, type RateLimitStore } from '../rules/rate-limit';
import { redisStore } from './redis-store';

// One counter store for the process (rate limits, failed logins): in memory for a single
// instance, in Redis (REDIS_URL) when several CMS instances share the work.
let store: RateLimitStore | null = null;

export function counters(): RateLimitStore {
  // Strapi's logger once it exists; the counters can be asked for before (tests, scripts).
  const log = (globalThis as { strapi?: { log: { warn: (m: string) => void } } }).strapi?.log ?? console;
  store ??= process.env.REDIS_URL ? redisStore(process.env.REDIS_URL, process.env.REDIS_PREFIX, log) : memoryStore();
  return store;
}

/** Whether the counters are shared through Redis right now (for the readiness check). */
export function countersMode(): 'redis' | 'memory' | 'memory (Redis unreachable)' {
  if (!process.env.REDIS_URL) return 'memory';
  const current = counters() as RateLimitStore & { usable?: () => boolean };
  return current.usable?.() ? 'redis' : 'memory (Redis unreachable)';
}

/** Closes the shared connection when Strapi stops; the next start makes a new store. */
export async function closeCounters() {
  const current = store as (RateLimitStore & { close?: () => Promise<void> }) | null;
  store = null;
  await current?.close?.();
}
