// The link dialog's search among the site's pages (docs/product.md, "Liens internes"): the published
// articles, réalisations and opportunités whose title, in the language of the text being written,
// contains the words typed. Choosing one links to it by reference, so the link follows its page.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang, SitePage } from '@teranga/domain';
import { dataProvider } from '../../api/provider';

/** How long the search field stays still before it is sent. */
export const SITE_SEARCH_DELAY_MS = 250;

type Found = { words: string; pages: SitePage[] } | { words: string; failed: true };

export function SitePageSearch({ lang, onChoose }: { lang: Lang; onChoose: (page: SitePage) => void }) {
  const { t } = useTranslation('editing');
  const id = useId();
  const [words, setWords] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const wanted = words.trim();

  useEffect(() => {
    if (!wanted) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dataProvider
        .sitePages(lang, wanted, controller.signal)
        .then((pages) => setFound({ words: wanted, pages }))
        .catch(() => {
          if (!controller.signal.aborted) setFound({ words: wanted, failed: true });
        });
    }, SITE_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [lang, wanted]);

  // An answer for other words than those in the field is not shown.
  const current = wanted && found?.words === wanted ? found : null;
  return (
    <div className="bo-rich-pages">
      <label htmlFor={id}>{t('linkSearch', { lang })}</label>
      <input
        id={id}
        type="search"
        value={words}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onChange={(event) => setWords(event.target.value)}
        onKeyDown={(event) => {
          // Enter chooses the first page found; it never submits the content form around the editor.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          event.stopPropagation();
          if (current && !('failed' in current) && current.pages[0]) onChoose(current.pages[0]);
        }}
      />
      <p id={`${id}-status`} role="status" className="bo-hint">
        {!current
          ? ''
          : 'failed' in current
            ? t('linkSearchFailed')
            : current.pages.length === 0
              ? t('linkSearchNone')
              : t('linkSearchCount', { count: current.pages.length })}
      </p>
      {current && !('failed' in current) && current.pages.length > 0 ? (
        <ul aria-label={t('linkSearchResults')}>
          {current.pages.map((page) => (
            <li key={page.reference}>
              <button type="button" onClick={() => onChoose(page)}>
                <span>{page.titre}</span> <small>{t(`linkKind.${page.type}`)}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
