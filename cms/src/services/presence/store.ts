// Where the heartbeats of the open edit forms are kept (docs/product.md, "Présence"): in Redis with
// REDIS_URL, shared by every CMS instance, each item a hash that expires on its own; otherwise, and
// while Redis cannot be reached, in the database's `presences` table. The rule that reads them is
// packages/domain/src/presence.ts; a gone heartbeat may still be stored until the next prune.
import type { Core } from '@strapi/strapi';
import { PRESENCE_TTL_MS, type Heartbeat } from '@teranga/domain';
import { watchedRedis } from '../redis-store';

export interface PresenceStore {
  /** The heartbeats kept for one item (`articles:<documentId>`). */
  list(element: string): Promise<Heartbeat[]>;
  save(element: string, beat: Heartbeat): Promise<void>;
  remove(element: string, session: string): Promise<void>;
  /** Forgets the item's heartbeats last seen before `before` (milliseconds). */
  prune(element: string, before: number): Promise<void>;
  close(): Promise<void>;
}

const UID = 'api::presence.presence';

interface Row {
  session: string;
  utilisateur: string;
  nom?: string | null;
  depuis: string | number;
  vu: string | number;
  prise?: string | number | null;
  priseSur?: string | null;
}

const toBeat = (row: Row): Heartbeat => ({
  session: row.session,
  user: row.utilisateur,
  nom: row.nom ?? '',
  since: Number(row.depuis),
  lastSeen: Number(row.vu),
  takenAt: row.prise === null || row.prise === undefined ? null : Number(row.prise),
  takenFrom: row.priseSur ?? null,
});

const toRow = (element: string, beat: Heartbeat) => ({
  cle: `${element}:${beat.session}`,
  element,
  session: beat.session,
  utilisateur: beat.user,
  nom: beat.nom,
  depuis: beat.since,
  vu: beat.lastSeen,
  prise: beat.takenAt ?? null,
  priseSur: beat.takenFrom ?? null,
});

/** One row per open form; a save also forgets every form of any item gone for longer than the time to live. */
export function databasePresence(strapi: Core.Strapi): PresenceStore {
  const rows = () => strapi.db.query(UID);
  return {
    async list(element) {
      return ((await rows().findMany({ where: { element } })) as Row[]).map(toBeat);
    },
    async save(element, beat) {
      const data = toRow(element, beat);
      await rows().deleteMany({ where: { vu: { $lt: beat.lastSeen - 2 * PRESENCE_TTL_MS } } });
      const existing = await rows().findOne({ where: { cle: data.cle }, select: ['id'] });
      if (existing) await rows().update({ where: { id: existing.id }, data });
      else await rows().create({ data });
    },
    async remove(element, session) {
      await rows().deleteMany({ where: { cle: `${element}:${session}` } });
    },
    async prune(element, before) {
      await rows().deleteMany({ where: { element, vu: { $lt: before } } });
    },
    async close() {},
  };
}

const isBeat = (value: unknown): value is Heartbeat =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Heartbeat).session === 'string' &&
  typeof (value as Heartbeat).user === 'string' &&
  Number.isFinite((value as Heartbeat).since) &&
  Number.isFinite((value as Heartbeat).lastSeen);

function parsed(text: string): Heartbeat | null {
  try {
    const value: unknown = JSON.parse(text);
    return isBeat(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * One hash per item (`<prefix>presence:<element>`, a field per open form), which expires two times to
 * live after its last heartbeat; the database stands in while Redis cannot be reached.
 */
export function redisPresence(url: string, prefix: string, fallback: PresenceStore, log: { warn: (m: string) => void }): PresenceStore {
  const connection = watchedRedis(url, log, 'presence on the edit forms');
  const { redis } = connection;
  const key = (element: string) => `${prefix}presence:${element}`;
  const use = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (await connection.ready()) {
      try {
        return await shared();
      } catch (error) {
        connection.failed(error);
      }
    }
    return local();
  };
  return {
    list: (element) =>
      use(
        async () => Object.values(await redis.hgetall(key(element))).flatMap((text) => parsed(text) ?? []),
        () => fallback.list(element),
      ),
    save: (element, beat) =>
      use(
        async () => {
          const result = await redis
            .multi()
            .hset(key(element), beat.session, JSON.stringify(beat))
            .pexpire(key(element), 2 * PRESENCE_TTL_MS)
            .exec();
          const failure = result?.find(([error]) => error)?.[0];
          if (!result || failure) throw failure ?? new Error('Redis transaction aborted');
        },
        () => fallback.save(element, beat),
      ),
    remove: (element, session) =>
      use(
        async () => void (await redis.hdel(key(element), session)),
        () => fallback.remove(element, session),
      ),
    prune: (element, before) =>
      use(
        async () => {
          const gone = Object.entries(await redis.hgetall(key(element)))
            .filter(([, text]) => (parsed(text)?.lastSeen ?? 0) < before)
            .map(([session]) => session);
          if (gone.length) await redis.hdel(key(element), ...gone);
        },
        () => fallback.prune(element, before),
      ),
    close: () => connection.close(),
  };
}

let store: PresenceStore | null = null;

/** The process's store: Redis with REDIS_URL (the database while it is unreachable), else the database. */
export function presenceStore(strapi: Core.Strapi): PresenceStore {
  const database = databasePresence(strapi);
  store ??= process.env.REDIS_URL
    ? redisPresence(process.env.REDIS_URL, process.env.REDIS_PREFIX ?? 'teranga:', database, strapi.log)
    : database;
  return store;
}

export async function closePresenceStore() {
  const current = store;
  store = null;
  await current?.close();
}
