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

function isBehind(track: SuiviChamp | undefined, values: PerLang<unknown>, lang: Lang): boolean {
  return LANGS.some((other) => other !== lang && !isEmpty(values[other]) && revOf(track, other) > (track?.seen?.[lang]?.[other] ?? 0));
}

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
    const rev: PerLang<number> = { ...track?.rev };
    for (const lang of changed) {
      const authoring = !isEmpty(previous[lang]) && !isEmpty(values[lang]) && !isBehind(track, previous, lang);
      if (authoring) rev[lang] = revOf(track, lang) + 1;
    }
    const merged = { ...previous, ...values };
    const seen: PerLang<PerLang<number>> = { ...track?.seen };
    const copie: PerLang<boolean> = { ...track?.copie };
    for (const lang of changed) {
      seen[lang] = { ...rev };
      if (!isEmpty(merged[lang]) && isCopyOnSave(merged, changed, lang)) copie[lang] = true;
      else delete copie[lang];
    }
    next[champ] = { rev, seen, copie };
  }
  return next;
}

/** The tracking after `lang` is confirmed as up to date on every field. */
export function confirmLanguage(suivi: SuiviTraductions, champs: readonly string[], lang: Lang): SuiviTraductions {
  const next: SuiviTraductions = { ...suivi };
  for (const champ of champs) {
    const track = suivi[champ] ?? {};
    const copie = { ...track.copie };
    delete copie[lang];
    next[champ] = { ...track, seen: { ...track.seen, [lang]: { ...track.rev } }, copie };
  }
  return next;
}

/**
 * The status of each language: `incomplète` when a field required for publishing is empty, else
 * `à revoir` when a field is outdated, else `complète`.
 */
export function translationStatus(values: LocalizedValues, suivi: SuiviTraductions, required: readonly string[]): Traductions {
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
