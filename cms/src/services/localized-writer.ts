import type { Core } from '@strapi/strapi';
import type { LocalizedUid } from '../contract/queries';
import { LANGS, type Lang } from '@teranga/domain';
import { slugFamily, slugify, uniqueSlug } from '@teranga/domain';

type Data = Record<string, unknown>;

/** A slug for `lang`, from the given one or the title, not used by another document in that language. */
export async function freeSlug(strapi: Core.Strapi, uid: LocalizedUid, lang: Lang, wanted: string, documentId?: string) {
  const base = slugify(wanted) || 'element';
  const rows = await strapi.db.query(uid).findMany({
    where: { locale: lang, slug: { $startsWith: slugFamily(base) }, ...(documentId ? { documentId: { $ne: documentId } } : {}) },
    select: ['slug'],
  });
  const taken = new Set(rows.map((r: { slug: string }) => r.slug));
  return uniqueSlug(base, (candidate) => taken.has(candidate));
}

/**
 * Writes one document in fr, en and pt through the Document Service: shared (non-localized)
 * values in every locale, localized values per language, slugs made unique per language.
 */
export async function writeLocalizedDocument(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  shared: Data,
  perLang: Record<Lang, Data>,
  documentId?: string,
): Promise<string> {
  const documents = strapi.documents(uid);
  let id = documentId;
  for (const lang of LANGS) {
    const own = { ...perLang[lang] };
    // A slug is made from the title once; later title changes keep the published URL. A language a
    // draft has no title in yet gets its slug with its first title, not a placeholder it would keep.
    const existing = id ? await strapi.db.query(uid).findOne({ where: { documentId: id, locale: lang }, select: ['slug'] }) : null;
    if (own.slug || (String(own.titre ?? '').trim() && !existing?.slug)) {
      own.slug = await freeSlug(strapi, uid, lang, String(own.slug || own.titre || ''), id);
    } else {
      delete own.slug;
    }
    // `data` is the validated form of any of the localized types; Strapi's per-type input types cannot
    // describe it, so these two calls are the only untyped document-service calls left.
    const data = { ...shared, ...own };
    if (!id) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's document service types data per content type; the writer serves every localized type
      const created = await documents.create({ locale: lang, data } as any);
      id = created.documentId as string;
    } else {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Strapi's document service types data per content type; the writer serves every localized type
      await documents.update({ documentId: id, locale: lang, data } as any);
    }
  }
  return id as string;
}
