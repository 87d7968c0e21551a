import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

// The salt of each day's view marks (rules/view-count.ts): random, the same for every CMS instance of
// the day (in Redis with REDIS_URL), kept two days at most, so no mark can be traced back afterwards.
export interface SaltStore {
  saltFor(day: string): Promise<string>;
  close(): Promise<void>;
}

const KEEP_MS = 2 * 86_400_000;

function memorySalts(): SaltStore {
  const salts = new Map<string, string>();
  return {
    async saltFor(day) {
      let salt = salts.get(day);
      if (!salt) {
        salt = randomBytes(32).toString('hex');
        salts.set(day, salt);
        // Only the newest days are kept.
        for (const old of [...salts.keys()].sort().slice(0, -2)) salts.delete(old);
      }
      return salt;
    },
    async close() {},
  };
}

function redisSalts(url: string, prefix: string): SaltStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async saltFor(day) {
      const key = `${prefix}vues:sel:${day}`;
      // The first instance of the day sets it; every other one reads that same value.
      await redis.set(key, randomBytes(32).toString('hex'), 'PX', KEEP_MS, 'NX');
      return (await redis.get(key)) as string;
    },
    async close() {
      await redis.quit();
    },
  };
}

let store: SaltStore | null = null;

export function dailySalt(): SaltStore {
  store ??= process.env.REDIS_URL ? redisSalts(process.env.REDIS_URL, process.env.REDIS_PREFIX ?? 'teranga:') : memorySalts();
  return store;
}

export async function closeDailySalt() {
  const current = store;
  store = null;
  await current?.close();
}
