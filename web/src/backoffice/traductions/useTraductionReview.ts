// The form's translation aids, fed by the content form screen: each tab's state as the editor types,
// and on edit, for each language to review, what its fields to review are measured against
// (GET /{type}/admin/{id}/traductions/{langue}); "Marquer comme à jour" confirms one field.
import { createContext, useContext, useEffect, useState } from 'react';
import { isTranslated, LANGS, type ContentDefinition, type Lang, type RevueChamp, type Traductions } from '@teranga/domain';
import { dataProvider } from '../api/provider';
import type { ContentKind } from '../content/types';
import { tabStates, type TabStates } from './review';

/** What the content form screen knows of the item it edits. */
export interface TraductionItem {
  kind: ContentKind;
  id: string | undefined;
  definition: ContentDefinition;
  traductions: Traductions | undefined;
  /** Reads the stored item again: its `traductions` follow. */
  reload: () => void;
}
export const TraductionItemContext = createContext<TraductionItem | null>(null);

/** What a field's review reads (traductions/FieldReview.tsx). */
export interface FieldReviews {
  definition: ContentDefinition;
  reviews: Partial<Record<Lang, RevueChamp[]>>;
  /** The languages whose review could not be loaded. */
  failed: ReadonlySet<Lang>;
  confirm: (lang: Lang, champ: string) => Promise<void>;
}
export const FieldReviewContext = createContext<FieldReviews | null>(null);
export const useFieldReviews = () => useContext(FieldReviewContext);

interface ReviewAnswer {
  champs: RevueChamp[];
}

/**
 * `values` are the form's (the tabs' `incomplète` follows typing); `adoptVersion` takes the item's new
 * `dateModification` after a confirmation, so that the next save is not taken for a conflict.
 */
export function useTraductionReview(values: object, adoptVersion: (version: string | null) => void) {
  const context = useContext(TraductionItemContext);
  // Only the types that keep translation states (articles, réalisations, opportunités).
  const item = context && isTranslated(context.definition) ? context : null;
  const [reviews, setReviews] = useState<Partial<Record<Lang, RevueChamp[]>>>({});
  const [failed, setFailed] = useState<ReadonlySet<Lang>>(new Set());
  const kind = item?.kind;
  const id = item?.id;
  const traductions = item?.traductions;

  useEffect(() => {
    if (!kind || !id || !traductions) return;
    const controller = new AbortController();
    const langs = LANGS.filter((lang) => traductions[lang].etat === 'à revoir');
    void Promise.all(
      langs.map((lang) =>
        dataProvider.traductionReview<ReviewAnswer>(kind, id, lang, controller.signal).then(
          // An answer without its list counts as a failure, like a failed call.
          (answer) => [lang, Array.isArray(answer?.champs) ? answer.champs : null] as const,
          () => [lang, null] as const,
        ),
      ),
    ).then((entries) => {
      if (controller.signal.aborted) return;
      const next: Partial<Record<Lang, RevueChamp[]>> = {};
      for (const [lang, champs] of entries) if (champs) next[lang] = champs;
      setReviews(next);
      setFailed(new Set(entries.filter(([, champs]) => !champs).map(([lang]) => lang)));
    });
    return () => controller.abort();
  }, [kind, id, traductions]);

  async function confirm(lang: Lang, champ: string) {
    if (!item?.id) return;
    const answer = await dataProvider.confirmTraduction<{ dateModification?: string | null }>(item.kind, item.id, lang, [champ]);
    adoptVersion(answer?.dateModification ?? null);
    setReviews((current) => ({ ...current, [lang]: current[lang]?.filter((r) => r.champ !== champ) }));
    item.reload();
  }

  const states: TabStates | undefined = item ? tabStates(item.definition, values as never, traductions) : undefined;
  const fields: FieldReviews | null = item ? { definition: item.definition, reviews, failed, confirm } : null;
  return { states, fields, definition: item?.definition };
}
