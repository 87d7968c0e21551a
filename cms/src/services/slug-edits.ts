// An editor's change of an item's address (docs/product.md, "Adresses"): `slug[fr]`, `slug.en`… on a
// save, read and checked here; the write (services/localized-writer.ts) keeps the old address among the
// item's former ones and refuses one another item has or had.
import { LANGS, MAX_SLUG_LENGTH, editedSlug, fieldError, type ContentDefinition, type FieldError, type Lang } from '@teranga/domain';
import { localizedText } from '../contract/form';

export type EditedSlugs = Partial<Record<Lang, string>>;

/** Whether the type keeps former addresses (the editorial types: articles, réalisations, opportunités). */
export const keepsFormerSlugs = (definition: ContentDefinition | undefined) =>
  Boolean(definition && (definition.fields as Record<string, { kind: string }>).anciensSlugs?.kind === 'formerSlugs');

/**
 * The addresses the form sends, per language, as they will be stored; a blank one leaves the address
 * as it is (a form that shows every language sends them all). Only the types that keep former
 * addresses take them.
 */
export function readEditedSlugs(definition: ContentDefinition | undefined, form: Record<string, unknown>) {
  const slugs: EditedSlugs = {};
  const errors: FieldError[] = [];
  if (!keepsFormerSlugs(definition) || form.slug === undefined) return { slugs, errors };
  const sent = localizedText(form.slug);
  for (const lang of LANGS) {
    const raw = sent[lang];
    if (raw === undefined || raw.trim() === '') continue;
    const checked = editedSlug(raw);
    if ('slug' in checked) slugs[lang] = checked.slug;
    else errors.push(fieldError(`slug.${lang}`, checked.error, { lang, max: MAX_SLUG_LENGTH }));
  }
  return { slugs, errors };
}

/** The former addresses of a row, as stored (a JSON list). */
export const formerSlugsOf = (row: { anciensSlugs?: unknown } | null | undefined): string[] =>
  Array.isArray(row?.anciensSlugs) ? row.anciensSlugs.filter((s): s is string => typeof s === 'string' && s !== '') : [];
