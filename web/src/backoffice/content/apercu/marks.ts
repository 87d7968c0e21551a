// From a part of the preview's page to the form's field it shows (the marks of lib/apercu-marks.ts):
// `titre` in `en` is the field `titre.en`; a paragraph of `contenu` is also its rank among the text's
// blocks, so the editor can put the caret there.
import { isLang, type Lang } from '@teranga/domain';
import { MARK_FIELD, MARK_LANG } from '../../../lib/apercu-marks';

export interface MarkTarget {
  /** The form's path of the field (`titre.en`, `imagePrincipale`), as its `data-field` says. */
  path: string;
  champ: string;
  lang: Lang | null;
  /** The marked element. */
  element: Element;
  /** The rank of the block (paragraph, heading, list) the node is in, inside a marked formatted text. */
  block: number | null;
}

export const fieldPath = (champ: string, lang: Lang | null): string => (lang ? `${champ}.${lang}` : champ);

/** The mark `node` is in, or null when that part of the page comes from no field. */
export function markTarget(node: Node | null): MarkTarget | null {
  const start = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  const element = start?.closest(`[${MARK_FIELD}]`);
  if (!element) return null;
  const champ = element.getAttribute(MARK_FIELD) ?? '';
  if (!champ) return null;
  const langAttr = element.getAttribute(MARK_LANG);
  const lang = isLang(langAttr) ? langAttr : null;
  let block: number | null = null;
  if (start !== element) {
    let child: Element | null = start ?? null;
    while (child && child.parentElement !== element) child = child.parentElement;
    if (child) block = Array.prototype.indexOf.call(element.children, child);
  }
  return { path: fieldPath(champ, lang), champ, lang, element, block };
}

/** The marked elements of a page for a field path (the checks' places): the field's, in its language. */
export function markedElements(doc: ParentNode, path: string): Element[] {
  return Array.from(doc.querySelectorAll(`[${MARK_FIELD}]`)).filter(
    (element) =>
      fieldPath(
        element.getAttribute(MARK_FIELD) ?? '',
        isLang(element.getAttribute(MARK_LANG)) ? (element.getAttribute(MARK_LANG) as Lang) : null,
      ) === path,
  );
}
