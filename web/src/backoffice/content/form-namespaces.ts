// The namespaces a content form reads, its own strings first (form-i18n.ts), then the words it shares with
// the lists (i18n.ts). Apart from the strings themselves, which the browser loads by namespace.
export const CONTENT_FORM = ['contentForm', 'content'] as const;

/** useTranslation's option for a key looked up in each of its namespaces in turn (not only in the first). */
export const FALLBACK = { nsMode: 'fallback' } as const;
