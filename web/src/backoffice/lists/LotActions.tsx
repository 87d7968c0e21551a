// The bulk actions on the selected rows (inside LotBar.tsx's group, loaded with the first selection): one
// call for the batch after a confirmation (the page's dialog) that says how many, and for a delete that they
// go to the corbeille and for how long; the answer says what happened to each item, and the refused ones are
// named. Deleted items go to the list's undo notice.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotAction } from '@teranga/domain';
import { ApiError } from '../api/errors';
import { dataProvider, type LotAnswer, type LotResource } from '../api/provider';
import { useMessages } from '../i18n/useMessages';
import { corbeilleRetentionDays } from '../resources/corbeille/retention';
import { useConfirm } from '../ui/ConfirmDialog';
import { corbeilleText } from './useCorbeilleDelete';

export interface LotProps {
  resource: LotResource;
  selected: string[];
  /** The name of an item, to say which ones were refused. */
  nameOf: (id: string) => string;
  /** After the batch: the list reloads, the selection empties. */
  onDone: () => void;
  /** The items a bulk delete moved to the corbeille (the list offers to undo it). */
  onDeleted?: (ids: string[]) => void;
}

export default function LotActions({ resource, selected, nameOf, onDone, onDeleted }: LotProps) {
  const { t } = useTranslation('lists');
  const { t: tu } = useTranslation('ui');
  const { t: tc } = useTranslation('common');
  const messages = useMessages();
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<{ answer?: LotAnswer; failed?: boolean } | null>(null);
  const [dialog, ask] = useConfirm();

  async function confirm(action: LotAction): Promise<boolean> {
    const count = selected.length;
    if (action !== 'supprimer') return ask({ title: t(`bulk.confirm.${action}`, { count }), confirmLabel: t(`bulk.${action}`) });
    const days = await corbeilleRetentionDays();
    return ask({
      title: tc('confirm.delete'),
      body: <p>{corbeilleText(tu, days, count)}</p>,
      confirmLabel: t('bulk.supprimer'),
      danger: true,
    });
  }

  async function run(action: LotAction) {
    if (!(await confirm(action))) return;
    setRunning(true);
    setOutcome(null);
    try {
      const answer = await dataProvider.lot(resource, action, selected);
      setOutcome({ answer });
      if (action === 'supprimer') onDeleted?.(answer.resultats.filter((r) => r.ok).map((r) => r._id));
      onDone();
    } catch (error) {
      console.error(error);
      setOutcome({ failed: true });
    } finally {
      setRunning(false);
    }
  }

  const refused = outcome?.answer?.resultats.filter((r) => !r.ok) ?? [];
  // Each refusal is the server's error for that item: said in the interface language like any other.
  const refusal = (r: (typeof refused)[number]) =>
    messages.apiError(new ApiError(r.statut ?? 400, { error: { status: r.statut, message: r.message ?? '', details: r.details ?? {} } }));
  return (
    <>
      {selected.length ? (
        <div className="bo-inline">
          <span>{t('bulk.selected', { count: selected.length })}</span>
          {(['publier', 'depublier', 'supprimer'] as const).map((action) => (
            <button
              key={action}
              type="button"
              disabled={running}
              onClick={() => run(action)}
              className={`bo-button bo-button--small ${action === 'supprimer' ? 'bo-button--danger' : 'bo-button--secondary'}`}
            >
              {t(`bulk.${action}`)}
            </button>
          ))}
          {running ? <span role="status">{t('bulk.running')}</span> : null}
        </div>
      ) : null}
      {outcome?.answer ? (
        <div role="status">
          <p>{t('bulk.done', { ok: outcome.answer.reussis, failed: outcome.answer.echecs })}</p>
          {refused.length ? (
            <ul>
              {refused.map((r) => (
                <li key={r._id}>{t('bulk.failedItem', { name: nameOf(r._id) || r._id, message: refusal(r) })}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {outcome?.failed ? <p role="alert">{t('bulk.failed')}</p> : null}
      {dialog}
    </>
  );
}
