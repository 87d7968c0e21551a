// What the adviser dashboard shows of their own work (a lazy chunk after the welcome): their latest
// drafts, their scheduled articles with the hour they go online, and the views of their published
// items. Counts come from the server's paged lists (a page of 5, its total); the views add up the
// published items page after page (an adviser's own, a few dozen).
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import { TAILLE_MAX } from '@teranga/domain';
import { dataProvider } from '../../api/provider';
import { displayTitle, formatCount } from '../../content/list';
import type { ContentItem, ContentKind } from '../../content/types';
import { ErrorBanner, Loading, useLoad } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import { latest, viewsOf, type KindItem } from './adviser';
import { TraductionsToDo } from '../../traductions/TraductionsToDo';
import './dashboard.css';

const KINDS: ContentKind[] = ['articles', 'realisations', 'opportunites'];
const SHOWN = 5;
/** The most pages of published items read for the views (100 each). */
const MAX_PAGES = 20;

const page = (kind: ContentKind, query: Record<string, string>, signal: AbortSignal) =>
  dataProvider.getPage<ContentItem>(kind, `?${new URLSearchParams(query)}`, signal);

async function publishedOf(kind: ContentKind, signal: AbortSignal): Promise<KindItem[]> {
  const items: KindItem[] = [];
  for (let n = 1; n <= MAX_PAGES; n += 1) {
    const answer = await page(kind, { etat: 'publié', taille: String(TAILLE_MAX), page: String(n) }, signal);
    items.push(...answer.donnees.map((item) => ({ kind, item })));
    if (n * answer.taille >= answer.total || !answer.donnees.length) break;
  }
  return items;
}

async function loadWork(signal: AbortSignal) {
  const [drafts, scheduled, published] = await Promise.all([
    Promise.all(KINDS.map((kind) => page(kind, { etat: 'brouillon', taille: String(SHOWN) }, signal).then((answer) => ({ kind, answer })))),
    page('articles', { etat: 'planifié', tri: 'datePublication', taille: String(SHOWN) }, signal),
    Promise.all(KINDS.map((kind) => publishedOf(kind, signal))),
  ]);
  return {
    drafts: {
      total: drafts.reduce((sum, d) => sum + d.answer.total, 0),
      latest: latest(
        drafts.map((d) => d.answer.donnees.map((item) => ({ kind: d.kind, item }))),
        SHOWN,
      ),
    },
    scheduled: { total: scheduled.total, items: scheduled.donnees },
    views: viewsOf(published.flat(), SHOWN),
  };
}

function ItemLink({ entry }: { entry: KindItem }) {
  const { t, i18n } = useTranslation('common');
  return (
    <>
      <Link to={`/conseiller/${entry.kind}/modifier/${encodeURIComponent(entry.item._id)}`}>
        {displayTitle(entry.item, i18n.language) || t('content:list.untitled')}
      </Link>{' '}
      <span className="bo-badge">{t(`dashboard.kind.${entry.kind}`)}</span>
    </>
  );
}

export default function AdviserWidgets() {
  const { t, i18n } = useTranslation('common');
  const work = useLoad(loadWork, []);
  if (work.loading) return <Loading />;
  if (work.error || !work.data) return <ErrorBanner error={work.error} />;
  const { drafts, scheduled, views } = work.data;
  return (
    <div className="bo-adviser-work">
      <section className="bo-panel" aria-labelledby="bo-drafts">
        <h2 id="bo-drafts">{t('dashboard.drafts.title', { count: drafts.total })}</h2>
        {drafts.latest.length ? (
          <ul className="bo-work-list">
            {drafts.latest.map((entry) => (
              <li key={`${entry.kind}:${entry.item._id}`}>
                <ItemLink entry={entry} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="bo-muted">{t('dashboard.drafts.none')}</p>
        )}
      </section>
      <section className="bo-panel" aria-labelledby="bo-scheduled">
        <h2 id="bo-scheduled">{t('dashboard.scheduled.title', { count: scheduled.total })}</h2>
        {scheduled.items.length ? (
          <ul className="bo-work-list">
            {scheduled.items.map((item) => (
              <li key={item._id}>
                <ItemLink entry={{ kind: 'articles', item }} />{' '}
                <span className="bo-muted">
                  {t('dashboard.scheduled.at', { date: formatDateTime(item.datePublication, i18n.language) })}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="bo-muted">{t('dashboard.scheduled.none')}</p>
        )}
      </section>
      <section className="bo-panel" aria-labelledby="bo-views">
        <h2 id="bo-views">{t('dashboard.views.title')}</h2>
        <p>
          {t('dashboard.views.total', {
            views: formatCount(views.total, i18n.language),
            count: views.published,
          })}
        </p>
        {views.top.length ? (
          <ol className="bo-work-list">
            {views.top.map((entry) => (
              <li key={`${entry.kind}:${entry.item._id}`}>
                <ItemLink entry={entry} />{' '}
                <span className="bo-muted">
                  {t('dashboard.views.item', { views: formatCount(entry.item.nombreVues ?? 0, i18n.language) })}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <TraductionsToDo base="/conseiller" />
    </div>
  );
}
