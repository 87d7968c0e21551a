// The three content kinds of the back-office and their items as the API answers them (cms/src/contract/serializers.ts).
import { LANGS, type Article, type Lang, type Opportunite, type Realisation, type Secteur } from '@teranga/domain';
import type { Role } from '../api/types';

export type { Role };
export type ContentKind = 'realisations' | 'articles' | 'opportunites';

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
