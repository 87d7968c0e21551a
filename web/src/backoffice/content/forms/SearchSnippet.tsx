// The "Référencement" part of a language tab (docs/product.md §5 "Référencement"): the page's own search title and
// description in that language, each with a live character count against the limits search engines
// show, and the result as a search engine would list it. Empty fields fall back to the title and the
// summary, as on the public page (lib/search-snippet.ts) and in the checks before publishing. A field to
// review shows what changed in its source under it, as the other texts do.
import { useTranslation } from 'react-i18next';
import type { Lang } from '@teranga/domain';
import { REFERENCEMENT_LIMITES } from '@teranga/domain';
import { FieldReview } from '../../traductions/FieldReview';
import { TextField } from './TextField';
import { snippetPreview, type LengthState } from './search-snippet';

/** What the section reads of the content form (screens/useContentForm.ts). */
interface Form {
  state: object;
  setLoc: (key: never, lang: Lang, value: string) => void;
  field: (path: string) => { error?: string; path?: string };
}

interface Props {
  /** The content type's name: article, realisation, opportunite. */
  kind: string;
  form: Form;
  lang: Lang;
}

function Counter({ count, state, min, max }: { count: number; state: LengthState; min?: number; max: number }) {
  const { t } = useTranslation('editing');
  const text = min === undefined ? t('snippet.count', { count, max }) : t('snippet.range', { count, min, max });
  const warning = state === 'long' ? t('snippet.tooLong', { max }) : state === 'short' ? t('snippet.tooShort', { min }) : '';
  return (
    <span className="bo-snippet-count" data-state={state} data-testid="snippet-count">
      {text}
      {warning ? ` — ${warning}` : ''}
    </span>
  );
}

export function SearchSnippet({ kind, form, lang }: Props) {
  const { t } = useTranslation('editing');
  const values = form.state as Record<string, Partial<Record<Lang, string>> | undefined>;
  const setLoc = form.setLoc as (key: string, lang: Lang, value: string) => void;
  const preview = snippetPreview(kind, values, lang);
  const titre = form.field(`referencementTitre.${lang}`);
  const description = form.field(`referencementDescription.${lang}`);
  const written = Boolean(values.referencementTitre?.[lang] || values.referencementDescription?.[lang]);
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <details className="bo-snippet" open={written || Boolean(titre.error || description.error) || undefined}>
      <summary>{t('snippet.summary')}</summary>
      <TextField
        label={`${t('snippet.titre')} (${lang})`}
        value={values.referencementTitre?.[lang] ?? ''}
        onChange={(v) => setLoc('referencementTitre', lang, v)}
        hint={
          <>
            {t('snippet.titreHint')}{' '}
            <Counter count={preview.titre.length} state={preview.titreState} max={REFERENCEMENT_LIMITES.titreMax} />
          </>
        }
        {...titre}
      />
      <FieldReview champ="referencementTitre" lang={lang} />
      <TextField
        label={`${t('snippet.description')} (${lang})`}
        value={values.referencementDescription?.[lang] ?? ''}
        onChange={(v) => setLoc('referencementDescription', lang, v)}
        multiline
        rows={3}
        hint={
          <>
            {t('snippet.descriptionHint')}{' '}
            <Counter
              count={preview.description.length}
              state={preview.descriptionState}
              min={REFERENCEMENT_LIMITES.descriptionMin}
              max={REFERENCEMENT_LIMITES.descriptionMax}
            />
          </>
        }
        {...description}
      />
      <FieldReview champ="referencementDescription" lang={lang} />
      <figure className="bo-snippet-preview" lang={lang} data-testid="snippet-preview">
        <figcaption>{t('snippet.preview')}</figcaption>
        <p className="bo-snippet-url">
          {host}
          {preview.path}
        </p>
        <p className="bo-snippet-title">{preview.titre}</p>
        <p className="bo-snippet-description">{preview.description}</p>
      </figure>
    </details>
  );
}
