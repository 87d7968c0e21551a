import type { Core } from '@strapi/strapi';
import type { LocalizedUid } from '../contract/queries';
import { LANGS, fieldError, formerSlugsAfter, isPublished, restoredSlugs, type Lang } from '@teranga/domain';
import { slugFamily, slugify, uniqueSlug } from '@teranga/domain';
import { refusedInput } from '../contract/errors';
import { formerSlugsOf, type EditedSlugs } from './slug-edits';

type Data = Record<string, unknown>;

const keepsFormerSlugs = (strapi: Core.Strapi, uid: LocalizedUid) => 'anciensSlugs' in strapi.getModel(uid).attributes;

const othersThan = (documentId?: string) => (documentId ? { documentId: { $ne: documentId } } : {});

/**
 * The former addresses of the other documents in `lang`: they still redirect to their items, so no
 * other item is given them (a freed address is never reused).
 */
async function formerSlugsOfOthers(strapi: Core.Strapi, uid: LocalizedUid, lang: Lang, documentId?: string): Promise<Set<string>> {
  if (!keepsFormerSlugs(strapi, uid)) return new Set();
  const rows = await strapi.db.query(uid).findMany({
    where: { locale: lang, anciensSlugs: { $notNull: true }, ...othersThan(documentId) },
    select: ['anciensSlugs'],
  });
  return new Set(rows.flatMap(formerSlugsOf));
}

/** A slug for `lang`, from the given one or the title, not used by another document in that language, now or before. */
export async function freeSlug(strapi: Core.Strapi, uid: LocalizedUid, lang: Lang, wanted: string, documentId?: string) {
  const base = slugify(wanted) || 'element';
  const rows = await strapi.db.query(uid).findMany({
    where: { locale: lang, slug: { $startsWith: slugFamily(base) }, ...othersThan(documentId) },
    select: ['slug'],
  });
  const taken = new Set([...rows.map((r: { slug: string }) => r.slug), ...(await formerSlugsOfOthers(strapi, uid, lang, documentId))]);
  return uniqueSlug(base, (candidate) => taken.has(candidate));
}

/** Whether another document has `slug` in `lang`, as its address or a former one. */
async function slugTaken(strapi: Core.Strapi, uid: LocalizedUid, lang: Lang, slug: string, documentId?: string) {
  if (await strapi.db.query(uid).count({ where: { locale: lang, slug, ...othersThan(documentId) } })) return true;
  return (await formerSlugsOfOthers(strapi, uid, lang, documentId)).has(slug);
}

/**
 * A restored item's address and former addresses in `lang` (domain `restoredSlugs`), checked against
 * what every other item of the type holds in that language now, as address or former address.
 */
export async function slugsForRestore(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  lang: Lang,
  slug: string,
  formers: string[],
  documentId: string,
) {
  const rows = await strapi.db.query(uid).findMany({
    where: {
      locale: lang,
      $or: [{ slug: { $startsWith: slugFamily(slug) } }, { slug: { $in: [slug, ...formers] } }],
      ...othersThan(documentId),
    },
    select: ['slug'],
  });
  const taken = new Set([...rows.map((r: { slug: string }) => r.slug), ...(await formerSlugsOfOthers(strapi, uid, lang, documentId))]);
  return restoredSlugs(slug, formers, (candidate) => taken.has(candidate));
}

/**
 * The slug and former slugs a language's row takes: an address the editor chose (refused when another
 * item has or had it; the previous one becomes a former address), else one made from the title once.
 */
async function slugOf(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  lang: Lang,
  own: Data,
  edited: string | undefined,
  documentId?: string,
): Promise<Data> {
  const existing = documentId
    ? await strapi.db.query(uid).findOne({
        where: { documentId, locale: lang },
        select: keepsFormerSlugs(strapi, uid) ? ['slug', 'anciensSlugs', 'etat'] : ['slug'],
      })
    : null;
  if (edited !== undefined && edited !== existing?.slug) {
    if (await slugTaken(strapi, uid, lang, edited, documentId))
      throw refusedInput([fieldError(`slug.${lang}`, 'slug.taken', { lang, slug: edited })]);
    // Only an address the site showed is kept: a draft's (or a scheduled item's) never was.
    return {
      slug: edited,
      anciensSlugs: formerSlugsAfter(formerSlugsOf(existing), existing?.slug, edited, { published: isPublished(existing) }),
    };
  }
  // A slug is made from the title once; later title changes keep the published URL. A language a
  // draft has no title in yet gets its slug with its first title, not a placeholder it would keep.
  if (own.slug || (String(own.titre ?? '').trim() && !existing?.slug))
    return { slug: await freeSlug(strapi, uid, lang, String(own.slug || own.titre || ''), documentId) };
  return {};
}

/**
 * Writes one document in fr, en and pt through the Document Service: shared (non-localized)
 * values in every locale, localized values per language, slugs made unique per language.
 * `slugs`: the addresses an editor chose (services/slug-edits.ts).
 */
export async function writeLocalizedDocument(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  shared: Data,
  perLang: Record<Lang, Data>,
  documentId?: string,
  slugs: EditedSlugs = {},
): Promise<string> {
  const documents = strapi.documents(uid);
  let id = documentId;
  // A type without public pages (no slug attribute) has no address to make.
  const addressed = 'slug' in strapi.getModel(uid).attributes;
  for (const lang of LANGS) {
    const own = { ...perLang[lang] };
    delete own.anciensSlugs;
    const address = addressed ? await slugOf(strapi, uid, lang, own, slugs[lang], id) : {};
    delete own.slug;
    // `data` is the validated form of any of the localized types; Strapi's per-type input types cannot
    // describe it, so these two calls are the only untyped document-service calls left.
    const data = { ...shared, ...own, ...address };
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
