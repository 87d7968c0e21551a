// Translation status of a trilingual item: which language is complete, incomplete, or to review because
// another language moved on since it was written (docs/product.md, "Traductions").
//
// The rule is kept per field with revision counters rather than timestamps, so a translator catching up
// does not in turn make the source look outdated:
// - every (field, language) has a revision `rev` and remembers the revisions of the other languages it
//   was written against (`seen`);
// - a language is behind on a field when another language's revision is newer than the one it saw;
// - an edit bumps the revision only when it is an authoring change: the value existed before and the
//   language was not behind (an edit that catches up, or a first translation, bumps nothing);
// - a value saved identical to another language's counts as copied, hence to review, until edited or
//   confirmed.
import { LANGS, type Lang } from './languages';
import type { ContentDefinition, Fields } from './content/fields';
import { localizedFields } from './content/types';

export const ETATS_TRADUCTION = ['complète', 'incomplète', 'à revoir'] as const;
export type EtatTraduction = (typeof ETATS_TRADUCTION)[number];

export interface TraductionLangue {
  etat: EtatTraduction;
  /** The fields concerned: the missing ones when `incomplète`, the outdated ones when `à revoir`. */
  champs: string[];
}
export type Traductions = Record<Lang, TraductionLangue>;

type PerLang<T> = Partial<Record<Lang, T>>;

/** What the CMS stores per field to tell drift (`suiviTraductions`). */
export interface SuiviChamp {
  rev?: PerLang<number>;
  seen?: PerLang<PerLang<number>>;
  /** Written as a copy of another language's value, and neither edited nor confirmed since. */
  copie?: PerLang<boolean>;
  /**
   * A language's value at a revision another language still lags behind (`avant[lang][rev]`), kept from
   * the authoring change that moved past it until no language needs it: what the translation was written
   * against, to show what changed since (traductions-review.ts).
   */
  avant?: PerLang<Record<string, unknown>>;
}
export type SuiviTraductions = Record<string, SuiviChamp>;

/** A localized field's values; lists (keywords) and rich text are compared as given. */
export type LocalizedValues = Record<string, PerLang<unknown>>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const revOf = (track: SuiviChamp | undefined, lang: Lang): number => track?.rev?.[lang] ?? 0;

/** The revision of `other` that `lang` was written against. */
export const seenOf = (track: SuiviChamp | undefined, lang: Lang, other: Lang): number => track?.seen?.[lang]?.[other] ?? 0;

/** The languages with a newer revision than the one `lang` was written against, in LANGS order (French first). */
export function aheadOf(track: SuiviChamp | undefined, values: PerLang<unknown>, lang: Lang): Lang[] {
  return LANGS.filter((other) => other !== lang && !isEmpty(values[other]) && revOf(track, other) > seenOf(track, lang, other));
}

const isBehind = (track: SuiviChamp | undefined, values: PerLang<unknown>, lang: Lang): boolean => aheadOf(track, values, lang).length > 0;

/**
 * The earlier values still needed: those of a revision some other language was written against and
 * lags behind (with `values`, only the languages that hold a value count).
 */
function keptAvant(
  avant: PerLang<Record<string, unknown>> | undefined,
  rev: PerLang<number>,
  seen: PerLang<PerLang<number>>,
  values?: PerLang<unknown>,
): PerLang<Record<string, unknown>> | undefined {
  const kept: PerLang<Record<string, unknown>> = {};
  for (const source of LANGS) {
    for (const [at, value] of Object.entries(avant?.[source] ?? {})) {
      const needed = LANGS.some(
        (lang) =>
          lang !== source &&
          (!values || !isEmpty(values[lang])) &&
          (seen[lang]?.[source] ?? 0) === Number(at) &&
          (rev[source] ?? 0) > Number(at),
      );
      if (needed) kept[source] = { ...kept[source], [at]: value };
    }
  }
  return Object.keys(kept).length ? kept : undefined;
}

const withAvant = (track: SuiviChamp, avant: PerLang<Record<string, unknown>> | undefined): SuiviChamp => {
  const next = { ...track };
  if (avant) next.avant = avant;
  else delete next.avant;
  return next;
};

/**
 * A value is a copy when it equals another language's value that was there before it (unchanged by the
 * save) or saved with it in an earlier language of LANGS (French first): the source itself is no copy.
 */
function isCopyOnSave(after: PerLang<unknown>, changed: readonly Lang[], lang: Lang): boolean {
  return LANGS.some(
    (other) =>
      other !== lang &&
      !isEmpty(after[other]) &&
      same(after[other], after[lang]) &&
      (!changed.includes(other) || LANGS.indexOf(other) < LANGS.indexOf(lang)),
  );
}

/** Whether `lang`'s value of one field is to review. */
export function isOutdated(track: SuiviChamp | undefined, values: PerLang<unknown>, lang: Lang): boolean {
  if (isEmpty(values[lang])) return false;
  return isBehind(track, values, lang) || track?.copie?.[lang] === true;
}

/**
 * The tracking after a save that turns `before` into `after` (both hold every tracked field; a field
 * absent from `after` did not change).
 */
export function trackSave(suivi: SuiviTraductions, before: LocalizedValues, after: LocalizedValues): SuiviTraductions {
  const next: SuiviTraductions = { ...suivi };
  for (const [champ, values] of Object.entries(after)) {
    const previous = before[champ] ?? {};
    const track = suivi[champ];
    const changed = LANGS.filter((lang) => lang in values && !same(values[lang], previous[lang]));
    if (changed.length === 0) continue;
    const merged = { ...previous, ...values };
    const copies = changed.filter((lang) => !isEmpty(merged[lang]) && isCopyOnSave(merged, changed, lang));
    const rev: PerLang<number> = { ...track?.rev };
    const avant: PerLang<Record<string, unknown>> = { ...track?.avant };
    for (const lang of changed) {
      // A copy brings nothing new for the other languages to follow.
      const authoring = !isEmpty(previous[lang]) && !isEmpty(values[lang]) && !isBehind(track, previous, lang) && !copies.includes(lang);
      if (!authoring) continue;
      // The text the other languages were written against, kept for as long as one of them lags behind it.
      const at = String(revOf(track, lang));
      if (!(at in (avant[lang] ?? {}))) avant[lang] = { ...avant[lang], [at]: previous[lang] };
      rev[lang] = revOf(track, lang) + 1;
    }
    const seen: PerLang<PerLang<number>> = { ...track?.seen };
    const copie: PerLang<boolean> = { ...track?.copie };
    for (const lang of changed) {
      seen[lang] = { ...rev };
      if (copies.includes(lang)) copie[lang] = true;
      else delete copie[lang];
    }
    next[champ] = withAvant({ rev, seen, copie }, keptAvant(avant, rev, seen, merged));
  }
  return next;
}

/** The tracking after `lang` is confirmed as up to date on `champs` (every tracked field, or some). */
export function confirmLanguage(suivi: SuiviTraductions, champs: readonly string[], lang: Lang): SuiviTraductions {
  const next: SuiviTraductions = { ...suivi };
  for (const champ of champs) {
    const track = suivi[champ] ?? {};
    const copie = { ...track.copie };
    delete copie[lang];
    const seen = { ...track.seen, [lang]: { ...track.rev } };
    next[champ] = withAvant({ ...track, seen, copie }, keptAvant(track.avant, track.rev ?? {}, seen));
  }
  return next;
}

/**
 * The status of each language: `incomplète` when a field required for publishing is empty, else
 * `à revoir` when a field is outdated, else `complète`.
 */
export function traductionsStatus(values: LocalizedValues, suivi: SuiviTraductions, required: readonly string[]): Traductions {
  const status = {} as Traductions;
  for (const lang of LANGS) {
    const missing = required.filter((champ) => isEmpty(values[champ]?.[lang]));
    const outdated = Object.keys(values).filter((champ) => isOutdated(suivi[champ], values[champ] ?? {}, lang));
    status[lang] =
      missing.length > 0
        ? { etat: 'incomplète', champs: missing }
        : outdated.length > 0
          ? { etat: 'à revoir', champs: outdated }
          : { etat: 'complète', champs: [] };
  }
  return status;
}

/** `?aTraduire=<lang>`: the items whose language is incomplete or to review. */
export const needsTranslation = (traductions: Traductions, lang: Lang): boolean => traductions[lang].etat !== 'complète';

/** Whether a type keeps translation states (its definition has the tracking field). */
export const isTranslated = (definition: ContentDefinition): boolean =>
  Object.values(definition.fields as Fields).some((f) => f.kind === 'translationTracking');

/** The per-language fields whose drift is tracked: texts, formatted texts, keywords, the main image's alt text. */
export function trackedFields(definition: ContentDefinition): string[] {
  return localizedFields(definition).filter(
    (name) => (definition.fields as Fields)[name].kind !== 'altText' || !isGallery(definition, name),
  );
}

const isGallery = (definition: ContentDefinition, name: string): boolean => {
  const f = (definition.fields as Fields)[name];
  return f.kind === 'altText' && f.multiple;
};

/** The per-language fields a language needs before it can be published (the type's required texts). */
export const requiredTranslations = (definition: ContentDefinition): string[] =>
  trackedFields(definition).filter((name) => (definition.fields as Fields)[name].required === true);

/** The tracked values of an item, from one data object per language (a stored locale row, a form). */
export function localizedValuesOf(definition: ContentDefinition, perLang: Partial<Record<Lang, Record<string, unknown> | undefined>>) {
  const values: LocalizedValues = {};
  for (const name of trackedFields(definition)) {
    values[name] = {};
    for (const lang of LANGS) {
      const row = perLang[lang];
      if (row && name in row) values[name][lang] = row[name];
    }
  }
  return values;
}

/** What the CMS stores in `suiviTraductions`: the tracking, and the states it gives (read by list filters). */
export interface StoredSuivi {
  champs: SuiviTraductions;
  etats: Record<Lang, EtatTraduction>;
}

export function readSuivi(value: unknown): SuiviTraductions {
  if (!value || typeof value !== 'object') return {};
  const champs = (value as { champs?: unknown }).champs;
  return champs && typeof champs === 'object' ? (champs as SuiviTraductions) : {};
}

/** The value to store after a save that turns `before` into `after` (each: one data object per language). */
export function suiviAfterSave(
  definition: ContentDefinition,
  stored: unknown,
  before: Partial<Record<Lang, Record<string, unknown> | undefined>>,
  after: Partial<Record<Lang, Record<string, unknown> | undefined>>,
): StoredSuivi {
  const values = localizedValuesOf(definition, after);
  const champs = trackSave(readSuivi(stored), localizedValuesOf(definition, before), values);
  return storedState(champs, traductionsStatus(values, champs, requiredTranslations(definition)));
}

function storedState(champs: SuiviTraductions, traductions: Traductions): StoredSuivi {
  return { champs, etats: { fr: traductions.fr.etat, en: traductions.en.etat, pt: traductions.pt.etat } };
}

/** The value to store once `lang` is confirmed as up to date (on every tracked field, else on `only`). */
export function suiviAfterConfirm(
  definition: ContentDefinition,
  stored: unknown,
  current: Partial<Record<Lang, Record<string, unknown> | undefined>>,
  lang: Lang,
  only?: readonly string[],
): StoredSuivi {
  const values = localizedValuesOf(definition, current);
  const champs = confirmLanguage(readSuivi(stored), only ?? trackedFields(definition), lang);
  return storedState(champs, traductionsStatus(values, champs, requiredTranslations(definition)));
}

/** The states of a stored item, as its admin answer shows them. */
export function traductionsOf(
  definition: ContentDefinition,
  stored: unknown,
  current: Partial<Record<Lang, Record<string, unknown> | undefined>>,
): Traductions {
  return traductionsStatus(localizedValuesOf(definition, current), readSuivi(stored), requiredTranslations(definition));
}
