import Redis from 'ioredis';
import { memoryStore, type RateLimitStore } from '../rules/rate-limit';

// DECR only a live counter above zero: a key that expired in between is not brought back without a TTL.
const RELEASE = "local v = tonumber(redis.call('GET', KEYS[1]) or '0') if v > 0 then return redis.call('DECR', KEYS[1]) end return 0";

type Log = { warn: (message: string) => void };

/** How long one Redis command may take before the caller is answered from memory instead. */
export const redisCommandTimeoutMs = () => Number(process.env.REDIS_COMMAND_TIMEOUT_MS ?? 500);

/**
 * A Redis connection that says whether it can be used right now. It never queues commands while
 * disconnected and gives up on a command after a short timeout, so callers fall back at once instead
 * of waiting; it keeps reconnecting in the background. One warning is logged per change of state
 * (unreachable, back), never one per request.
 */
export function watchedRedis(url: string, log: Log, what: string) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: redisCommandTimeoutMs(),
    connectTimeout: 1_000,
    retryStrategy: (times: number) => Math.min(times * 200, 2_000),
  });
  let state: 'starting' | 'up' | 'down' = 'starting';
  // The first connection attempt, so the first commands do not go to memory only because it is not over.
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const down = (reason: string) => {
    settle();
    if (state === 'down') return;
    state = 'down';
    log.warn(`Redis unreachable (${reason}): ${what} kept in this instance's memory until it is back`);
  };
  redis.on('ready', () => {
    if (state === 'down') log.warn(`Redis reachable again: ${what} shared through Redis`);
    state = 'up';
    settle();
  });
  redis.on('error', (error: Error) => down(error.message));
  redis.on('close', () => down('connection closed'));
  const usable = () => state === 'up' && redis.status === 'ready';
  return {
    redis,
    usable,
    /** Whether to use Redis for the next command; waits for the first connection attempt (1 s at most). */
    async ready() {
      if (state === 'starting') await Promise.race([settled, new Promise((r) => setTimeout(r, 1_000).unref())]);
      return usable();
    },
    /** A command failed (timeout on a frozen server): stop using it and reconnect from scratch. */
    failed(error: unknown) {
      down((error as Error)?.message ?? String(error));
      redis.disconnect(true);
    },
    async close() {
      state = 'starting';
      redis.removeAllListeners('close');
      redis.removeAllListeners('error');
      redis.on('error', () => {});
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/**
 * `primary` while `usable()` says so, `fallback` otherwise and for any call `primary` fails. Counts
 * made in memory during an outage stay in memory: a limit is per instance until Redis is back.
 */
export function fallbackStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  usable: () => Promise<boolean>,
  failed: (error: unknown) => void,
): RateLimitStore {
  const use = async <T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    if (await usable()) {
      try {
        return await call(primary);
      } catch (error) {
        failed(error);
      }
    }
    return call(fallback);
  };
  return {
    hit: (key, windowMs, now) => use((s) => s.hit(key, windowMs, now)),
    peek: (key, now) => use((s) => s.peek(key, now)),
    release: (key, now) => use((s) => s.release(key, now)),
  };
}

/**
 * Fixed-window counters in Redis, shared by every CMS instance behind a load balancer: one INCR
 * per hit, the window set by the first hit (PEXPIRE NX), its end read back with PTTL. While Redis
 * cannot be reached, the counters are kept in memory (see fallbackStore).
 */
export function redisStore(
  url: string,
  prefix = 'teranga:',
  log: Log = console,
): RateLimitStore & { usable(): boolean; close(): Promise<void> } {
  const connection = watchedRedis(url, log, 'rate-limit counters');
  const { redis } = connection;
  const shared: RateLimitStore = {
    async hit(key, windowMs, now) {
      const result = await redis
        .multi()
        .incr(prefix + key)
        .pexpire(prefix + key, windowMs, 'NX')
        .pttl(prefix + key)
        .exec();
      if (!result || result.some(([error]) => error)) throw result?.find(([error]) => error)?.[0] ?? new Error('Redis transaction aborted');
      const count = Number(result[0][1] ?? 1);
      const ttl = Number(result[2][1] ?? windowMs);
      return { count, resetAt: now + (ttl > 0 ? ttl : windowMs) };
    },
    async peek(key, now) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetAt: now + Math.max(0, ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, prefix + key);
    },
  };
  return {
    ...fallbackStore(shared, memoryStore(), connection.ready, (error) => connection.failed(error)),
    usable: connection.usable,
    close: () => connection.close(),
  };
}
