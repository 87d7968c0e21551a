// One value of the "Historique" comparison, as a reader knows it: formatted text rendered (sanitized
// again by the site's sanitizer, lib/rich-text.ts, loaded only when a comparison shows formatted text),
// pictures as thumbnails, states and dates in words of the interface language (diff.ts).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../content/form-namespaces';
import { mediaUrl } from '../api/client';
import { picturePaths, readableValue, type ValueKind } from './diff';

/** Formatted text as sanitized HTML; its plain words until the sanitizer is loaded. */
function RichValue({ value }: { value: string }) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('../../lib/rich-text').then(({ richHtml }) => {
      if (live) setHtml(richHtml(value));
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (html === null) return <span className="bo-muted">…</span>;
  if (!html) return <>—</>;
  // Sanitized by sanitize-html with the CMS's own settings (RICH_TEXT_SANITIZE_OPTIONS) just above.
  return <div className="bo-history-rich" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function VersionValue({ kind, field, value }: { kind: ValueKind; field: string; value: unknown }) {
  const { t, i18n } = useTranslation('recovery');
  const { t: tContent } = useTranslation(CONTENT_FORM, FALLBACK);
  if (kind === 'richText' && typeof value === 'string' && value.trim()) return <RichValue value={value} />;
  if (kind === 'image') {
    const paths = picturePaths(value);
    if (!paths.length) return <>—</>;
    return (
      <span className="bo-history-pictures">
        {paths.map((path) => (
          <img
            key={path}
            src={mediaUrl(path)}
            alt={t('historique.picture', { nom: path.split('/').pop() ?? path })}
            className="bo-history-thumb"
            loading="lazy"
          />
        ))}
      </span>
    );
  }
  const words = (key: string, fallback: string) => (key.startsWith('historique.') ? t(key) : tContent(key, { defaultValue: fallback }));
  return <>{readableValue(kind, field, value, i18n.language, words)}</>;
}
