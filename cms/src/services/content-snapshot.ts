// A managed item's stored values, every locale, as plain JSON: what the corbeille keeps of a deleted item
// and what a version keeps of a save (docs/product.md, "Corbeille" and "Historique"). Relations are kept
// as documentIds and images as upload ids, so writing a snapshot back gives the item as it was.
import type { Core } from '@strapi/strapi';
import { UID } from '../contract/queries';

type Data = Record<string, unknown>;

/** The four managed types, by the name their routes use. */
export const MANAGED_TYPES = {
  articles: { uid: UID.article, label: 'Article', titleAttribute: 'titre' },
  realisations: { uid: UID.realisation, label: 'Réalisation', titleAttribute: 'titre' },
  opportunites: { uid: UID.opportunite, label: 'Opportunité', titleAttribute: 'titre' },
  partenaires: { uid: UID.partenaire, label: 'Partenaire', titleAttribute: 'nom' },
} as const;

export type ManagedType = keyof typeof MANAGED_TYPES;
export type ManagedUid = (typeof MANAGED_TYPES)[ManagedType]['uid'];

export const isManagedType = (value: unknown): value is ManagedType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(MANAGED_TYPES, value);

export const typeOfUid = (uid: string): ManagedType =>
  (Object.keys(MANAGED_TYPES) as ManagedType[]).find((t) => MANAGED_TYPES[t].uid === uid) as ManagedType;

/** Locale (or `default` for a type without locales) → the row's values. */
export type Snapshot = Record<string, Data>;

// Bookkeeping Strapi keeps itself, and the view counter, which is not the editors' content.
const NOT_CONTENT = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'nombreVues',
]);

interface Attribute {
  type: string;
  multiple?: boolean;
  relation?: string;
}

function contentAttributes(strapi: Core.Strapi, uid: ManagedUid): Array<[string, Attribute]> {
  const attributes = strapi.getModel(uid).attributes as unknown as Record<string, Attribute>;
  return Object.entries(attributes).filter(([name]) => !NOT_CONTENT.has(name));
}

/** The image attributes of a type. */
export const mediaAttributes = (strapi: Core.Strapi, uid: ManagedUid) =>
  contentAttributes(strapi, uid)
    .filter(([, a]) => a.type === 'media')
    .map(([name]) => name);

export async function takeSnapshot(strapi: Core.Strapi, uid: ManagedUid, documentId: string): Promise<Snapshot | null> {
  const attributes = contentAttributes(strapi, uid);
  const populate = Object.fromEntries(
    attributes
      .filter(([, a]) => a.type === 'media' || a.type === 'relation')
      .map(([name, a]) => [name, { select: a.type === 'media' ? ['id'] : ['documentId'] }]),
  );
  const rows = (await strapi.db.query(uid).findMany({ where: { documentId }, populate })) as Data[];
  if (!rows.length) return null;
  const snapshot: Snapshot = {};
  for (const row of rows) {
    const values: Data = {};
    for (const [name, attribute] of attributes) {
      const value = row[name] as (Data & { id?: number; documentId?: string }) | { id: number }[] | null | undefined;
      if (attribute.type === 'media')
        values[name] = Array.isArray(value) ? value.map((f) => f.id) : attribute.multiple ? [] : (value?.id ?? null);
      else if (attribute.type === 'relation') values[name] = Array.isArray(value) ? null : (value?.documentId ?? null);
      else values[name] = value ?? null;
    }
    snapshot[String(row.locale ?? 'default')] = values;
  }
  return snapshot;
}

/** Upload ids of a snapshot's images, by the type's image attributes. */
export function imageIdsOf(strapi: Core.Strapi, uid: ManagedUid, snapshot: Snapshot): number[] {
  const ids = new Set<number>();
  for (const name of mediaAttributes(strapi, uid)) {
    for (const values of Object.values(snapshot)) {
      const value = values[name];
      for (const id of Array.isArray(value) ? value : [value]) if (typeof id === 'number') ids.add(id);
    }
  }
  return [...ids];
}

/**
 * Writes a snapshot's values: `create` makes the document again under its own documentId (a restore
 * from the corbeille); otherwise the existing locales take them. `omit` leaves attributes as they are.
 * Images or relations that no longer exist are dropped.
 */
export async function writeSnapshot(
  strapi: Core.Strapi,
  uid: ManagedUid,
  documentId: string,
  snapshot: Snapshot,
  { create, omit = [] }: { create: boolean; omit?: string[] },
) {
  const attributes = new Map(contentAttributes(strapi, uid));
  const images = new Set(imageIdsOf(strapi, uid, snapshot));
  const existing = images.size
    ? new Set(
        (await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: [...images] } }, select: ['id'] })).map(
          (f: { id: number }) => f.id,
        ),
      )
    : new Set<number>();
  const documents = strapi.documents(uid);
  type CreateParams = Parameters<typeof documents.create>[0];
  type UpdateParams = Parameters<typeof documents.update>[0];
  // French first: Strapi copies a new document's shared values from its first locale.
  const locales = Object.keys(snapshot).sort((a, b) => Number(b === 'fr') - Number(a === 'fr'));
  for (const locale of locales) {
    const data: Data = {};
    for (const [name, value] of Object.entries(snapshot[locale])) {
      const attribute = attributes.get(name);
      if (!attribute || omit.includes(name)) continue;
      if (attribute.type === 'media')
        data[name] = Array.isArray(value) ? value.filter((id) => existing.has(id)) : existing.has(value as number) ? value : null;
      else data[name] = value;
    }
    const params = locale === 'default' ? {} : { locale };
    // `data` holds the type's own attributes as read above; Strapi's per-type input types cannot describe it.
    if (create) await documents.create({ ...params, data: { ...data, documentId } } as CreateParams);
    else await documents.update({ documentId, ...params, data } as UpdateParams);
  }
}

/** The attributes whose values differ between two snapshots, in the type's order. */
export function changedAttributes(before: Snapshot | null, after: Snapshot): string[] {
  const names: string[] = [];
  const locales = new Set([...Object.keys(before ?? {}), ...Object.keys(after)]);
  for (const locale of locales) {
    for (const name of Object.keys({ ...before?.[locale], ...after[locale] })) {
      // An address is named with its language (`slug.en`); its former addresses follow it, unnamed.
      const named = name === 'slug' ? `slug.${locale}` : name;
      if (names.includes(named) || name === FORMER_SLUGS) continue;
      if (JSON.stringify(before?.[locale]?.[name] ?? null) !== JSON.stringify(after[locale]?.[name] ?? null)) names.push(named);
    }
  }
  // The translation tracking follows every text change: named only when it is all that changed (a
  // language confirmed as up to date), as `traductions`, the name the answers give it.
  if (!names.includes(TRACKING)) return names;
  const own = names.filter((name) => name !== TRACKING);
  return own.length ? own : ['traductions'];
}

const TRACKING = 'suiviTraductions';
const FORMER_SLUGS = 'anciensSlugs';

const MEDIA_FIELDS = ['id', 'url', 'width', 'height', 'alternativeText', 'formats'];

/** A snapshot as the rows a read of the item would give (images and relations populated), for its serializer. */
export async function snapshotAsRows(
  strapi: Core.Strapi,
  uid: ManagedUid,
  documentId: string,
  snapshot: Snapshot,
): Promise<Array<Data & { id: number; documentId: string; locale: string }>> {
  const attributes = new Map(contentAttributes(strapi, uid));
  const ids = imageIdsOf(strapi, uid, snapshot);
  const files = new Map<number, Data>(
    ids.length
      ? (await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: ids } }, select: MEDIA_FIELDS })).map((f: Data) => [
          f.id as number,
          f,
        ])
      : [],
  );
  return Object.entries(snapshot).map(([locale, values]) => {
    const row: Data & { id: number; documentId: string; locale: string } = { id: 0, documentId, locale };
    for (const [name, value] of Object.entries(values)) {
      const attribute = attributes.get(name);
      if (attribute?.type === 'media')
        row[name] = Array.isArray(value) ? value.map((id) => files.get(id)).filter(Boolean) : (files.get(value as number) ?? null);
      else if (attribute?.type === 'relation') row[name] = value ? { documentId: value } : null;
      else row[name] = value;
    }
    return row;
  });
}
