import { randomBytes } from 'node:crypto';
import { watchedRedis } from './redis-store';

// The salt of each day's view marks (rules/vues.ts): random, the same for every CMS instance of
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
  const log = (globalThis as { strapi?: { log: { warn: (m: string) => void } } }).strapi?.log ?? console;
  const connection = watchedRedis(url, log, 'vues salts');
  const { redis } = connection;
  // While Redis is unreachable each instance uses its own salt: a view may then count once per instance.
  const fallback = memorySalts();
  return {
    async saltFor(day) {
      if (await connection.ready()) {
        try {
          const key = `${prefix}vues:sel:${day}`;
          // The first instance of the day sets it; every other one reads that same value.
          await redis.set(key, randomBytes(32).toString('hex'), 'PX', KEEP_MS, 'NX');
          const salt = await redis.get(key);
          if (salt) return salt;
        } catch (error) {
          connection.failed(error);
        }
      }
      return fallback.saltFor(day);
    },
    close: () => connection.close(),
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
