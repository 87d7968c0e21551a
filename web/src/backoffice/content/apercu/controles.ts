// The checks before publishing that have a place in the page (docs/product.md, "Contrôles"): a link that
// leads nowhere, has no text or says nothing, a skipped heading level, a picture without a text. The
// panel outlines that place; a click on it goes to the check's field.
import type { Controle } from '@teranga/domain';
import { MARK_FIELD } from '../../../lib/apercu-marks';
import { checkPath } from '../forms/ControlesPanel';
import { markedElements } from './marks';

export interface ControlePlace {
  element: Element;
  /** The form's field the check is about (ControlesPanel's path). */
  path: string;
  controle: Controle;
}

const LINK_CODES: readonly string[] = ['controle.lienIntrouvable', 'controle.lienSansTexte', 'controle.lienVague'];
/** The marks of the pictures a text describes. */
const PICTURES = ['imagePrincipale', 'image', 'images'];

function placeOf(doc: ParentNode, c: Controle): Element | null {
  if (c.code === 'controle.imageSansTexte')
    return Array.from(doc.querySelectorAll(`[${MARK_FIELD}]`)).find((e) => PICTURES.includes(e.getAttribute(MARK_FIELD) ?? '')) ?? null;
  const texts = markedElements(doc, `${c.champ}.${c.langue}`);
  if (LINK_CODES.includes(c.code)) {
    const links = texts.flatMap((text) => Array.from(text.querySelectorAll('a')));
    const url = String(c.params.url ?? '');
    const words = String(c.params.texte ?? '');
    return (
      links.find((a) => (url ? a.getAttribute('href') === url : a.textContent?.trim() === words)) ??
      links.find((a) => url !== '' && (a.getAttribute('href') ?? '').endsWith(url)) ??
      null
    );
  }
  if (c.code === 'controle.titresSautes') {
    const level = String(c.params.niveau ?? '');
    if (!/^h[2-6]$/.test(level)) return null;
    return texts.map((text) => text.querySelector(level)).find(Boolean) ?? null;
  }
  return null;
}

/** The checks of the page's language found in the page `doc`, each with its place. */
export function controlePlaces(doc: Document, controles: readonly Controle[]): ControlePlace[] {
  const lang = doc.documentElement.getAttribute('lang');
  const places: ControlePlace[] = [];
  for (const c of controles) {
    if (c.langue !== lang) continue;
    const element = placeOf(doc, c);
    if (element) places.push({ element, path: checkPath(c), controle: c });
  }
  return places;
}
