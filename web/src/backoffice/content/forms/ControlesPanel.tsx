// The checks before publishing (docs/product.md, "Contrôles") as the editor types: the form's values
// are sent to the CMS a moment after the last change (nothing is stored), and the answer is shown per
// language, errors first, each a link to its field. The publish control reads the error count.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { LANGS, type Controle } from '@teranga/domain';
import { dataProvider } from '../../api/provider';
import { focusField } from '../../ui/fieldTarget';
import type { Submission } from '../screens/useContentForm';
import type { ContentKind } from '../types';
import { useMessages } from '../../i18n/useMessages';

/** How long the form stays still before its values are checked. */
export const CONTROLES_DELAY_MS = 800;

/**
 * The form's body without its new files: the checks read the texts, and a picture is sent only on save.
 * How many pictures each field has waiting is said instead (`fichiersEnAttente[images]=2`), so that the
 * rules count them as a save would.
 */
export function withoutFiles(body: FormData): FormData {
  const out = new FormData();
  const pending = new Map<string, number>();
  for (const [key, value] of body.entries()) {
    if (typeof value === 'string') out.append(key, value);
    else if (value.size > 0) pending.set(key, (pending.get(key) ?? 0) + 1);
  }
  for (const [field, count] of pending) out.append(`fichiersEnAttente[${field}]`, String(count));
  return out;
}

/** The path of the field a check is about, as the form marks its fields (`contenu.en`). */
export const checkPath = (c: Pick<Controle, 'champ' | 'langue'>): string =>
  c.langue && !c.champ.includes('.') ? `${c.champ}.${c.langue}` : c.champ;

export interface ControlesState {
  controles: Controle[] | null;
  /** The last values could not be checked (the form itself has errors, or the CMS is away). */
  stale: boolean;
}

/** Checks `values` through `prepare` a moment after they stop changing; the last answer wins. */
export function useControles(
  kind: ContentKind,
  id: string | undefined,
  prepare: () => Submission,
  values: unknown,
  delay = CONTROLES_DELAY_MS,
) {
  const [state, setState] = useState<ControlesState>({ controles: null, stale: false });
  const latest = useRef(prepare);
  useEffect(() => {
    latest.current = prepare;
  });
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      let body: FormData;
      try {
        body = withoutFiles(latest.current().build());
      } catch {
        setState((s) => ({ ...s, stale: true }));
        return;
      }
      dataProvider.controles(kind, id, body, controller.signal).then(
        (controles) => setState({ controles, stale: false }),
        () => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, stale: true }));
        },
      );
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, id, values, delay]);
  return state;
}

export const errorCount = (controles: readonly Controle[] | null): number => (controles ?? []).filter((c) => c.niveau === 'erreur').length;

interface Props {
  checks: ControlesState;
  /** Shows a field's language tab before its control takes the focus. */
  reveal: (path: string) => void;
}

export function ControlesPanel({ checks, reveal }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const messages = useMessages();
  const ref = useRef<HTMLElement>(null);
  const list = checks.controles ?? [];
  const errors = errorCount(list);
  const warnings = list.length - errors;
  const groups = [...LANGS, null]
    .map((langue) => ({ langue, items: list.filter((c) => c.langue === langue) }))
    .filter((g) => g.items.length);

  function go(path: string) {
    reveal(path);
    focusField(ref.current?.closest('form') ?? document, path);
  }

  return (
    <section ref={ref} className="bo-checks" aria-labelledby="bo-checks-title" data-testid="checks">
      <h2 id="bo-checks-title" className="bo-checks-title">
        {t('checks.title')}
      </h2>
      {/* Not a live region: it changes as the editor types; the save bar announces what stops publishing. */}
      <p className={errors ? 'bo-checks-count bo-checks-count--blocked' : 'bo-checks-count'}>
        {checks.controles === null ? t('checks.pending') : errors ? t('checks.errors', { count: errors }) : t('checks.ready')}
        {warnings ? ` · ${t('checks.warnings', { count: warnings })}` : ''}
      </p>
      {checks.stale ? <p className="bo-hint">{t('checks.stale')}</p> : null}
      {groups.map(({ langue, items }) => (
        <div key={langue ?? 'all'} className="bo-checks-group">
          <h3 className="bo-checks-lang">{langue ? t(`lang.${langue}`) : t('checks.general')}</h3>
          <ul>
            {items.map((c, index) => (
              <li key={`${c.code}:${c.champ}:${index}`} className={`bo-check bo-check--${c.niveau}`}>
                <span className="bo-check-level">{t(`checks.${c.niveau}`)}</span>{' '}
                <button type="button" className="bo-link-button" onClick={() => go(checkPath(c))}>
                  {messages.text(c.code, c.params, c.message)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
