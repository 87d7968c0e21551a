// A form with nothing typed follows what was saved since it opened (docs/product.md, "Présence"): when a
// heartbeat says the item was saved after the version the form holds, the form reads it again. So a
// read-only form shows the holder's saves, and one that takes over starts from them; a form with unsaved
// entries keeps them (the save's 409 stays the last net).
import { useEffect, useRef } from 'react';
import { dataProvider, type PresenceKind } from '../api/provider';

interface Follow {
  kind: PresenceKind | null;
  id: string | undefined;
  /** The item's dateModification as the last heartbeat said. */
  stored: string | null | undefined;
  /** The version the form holds. */
  version: string | null;
  dirty: boolean;
  /** Puts the item as read into the form, with its version. */
  replace: (item: unknown, version: string | null) => void;
}

export function useFollowSaves({ kind, id, stored, version, dirty, replace }: Follow) {
  const latest = useRef(replace);
  useEffect(() => {
    latest.current = replace;
  });
  useEffect(() => {
    if (!kind || !id || !stored || stored === version || dirty) return undefined;
    const controller = new AbortController();
    dataProvider.getOne(kind, id, controller.signal).then(
      (item) => latest.current(item, (item as { dateModification?: string | null }).dateModification ?? stored),
      () => {},
    );
    return () => controller.abort();
  }, [kind, id, stored, version, dirty]);
}
