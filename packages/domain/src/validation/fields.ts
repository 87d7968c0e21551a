// The rules a definition states (src/content), applied field by field: the per-language texts are
// cleaned and checked against their bounds, the shared texts against their length. A field added to
// a definition is validated without a line here; its messages are its own when messages.ts has them
// (`titre.max`), the generic `champ.*` ones, naming its label, otherwise.
import { LANGS, type Lang } from '../languages';
import { fieldError, MESSAGES_FR, type MessageCode, type MessageParams } from '../messages';
import { localizedFields, sharedFields } from '../content/types';
import type { ContentDefinition, Field, Fields } from '../content/fields';
import {
  checkChoice,
  checkKeywords,
  cleanKeywords,
  cleanLoc,
  cleanText,
  requirementOf,
  onCreate,
  type Requirement,
  type FieldError,
  type Loc,
  type Mode,
} from './common';

type Data = Record<string, unknown>;

const fieldsOf = (definition: ContentDefinition) => definition.fields as Fields;

/**
 * The languages a required text needs: the three when the save publishes (or keeps published), none for a
 * draft, which needs only a title in one language (checkDraftTitle).
 */
export function requiredLanguages(requirement: Requirement): (lang: Lang) => boolean {
  return requirement === 'publication' ? () => true : () => false;
}

/**
 * The etat a save leaves an editorial item in (the one sent, else on edit the stored one) and the rules
 * that follow from it (see requirementOf).
 */
export function checkEtat<const V extends string>(
  errors: FieldError[],
  f: { readonly values: readonly V[]; readonly default?: string },
  raw: unknown,
  mode: Mode,
  etatActuel: string | undefined,
): { etat: V | undefined; requirement: Requirement } {
  const etat = checkEnumeration(errors, 'etat', f, raw, mode);
  return { etat, requirement: requirementOf(etat ?? etatActuel) };
}

/**
 * The per-language texts of an editorial item under its requirement: a draft's title in one language, every
 * required text in every language to publish, the bounds of whatever is given, and the keywords.
 */
export function checkEditorialTexts(
  errors: FieldError[],
  definition: ContentDefinition,
  value: Data,
  requirement: Requirement,
  richText: (html: string | undefined) => string,
): void {
  checkDraftTitle(errors, value.titre as Loc | undefined, requirement);
  checkLocalizedTexts(errors, definition, value, requiredLanguages(requirement), richText);
  checkKeywords(errors, value.motsCles as Loc<string[]> | undefined);
}

/** A draft is saved with what is there, but it needs a name: a title in at least one language. */
export function checkDraftTitle(errors: FieldError[], titre: Partial<Record<Lang, string>> | undefined, requirement: Requirement): void {
  if (requirement === 'brouillon' && !LANGS.some((lang) => titre?.[lang]?.trim())) errors.push(fieldError('titre.fr', 'titre.requiredOne'));
}

/** A required text of a type whose translations are required is always sent whole, as on create. */
function cleaningMode(definition: ContentDefinition, f: Field, mode: Mode): Mode {
  return f.required && definition.translations === 'required' ? 'create' : mode;
}

/** The per-language texts and keywords of `input`, cleaned (see cleanLoc); required ones are never undefined. */
export function cleanLocalizedFields(definition: ContentDefinition, input: Data, mode: Mode): Data {
  const out: Data = {};
  for (const name of localizedFields(definition)) {
    const f = fieldsOf(definition)[name];
    if (f.kind === 'keywords') out[name] = cleanKeywords(input[name], mode);
    else if (f.kind === 'text' || f.kind === 'richText' || (f.kind === 'altText' && !f.multiple)) {
      const value = cleanLoc(input[name], cleaningMode(definition, f, mode));
      out[name] = f.required ? (value ?? {}) : value;
    }
  }
  return out;
}

/**
 * The code of a field's message when messages.ts has one, else the generic code naming the field (its
 * label in each language comes from content/labels.ts when the message is written).
 */
function code(field: string, suffix: string, generic: MessageCode, params: MessageParams): [MessageCode, MessageParams] {
  const own = `${field}.${suffix}`;
  return own in MESSAGES_FR ? [own as MessageCode, params] : [generic, { ...params, champ: field }];
}

/**
 * Presence and bounds of every per-language text (`text` and `richText`; formatted text counts what a
 * reader sees, through `richText`, passed in so plain validators never load the HTML parser).
 */
export function checkLocalizedTexts(
  errors: FieldError[],
  definition: ContentDefinition,
  value: Data,
  required: (lang: Lang) => boolean,
  richText?: (html: string | undefined) => string,
): void {
  for (const name of localizedFields(definition)) {
    const f = fieldsOf(definition)[name];
    if (f.kind !== 'text' && f.kind !== 'richText') continue;
    const loc = value[name] as Loc | undefined;
    for (const lang of LANGS) {
      const s = f.kind === 'richText' && richText ? richText(loc?.[lang]) : (loc?.[lang] ?? '');
      const path = `${name}.${lang}`;
      const { min, max } = f;
      if (!s) {
        if (f.required && required(lang)) errors.push(fieldError(path, ...code(name, 'required', 'champ.required', { lang }), definition));
      } else if (min !== undefined && max !== undefined && (s.length < min || s.length > max)) {
        errors.push(fieldError(path, ...code(name, 'between', 'champ.between', { lang, min, max }), definition));
      } else if (max !== undefined && s.length > max) {
        errors.push(fieldError(path, ...code(name, 'max', 'champ.max', { lang, max }), definition));
      }
    }
  }
}

/** The shared plain texts (not enumerations), trimmed, and their length. */
export function checkSharedTexts(errors: FieldError[], definition: ContentDefinition, input: Data, mode: Mode, value: Data): void {
  for (const name of sharedFields(definition)) {
    const f = fieldsOf(definition)[name];
    if (f.kind !== 'text' || f.required) continue;
    const text = cleanText(input[name], mode);
    value[name] = text;
    if (text !== undefined && f.max !== undefined && text.length > f.max)
      errors.push(fieldError(name, ...code(name, 'max', 'champ.tooLong', { max: f.max }), definition));
  }
}

/** One of an enumeration's values (see checkChoice), its default on create; `{field}.invalid` otherwise. */
export function checkEnumeration<const V extends string>(
  errors: FieldError[],
  name: string,
  f: { readonly values: readonly V[]; readonly default?: string },
  raw: unknown,
  mode: Mode,
): V | undefined {
  return checkChoice(errors, name, `${name}.invalid` as MessageCode, raw, f.values, onCreate(mode, f.default as V | undefined));
}
