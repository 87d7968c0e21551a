// The inline <head> script, run before paint. It replays the curtain after an in-site navigation,
// then applies docs/product.md §1's language rule by moving to the page's alternate in the chosen
// language on an entry from elsewhere; inside the site, the page reached is the choice. `chooseLanguage` is embedded from its source, so the rule has a single implementation.
// It runs as written in every browser, before any bundle: plain `var`, as old engines need.
/* eslint-disable no-var */
import { chooseLanguage, CRAWLER_PATTERN, STORAGE_KEY } from './languages';

type Choose = typeof chooseLanguage;

/** Must stay self-contained: it is serialized with toString(). */
export function beforePaint(choose: Choose, crawlers: RegExp, key: string, go: (path: string) => void): void {
  var root = document.documentElement;
  try {
    if (sessionStorage.getItem('curtain')) {
      sessionStorage.removeItem('curtain');
      if (!matchMedia('(prefers-reduced-motion: reduce)').matches) root.classList.add('curtain-open');
    }
  } catch (e) {
    /* storage unavailable */
  }
  if (crawlers.test(navigator.userAgent)) return;
  // Reached from a public page of this site (a flag, a link): the page asked for is the visitor's choice, kept
  // as the preference, so a flag clicked before the page's own script ran does not bounce back to the old one.
  // Not from the back-office, which shares the preference: opening a preview must not change its language.
  var from = document.referrer.indexOf(location.origin + '/') === 0 ? document.referrer.slice(location.origin.length) : '';
  if (from && !/^\/(?:admin|conseiller)(?:\/|$)/.test(from)) {
    try {
      localStorage.setItem(key, root.lang);
    } catch (e) {
      /* private mode */
    }
    return;
  }
  var stored = null;
  try {
    stored = localStorage.getItem(key);
  } catch (e) {
    /* private mode */
  }
  var want = choose({ stored: stored, browser: navigator.language, html: root.lang });
  if (want === root.lang) return;
  var link = document.querySelector('link[rel="alternate"][hreflang="' + want + '"]');
  if (link) go(new URL(link.getAttribute('href') || '', location.href).pathname + location.search + location.hash);
}

export function headScript(): string {
  return `(${beforePaint.toString()})(${chooseLanguage.toString()}, ${CRAWLER_PATTERN}, ${JSON.stringify(STORAGE_KEY)}, function (p) { location.replace(p); });`;
}
