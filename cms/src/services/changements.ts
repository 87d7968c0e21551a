import type { Core } from '@strapi/strapi';
import type { ServiceUid } from './strapi-uids';
import { UID } from '../contract/queries';
import { nowMs } from './clock';
import type { createPublicReader } from './public-reader';

// What changed in the public lists since a moment, for the rebuild worker's builds (GET /site/changements):
// a build process reads the whole lists ahead while it waits, then, once its build is due, asks only for
// what changed since. Items say it themselves (the updatedAt of their rows, read from the database); what
// an item's answer embeds but its rows do not date is followed here, from the writes this instance sees:
//   - an image's file updated (new formats, alternative text): the items linked to it are changed;
//   - a sector written (items embed their sector), an image's file or an account deleted, or any write
//     of many rows at once (no ids to follow): every list must be read again in full.
// Kept in memory since this instance started: a moment before that (a restart) means a full read too.

/** Item lists a build may read by their changes; partners and sectors are small and always read in full. */
export const CHANGE_LISTS = ['realisations', 'articles', 'opportunites'] as const;
export type ChangeList = (typeof CHANGE_LISTS)[number];

export const CHANGE_UIDS: Record<ChangeList, string> = {
  realisations: UID.realisation,
  articles: UID.article,
  opportunites: UID.opportunite,
};

export interface ChangeJournal {
  /** When this instance began to follow the writes (ms). */
  startedAt: number;
  /** The last write after which only a full read is right (ms). */
  fullReadAfter: number;
  /** Updated image files: id → when (ms). */
  files: Map<number, number>;
}

type Event = { model?: { uid?: string }; action?: string; result?: { id?: number } | null };

const journals = new WeakMap<Core.Strapi, ChangeJournal>();

/** What a write means for the change lists; pure, for the unit tests. */
export function noteWrite(journal: ChangeJournal, uid: string, action: string, fileId: number | undefined, now: number) {
  if (uid === 'plugin::upload.file') {
    // A new file is linked by the write of the item that uses it, which dates the item.
    if (action === 'afterCreate') return;
    if (action === 'afterUpdate' && typeof fileId === 'number') {
      journal.files.set(fileId, now);
      return;
    }
    journal.fullReadAfter = now;
    return;
  }
  // An item's own writes are dated by its rows; an account only matters when it goes (items name their author).
  if (uid === UID.user) {
    if (action.startsWith('afterDelete')) journal.fullReadAfter = now;
    return;
  }
  if (uid === UID.secteur) journal.fullReadAfter = now;
}

/** Starts following the writes (once per Strapi instance, at bootstrap). */
export function watchChangements(strapi: Core.Strapi): ChangeJournal {
  let journal = journals.get(strapi);
  if (journal) return journal;
  const created: ChangeJournal = { startedAt: nowMs(), fullReadAfter: 0, files: new Map() };
  journal = created;
  journals.set(strapi, created);
  const note = (event: Event) => noteWrite(created, event.model?.uid ?? '', event.action ?? '', event.result?.id, nowMs());
  const actions = ['afterCreate', 'afterCreateMany', 'afterUpdate', 'afterUpdateMany', 'afterDelete', 'afterDeleteMany'];
  strapi.db.lifecycles.subscribe({
    models: [UID.secteur, UID.user, 'plugin::upload.file'],
    ...Object.fromEntries(actions.map((a) => [a, note])),
  } as Parameters<typeof strapi.db.lifecycles.subscribe>[0]);
  // Old entries are of no use once no build can still ask for them.
  setInterval(() => {
    const old = Date.now() - 24 * 3600_000;
    for (const [id, at] of created.files) if (at < old) created.files.delete(id);
  }, 3600_000).unref();
  return journal;
}

export interface ListChanges<T> {
  /** Every published item's id, in the list's order. */
  ids: string[];
  /** Each one's dateModification, as the list answers it (the caller checks the items it kept against it). */
  datesModification: (string | null)[];
  /** The published items changed since, as the list answers them. */
  modifies: T[];
}

export type Changements =
  { depuis: string; toutRelire: true } | ({ depuis: string; toutRelire: false } & Record<ChangeList, ListChanges<unknown>>);

/**
 * The changes since `since`. The builder's moment is moved back by the public cache's lifetime and a few
 * seconds: a list it read may have been cached that long, and a few items too many cost nothing.
 */
export async function changementsSince(strapi: Core.Strapi, since: Date): Promise<Changements> {
  const margin = (Number(process.env.PUBLIC_CACHE_SECONDS ?? 30) + 5) * 1000;
  const from = new Date(since.getTime() - margin);
  const depuis = from.toISOString();
  const journal = watchChangements(strapi);
  if (from.getTime() <= journal.startedAt || from.getTime() <= journal.fullReadAfter) return { depuis, toutRelire: true };
  const fileIds = [...journal.files].filter(([, at]) => at >= from.getTime()).map(([id]) => id);
  // The items linked to an updated file, by type.
  const linked = new Map<string, Set<string>>();
  if (fileIds.length) {
    const files = (await strapi.db
      .query('plugin::upload.file')
      .findMany({ where: { id: { $in: fileIds } }, populate: { related: true } })) as Array<{
      related?: Array<{ __type?: string; documentId?: string }>;
    }>;
    for (const file of files) {
      for (const item of file.related ?? []) {
        if (!item.__type || !item.documentId) continue;
        if (!linked.has(item.__type)) linked.set(item.__type, new Set());
        linked.get(item.__type)!.add(item.documentId);
      }
    }
  }
  const lists = await Promise.all(
    CHANGE_LISTS.map(async (list) => {
      const uid = CHANGE_UIDS[list];
      const reader = (
        strapi.service(uid as ServiceUid) as unknown as { publicReader(): ReturnType<typeof createPublicReader> }
      ).publicReader();
      return [list, await reader.changesSince(from, linked.get(uid) ?? new Set())] as const;
    }),
  );
  return { depuis, toutRelire: false, ...(Object.fromEntries(lists) as Record<ChangeList, ListChanges<unknown>>) };
}
