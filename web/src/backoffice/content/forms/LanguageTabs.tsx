// fr / en / pt tabs over the language-keyed fields (WAI-ARIA tabs: arrows move between tabs).
// Every panel stays mounted so that typed text survives a tab change; a tab whose fields carry an
// error says so, because its fields are out of sight; each tab shows its translation state.
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import type { EtatTraduction } from '@teranga/domain';
import { CONTENT_LANGS, type ContentLang } from '../types';
import { TabState } from '../../traductions/TabState';

interface Props {
  active: ContentLang;
  onChange: (lang: ContentLang) => void;
  errors?: ReadonlySet<ContentLang>;
  /** Each language's translation state (traductions/review.ts). */
  states?: Partial<Record<ContentLang, EtatTraduction>>;
  children: (lang: ContentLang) => ReactNode;
  /** "Copier depuis le français" (and any other filled language): fills the panel's empty fields. */
  copy?: { sources: (to: ContentLang) => ContentLang[]; fill: (from: ContentLang, to: ContentLang) => void };
}

export function LanguageTabs({ active, onChange, errors, states, children, copy }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const { t: te } = useTranslation('editing');
  const id = useId();
  const buttons = useRef<Partial<Record<ContentLang, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: CONTENT_LANGS.length - 1 - index };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const next = CONTENT_LANGS[(index + move + CONTENT_LANGS.length) % CONTENT_LANGS.length];
    onChange(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="bo-lang-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="bo-tablist">
        {CONTENT_LANGS.map((lang, index) => {
          const hasError = errors?.has(lang) ?? false;
          return (
            <button
              key={lang}
              ref={(el) => {
                buttons.current[lang] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${lang}`}
              aria-controls={`${id}-panel-${lang}`}
              aria-selected={active === lang}
              tabIndex={active === lang ? 0 : -1}
              className={`bo-tab${hasError ? ' has-error' : ''}`}
              onClick={() => onChange(lang)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {t(`lang.${lang}`)}
              {/* The code is read out everywhere, shown where there is room. */}
              <span className="bo-tab-code"> ({lang})</span>
              {states?.[lang] ? <TabState etat={states[lang]} /> : null}
              {hasError ? <span className="bo-tab-error"> {t('tabs.hasError')}</span> : null}
            </button>
          );
        })}
      </div>
      {CONTENT_LANGS.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={active !== lang}
          className="bo-tabpanel"
        >
          {copy && copy.sources(lang).length ? (
            <p className="bo-copy-from">
              {copy.sources(lang).map((from) => (
                <button
                  key={from}
                  type="button"
                  className="bo-button bo-button--small"
                  title={te('copyHint')}
                  onClick={() => copy.fill(from, lang)}
                >
                  {te(`copyFrom.${from}`)}
                </button>
              ))}
            </p>
          ) : null}
          {children(lang)}
        </div>
      ))}
    </div>
  );
}
