// What a form loads before showing itself: the item on edit and, for the forms that choose one, the
// sector list; and the props of its ContentFormPage (title, loading, error, history).
import { useState } from 'react';
import { isManagedCollection } from '@teranga/domain';
import { useSecteurs } from '../forms/SecteurSelect';
import type { FormKind, Role, SecteurRef } from '../types';
import { useEditItem, useFormMode } from './useContentForm';

export function useContentFormData<T extends { _id: string }>(kind: FormKind, role: Role, { withSecteurs = false } = {}) {
  const { mode, id } = useFormMode();
  const item = useEditItem<T>(kind, id);
  const secteurs = useSecteurs(withSecteurs);
  // A read after a save that stays on the form keeps the form on screen (its values are the saved
  // ones); one after a version is restored shows the loading text, and the form opens again with them.
  const [quiet, setQuiet] = useState(false);
  // The sector list failing is a plain load failure, never 'introuvable': its status is not passed on.
  const error = item.error ?? (withSecteurs && secteurs.error ? new Error('GET /secteurs failed') : null);
  const page = {
    kind,
    role,
    mode,
    loading: (item.loading && !(quiet && item.data)) || (withSecteurs && secteurs.loading),
    error,
    item: item.data,
    // The types with versions (not the accounts).
    history:
      id && item.data && isManagedCollection(kind)
        ? { type: kind, id, current: item.data, onRestored: () => (setQuiet(false), item.reload()) }
        : undefined,
  };
  const secteurList: SecteurRef[] = secteurs.data ?? [];
  /** After a save that stays on the form. */
  const refresh = () => {
    setQuiet(true);
    item.reload();
  };
  return { mode, id, data: item.data, secteurs: secteurList, page, refresh };
}
