// Slugs are made from the title when none is given, and are unique per language.
import { withoutLeading, withoutTrailing } from './strings';

const MAX_SLUG_LENGTH = 80;

export function slugify(text: string): string {
  const dashed = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return withoutTrailing(withoutLeading(dashed, '-').slice(0, MAX_SLUG_LENGTH), '-');
}

/**
 * The prefix shared by every candidate `uniqueSlug` can try for `base` (up to a 7-digit number): a base cut
 * at the maximum length loses its tail when a number is added, so "taken" must be looked up by this prefix.
 */
export function slugFamily(base: string): string {
  return (base || 'element').slice(0, MAX_SLUG_LENGTH - 8);
}

/** The first of base, base-2, base-3… that is not taken. */
export function uniqueSlug(base: string, isTaken: (candidate: string) => boolean): string {
  const root = base || 'element';
  if (!isTaken(root)) return root;
  for (let n = 2; ; n += 1) {
    const candidate = `${root.slice(0, MAX_SLUG_LENGTH - String(n).length - 1)}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
