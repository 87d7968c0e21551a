// Fixed-window counters per key. The store is in memory for a single instance; a shared store
// (Redis) can stand in when several CMS instances run behind a load balancer.
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the count in the current window and when it resets. */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
  /** The current count of `key` without adding to it. */
  peek(key: string, now: number): Promise<{ count: number; resetAt: number }>;
  /** Gives one hit back (an attempt that turned out not to count), never below zero; the window stays. */
  release(key: string, now: number): Promise<void>;
}

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
        if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      entry.count += 1;
      return { ...entry };
    },
    async peek(key, now) {
      const entry = windows.get(key);
      return entry && entry.resetAt > now ? { ...entry } : { count: 0, resetAt: now };
    },
    async release(key, now) {
      const entry = windows.get(key);
      if (entry && entry.resetAt > now && entry.count > 0) entry.count -= 1;
    },
  };
}

export interface RateLimitDecision {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export function decide(count: number, max: number, resetAt: number, now: number): RateLimitDecision {
  return {
    allowed: count <= max,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  };
}
