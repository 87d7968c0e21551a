// Dates of the tools' screens in the interface language, in UTC (Senegal's time all year).
const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', pt: 'pt-PT' };

const localeOf = (lang: string) => LOCALES[lang.slice(0, 2)] ?? 'fr-FR';

/** '21 nov. 2026, 14:05' style; empty for a missing or unreadable date. */
export function formatDateTime(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(date);
}

/** '17 nov.' style, for the chart's week labels. */
export function formatDay(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
