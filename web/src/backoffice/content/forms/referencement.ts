// What the search-result preview of a form shows (forms/ReferencementFields.tsx): the title and description a
// page is listed with in one language (the editor's own, else the title and the summary, as the checks
// before publishing and the public page read them), its address, and how each length stands against the
// limits search engines show (controles.ts's REFERENCEMENT_LIMITES: warnings, not errors).
import { DEFAULT_DESCRIPTION_FIELD, REFERENCEMENT_LIMITES, htmlToText, slugify, type Lang } from '@teranga/domain';
import { localizePath } from '../../../lib/languages';

type Values = Record<string, Partial<Record<Lang, string>> | undefined>;

/** `ok` within the limits, `long` beyond the maximum, `short` under the minimum (a description only). */
export type LengthState = 'ok' | 'long' | 'short';

export function lengthState(length: number, limits: { min?: number; max: number }): LengthState {
  if (length > limits.max) return 'long';
  if (limits.min !== undefined && length > 0 && length < limits.min) return 'short';
  return 'ok';
}

export interface ReferencementPreview {
  titre: string;
  description: string;
  /** The page's address on the site: the address field as typed, else from the title (as a save gives it). */
  path: string;
  titreState: LengthState;
  descriptionState: LengthState;
}

/** The preview of an item of `kind` (article, realisation, opportunite) in `lang`, from the form's values. */
export function referencementPreview(kind: string, values: Values, lang: Lang): ReferencementPreview {
  const pageTitre = values.titre?.[lang]?.trim() ?? '';
  const summary = htmlToText(values[DEFAULT_DESCRIPTION_FIELD[kind] ?? 'resume']?.[lang] ?? '').trim();
  const titre = values.referencementTitre?.[lang]?.trim() || pageTitre;
  const description = values.referencementDescription?.[lang]?.trim() || summary || pageTitre;
  // Cleaned as the CMS will store it, so the preview and the address field's own hint agree.
  const typed = slugify(values.slug?.[lang] ?? '');
  const slug = typed || (pageTitre ? slugify(pageTitre) : '…');
  return {
    titre,
    description,
    path: localizePath(lang, `/${kind}/${slug}`),
    titreState: lengthState(titre.length, { max: REFERENCEMENT_LIMITES.titreMax }),
    descriptionState: lengthState(description.length, {
      min: REFERENCEMENT_LIMITES.descriptionMin,
      max: REFERENCEMENT_LIMITES.descriptionMax,
    }),
  };
}
