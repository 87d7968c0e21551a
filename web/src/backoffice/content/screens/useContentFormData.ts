// What the content forms load before showing themselves: the item on edit and, for the forms that
// choose one, the sector list; and the props of their ContentFormPage (loading, error, history).
import { useSecteurs } from '../forms/SecteurSelect';
import type { ContentKind, SecteurRef } from '../types';
import { useEditItem, useFormMode } from './useContentForm';

export function useContentFormData<T extends { dateModification?: string | null }>(kind: ContentKind, { withSecteurs = false } = {}) {
  const { mode, id } = useFormMode();
  const item = useEditItem<T>(kind, id);
  const secteurs = useSecteurs(withSecteurs);
  // The sector list failing is a plain load failure, never 'introuvable': its status is not passed on.
  const error = item.error ?? (withSecteurs && secteurs.error ? new Error('GET /secteurs failed') : null);
  const page = {
    kind,
    mode,
    loading: item.loading || (withSecteurs && secteurs.loading),
    error,
    history: id && item.data ? { id, current: item.data, onRestored: item.reload } : undefined,
  };
  const secteurList: SecteurRef[] = secteurs.data ?? [];
  return { mode, id, data: item.data, secteurs: secteurList, page };
}
