// The "Référencement" part of a language tab (docs/product.md §5 "Référencement"): the page's own search title and
// description in that language, each with a live character count against the limits search engines
// show, and the result as a search engine would list it. Empty fields fall back to the title and the
// summary, as on the public page (lib/referencement.ts) and in the checks before publishing. A field to
// review shows what changed in its source under it, as the other texts do.
import { useTranslation } from 'react-i18next';
import type { Lang } from '@teranga/domain';
import { REFERENCEMENT_LIMITES } from '@teranga/domain';
import { FieldReview } from '../../traductions/FieldReview';
import { TextField } from './TextField';
import { referencementPreview, type LengthState } from './referencement';

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
  const text = min === undefined ? t('referencement.count', { count, max }) : t('referencement.range', { count, min, max });
  const warning = state === 'long' ? t('referencement.tooLong', { max }) : state === 'short' ? t('referencement.tooShort', { min }) : '';
  return (
    <span className="bo-referencement-count" data-state={state} data-testid="referencement-count">
      {text}
      {warning ? ` — ${warning}` : ''}
    </span>
  );
}

export function ReferencementFields({ kind, form, lang }: Props) {
  const { t } = useTranslation('editing');
  const values = form.state as Record<string, Partial<Record<Lang, string>> | undefined>;
  const setLoc = form.setLoc as (key: string, lang: Lang, value: string) => void;
  const preview = referencementPreview(kind, values, lang);
  const titre = form.field(`referencementTitre.${lang}`);
  const description = form.field(`referencementDescription.${lang}`);
  const written = Boolean(values.referencementTitre?.[lang] || values.referencementDescription?.[lang]);
  const host = typeof window === 'undefined' ? '' : window.location.host;
  return (
    <details className="bo-referencement" open={written || Boolean(titre.error || description.error) || undefined}>
      <summary>{t('referencement.summary')}</summary>
      <TextField
        label={`${t('referencement.titre')} (${lang})`}
        value={values.referencementTitre?.[lang] ?? ''}
        onChange={(v) => setLoc('referencementTitre', lang, v)}
        hint={
          <>
            {t('referencement.titreHint')}{' '}
            <Counter count={preview.titre.length} state={preview.titreState} max={REFERENCEMENT_LIMITES.titreMax} />
          </>
        }
        {...titre}
      />
      <FieldReview champ="referencementTitre" lang={lang} />
      <TextField
        label={`${t('referencement.description')} (${lang})`}
        value={values.referencementDescription?.[lang] ?? ''}
        onChange={(v) => setLoc('referencementDescription', lang, v)}
        multiline
        rows={3}
        hint={
          <>
            {t('referencement.descriptionHint')}{' '}
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
      <figure className="bo-referencement-preview" lang={lang} data-testid="referencement-preview">
        <figcaption>{t('referencement.preview')}</figcaption>
        <p className="bo-referencement-url">
          {host}
          {preview.path}
        </p>
        <p className="bo-referencement-title">{preview.titre}</p>
        <p className="bo-referencement-description">{preview.description}</p>
      </figure>
    </details>
  );
}
