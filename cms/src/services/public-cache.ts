import type { Core } from '@strapi/strapi';
import { UID } from '../contract/queries';
import { isDatabaseUnavailable } from '../rules/database-errors';
import { nowMs } from './clock';

// Public answers are the same for every visitor, so they are computed once and kept until a write
// touches what they are made of. A write on another instance is announced through Redis when there is
// one (public-cache-sync.ts); without it, or while it is unreachable, it is seen after at most `ttlMs`.
export const WATCHED = [UID.article, UID.realisation, UID.opportunite, UID.partenaire, UID.secteur, 'plugin::upload.file', UID.user];
export const EVENTS = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'];

const MAX_ENTRIES = 5000;

export interface PublicCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Calls `listener` after each write of this instance that dropped the answers (once committed); returns how to stop. */
  onWrite(listener: () => void): () => void;
  /** Drops every answer at `time` (ms): an answer that depends on the clock, such as open offers, goes stale then. */
  staleAt(time: number): void;
}

const caches = new WeakMap<Core.Strapi, PublicCache>();

export function publicCache(strapi: Core.Strapi): PublicCache {
  let cache = caches.get(strapi);
  if (cache) return cache;

  // Read at each use, so a running CMS follows the setting.
  const ttlMs = () => Number(process.env.PUBLIC_CACHE_SECONDS ?? 30) * 1000;
  const entries = new Map<string, { value: Promise<unknown>; expires: number }>();
  // The last answer computed for each key, kept through writes: while the database cannot be
  // reached the public lists answer what they last knew rather than an error.
  const lastGood = new Map<string, unknown>();
  let generation = 0;
  let deadline = Infinity;
  const clear = () => {
    generation += 1;
    deadline = Infinity;
    entries.clear();
  };
  const writeListeners = new Set<() => void>();
  const written = () => {
    clear();
    for (const listener of writeListeners) listener();
  };
  const onWrite = () => {
    clear();
    // Other connections see a transaction's writes only once it commits: an answer computed in
    // between would keep the old content, so the answers are dropped again then (and only then is
    // another instance told). A nested transaction call adds to the running one's commit callbacks.
    if (strapi.db.inTransaction()) void strapi.db.transaction(async ({ onCommit }) => onCommit(written));
    else written();
  };
  strapi.db.lifecycles.subscribe({ models: WATCHED, ...Object.fromEntries(EVENTS.map((e) => [e, onWrite])) });

  cache = {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const now = nowMs();
      if (now >= deadline) clear();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<T>;
      // Unknown slugs are cached too (404s are cheap to answer again): keep the map bounded.
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const started = generation;
      let fresh = false;
      const value = compute().then(
        (result) => {
          fresh = true;
          if (!lastGood.has(key) && lastGood.size >= MAX_ENTRIES) lastGood.clear();
          lastGood.set(key, result);
          return result;
        },
        (error) => {
          if (isDatabaseUnavailable(error) && lastGood.has(key)) return lastGood.get(key) as T;
          throw error;
        },
      );
      // Only keep what no write has made stale while it was computed; never keep a failure, nor an
      // old answer served during an outage (the next request tries the database again).
      entries.set(key, { value, expires: now + ttlMs() });
      value.then(
        () => (started !== generation || !fresh) && entries.delete(key),
        () => entries.delete(key),
      );
      return value;
    },
    clear,
    onWrite(listener) {
      writeListeners.add(listener);
      return () => writeListeners.delete(listener);
    },
    staleAt(time: number) {
      deadline = Math.min(deadline, time);
    },
  };
  caches.set(strapi, cache);
  return cache;
}
