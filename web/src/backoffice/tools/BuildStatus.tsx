import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { dataProvider } from '../api/provider';
import { useLoad } from '../ui';
import { formatDateTime } from '../ui/dates';
import type { BuildStatusAnswer, EtatSite } from './types';

const ETATS: readonly EtatSite[] = ['a_jour', 'reconstruction', 'echec', 'inconnu'];
const TONE: Record<EtatSite, string> = { a_jour: 'ok', reconstruction: 'info', echec: 'danger', inconnu: 'muted' };

/** The answer read defensively: an unknown etat counts as inconnu. */
export function readBuildStatus(answer: unknown): BuildStatusAnswer['donnees'] | null {
  const donnees = (answer as Partial<BuildStatusAnswer> | null)?.donnees;
  if (!donnees || typeof donnees !== 'object') return null;
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    etat: ETATS.includes(donnees.etat) ? donnees.etat : 'inconnu',
    depuis: text(donnees.depuis),
    derniereReussite: text(donnees.derniereReussite),
    raison: text(donnees.raison),
  };
}

/**
 * The public site's build status card (GET /site/build). A server without the endpoint (404)
 * shows nothing; other failures show the unknown state.
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
  const data = status.data ?? { etat: 'inconnu' as const, depuis: null, derniereReussite: null, raison: null };
  const date = (iso: string | null) => formatDateTime(iso, i18n.language);
  return (
    <section className="bo-panel bo-build" aria-labelledby="bo-build-title">
      <h2 id="bo-build-title">{t('build.title')}</h2>
      <p role="status">
        <span className={`bo-badge bo-badge--${TONE[data.etat]}`}>{t(`build.etat.${data.etat}`)}</span>
        {data.depuis ? <span className="bo-muted"> {t('build.since', { date: date(data.depuis) })}</span> : null}
      </p>
      {data.raison ? <p>{t('build.reason', { raison: data.raison })}</p> : null}
      {data.derniereReussite && data.etat !== 'a_jour' ? (
        <p className="bo-muted">{t('build.lastSuccess', { date: date(data.derniereReussite) })}</p>
      ) : null}
    </section>
  );
}
