// /admin/corbeille and /conseiller/corbeille (docs/product.md, "Corbeille"): what was deleted, latest
// first; "Restaurer" brings an item back, "Supprimer définitivement" (administrators) erases it. The
// server decides who sees and may do what; the screen only hides the erase button from advisers.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../api/provider';
import { ActionOutcome, DataTable, ErrorBanner, Loading, PageHeader, useAction, useConfirm, useLoad, type Column } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import { useAuth } from '../../session/AuthProvider';
import type { CorbeilleElement, Restauration } from '@teranga/domain';

export default function CorbeilleScreen() {
  const { t, i18n } = useTranslation('recovery');
  const { user } = useAuth();
  const admin = user?.role === 'administrateur';
  const corbeille = useLoad(async (signal) => {
    const answer = await dataProvider.corbeille<{ donnees: CorbeilleElement[]; conservationJours: number }>(signal);
    return { items: answer.donnees ?? [], days: answer.conservationJours };
  }, []);
  const { running, error, run } = useAction();
  const [notice, setNotice] = useState<string | null>(null);
  const [dialog, ask] = useConfirm();

  const act = (item: CorbeilleElement, action: () => Promise<string>) =>
    run(item._id, async () => {
      setNotice(null);
      setNotice(await action());
      corbeille.reload();
    });
  // The restore says when an address had to change: another item took it while this one was in the corbeille.
  const restore = (item: CorbeilleElement) =>
    void act(item, async () => {
      const { donnees } = await dataProvider.restoreFromCorbeille<{ donnees: Restauration }>(item.type, item._id);
      const renamed = donnees.adressesModifiees.map((c) => `${c.apres} (${c.langue}, ${c.avant})`).join(', ');
      const dropped = donnees.anciennesAdressesRetirees.map((d) => `${d.adresses.join(', ')} (${d.langue})`).join(', ');
      return [
        t('corbeille.restored', { titre: item.titre }),
        renamed ? t('corbeille.renamed', { adresses: renamed }) : '',
        dropped ? t('corbeille.formersDropped', { adresses: dropped }) : '',
      ]
        .filter(Boolean)
        .join(' ');
    });
  const erase = async (item: CorbeilleElement) => {
    const confirmed = await ask({
      title: t('corbeille.eraseTitle', { titre: item.titre }),
      body: <p>{t('corbeille.eraseBody')}</p>,
      confirmLabel: t('corbeille.erase'),
      danger: true,
    });
    if (confirmed)
      void act(item, async () => {
        await dataProvider.eraseFromCorbeille(item.type, item._id);
        return t('corbeille.erased', { titre: item.titre });
      });
  };

  const columns: Column<CorbeilleElement>[] = [
    { header: t('corbeille.column.titre'), primary: true, cell: (e) => e.titre },
    { header: t('corbeille.column.type'), cell: (e) => t(`type.${e.type}`) },
    {
      header: t('corbeille.column.supprimeLe'),
      cell: (e) => <time dateTime={e.supprimeLe ?? undefined}>{formatDateTime(e.supprimeLe, i18n.language)}</time>,
    },
    { header: t('corbeille.column.supprimePar'), cell: (e) => e.supprimePar },
    {
      header: t('corbeille.column.actions'),
      className: 'bo-actions',
      cell: (e) => (
        <>
          <button
            type="button"
            className="bo-button bo-button--small"
            disabled={running !== null}
            onClick={() => restore(e)}
            aria-label={`${t('corbeille.restore')} : ${e.titre}`}
          >
            {t('corbeille.restore')}
          </button>
          {admin ? (
            <button
              type="button"
              className="bo-button bo-button--small bo-button--danger"
              disabled={running !== null}
              onClick={() => void erase(e)}
              aria-label={`${t('corbeille.erase')} : ${e.titre}`}
            >
              {t('corbeille.erase')}
            </button>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <section>
      <PageHeader title={t('corbeille.title')} intro={corbeille.data ? t('corbeille.intro', { days: corbeille.data.days }) : undefined} />
      <ActionOutcome error={error} notice={notice} />
      {dialog}
      {corbeille.loading && !corbeille.data ? (
        <Loading />
      ) : corbeille.error ? (
        <ErrorBanner error={corbeille.error} />
      ) : (
        <DataTable
          caption={t('corbeille.title')}
          columns={columns}
          rows={corbeille.data?.items ?? []}
          rowKey={(e) => `${e.type}:${e._id}`}
          empty={t('corbeille.empty')}
        />
      )}
    </section>
  );
}
