// A new render of the panel's page patches the page shown instead of loading it again (docs/backoffice.md,
// "Aperçu"): Idiomorph changes only what differs, so the scroll position, the pictures already loaded and
// the islands already running stay, and nothing flashes.
import { Idiomorph } from 'idiomorph';

/** What the panel adds to the page (its hover label, its styles): kept through every patch. */
export const TOOL_ATTR = 'data-apercu-outil';

const isTool = (node: Node) => node.nodeType === 1 && (node as Element).hasAttribute(TOOL_ATTR);
const isIsland = (node: Node) => node.nodeType === 1 && (node as Element).localName === 'astro-island';

/** Patches `doc` into the page `html`. */
export function morphDocument(doc: Document, html: string): void {
  const next = new DOMParser().parseFromString(html, 'text/html');
  Idiomorph.morph(doc.documentElement, next.documentElement, {
    morphStyle: 'outerHTML',
    head: { style: 'merge', shouldPreserve: isTool },
    callbacks: {
      beforeNodeRemoved: (node) => !isTool(node),
      beforeNodeMorphed: (old, fresh) => {
        if (!isIsland(old)) return true;
        // A running island (a gallery, a map) is its framework's: kept while its properties are the same,
        // otherwise replaced whole, so it starts again from the new ones.
        if ((old as Element).getAttribute('props') === (fresh as Element).getAttribute?.('props')) return false;
        old.parentNode?.replaceChild(doc.importNode(fresh, true), old);
        return false;
      },
    },
  });
}
