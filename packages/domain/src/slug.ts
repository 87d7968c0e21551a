// Slugs are made from the title when none is given, and are unique per language.
import { withoutLeading, withoutTrailing } from './strings';

export const MAX_SLUG_LENGTH = 80;

/** The text as lowercase ascii words joined by dashes, uncut. */
function dashed(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return withoutLeading(words, '-');
}

export function slugify(text: string): string {
  return withoutTrailing(dashed(text).slice(0, MAX_SLUG_LENGTH), '-');
}

/**
 * An address an editor typed, as it will be stored (`Mon Étude` → `mon-etude`), or why it cannot be:
 * `invalid` when no letter or digit is left, `tooLong` past MAX_SLUG_LENGTH (an address is never cut
 * behind the editor's back).
 */
export function editedSlug(text: string): { slug: string } | { error: 'slug.invalid' | 'slug.tooLong' } {
  const slug = withoutTrailing(dashed(text), '-');
  if (!slug) return { error: 'slug.invalid' };
  if (slug.length > MAX_SLUG_LENGTH) return { error: 'slug.tooLong' };
  return { slug };
}

/** How many former addresses an item keeps per language: past it, the oldest go (and are free again). */
export const MAX_FORMER_SLUGS = 20;

/**
 * An item's former addresses in one language after its address goes from `previous` to `next`: the
 * previous one joins them when it was public (`published`: a draft's address was never linked to, so it
 * reserves nothing), the new one leaves them (an item may take back a former address), each once, at
 * most MAX_FORMER_SLUGS (the oldest go: renaming cannot squat addresses without end).
 * Every former address then leads straight to the current one: chains collapse.
 */
export function formerSlugsAfter(
  formers: readonly string[],
  previous: string | null | undefined,
  next: string,
  { published }: { published: boolean },
): string[] {
  const out = formers.filter((s) => s && s !== next);
  if (published && previous && previous !== next && !out.includes(previous)) out.push(previous);
  return [...new Set(out)].slice(-MAX_FORMER_SLUGS);
}

/**
 * A restored item's address and former addresses in one language, against what the other items hold
 * now (`isTaken`: their addresses and former addresses): a former address another item holds is
 * dropped, a taken address is numbered (base-2, base-3…), so no address ever leads to two items.
 */
export function restoredSlugs(
  slug: string,
  formers: readonly string[],
  isTaken: (candidate: string) => boolean,
): { slug: string; anciensSlugs: string[]; renamed: boolean; dropped: string[] } {
  const kept = uniqueSlug(slug, isTaken);
  const dropped = formers.filter((s) => s && s !== kept && isTaken(s));
  const anciensSlugs = formerSlugsAfter(
    formers.filter((s) => !dropped.includes(s)),
    null,
    kept,
    { published: false },
  );
  return { slug: kept, anciensSlugs, renamed: kept !== slug, dropped };
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
