// An editor's change of an item's address (docs/product.md, "Adresses"): `slug[fr]`, `slug.en`… on a
// save, read and checked here; the write (services/localized-writer.ts) keeps the old address among the
// item's former ones and refuses one another item has or had.
import type { Core } from '@strapi/strapi';
import {
  LANGS,
  MAX_SLUG_LENGTH,
  editedSlug,
  fieldError,
  frenchMessage,
  type ContentDefinition,
  type FieldError,
  type Lang,
} from '@teranga/domain';
import type { LocalizedDocument } from '../contract/documents';
import { RateLimitError } from '../contract/errors';
import { localizedText } from '../contract/form';
import { decide } from '../rules/rate-limit';
import { nowMs } from './clock';
import { counters } from './counters';

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

/** Whether a save of `current` with these addresses changes one of them (one equal to the stored one does not). */
export const changesSlugs = (slugs: EditedSlugs, current: LocalizedDocument | null): boolean =>
  Boolean(current) && LANGS.some((lang) => slugs[lang] !== undefined && slugs[lang] !== current?.[lang]?.slug);

/**
 * Counts a save that changes an item's addresses against the item's limit (config/limits.ts `adresses`,
 * shared by every editor of the item and every CMS instance through the counters); past it, 429
 * `slug.tooManyChanges` with `retryAfter` in seconds. Returns how to give the change back when the
 * save does not happen after all (a refused address, a failed write).
 */
export async function countSlugChange(strapi: Core.Strapi, uid: string, documentId: string): Promise<() => Promise<void>> {
  const { max, windowSeconds } = strapi.config.get('limits.adresses') as { max: number; windowSeconds: number };
  const key = `slug-change:${uid}:${documentId}`;
  const now = nowMs();
  const { count, resetAt } = await counters().hit(key, windowSeconds * 1000, now);
  const decision = decide(count, max, resetAt, now);
  if (!decision.allowed) {
    const params = { max, minutes: Math.ceil(decision.retryAfterSeconds / 60) };
    throw new RateLimitError(frenchMessage('slug.tooManyChanges', params), {
      code: 'slug.tooManyChanges',
      params,
      retryAfter: decision.retryAfterSeconds,
    });
  }
  return () => counters().release(key, nowMs());
}
