// Formatted text is sanitized on every write (docs/product.md §5, "Formatted text"): the subset and
// its rules are @teranga/domain's, applied here with sanitize-html.
import sanitizeHtml from 'sanitize-html';
import { sanitizeRichText as sanitizeWith } from '@teranga/domain';

/** What is stored for a formatted-text value (see `sanitizeRichText` in @teranga/domain). */
export function sanitizeRichText(value: string): string {
  return sanitizeWith(value, sanitizeHtml);
}
