import type { Core } from '@strapi/strapi';
import { groupByDocument, type LocalizedDocument, type LocaleRow } from '../contract/documents';
import { lastModified, type SecteurLookup, type SecteurRef } from '../contract/serializers';
import { POPULATE, UID, type LocalizedUid } from '../contract/queries';
import { isPublished } from '@teranga/domain';
import { sortNewestFirst } from '@teranga/domain';
import { LANGS, type Lang } from '@teranga/domain';
import { publicCache } from './public-cache';
import * as clock from './clock';

const dateOrNull = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
/** The dates a list is sorted by, as the serializers write them (contract/serializers.ts). */
const sortDates = (row: LocaleRow) => ({
  datePublication: dateOrNull(row.datePublication),
  dateCreation: dateOrNull(row.dateCreation ?? row.createdAt),
});

// Narrows in the database, then applies the exact rule (trimmed, case-insensitive "publié").
const MAYBE_PUBLISHED = { etat: { $containsi: 'publi' } };

export function secteurLookup(strapi: Core.Strapi): Promise<SecteurLookup> {
  return publicCache(strapi).get(`${UID.secteur}:lookup`, async () => {
    const list: SecteurRef[] = await strapi.service('api::secteur.secteur').list();
    const byId = new Map(list.map((secteur) => [secteur._id, secteur]));
    return (documentId: string | undefined) => (documentId ? (byId.get(documentId) ?? null) : null);
  });
}

interface ReaderOptions<T> {
  uid: LocalizedUid;
  populate: Record<string, unknown>;
  sortField: 'datePublication' | 'dateCreation';
  serialize: (doc: LocalizedDocument, secteur: SecteurLookup) => T;
  /** Items listed by default (e.g. open offers); `list({ all: true })` lists every published one. */
  listed?: (item: T, now: Date) => boolean;
  /** When an item listed now stops being listed (ms), so the cached list is dropped then. */
  staleAt?: (items: T[], now: Date) => number | null;
}

export interface ListOptions {
  all?: boolean;
}

/** Public reads of one localized type: published only, newest first, found by a localized slug. */
export function createPublicReader<T extends { _id: string }>(strapi: Core.Strapi, options: ReaderOptions<T>) {
  const query = () => strapi.db.query(options.uid);

  async function serializeAll(rows: LocaleRow[]): Promise<T[]> {
    const secteur = await secteurLookup(strapi);
    return groupByDocument(rows)
      .filter((doc) => isPublished(doc.reference as { etat?: unknown }))
      .map((doc) => options.serialize(doc, secteur));
  }

  return {
    list({ all = false }: ListOptions = {}): Promise<T[]> {
      const cache = publicCache(strapi);
      const published = () =>
        cache.get(`${options.uid}:list`, async () => {
          const rows = (await query().findMany({ where: MAYBE_PUBLISHED, populate: options.populate })) as LocaleRow[];
          return sortNewestFirst(await serializeAll(rows), options.sortField);
        });
      const { listed, staleAt } = options;
      if (all || !listed) return published();
      return cache.get(`${options.uid}:list:listed`, async () => {
        const now = clock.now();
        const items = await published();
        const stale = staleAt?.(items, now);
        if (stale) cache.staleAt(stale);
        return items.filter((item) => listed(item, now));
      });
    },

    /**
     * The whole list's order (every published item's id, as `list({ all: true })` answers it) and the
     * items whose rows were written since `since`, or listed in `alsoChanged`, serialized as the list
     * serializes them: with the previous answer, what the list answers now (GET /site/changements).
     * Each id's dateModification too, so the caller can check the items it kept are the current ones.
     */
    async changesSince(
      since: Date,
      alsoChanged: ReadonlySet<string> = new Set(),
    ): Promise<{ ids: string[]; datesModification: (string | null)[]; modifies: T[] }> {
      // The same rows as the list's query, only the fields its order and published rule read.
      const rows = (await query().findMany({
        where: MAYBE_PUBLISHED,
        select: ['documentId', 'locale', 'etat', 'datePublication', 'dateCreation', 'createdAt', 'updatedAt'],
      })) as LocaleRow[];
      const docs = groupByDocument(rows).filter((doc) => isPublished(doc.reference as { etat?: unknown }));
      const order = sortNewestFirst(
        docs.map((doc) => ({ _id: doc.reference.documentId, dateModification: lastModified(doc), ...sortDates(doc.reference) })),
        options.sortField,
      );
      const changed = docs
        .filter(
          (doc) =>
            alsoChanged.has(doc.reference.documentId) ||
            LANGS.some((lang) => doc[lang] && new Date(doc[lang]!.updatedAt).getTime() >= since.getTime()),
        )
        .map((doc) => doc.reference.documentId);
      const modifies = changed.length
        ? await serializeAll(
            (await query().findMany({
              where: { ...MAYBE_PUBLISHED, documentId: { $in: changed } },
              populate: options.populate,
            })) as LocaleRow[],
          )
        : [];
      return { ids: order.map((item) => item._id), datesModification: order.map((item) => item.dateModification), modifies };
    },

    /** The slug is looked up in `lang` first, then in the other languages. */
    bySlug(slug: string, lang: Lang): Promise<T | null> {
      if (!slug || slug.length > 200) return Promise.resolve(null);
      return publicCache(strapi).get(`${options.uid}:slug:${lang}:${slug}`, () => findBySlug(slug, lang));
    },
  };

  async function findBySlug(slug: string, lang: Lang): Promise<T | null> {
    const order = [lang, ...LANGS.filter((l) => l !== lang)];
    const candidates = (await query().findMany({
      where: { slug, ...MAYBE_PUBLISHED },
      select: ['documentId', 'locale'],
    })) as LocaleRow[];
    candidates.sort((a, b) => order.indexOf(a.locale as Lang) - order.indexOf(b.locale as Lang));
    const match = candidates[0];
    if (!match) return null;
    const rows = (await query().findMany({ where: { documentId: match.documentId }, populate: options.populate })) as LocaleRow[];
    return (await serializeAll(rows))[0] ?? null;
  }
}

export { POPULATE, UID };

/** The service of a type the site reads (articles, realisations, opportunités): its public reader, made once. */
export function publicReaderService<T extends { _id: string }>(options: ReaderOptions<T>) {
  return ({ strapi }: { strapi: Core.Strapi }) => {
    const reader = createPublicReader(strapi, options);
    return { publicReader: () => reader };
  };
}
