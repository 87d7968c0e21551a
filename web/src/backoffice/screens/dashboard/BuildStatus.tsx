import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { dataProvider } from '../../api/provider';
import { useLoad } from '../../ui';
import { formatDateTime } from '../../ui/dates';
import type { BuildStatusAnswer, EtatSite } from '../../resources/outils/types';

const ETATS: readonly EtatSite[] = ['a_jour', 'reconstruction', 'echec', 'inconnu'];
const TONE: Record<EtatSite, string> = { a_jour: 'ok', reconstruction: 'info', echec: 'danger', inconnu: 'muted' };

/** The answer read defensively: an unknown etat counts as inconnu. */
export function readBuildStatus(answer: unknown): BuildStatusAnswer['donnees'] | null {
  const donnees = (answer as Partial<BuildStatusAnswer> | null)?.donnees;
  if (!donnees || typeof donnees !== 'object') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const asked = donnees.demande && typeof donnees.demande === 'object' ? donnees.demande : null;
  const prochainEssai = text(asked?.prochainEssai);
  return {
    etat: ETATS.includes(donnees.etat) ? donnees.etat : 'inconnu',
    depuis: text(donnees.depuis),
    derniereReussite: text(donnees.derniereReussite),
    raison: text(donnees.raison),
    demande:
      asked && prochainEssai
        ? {
            depuis: text(asked.depuis) ?? prochainEssai,
            prochainEssai,
            essais: typeof asked.essais === 'number' && asked.essais > 0 ? Math.floor(asked.essais) : 0,
            raison: text(asked.raison),
          }
        : null,
  };
}

/**
 * The public site's build status card (GET /site/build): the state, why a build failed and when it is
 * tried again, and a rebuild request the build service has not accepted yet. A server without the
 * endpoint (404) shows nothing; other failures show the unknown state.
 */
export default function BuildStatus() {
  const { t, i18n } = useTranslation('tools');
  const status = useLoad(async (signal) => {
    try {
      return readBuildStatus(await dataProvider.buildStatus(signal));
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  }, []);
  if (status.loading || (!status.error && !status.data)) return null;
  const data = status.data ?? { etat: 'inconnu' as const, depuis: null, derniereReussite: null, raison: null, demande: null };
  const { demande } = data;
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <section className="bo-panel bo-build" aria-labelledby="bo-build-title">
      <h2 id="bo-build-title">{t('build.title')}</h2>
      <p role="status">
        <span className={`bo-badge bo-badge--${TONE[data.etat]}`}>{t(`build.etat.${data.etat}`)}</span>
        {data.depuis ? <span className="bo-muted"> {t('build.since', { date: date(data.depuis) })}</span> : null}
      </p>
      {data.raison ? <p>{t('build.reason', { raison: data.raison })}</p> : null}
      {/* A failed build is retried once (the request waits); after that, the next publication rebuilds. */}
      {data.etat === 'echec' ? <p>{demande ? t('build.retry', { date: date(demande.prochainEssai) }) : t('build.noRetry')}</p> : null}
      {demande && demande.essais > 0 ? (
        <p role="alert">
          {t('build.requestRefused', { count: demande.essais, raison: demande.raison ?? '?', date: date(demande.prochainEssai) })}
        </p>
      ) : demande && data.etat !== 'echec' ? (
        <p className="bo-muted">{t('build.requestWaiting', { date: date(demande.prochainEssai) })}</p>
      ) : null}
      {data.derniereReussite && data.etat !== 'a_jour' ? (
        <p className="bo-muted">{t('build.lastSuccess', { date: date(data.derniereReussite) })}</p>
      ) : null}
    </section>
  );
}
