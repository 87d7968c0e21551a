// The kinds the back-office's forms edit, the three content kinds among them, and the content items
// as the API answers them (cms/src/contract/serializers.ts).
import {
  LANGS,
  type Article,
  type EditorialCollection,
  type Lang,
  type Opportunite,
  type Realisation,
  type Secteur,
} from '@teranga/domain';
import type { Role } from '../api/types';
import type { ResourceName } from '../api/answers';

export type { Role };
/** `realisations`, `articles`, `opportunites`: the editorial collections of the registry. */
export type ContentKind = EditorialCollection;
/** What a back-office form edits: the editorial kinds, partners and users (the API's collections). */
export type FormKind = ResourceName;

export const CONTENT_LANGS = LANGS;
export type ContentLang = Lang;
export type Localized<T = string> = Record<ContentLang, T>;

/** The items as the API answers them: the domain's answer types, read from the content definitions. */
export type { Article, Opportunite, Realisation } from '@teranga/domain';
export type SecteurRef = Secteur;
export type ContentItem = Realisation | Article | Opportunite;

/** Where a role's screens live: /admin for administrators, /conseiller for advisers. */
export function roleBase(role: Role): string {
  return role === 'administrateur' ? '/admin' : '/conseiller';
}
