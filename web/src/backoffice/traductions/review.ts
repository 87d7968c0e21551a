// The form's translation aids, as pure functions (docs/product.md, "Traductions"): the state each
// language tab shows while the editor types, and what changed in a source text since a translation was
// written, word by word (jsdiff), on the text a reader sees.
import { diffWords } from 'diff';
import {
  htmlToText,
  LANGS,
  requiredTranslations,
  trackedFields,
  type ContentDefinition,
  type EtatTraduction,
  type Field,
  type Fields,
  type Lang,
  type Traductions,
} from '@teranga/domain';

/** The per-language texts the form lays out in its tabs (content/forms/DefinedTextFields.tsx). */
export const isTextField = (f: Field): boolean => !f.system && f.localized && (f.kind === 'text' || f.kind === 'richText');

/** The tracked fields a form shows elsewhere than in its texts (keywords, an image's text). */
export const otherTrackedFields = (definition: ContentDefinition): string[] =>
  trackedFields(definition).filter((name) => !isTextField((definition.fields as Fields)[name]));

export type TabStates = Record<Lang, EtatTraduction>;
type Values = Record<string, Partial<Record<Lang, unknown>> | undefined>;

/** The text a reader sees of a value: formatted text without its markup, a keyword list joined. */
export function visibleText(definition: ContentDefinition, champ: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  const kind = (definition.fields as Fields)[champ]?.kind;
  return kind === 'richText' ? htmlToText(String(value)) : String(value).trim();
}

/**
 * Each tab's state: `incomplète` when a text the type requires is empty in the form (as typed), else
 * the server's `à revoir` (the drift is the server's to tell), else `complète`.
 */
export function tabStates(definition: ContentDefinition, values: Values, traductions: Traductions | undefined): TabStates {
  const required = requiredTranslations(definition);
  const states = {} as TabStates;
  for (const lang of LANGS) {
    const missing = required.some((champ) => visibleText(definition, champ, values[champ]?.[lang]) === '');
    states[lang] = missing ? 'incomplète' : traductions?.[lang].etat === 'à revoir' ? 'à revoir' : 'complète';
  }
  return states;
}

export interface DiffPart {
  kind: 'same' | 'ins' | 'del';
  text: string;
}

/** The words inserted in and removed from `before` to make `after`, in reading order. */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWords(before, after).map((change) => ({
    kind: change.added ? 'ins' : change.removed ? 'del' : 'same',
    text: change.value,
  }));
}
