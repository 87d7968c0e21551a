// The one date module of the back-office. One time-zone rule: dates are shown and typed in the
// company's time, Africa/Dakar (UTC all year, no daylight saving), whatever the browser's zone, so an
// editor abroad and one in Dakar see and schedule the same hour. Formats follow the interface language.
export const TIME_ZONE = 'Africa/Dakar';

const LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-GB', pt: 'pt-PT' };

const localeOf = (lang: string) => LOCALES[lang.slice(0, 2)] ?? 'fr-FR';

function readable(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '21 nov. 2026' style; empty for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined, lang: string): string {
  const date = readable(iso);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeZone: TIME_ZONE }).format(date) : '';
}

/** '21 nov. 2026, 14:05' style; empty for a missing or unreadable date. */
export function formatDateTime(iso: string | null | undefined, lang: string): string {
  const date = readable(iso);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE }).format(date) : '';
}

/** '21/11/2026' style (the lists, where room is short); empty for a missing or unreadable date. */
export function formatDateShort(iso: string | null | undefined, lang: string): string {
  const date = readable(iso);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'short', timeZone: TIME_ZONE }).format(date) : '';
}

/** '21/11/2026 14:05' style (the lists' last modification, where room is short); empty for a missing or unreadable date. */
export function formatDateTimeShort(iso: string | null | undefined, lang: string): string {
  const date = readable(iso);
  return date ? new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'short', timeStyle: 'short', timeZone: TIME_ZONE }).format(date) : '';
}

/** '17 nov.' style, for the chart's week labels. */
export function formatDay(date: Date, lang: string): string {
  return new Intl.DateTimeFormat(localeOf(lang), { day: 'numeric', month: 'short', timeZone: TIME_ZONE }).format(date);
}

// Dakar is UTC+0 all year: a `datetime-local` value is the UTC wall time.

/** ISO 8601 from the API → a `datetime-local` value in Dakar time; '' when missing or unreadable. */
export function isoToLocalInput(iso: string | null | undefined): string {
  const date = readable(iso);
  return date ? date.toISOString().slice(0, 16) : '';
}

/** A `datetime-local` value (Dakar time, as typed) → ISO 8601; '' stays ''; an unreadable value is kept for the validator. */
export function localInputToIso(value: string): string {
  if (!value.trim()) return '';
  const time = new Date(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?$/.test(value) ? `${value}Z` : value).getTime();
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
