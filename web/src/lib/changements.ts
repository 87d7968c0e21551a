// A list read ahead, brought up to date with the CMS's changes since (GET /api/v1/site/changements):
// used by the rebuild worker's builds (lib/cms-content.ts). Pure, so it is tested alone.

/** One list's changes, as the CMS answers them. */
export interface ListChanges {
  /** Every published item's id, in the list's order. */
  ids: string[];
  /** Each one's dateModification now. */
  datesModification: (string | null)[];
  /** The items changed since, as the list answers them. */
  modifies: { _id: string }[];
}

/** The item lists a build may read by their changes (the changes answer's keys). */
export const CHANGE_LISTS = {
  '/realisations': 'realisations',
  '/articles': 'articles',
  '/opportunites?inclureFermees=true': 'opportunites',
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The answer's part for one list when it has the expected shape, else null (the list is read in full). */
export function listChanges(answer: unknown, key: string): ListChanges | null {
  if (!isRecord(answer) || answer.toutRelire !== false) return null;
  const part = answer[key];
  if (!isRecord(part)) return null;
  const { ids, datesModification, modifies } = part;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string')) return null;
  if (!Array.isArray(datesModification) || datesModification.length !== ids.length) return null;
  if (!Array.isArray(modifies) || !modifies.every((item) => isRecord(item) && typeof item._id === 'string')) return null;
  return { ids, datesModification, modifies: modifies as { _id: string }[] };
}

/**
 * The list as the CMS answers it now: each id's item, changed or as read before, in the CMS's order.
 * Null when the list read before cannot be trusted to complete it: an item neither changed nor read
 * before, or one whose dateModification is not the CMS's now (a write the changes did not cover).
 */
export function patchList(before: readonly unknown[], changes: ListChanges): unknown[] | null {
  const byId = new Map<string, unknown>();
  for (const item of before) if (isRecord(item) && typeof item._id === 'string') byId.set(item._id, item);
  for (const item of changes.modifies) byId.set(item._id, item);
  const list: unknown[] = [];
  for (const [i, id] of changes.ids.entries()) {
    const item = byId.get(id);
    if (!isRecord(item) || (item.dateModification ?? null) !== changes.datesModification[i]) return null;
    list.push(item);
  }
  return list;
}
