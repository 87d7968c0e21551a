// The screen of every form (create and edit alike, content, partners and users): what it loads
// (screens/useContentFormData.ts), its page, and the form's body started from the stored item or empty,
// both read from the type's definition.
import type { ComponentType } from 'react';
import { useParams } from '../../router';
import { isEditorialCollection, type ContentDefinition, type Traductions } from '@teranga/domain';
import { TraductionItemContext } from '../../traductions/useTraductionReview';
import { emptyState, stateFromItem, type FormState, type Mode } from '../form-state';
import type { FormKind, Role, SecteurRef } from '../types';
import { ContentFormPage } from './ContentFormPage';
import { useContentFormData } from './useContentFormData';

/** What every form's body receives. */
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
  kind: FormKind;
  role: Role;
  definition: D;
  Body: ComponentType<ContentFormBodyProps<FormState<D>>>;
  /** Whether the form chooses a sector (the list is loaded first). */
  withSecteurs?: boolean;
}

export function ContentFormScreen<const D extends ContentDefinition>(props: Props<D>) {
  // One screen per item: when "Créer" opens the new item's form on the same component (a kind whose
  // create and edit routes share it), its loading starts afresh rather than showing the empty form first.
  const { id } = useParams();
  return <ItemFormScreen key={id ?? 'new'} {...props} />;
}

function ItemFormScreen<const D extends ContentDefinition>({ kind, role, definition, Body, withSecteurs }: Props<D>) {
  const { mode, id, data, secteurs, page, refresh } = useContentFormData<{ _id: string; dateModification?: string | null }>(kind, role, {
    withSecteurs,
  });
  const body = () => (
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
  );
  return (
    <ContentFormPage {...page}>
      {() =>
        isEditorialCollection(kind) ? (
          // The item's translation states, for the form's tabs and reviews (traductions/useTraductionReview.ts).
          <TraductionItemContext.Provider
            value={{ kind, id, definition, traductions: (data as { traductions?: Traductions } | null)?.traductions, reload: refresh }}
          >
            {body()}
          </TraductionItemContext.Provider>
        ) : (
          body()
        )
      }
    </ContentFormPage>
  );
}
