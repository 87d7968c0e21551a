// Two editors on one item (docs/product.md §4, "Editing aids"): an edit that says which version it
// started from (`dateModification`, as the API answered it) is refused when the stored item is newer.

/** Whether the stored item changed after the version the edit started from; no version sent, no check. */
export function isStaleEdit(sent: unknown, stored: string | null): boolean {
  if (typeof sent !== 'string' || !sent.trim() || !stored) return false;
  const from = Date.parse(sent);
  // An unreadable version cannot prove the edit is current.
  if (Number.isNaN(from)) return true;
  return Date.parse(stored) > from;
}
