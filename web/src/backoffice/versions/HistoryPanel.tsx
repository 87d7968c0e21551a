// The "Historique" panel of the content and partner forms (docs/product.md, "Historique"): the item's
// versions, newest first, with who, when and which fields changed; choosing one shows its values beside
// the current ones, field by field, as a reader knows them (VersionValue.tsx), and "Restaurer cette
// version" asks first (what the restore does to the site), then makes the item take its content (the
// item's state stays: publishing and withdrawing are the save bar's).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider, type CorbeilleType } from '../api/provider';
import { ActionOutcome, ErrorBanner, Loading, useAction, useLoad } from '../ui';
import { useConfirm } from '../ui/ConfirmDialog';
import { formatDateTime } from '../ui/dates';
import { restoreEffect, valueKind, versionChanges } from './diff';
import type { Version, VersionResume } from './types';
import { VersionValue } from './VersionValue';
import { useFieldLabel } from '../i18n/labels';
import { definitionOfCollection } from '@teranga/domain';

const EFFECT = { live: 'historique.confirmLive', scheduled: 'historique.confirmScheduled', draft: 'historique.confirmDraft' } as const;

interface Props<T> {
  type: CorbeilleType;
  id: string;
  /** The item as stored now (the form's loaded item); the panel reloads its list when it changes. */
  current: T;
  /** Called with the item as the restore left it. */
  onRestored: (item: T) => void;
}

export function HistoryPanel<T extends object>({ type, id, current, onRestored }: Props<T>) {
  const { t, i18n } = useTranslation('recovery');
  const headingId = useId();
  const versions = useLoad(
    async (signal) => (await dataProvider.versions<{ donnees: VersionResume[] }>(type, id, signal)).donnees ?? [],
    [type, id, current],
  );
  const [chosen, setChosen] = useState<Version | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { running, error, run } = useAction();
  const [dialog, ask] = useConfirm();

  const choose = (version: VersionResume) =>
    run(`show:${version._id}`, async () => {
      setNotice(null);
      setChosen((await dataProvider.version<{ donnees: Version }>(type, id, version._id)).donnees);
    });
  const restore = async (version: Version) => {
    const confirmed = await ask({
      title: t('historique.confirmTitle', { date: when(version) }),
      body: (
        <>
          <p>{t(EFFECT[restoreEffect(current as Record<string, unknown>)])}</p>
          {changes.some((change) => change.field === 'slug') ? <p>{t('historique.confirmAddress')}</p> : null}
        </>
      ),
      confirmLabel: t('historique.confirm'),
    });
    if (!confirmed) return;
    await run(`restore:${version._id}`, async () => {
      const item = await dataProvider.restoreVersion<T>(type, id, version._id);
      setChosen(null);
      setNotice(t('historique.restored'));
      onRestored(item);
    });
  };

  // A partner's `nom` is its name, not a person's last name: the type's own labels first.
  const definition = definitionOfCollection(type);
  const fieldLabel = useFieldLabel(definition);
  // A resume names a changed address with its language (`slug.en`): "Adresse de la page (en)".
  const label = (field: string) => {
    const [name, lang] = field.split('.');
    return lang ? `${fieldLabel(name)} (${lang})` : fieldLabel(field);
  };
  const when = (v: VersionResume) => formatDateTime(v.date, i18n.language);
  const changes = chosen ? versionChanges(chosen.valeurs, current as Record<string, unknown>) : [];

  return (
    <section className="bo-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('historique.title')}</h2>
      <ActionOutcome error={error} notice={notice} />
      {versions.loading && !versions.data ? (
        <Loading label={t('historique.loading')} />
      ) : versions.error ? (
        <ErrorBanner error={versions.error} />
      ) : !versions.data?.length ? (
        <p className="bo-muted">{t('historique.empty')}</p>
      ) : (
        <ol className="bo-history-list">
          {versions.data.map((v) => (
            <li key={v._id} aria-current={chosen?._id === v._id ? 'true' : undefined}>
              <span>
                {t('historique.version', {
                  date: when(v),
                  auteur: [v.auteur.prenom, v.auteur.nom].filter(Boolean).join(' ') || v.auteur._id,
                })}
              </span>{' '}
              <span className="bo-muted">
                {v.restaureDe
                  ? t('historique.restoredFrom', { date: formatDateTime(v.restaureDe, i18n.language) })
                  : v.resume === 'création'
                    ? t('historique.creation')
                    : t('historique.changes', { resume: v.resume.split(', ').map(label).join(', ') })}
              </span>{' '}
              <button type="button" className="bo-button bo-button--small" disabled={running !== null} onClick={() => void choose(v)}>
                {t('historique.show')}
              </button>
            </li>
          ))}
        </ol>
      )}
      {chosen ? (
        <div className="bo-history-compare">
          <h3>{t('historique.compareTitle', { date: when(chosen) })}</h3>
          {changes.length === 0 ? (
            <p className="bo-muted">{t('historique.same')}</p>
          ) : (
            // Each cell carries its column's heading: on a phone the table stacks and keeps them.
            <table className="bo-table bo-history-table">
              <thead>
                <tr>
                  <th scope="col">{t('historique.field')}</th>
                  <th scope="col">{t('historique.versionValue')}</th>
                  <th scope="col">{t('historique.currentValue')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={`${change.field}:${change.lang ?? ''}`}>
                    <th scope="row" data-label={t('historique.field')}>
                      {change.lang ? `${label(change.field)} (${change.lang})` : label(change.field)}
                    </th>
                    <td data-label={t('historique.versionValue')}>
                      <VersionValue kind={valueKind(change.field, definition)} field={change.field} value={change.version} />
                    </td>
                    <td data-label={t('historique.currentValue')}>
                      <VersionValue kind={valueKind(change.field, definition)} field={change.field} value={change.current} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p className="bo-page-actions">
            <button type="button" className="bo-button bo-button--primary" disabled={running !== null} onClick={() => void restore(chosen)}>
              {t('historique.restore')}
            </button>{' '}
            <button type="button" className="bo-button bo-button--small" onClick={() => setChosen(null)}>
              {t('historique.close')}
            </button>
          </p>
        </div>
      ) : null}
      {dialog}
    </section>
  );
}
