// Deleting from a list of the four types with a corbeille (docs/product.md, "Corbeille"): the page's dialog
// asks "Confirmer la suppression ?", names the item and says how long it stays in the corbeille; afterwards
// a notice says it went there, with "Rétablir", which restores it (POST /corbeille/{type}/{id}/restaurer).
// The bulk delete hands its deleted items to the same notice.
import { useEffect, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { dataProvider, type CorbeilleType } from '../api/provider';
import { corbeilleRetentionDays } from '../resources/corbeille/retention';
import { useAction } from '../ui/useAction';
import { useConfirm } from '../ui/ConfirmDialog';

interface Outcome {
  ids: string[];
  /** The item's name, for one item. */
  name: string | null;
  state: 'deleted' | 'undoing' | 'undone' | 'failed';
}

/** The dialog's text for `count` items going to the corbeille (`name` for one). */
export function corbeilleText(t: TFunction<'ui'>, days: number | null, count: number, name?: string) {
  if (count === 1 && name !== undefined) return days ? t('delete.corbeille', { name, days }) : t('delete.corbeilleUnknown', { name });
  return days ? t('delete.corbeilleMany', { count, days }) : t('delete.corbeilleManyUnknown', { count });
}

function DeletedNotice({ outcome, onUndo }: { outcome: Outcome; onUndo: () => void }) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDivElement>(null);
  // The row that had the focus is gone: the notice takes it, with its "Rétablir" next.
  useEffect(() => {
    if (outcome.state === 'deleted') ref.current?.focus();
  }, [outcome]);
  const one = outcome.name !== null;
  const text = {
    deleted: one ? t('delete.done', { name: outcome.name }) : t('delete.doneMany', { count: outcome.ids.length }),
    undoing: t('delete.undoing'),
    undone: one ? t('delete.undone', { name: outcome.name }) : t('delete.undoneMany', { count: outcome.ids.length }),
    failed: one ? t('delete.undoFailed', { name: outcome.name }) : t('delete.undoFailedMany'),
  }[outcome.state];
  return (
    <div ref={ref} className={outcome.state === 'failed' ? 'bo-error bo-undo' : 'bo-notice bo-undo'} role="status" tabIndex={-1}>
      <p>{text}</p>
      {outcome.state === 'deleted' ? (
        <button type="button" className="bo-button bo-button--secondary bo-button--small" onClick={onUndo}>
          {t('delete.undo')}
        </button>
      ) : null}
    </div>
  );
}

/** `remove(id, name)` asks, deletes and shows the notice; `deleted(ids)` shows it after a bulk delete; `onChange` reloads the list. */
export function useCorbeilleDelete(type: CorbeilleType, onChange: () => void) {
  const { t } = useTranslation('ui');
  const { t: tc } = useTranslation('common');
  const [dialog, ask] = useConfirm();
  const { running, error, run } = useAction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function remove(id: string, name: string) {
    const days = await corbeilleRetentionDays();
    const confirmed = await ask({
      title: tc('confirm.delete'),
      body: <p>{corbeilleText(t, days, 1, name)}</p>,
      confirmLabel: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    await run(id, async () => {
      setOutcome(null);
      await dataProvider.remove(type, id);
      setOutcome({ ids: [id], name, state: 'deleted' });
      onChange();
    });
  }

  async function undo() {
    if (!outcome) return;
    setOutcome({ ...outcome, state: 'undoing' });
    try {
      for (const id of outcome.ids) await dataProvider.restoreFromCorbeille(type, id);
      setOutcome({ ...outcome, state: 'undone' });
    } catch (failure) {
      console.error(failure);
      setOutcome({ ...outcome, state: 'failed' });
    }
    onChange();
  }

  return {
    dialog,
    remove,
    /** The id being deleted. */
    deleting: running,
    /** The last delete's failure (logged). */
    error,
    deleted: (ids: string[]) => setOutcome(ids.length ? { ids, name: null, state: 'deleted' } : null),
    /** What the last delete did, with its "Rétablir"; forgotten once anything else happens on the list. */
    notice: outcome ? <DeletedNotice outcome={outcome} onUndo={() => void undo()} /> : null,
    /** Forgets the notice (an item of it was handled otherwise). */
    clear: () => setOutcome(null),
  };
}
