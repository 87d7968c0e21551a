// What the tools' screens show for the codes the API answers (a contact request's sector and
// language, a subscription's field of interest, the activity log's content type and action): the
// key of their label in the interface language (namespace `tools`), or null for a value the product
// does not know, which is then shown as it is.
import { JOURNAL_ACTIONS, JOURNAL_TYPES } from '@teranga/domain';

/** 'Génie civil', 'genie-civil', 'geniecivil' → 'geniecivil': accents, case, spaces and hyphens ignored. */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const SECTORS = new Set(['telecom', 'geniecivil', 'it', 'etudes', 'cablage', 'aviation', 'immobilier', 'logistique', 'mines']);

/** The label key of a sector as the contact and newsletter forms send it (`études`, `genie civil`, `telecom`…). */
export function sectorKey(value: string | null | undefined): string | null {
  const folded = fold(value ?? '');
  return SECTORS.has(folded) ? `sector.${folded}` : null;
}

/** The label key of a language code (`fr`, `en`, `pt`). */
export function languageKey(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toLowerCase().slice(0, 2);
  return ['fr', 'en', 'pt'].includes(code) && (value ?? '').trim().length <= 5 ? `language.${code}` : null;
}

/** The activity log's types, folded (`Réalisation` → `realisation`): their keys under `journal.type.`. */
const TYPES = new Set(JOURNAL_TYPES.map(fold));

/** The label key of the activity log's content type (`Article`, `Réalisation`, `Opportunité`…). */
export function journalTypeKey(value: string | null | undefined): string | null {
  const type = fold(value ?? '');
  return TYPES.has(type) ? `journal.type.${type}` : null;
}

/** The label key of the activity log's action. */
export function journalActionKey(value: string | null | undefined): string | null {
  return value && (JOURNAL_ACTIONS as readonly string[]).includes(value) ? `journal.action.${value}` : null;
}
