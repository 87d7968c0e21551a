import './tools.css';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../router';
import { dataProvider } from '../../api/provider';
import { ListControls } from '../../lists/ListControls';
import { Pagination } from '../../lists/Pagination';
import { listApiQuery, writeListState, type ListState } from '../../lists/state';
import { useListState } from '../../lists/useListState';
import { ErrorBanner, Loading, PageHeader, useAction, useLoad } from '../../ui';
import { ListEmpty } from '../../lists/ListEmpty';
import { usePageInRange } from '../../lists/usePageInRange';
import { formatDateTime } from '../../ui/dates';
import { applyHandled, INBOX_FILTERS, isOverdue, parseInboxFilter, telHref } from './inbox';
import type { DemandeContact, InboxFilter } from './types';
import { languageKey, sectorKey } from './labels';

/**
 * /admin/demandes-contact: the contact requests with their 24-hour reply deadline, overdue ones
 * highlighted, a handled/unhandled filter and a search (both kept in the URL), pages of 25 from the
 * server, and the mark-handled action.
 */
export default function ContactInbox() {
  const { t, i18n } = useTranslation('tools');
  const [params, setParams] = useSearchParams();
  const urlFilter = parseInboxFilter(params.get('filtre'));
  // The router applies URL changes in a transition; the radio follows the click at once (a controlled
  // input whose state lags is put back by React), and the URL (back/forward) stays the reference.
  const [filter, setFilter] = useState(urlFilter);
  useEffect(() => setFilter(urlFilter), [urlFilter]);
  const [list, setList] = useState<DemandeContact[] | null>(null);
  const [listState] = useListState('demandesContact');
  // The segmented filter is the list's etat; the search, sort and page are the list state's.
  const query = listApiQuery({ ...listState, etat: filter === 'pending' ? 'à traiter' : filter === 'handled' ? 'traitée' : '' });
  const loaded = useLoad(
    async (signal) => {
      const answer = await dataProvider.getPage<DemandeContact>('demandesContact', query, signal);
      setList(answer.donnees);
      return answer;
    },
    [query],
  );
  const changeList = useCallback(
    (next: ListState, options?: { replace?: boolean }) =>
      setParams(
        () => {
          const copy = new URLSearchParams(writeListState(next, 'demandesContact'));
          if (filter !== 'pending') copy.set('filtre', filter);
          return copy;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams, filter],
  );
  usePageInRange(listState, loaded.loading ? undefined : loaded.data?.total, changeList);
  const { running: marking, error: actionError, run } = useAction();
  const now = new Date();
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);
  // A code the product knows, in the interface language; anything else as the visitor sent it.
  const label = (key: string | null, raw: string) => (key ? t(key) : raw);

  /** Marks a request handled, or back to handle when it was closed too early. */
  const setHandled = (demande: DemandeContact, traitee: boolean) =>
    run(demande._id, async () => {
      const updated = await dataProvider.markDemandeContact<DemandeContact>(demande._id, traitee);
      setList((current) => applyHandled(current ?? [], updated, filter));
    });

  const chooseFilter = (next: InboxFilter) => {
    setFilter(next);
    setParams((p) => {
      const copy = new URLSearchParams(p);
      if (next === 'pending') copy.delete('filtre');
      else copy.set('filtre', next);
      // Another filter starts again at page 1.
      copy.delete('page');
      return copy;
    });
  };

  const items = list ?? [];
  return (
    <section>
      <PageHeader title={t('inbox.title')} intro={t('inbox.intro')} />
      <fieldset className="bo-segmented">
        <legend>{t('inbox.filter')}</legend>
        {INBOX_FILTERS.map((f) => (
          <label key={f} className={f === filter ? 'is-active' : undefined}>
            <input type="radio" name="filtre" value={f} checked={f === filter} onChange={() => chooseFilter(f)} />
            {t(`inbox.filter.${f}`)}
          </label>
        ))}
      </fieldset>
      <ListControls list="demandesContact" state={listState} onChange={changeList} filters={false} />
      <ErrorBanner error={actionError ?? undefined} />
      {loaded.loading && !loaded.data ? (
        <Loading label={t('state.loading')} />
      ) : loaded.error ? (
        <ErrorBanner error={loaded.error} />
      ) : items.length === 0 ? (
        <ListEmpty state={listState} onChange={changeList} empty={t('inbox.empty')} />
      ) : (
        <>
          <p className="bo-muted" aria-live="polite">
            {t('inbox.count', { count: (loaded.data?.total ?? 0) - ((loaded.data?.donnees.length ?? 0) - items.length) })}
          </p>
          <ul className="bo-inbox">
            {items.map((d) => {
              const overdue = isOverdue(d, now);
              return (
                <li key={d._id} className={`bo-panel bo-inbox-item${overdue ? ' is-overdue' : ''}${d.traitee ? ' is-handled' : ''}`}>
                  <article aria-labelledby={`demande-${d._id}`}>
                    <header className="bo-inbox-head">
                      <h2 id={`demande-${d._id}`}>
                        {d.nom}
                        {d.entreprise ? <span className="bo-muted"> · {d.entreprise}</span> : null}
                      </h2>
                      {overdue ? <span className="bo-badge bo-badge--danger">{t('inbox.overdue')}</span> : null}
                      {d.traitee ? (
                        <span className="bo-badge bo-badge--ok">{t('inbox.handledOn', { date: date(d.traiteeLe) })}</span>
                      ) : null}
                    </header>
                    <p className="bo-muted">
                      <time dateTime={d.dateCreation}>{t('inbox.received', { date: date(d.dateCreation) })}</time>
                      {!d.traitee ? (
                        <>
                          {' · '}
                          <time dateTime={d.reponseAvant}>{t('inbox.deadline', { date: date(d.reponseAvant) })}</time>
                        </>
                      ) : null}
                    </p>
                    <dl className="bo-inbox-meta">
                      <div>
                        <dt>{t('inbox.email')}</dt>
                        <dd>
                          <a href={`mailto:${d.email}`}>{d.email}</a>
                        </dd>
                      </div>
                      <div>
                        <dt>{t('inbox.phone')}</dt>
                        <dd>
                          <a href={telHref(d.numero)}>{d.numero}</a>
                        </dd>
                      </div>
                      {d.secteur ? (
                        <div>
                          <dt>{t('inbox.sector')}</dt>
                          <dd>{label(sectorKey(d.secteur), d.secteur)}</dd>
                        </div>
                      ) : null}
                      <div>
                        <dt>{t('inbox.language')}</dt>
                        <dd>{label(languageKey(d.langue), d.langue)}</dd>
                      </div>
                    </dl>
                    <p className="bo-inbox-text">{d.description}</p>
                    <div className="bo-form-actions">
                      <a className="bo-button bo-button--small" href={`mailto:${d.email}`}>
                        {t('inbox.reply')}
                      </a>
                      {!d.traitee ? (
                        <button
                          type="button"
                          className="bo-button bo-button--small bo-button--primary"
                          disabled={marking !== null}
                          onClick={() => void setHandled(d, true)}
                        >
                          {marking === d._id ? t('inbox.marking') : t('inbox.markHandled')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className="bo-button bo-button--small"
                          disabled={marking !== null}
                          onClick={() => void setHandled(d, false)}
                        >
                          {marking === d._id ? t('inbox.marking') : t('inbox.reopen')}
                        </button>
                      )}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
          <Pagination state={listState} total={loaded.data?.total ?? 0} onChange={changeList} />
        </>
      )}
    </section>
  );
}
