import { LANGS, DEFAULT_LANG, type Lang, type Localized } from '@teranga/domain';

/** One row per locale, as Strapi's i18n stores them. */
export interface LocaleRow {
  id: number;
  documentId: string;
  locale: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a row of any content type, read by field name (stop-gap until each type has its definition)
  [field: string]: any;
}

/** The locales of one document, keyed by language. French is the reference. */
export type LocalizedDocument = Partial<Record<Lang, LocaleRow>> & { reference: LocaleRow };

export function groupByDocument(rows: readonly LocaleRow[]): LocalizedDocument[] {
  const byId = new Map<string, Partial<Record<Lang, LocaleRow>>>();
  for (const row of rows) {
    if (!(LANGS as readonly string[]).includes(row.locale)) continue;
    const entry = byId.get(row.documentId) ?? {};
    entry[row.locale as Lang] = row;
    byId.set(row.documentId, entry);
  }
  return [...byId.values()].map((locales) => ({
    ...locales,
    reference: (locales[DEFAULT_LANG] ?? locales.en ?? locales.pt) as LocaleRow,
  }));
}

/** `{fr, en, pt}` for one localized field; a missing translation falls back to French. */
export function localized<T>(doc: LocalizedDocument, field: string, empty: T): Localized<T> {
  const base = (doc.reference[field] ?? empty) as T;
  const pick = (lang: Lang): T => {
    const value = doc[lang]?.[field];
    return value === null || value === undefined || value === '' ? base : (value as T);
  };
  return { fr: pick('fr'), en: pick('en'), pt: pick('pt') };
}
