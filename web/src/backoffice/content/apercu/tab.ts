// "Aperçu" (docs/product.md §4): the site's preview route takes its signed token in a form post (a whole
// item does not fit in an address), into the tab opened at the click so no popup blocker stops it.
import type { ContentLang } from '../types';

/** The name of the preview's tab: one per form, reused by the next "Aperçu" of the same form. */
export const apercuTabName = (kind: string, id: string | undefined) => `apercu-${kind}-${id ?? 'nouveau'}`;

/** Posts `jeton` to the preview route in the tab named `target`, the page's language in its address. */
export function postApercu(doc: Document, action: string, jeton: string, lang: ContentLang, target: string): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = `${action}?lang=${encodeURIComponent(lang)}`;
  form.target = target;
  form.hidden = true;
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = 'jeton';
  input.value = jeton;
  form.append(input);
  doc.body.append(form);
  form.submit();
  form.remove();
}
