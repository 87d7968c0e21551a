import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { Core } from '@strapi/strapi';
import { publicCache } from './public-cache';
import { watchedRedis } from './redis-store';

/**
 * Keeps the public answers of several instances in step (public-cache.ts). Each instance caches
 * them; with REDIS_URL, a write on one is announced on a Redis channel and every other instance
 * drops its answers at once, so a rebuild that reads from another instance behind the load
 * balancer already sees what was just published. When Redis is unreachable the cache's lifetime
 * (PUBLIC_CACHE_SECONDS) is the bound again, and an instance whose subscription comes back drops
 * its answers, since it may have missed announcements meanwhile. Returns how to stop.
 */
export function syncPublicCaches(strapi: Core.Strapi): () => Promise<void> {
  const url = process.env.REDIS_URL;
  if (!url) return async () => {};
  const channel = `${process.env.REDIS_PREFIX ?? 'teranga:'}public-cache:cleared`;
  const instance = randomUUID();
  const cache = publicCache(strapi);

  // A subscribed connection can send nothing else: one to listen, one (shared wrapper) to announce.
  const subscriber = new Redis(url, { connectTimeout: 1_000, retryStrategy: (times: number) => Math.min(times * 200, 2_000) });
  subscriber.on('error', () => {}); // the announcing connection logs Redis's state changes
  subscriber.on('ready', () => cache.clear());
  subscriber.on('message', (_channel: string, sender: string) => {
    if (sender !== instance) cache.clear();
  });
  subscriber.subscribe(channel).catch(() => {}); // re-sent by ioredis on every reconnection

  const announcer = watchedRedis(url, strapi.log, 'public cache announcements');
  // A bulk action writes many rows in a row: one announcement per turn of the event loop is enough.
  let pending = false;
  const announce = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (!announcer.usable()) return;
      announcer.redis.publish(channel, instance).catch((error: unknown) => announcer.failed(error));
    });
  };
  const stopListening = cache.onWrite(announce);

  return async () => {
    stopListening();
    subscriber.removeAllListeners('ready');
    subscriber.disconnect();
    await announcer.close();
  };
}
