import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dataProvider } from '../api/provider';
import { ErrorBanner, Loading, useLoad } from '../ui';
import { countByEtat, ETATS, weeklyBuckets, type EtatCounts } from './figures';
import type { DemandeContact } from './types';
import { WeeklyChart } from './WeeklyChart';

const LISTS = [
  { key: 'realisations', etats: ['brouillon', 'publié'] },
  { key: 'articles', etats: ['brouillon', 'planifié', 'publié'] },
  { key: 'opportunites', etats: ['brouillon', 'publié'] },
] as const;

interface Figures {
  counts: Record<(typeof LISTS)[number]['key'], EtatCounts | null>;
  demandes: DemandeContact[] | null;
}

/** Loads each list on its own: one failing call leaves a dash in its row, not an empty dashboard. */
async function loadFigures(signal: AbortSignal): Promise<Figures> {
  const [realisations, articles, opportunites, demandes] = await Promise.allSettled([
    ...LISTS.map((l) => dataProvider.getList(l.key, signal)),
    dataProvider.contactRequests('all', signal),
  ]);
  const counted = (r: PromiseSettledResult<unknown>) => (r.status === 'fulfilled' ? countByEtat(r.value) : null);
  return {
    counts: { realisations: counted(realisations), articles: counted(articles), opportunites: counted(opportunites) },
    demandes: demandes.status === 'fulfilled' ? (Array.isArray(demandes.value) ? (demandes.value as DemandeContact[]) : []) : null,
  };
}

/** The administrator dashboard's figures: contents per state and contact requests per week. */
export default function DashboardFigures() {
  const { t } = useTranslation('tools');
  const figures = useLoad(loadFigures, []);
  if (figures.loading) return <Loading label={t('state.loading')} />;
  if (figures.error || !figures.data) return <ErrorBanner error={figures.error} />;
  const { counts, demandes } = figures.data;
  const buckets = demandes ? weeklyBuckets(demandes.map((d) => d.dateCreation), new Date()) : null;
  const total = buckets?.reduce((sum, b) => sum + b.count, 0) ?? 0;
  const pending = demandes?.filter((d) => !d.traitee).length ?? 0;
  const dash = t('figures.notApplicable');

  return (
    <div className="bo-figures">
      <section className="bo-panel" aria-labelledby="bo-figures-title">
        <h2 id="bo-figures-title">{t('figures.title')}</h2>
        <div className="bo-table-wrap">
          <table className="bo-table bo-table--compact">
            <thead>
              <tr>
                <th scope="col">{t('figures.type')}</th>
                {ETATS.map((etat) => (
                  <th scope="col" key={etat}>
                    {t(`figures.etat.${etat}`)}
                  </th>
                ))}
                <th scope="col">{t('figures.total')}</th>
              </tr>
            </thead>
            <tbody>
              {LISTS.map((list) => {
                const c = counts[list.key];
                return (
                  <tr key={list.key}>
                    <th scope="row" data-label={t('figures.type')}>
                      <Link to={`/admin/${list.key}`}>{t(`figures.${list.key}`)}</Link>
                    </th>
                    {ETATS.map((etat) => (
                      <td key={etat} data-label={t(`figures.etat.${etat}`)}>
                        {c && (list.etats as readonly string[]).includes(etat) ? c[etat] : dash}
                      </td>
                    ))}
                    <td data-label={t('figures.total')}>{c ? c.total : dash}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
      {buckets ? (
        <section className="bo-panel" aria-labelledby="bo-chart-title">
          <h2 id="bo-chart-title">{t('chart.title')}</h2>
          <WeeklyChart buckets={buckets} summary={t('chart.summary', { count: total, pending })} />
          <p>
            {t('chart.summary', { count: total, pending })} <Link to="/admin/demandes-contact">{t('chart.open')}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
