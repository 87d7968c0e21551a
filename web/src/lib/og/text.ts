// The title of a share image as Pango markup (sharp's text renderer): escaped, and cut at a length that
// fits the card.
import { isSpace, withoutTrailing } from '@teranga/domain';

export const TITLE_MAX_CHARS = 110;

export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** Whitespace collapsed, cut on a word boundary with an ellipsis past `max` characters. */
export function fitTitle(title: string, max = TITLE_MAX_CHARS): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${withoutTrailing(space > max * 0.6 ? cut.slice(0, space) : cut, (c) => isSpace(c) || ',;:–-'.includes(c))}…`;
}
