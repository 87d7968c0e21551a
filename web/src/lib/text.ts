/** Cuts a text at `max` characters and adds an ellipsis when something was cut. */
export function truncate(text: string | null | undefined, max: number): string {
  const value = (text ?? '').trim();
  if (value.length <= max) return value;
  return `${value.slice(0, max).trimEnd()}…`;
}

/** Content paragraphs: blank lines separate them. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

// Building an Intl.DateTimeFormat costs far more than formatting with one (a large build formats thousands of dates).
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function formatDate(iso: string | null | undefined, lang: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const locale = lang === 'fr' ? 'fr-FR' : lang === 'pt' ? 'pt-PT' : 'en-GB';
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}
