// Where a field error's path (`titre.fr`, `categories`, `textesAlternatifs.en.1`) is on the page: the
// element the form marked with `data-field` (a control, or a group such as a fieldset), and what in it
// takes the focus. The attribute values are compared as text, never put into a selector.
const FOCUSABLE =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"], [tabindex]:not([tabindex="-1"]), button:not(:disabled), a[href]';

let generated = 0;

/** The element marked for `path`, else for its nearest parent path (`images[2]` → `images`); null when none. */
export function fieldTarget(scope: ParentNode, path: string): HTMLElement | null {
  const marked = Array.from(scope.querySelectorAll<HTMLElement>('[data-field]'));
  for (let current = path; current;) {
    const element = marked.find((candidate) => candidate.dataset.field === current);
    if (element) {
      if (!element.id) element.id = `bo-field-${(generated += 1)}`;
      return element;
    }
    const cut = Math.max(current.lastIndexOf('.'), current.lastIndexOf('['));
    if (cut <= 0) return null;
    current = current.slice(0, cut);
  }
  return null;
}

/** Brings the field of `path` into view and focuses its control; false when there is no such field. */
export function focusField(scope: ParentNode, path: string): boolean {
  const target = fieldTarget(scope, path);
  if (!target) return false;
  // A field in a closed section (the search snippet's) cannot take the focus until the section opens.
  for (let parent = target.parentElement; parent; parent = parent.parentElement)
    if (parent instanceof HTMLDetailsElement && !parent.open) parent.open = true;
  const control = target.matches(FOCUSABLE) ? target : target.querySelector<HTMLElement>(FOCUSABLE);
  target.scrollIntoView?.({ block: 'center' });
  (control ?? target).focus({ preventScroll: true });
  return true;
}
