// Formatted text on the public pages (docs/product.md §5, "Formatted text"). Build time only: the CMS
// sanitized it on write, and it is sanitized again here in depth before going into a page as HTML.
import sanitizeHtml from 'sanitize-html';
import { htmlToText, sanitizeRichText, toRichHtml, type LinkResolver } from '@teranga/domain';

/**
 * A formatted-text value as the HTML of a page; text stored before formatted text becomes paragraphs.
 * With `resolveLink` (lib/site-data.ts, linkResolver), links by reference take their page's current address.
 */
export function richHtml(value: string | null | undefined, resolveLink?: LinkResolver): string {
  return toRichHtml(sanitizeRichText(value ?? '', sanitizeHtml, resolveLink));
}

/** The plain text of a formatted-text value, for cards, meta descriptions, feeds and structured data. */
export const richText = (value: string | null | undefined): string => htmlToText(value);
