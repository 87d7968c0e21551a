// "À traduire" on the dashboards: per language, how many articles, réalisations and opportunités still
// need a translation there (incomplete or to review), each count a link to the list filtered on it. The
// server scopes the lists: an administrator counts everything, an adviser their own items.
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { LANGS, type Lang } from '@teranga/domain';
import { dataProvider } from '../api/provider';
import { formatCount } from '../content/list';
import type { ContentKind } from '../content/types';
import { ErrorBanner, Loading, useLoad } from '../ui';

const KINDS: ContentKind[] = ['articles', 'realisations', 'opportunites'];

type Counts = Record<Lang, Record<ContentKind, number>>;

async function loadCounts(signal: AbortSignal): Promise<Counts> {
  const pairs = LANGS.flatMap((lang) => KINDS.map((kind) => [lang, kind] as const));
  const totals = await Promise.all(
    pairs.map(([lang, kind]) => dataProvider.getPage(kind, `?aTraduire=${lang}&taille=1`, signal).then((page) => page.total)),
  );
  const counts = Object.fromEntries(LANGS.map((lang) => [lang, {}])) as Counts;
  pairs.forEach(([lang, kind], index) => {
    counts[lang][kind] = totals[index];
  });
  return counts;
}

export function TraductionsToDo({ base }: { base: '/admin' | '/conseiller' }) {
  const { t, i18n } = useTranslation('content');
  const { t: tl } = useTranslation('lists');
  const counts = useLoad(loadCounts, []);
  if (counts.loading) return <Loading />;
  if (counts.error || !counts.data) return <ErrorBanner error={counts.error} />;
  const data = counts.data;
  return (
    <section className="bo-panel" aria-labelledby="bo-to-translate">
      <h2 id="bo-to-translate">{t('traductions.toDo.title')}</h2>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">{t('traductions.toDo.language')}</th>
            {KINDS.map((kind) => (
              <th key={kind} scope="col" className="bo-number">
                {t(`traductions.toDo.${kind}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LANGS.map((lang) => (
            <tr key={lang}>
              <th scope="row">{t(`lang.${lang}`)}</th>
              {KINDS.map((kind) => (
                <td key={kind} className="bo-number">
                  {data[lang][kind] ? (
                    <Link
                      to={`${base}/${kind}?aTraduire=${lang}`}
                      aria-label={t('traductions.toDo.link', {
                        count: data[lang][kind],
                        kind: t(`traductions.toDo.${kind}`),
                        lang: tl(`filter.aTraduire.${lang}`),
                      })}
                    >
                      {formatCount(data[lang][kind], i18n.language)}
                    </Link>
                  ) : (
                    '0'
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
