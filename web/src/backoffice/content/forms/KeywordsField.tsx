// Keywords typed comma-separated (docs/product.md §5); the parsed list shows under the field.
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { splitKeywords } from '../payload';
import { TextField } from './TextField';
import type { ContentLang } from '../types';
import { useFieldLabel } from '../../i18n/labels';

interface Props {
  lang: ContentLang;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function KeywordsField({ lang, value, onChange, error }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const keywords = splitKeywords(value);
  return (
    <div className="bo-keywords">
      <TextField
        label={`${label('motsCles')} (${lang})`}
        hint={t('field.motsClesHint')}
        value={value}
        onChange={onChange}
        error={error}
        path={`motsCles.${lang}`}
      />
      {keywords.length > 0 ? (
        <ul className="bo-chips" aria-label={`${label('motsCles')} (${lang})`}>
          {keywords.map((keyword, index) => (
            <li key={`${keyword}-${index}`}>{keyword}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
