// The checks before publishing of one item (docs/product.md, "Contrôles"), saved or as a form holds it:
// the domain's rules (packages/domain/src/controles.ts) with what only the CMS knows — which pages of the
// site exist (its fixed pages and the published items' addresses), the main image's width, the
// translation states.
import type { Core } from '@strapi/strapi';
import {
  LANGS,
  blockingControles,
  controlesOfPage,
  fieldsOfKind,
  linksToCheck,
  controlesPage,
  readSitePath,
  traductionsOf,
  type ContentDefinition,
  type Controle,
  type DetailKind,
  type FieldError,
  type Lang,
  type LinkReference,
} from '@teranga/domain';
import type { LocalizedDocument } from '../contract/documents';
import { DETAIL_UID, siteOrigin } from './site-pages';

type DetailRead = { type: DetailKind; lang: Lang; slug: string; path: string };

/**
 * Which of `paths` are pages of the site: fixed pages, files, and the addresses of published items. A
 * bounded number of queries whatever the paths (linksToCheck keeps at most CHECKED_LINKS_MAX): one per
 * type and language for the current addresses, then one per type for the former addresses of the rest.
 */
async function existingPages(strapi: Core.Strapi, paths: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  const details: DetailRead[] = [];
  for (const path of paths) {
    const read = readSitePath(path);
    if (read.kind === 'page' || read.kind === 'file') found.add(path);
    else if (read.kind === 'detail') details.push({ type: read.type, lang: read.lang, slug: read.slug, path });
  }
  const groups = new Map<string, DetailRead[]>();
  for (const detail of details) {
    const key = `${detail.type}:${detail.lang}`;
    groups.set(key, [...(groups.get(key) ?? []), detail]);
  }
  for (const group of groups.values()) {
    const { type, lang } = group[0];
    const rows: { slug: string | null }[] = await strapi.db.query(DETAIL_UID[type]).findMany({
      where: { slug: { $in: [...new Set(group.map((d) => d.slug))] }, locale: lang, etat: 'publié' },
      select: ['slug'],
    });
    const current = new Set(rows.map((row) => row.slug));
    for (const detail of group) if (current.has(detail.slug)) found.add(detail.path);
  }
  // A former address of a published item answers 301 to its page: it still leads somewhere.
  const rest = details.filter((detail) => !found.has(detail.path));
  for (const type of new Set(rest.map((detail) => detail.type))) {
    const ofType = rest.filter((detail) => detail.type === type);
    const rows: { locale: string; anciensSlugs?: unknown }[] = await strapi.db.query(DETAIL_UID[type]).findMany({
      where: { locale: { $in: [...new Set(ofType.map((d) => d.lang))] }, etat: 'publié', anciensSlugs: { $notNull: true } },
      select: ['locale', 'anciensSlugs'],
    });
    const former = new Set(
      rows.flatMap((row) => (Array.isArray(row.anciensSlugs) ? row.anciensSlugs.map((slug) => `${row.locale}:${String(slug)}`) : [])),
    );
    for (const detail of ofType) if (former.has(`${detail.lang}:${detail.slug}`)) found.add(detail.path);
  }
  return found;
}

/** The languages each referenced item has a published page in, keyed `type:documentId:lang`. */
async function publishedReferences(strapi: Core.Strapi, references: LinkReference[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const type of new Set(references.map((r) => r.type))) {
    const ids = references.filter((r) => r.type === type).map((r) => r.id);
    const rows: { documentId: string; locale: string }[] = await strapi.db
      .query(DETAIL_UID[type])
      .findMany({ where: { documentId: { $in: ids }, etat: 'publié' }, select: ['documentId', 'locale'] });
    for (const row of rows) found.add(`${type}:${row.documentId}:${row.locale}`);
  }
  return found;
}

/** The main image's file of a document, when it has one. */
function mainImage(definition: ContentDefinition, doc: LocalizedDocument): { width?: number | null } | null {
  const [field] = fieldsOfKind(definition, 'image');
  const value = field ? doc.reference[field] : null;
  const first = Array.isArray(value) ? value[0] : value;
  return first && typeof first === 'object' ? (first as { width?: number | null }) : null;
}

/** Every check of `doc` (stored, or built from a form's values) with its translation tracking `suivi`. */
export async function controlesOf(
  strapi: Core.Strapi,
  definition: ContentDefinition,
  doc: LocalizedDocument,
  suivi: unknown,
): Promise<Controle[]> {
  const rows = { fr: doc.fr, en: doc.en, pt: doc.pt };
  const image = mainImage(definition, doc);
  const page = controlesPage(definition, rows, traductionsOf(definition, suivi, rows), {
    present: image !== null,
    largeur: image?.width ?? null,
  });
  const origin = siteOrigin(strapi);
  const { paths, references } = linksToCheck(page, origin);
  const [existing, referenced] = await Promise.all([existingPages(strapi, paths), publishedReferences(strapi, references)]);
  return controlesOfPage(page, {
    siteOrigin: origin,
    pageExists: (path) => existing.has(path),
    referenceExists: (reference: LinkReference, lang: Lang) => referenced.has(`${reference.type}:${reference.id}:${lang}`),
  });
}

/** The errors among `controles` as a refusal's field errors: `contenu.en`, with the check's code and words. */
export function blockingErrors(controles: readonly Controle[]): FieldError[] {
  return blockingControles(controles).map((c) => ({
    path: c.langue && LANGS.includes(c.langue) && !c.champ.includes('.') ? `${c.champ}.${c.langue}` : c.champ,
    message: c.message,
    code: c.code,
    params: c.params as Record<string, string | number>,
  }));
}
