// The screen of a content form (create and edit alike): what it loads (screens/useContentFormData.ts),
// its page, and the form's body started from the stored item or empty, both read from the definition.
import type { ComponentType } from 'react';
import type { ContentDefinition, Traductions } from '@teranga/domain';
import { TraductionItemContext } from '../../traductions/useTraductionReview';
import { emptyState, stateFromItem, type FormState, type Mode } from '../form-state';
import type { ContentItem, ContentKind, Role, SecteurRef } from '../types';
import { ContentFormPage } from './ContentFormPage';
import { useContentFormData } from './useContentFormData';

/** What every content form's body receives. */
export interface ContentFormBodyProps<S> {
  role: Role;
  mode: Mode;
  id: string | undefined;
  /** The opened item's `dateModification` (edit): a save over a newer version is refused. */
  version?: string | null;
  /** After a save that stays on the form: the stored item is read again. */
  onSaved?: () => void;
  initial: S;
  secteurs: SecteurRef[];
}

interface Props<D extends ContentDefinition> {
  kind: ContentKind;
  role: Role;
  definition: D;
  Body: ComponentType<ContentFormBodyProps<FormState<D>>>;
  /** Whether the form chooses a sector (the list is loaded first). */
  withSecteurs?: boolean;
}

export function ContentFormScreen<const D extends ContentDefinition>({ kind, role, definition, Body, withSecteurs }: Props<D>) {
  const { mode, id, data, secteurs, page, refresh } = useContentFormData<ContentItem>(kind, role, { withSecteurs });
  return (
    <ContentFormPage {...page}>
      {() => (
        // The item's translation states, for the form's tabs and reviews (traductions/useTraductionReview.ts).
        <TraductionItemContext.Provider
          value={{ kind, id, definition, traductions: (data as { traductions?: Traductions } | null)?.traductions, reload: refresh }}
        >
          <Body
            key={id ?? 'new'}
            role={role}
            mode={mode}
            id={id}
            version={data?.dateModification}
            onSaved={refresh}
            initial={data ? stateFromItem(definition, data) : emptyState(definition)}
            secteurs={secteurs}
          />
        </TraductionItemContext.Provider>
      )}
    </ContentFormPage>
  );
}
