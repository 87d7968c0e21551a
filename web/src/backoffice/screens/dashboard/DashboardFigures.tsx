import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { dataProvider } from '../../api/provider';
import { ErrorBanner, Loading, useLoad } from '../../ui';
import { LIST_SPECS, TAILLE_MAX, type ListName } from '@teranga/domain';
import { ETATS, weeklyBuckets, type EtatCounts } from './figures';
import type { DemandeContact } from '../../resources/outils/types';
import { WeeklyChart } from './WeeklyChart';

/** The chart's span. */
const WEEKS = 8;

/** The content lists counted, each by the states its list filters on (the domain's one list of them). */
const LISTS = (['realisations', 'articles', 'opportunites'] as const).map((key) => ({ key, etats: LIST_SPECS[key].etats }));

interface Figures {
  counts: Record<(typeof LISTS)[number]['key'], EtatCounts | null>;
  /** The creation dates of the requests of the chart's weeks (and perhaps a few older ones). */
  demandes: { dates: string[]; pending: number } | null;
}

/** How many items of `list` are in `etat`: the total of a one-item page, counted by the server. */
const countOf = (list: ListName, etat: string, signal: AbortSignal) =>
  dataProvider.getPage(list, `?${new URLSearchParams({ etat, taille: '1' })}`, signal).then((answer) => answer.total);

async function countByState(list: (typeof LISTS)[number], signal: AbortSignal): Promise<EtatCounts> {
  const totals = await Promise.all(list.etats.map((etat) => countOf(list.key, etat, signal)));
  const counts: EtatCounts = { brouillon: 0, planifié: 0, publié: 0, total: 0 };
  list.etats.forEach((etat, i) => {
    counts[etat] = totals[i];
    counts.total += totals[i];
  });
  return counts;
}

/** The requests of the chart's span, newest first, page after page until one is older than the span. */
async function recentDemandes(since: Date, signal: AbortSignal): Promise<{ dates: string[]; pending: number }> {
  const readDates = async () => {
    const dates: string[] = [];
    for (let page = 1; ; page += 1) {
      const query = new URLSearchParams({ tri: '-dateCreation', taille: String(TAILLE_MAX), page: String(page) });
      const answer = await dataProvider.getPage<DemandeContact>('demandesContact', `?${query}`, signal);
      dates.push(...answer.donnees.map((d) => d.dateCreation));
      const oldest = answer.donnees.at(-1)?.dateCreation;
      if (!oldest || page * answer.taille >= answer.total || new Date(oldest) < since) return dates;
    }
  };
  const [dates, pending] = await Promise.all([readDates(), countOf('demandesContact', 'à traiter', signal)]);
  return { dates, pending };
}

/**
 * Counts come from the server's paged lists (a one-item page per state), not from whole lists: the
 * dashboard stays as quick with thousands of items as with ten. Each figure loads on its own: one
 * failing call leaves a dash in its row, not an empty dashboard.
 */
async function loadFigures(signal: AbortSignal): Promise<Figures> {
  const since = weeklyBuckets([], new Date(), WEEKS)[0].start;
  const [counted, demandes] = await Promise.all([
    Promise.allSettled(LISTS.map((l) => countByState(l, signal))),
    recentDemandes(since, signal).catch(() => null),
  ]);
  const [realisations, articles, opportunites] = counted.map((r) => (r.status === 'fulfilled' ? r.value : null));
  return { counts: { realisations, articles, opportunites }, demandes };
}

/** The administrator dashboard's figures: contents per state and contact requests per week. */
export default function DashboardFigures() {
  const { t } = useTranslation('tools');
  const figures = useLoad(loadFigures, []);
  if (figures.loading) return <Loading label={t('state.loading')} />;
  if (figures.error || !figures.data) return <ErrorBanner error={figures.error} />;
  const { counts, demandes } = figures.data;
  const buckets = demandes ? weeklyBuckets(demandes.dates, new Date(), WEEKS) : null;
  const total = buckets?.reduce((sum, b) => sum + b.count, 0) ?? 0;
  const pending = demandes?.pending ?? 0;
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
