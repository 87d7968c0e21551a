// "Côte à côte": the source language's texts, read-only, beside the language tab being translated
// (its fields editable on the right); the source is chosen, French unless French is the one translated.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, trackedFields, type ContentDefinition, type Lang } from '@teranga/domain';
import { visibleText } from './review';
import './review.css';
import { useFieldLabel } from '../i18n/labels';

/** The source shown for `target`: the one chosen, else the first other language (French first). */
export const sourceFor = (chosen: Lang, target: Lang): Lang => (chosen !== target ? chosen : (LANGS.find((l) => l !== target) ?? 'fr'));

interface Props {
  definition: ContentDefinition;
  values: object;
  target: Lang;
  source: Lang;
  onSource: (lang: Lang) => void;
}

export function SourceColumn({ definition, values, target, source, onSource }: Props) {
  const { t } = useTranslation('traductions');
  const { t: tc } = useTranslation('content');
  const id = useId();
  const fieldLabel = useFieldLabel(definition);
  const texts = values as Record<string, Partial<Record<Lang, unknown>> | undefined>;
  return (
    <aside className="bo-source" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bo-source-title">
        {t('sideBySide.sourceTitle', { lang: tc(`lang.${source}`) })}
      </h2>
      <label className="bo-source-choice">
        {t('sideBySide.source')}{' '}
        <select value={source} onChange={(event) => onSource(event.target.value as Lang)}>
          {LANGS.filter((lang) => lang !== target).map((lang) => (
            <option key={lang} value={lang}>
              {tc(`lang.${lang}`)}
            </option>
          ))}
        </select>
      </label>
      <dl className="bo-source-fields" lang={source}>
        {trackedFields(definition).map((name) => {
          const text = visibleText(definition, name, texts[name]?.[source]);
          const label = fieldLabel(name);
          return (
            <div key={name} className="bo-source-field">
              <dt>{label}</dt>
              <dd>{text || <span className="bo-source-empty">{t('sideBySide.empty')}</span>}</dd>
            </div>
          );
        })}
      </dl>
    </aside>
  );
}

export function SideBySideToggle({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation('traductions');
  return (
    <p className="bo-side-by-side-toggle">
      <button type="button" className="bo-button bo-button--secondary bo-button--small" aria-pressed={on} onClick={onToggle}>
        {t('sideBySide.toggle')}
      </button>
    </p>
  );
}
