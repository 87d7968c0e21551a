import Redis from 'ioredis';
import type { RateLimitStore } from '../rules/rate-limit';

// DECR only a live counter above zero: a key that expired in between is not brought back without a TTL.
const RELEASE = "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then return redis.call('DECR', KEYS[1]) end return 0";

/**
 * Fixed-window counters in Redis, shared by every CMS instance behind a load balancer: one INCR
 * per hit, the window set by the first hit (PEXPIRE NX), its end read back with PTTL.
 */
export function redisStore(url: string, prefix = 'teranga:'): RateLimitStore & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs, now) {
      const result = await redis.multi().incr(prefix + key).pexpire(prefix + key, windowMs, 'NX').pttl(prefix + key).exec();
      const count = Number(result?.[0]?.[1] ?? 1);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key, now) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetAt: now + Math.max(0, ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}
