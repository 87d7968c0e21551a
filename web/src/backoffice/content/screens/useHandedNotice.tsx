// The notice a save handed to the list through the router's state ("Enregistrer et fermer"). The notice
// itself (SaveNotice.tsx) loads only when there is one: a list loads without it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../../router';
import type { SavedNotice } from '../saved';
import type { FormKind } from '../types';

const SaveNotice = lazy(() => import('./SaveNotice').then((module) => ({ default: module.SaveNotice })));

/**
 * The handed notice for the list of `kind`. It is read once and the state cleared: a reload or a later
 * visit does not repeat it. `drop(id)` forgets it when that item leaves the list.
 */
export function useHandedNotice(kind: FormKind) {
  const location = useLocation();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(() => (location.state as { saved?: SavedNotice | null } | null)?.saved ?? null);
  useEffect(() => {
    if ((location.state as { saved?: unknown } | null)?.saved) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  return {
    notice:
      saved && saved.kind === kind ? (
        <Suspense fallback={null}>
          <SaveNotice notice={saved} />
        </Suspense>
      ) : null,
    drop: (id: string) => setSaved((notice) => (notice?.id === id ? null : notice)),
  };
}
