// Click-to-edit (docs/backoffice.md, "Aperçu"): the field a part of the preview comes from takes the focus,
// outlined for a moment; in a formatted text, the caret goes to the block that was clicked.
import { fieldTarget, focusField } from '../../ui/fieldTarget';

/** How long the field stays outlined after a click in the panel. */
export const OUTLINE_MS = 2500;

/** Focuses the field of `path` in `scope`, at its `block`-th block for a formatted text; false when there is none. */
export function focusFromPreview(scope: ParentNode, path: string, block: number | null): boolean {
  if (!focusField(scope, path)) return false;
  const target = fieldTarget(scope, path);
  if (!target) return false;
  target.classList.add('bo-apercu-cible');
  setTimeout(() => target.classList.remove('bo-apercu-cible'), OUTLINE_MS);
  const editable = target.matches('[contenteditable="true"]') ? target : target.querySelector('[contenteditable="true"]');
  const chosen = block === null ? null : editable?.children[block];
  if (chosen) {
    const selection = chosen.ownerDocument.getSelection();
    const range = chosen.ownerDocument.createRange();
    range.setStart(chosen, 0);
    range.collapse(true);
    selection?.removeAllRanges();
    selection?.addRange(range);
    chosen.scrollIntoView?.({ block: 'center' });
  }
  return true;
}
