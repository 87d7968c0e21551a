// What a translator needs to review a language (docs/product.md, "Traductions"): for each field to
// review, the language whose newer text put it there (French first), that text now, and the text the
// translation was written against, so the back-office shows what changed since; and which fields a
// confirmation may name.
import { LANGS, type Lang } from './languages';
import type { ContentDefinition } from './content/fields';
import type { FieldError } from './field-errors';
import { fieldError } from './messages';
import {
  aheadOf,
  isOutdated,
  localizedValuesOf,
  readSuivi,
  seenOf,
  trackedFields,
  type LocalizedValues,
  type SuiviTraductions,
} from './traductions';

/** A stored per-language value: a text, a keyword list, or nothing. */
export type TranslatedValue = string | string[] | null;

const valueOf = (value: unknown): TranslatedValue => (typeof value === 'string' ? value : Array.isArray(value) ? value.map(String) : null);

export interface RevueChamp {
  champ: string;
  /** The language whose newer revision made the field outdated (French first), or the one it was copied from. */
  source: Lang;
  /** The source's value now. */
  texte: TranslatedValue;
  /** The source's value when this language was written or confirmed; null when not known (or a copy). */
  avant: TranslatedValue;
  /** Saved as a copy of the source's value, neither edited nor confirmed since. */
  copie: boolean;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `lang` to review, each with its source and what the source said before. */
export function reviewOf(values: LocalizedValues, suivi: SuiviTraductions, lang: Lang): RevueChamp[] {
  const review: RevueChamp[] = [];
  for (const [champ, perLang] of Object.entries(values)) {
    const track = suivi[champ];
    if (!isOutdated(track, perLang, lang)) continue;
    const ahead = aheadOf(track, perLang, lang)[0];
    if (ahead) {
      const avant = track?.avant?.[ahead]?.[String(seenOf(track, lang, ahead))];
      review.push({ champ, source: ahead, texte: valueOf(perLang[ahead]), avant: valueOf(avant), copie: false });
      continue;
    }
    const source = LANGS.find((other) => other !== lang && same(perLang[other], perLang[lang])) ?? LANGS.find((other) => other !== lang);
    if (source) review.push({ champ, source, texte: valueOf(perLang[source]), avant: null, copie: true });
  }
  return review;
}

/** The review of a stored item's language (GET /{type}/admin/{id}/traductions/{langue}). */
export function traductionReview(
  definition: ContentDefinition,
  stored: unknown,
  current: Partial<Record<Lang, Record<string, unknown> | undefined>>,
  lang: Lang,
): RevueChamp[] {
  return reviewOf(localizedValuesOf(definition, current), readSuivi(stored), lang);
}

/**
 * The fields a confirmation names (POST …/traductions/{langue}/valider): no body, or no `champs`, is
 * every tracked field; else a non-empty list of the type's tracked fields.
 */
export function confirmableFields(definition: ContentDefinition, body: unknown): { champs?: string[]; error?: FieldError } {
  const tracked = trackedFields(definition);
  const champs = body && typeof body === 'object' ? (body as { champs?: unknown }).champs : undefined;
  if (champs === undefined) return { champs: tracked };
  const list = tracked.join(', ');
  if (!Array.isArray(champs) || champs.length === 0 || champs.length > tracked.length || !champs.every((c) => typeof c === 'string'))
    return { error: fieldError('champs', 'traductions.champs', { list }) };
  const unknown = champs.filter((c) => !tracked.includes(c));
  if (unknown.length) return { error: fieldError('champs', 'traductions.champInconnu', { inconnus: unknown.join(', '), list }) };
  return { champs: [...new Set(champs)] };
}
