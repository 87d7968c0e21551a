// The preview panel beside a content form (docs/backoffice.md, "Aperçu"): the same signed, noindex,
// no-store page as the "Aperçu" tab, in the language tab shown, rendered again a moment after the editor
// stops typing and patched into the page shown (morph.ts), so it keeps its scroll and never flashes.
// While the values are refused it keeps the last good page and says which field stops it. A click on a
// marked part of the page (marks.ts) takes the editor to its field; the checks with a place in the page
// are outlined there.
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Controle } from '@teranga/domain';
import { dataProvider } from '../../api/provider';
import { ApiError } from '../../api/errors';
import type { FieldError } from '../../api/types';
import { useFieldLabel } from '../../i18n/labels';
import { useMessages } from '../../i18n/useMessages';
import { postApercu } from './tab';
import type { Submission } from '../screens/useContentForm';
import type { ContentKind, ContentLang } from '../types';
import { controlePlaces, type ControlePlace } from './controles';
import { markTarget } from './marks';
import { morphDocument, TOOL_ATTR } from './morph';
import { pictureSwaps, swapInDocument, swapInHtml, withStandIns } from './pictures';
import { createRefresher, type Refresher } from './refresh';
import { FRAME_SIZE_NAMES, fitFrame, type FrameSize } from './sizes';

type Status = 'waiting' | 'rendering' | 'current' | 'refused' | 'failed';

interface Props {
  kind: ContentKind;
  id: string | undefined;
  lang: ContentLang;
  prepare: () => Submission;
  /** The form's values: each change renders the page again after a pause. */
  values: unknown;
  /** Takes the editor to a field of the form (its language tab shown), at a block of a formatted text. */
  goToField: (path: string, block: number | null) => void;
  /** The checks before publishing, whose places in the page are outlined. */
  controles: readonly Controle[] | null;
  size: FrameSize;
  onSize: (size: FrameSize) => void;
}

/** Styles the panel adds to its page: what a click edits, and where a check stands. */
const TOOL_CSS = `
[data-apercu-champ] { cursor: pointer; }
[data-apercu-champ]:hover { outline: 2px dashed #0b6e69; outline-offset: 3px; }
[data-apercu-controle] { outline: 3px solid #b3261e; outline-offset: 2px; cursor: pointer; }
.apercu-etiquette { position: fixed; z-index: 2147483647; pointer-events: none; margin: 0; padding: 2px 8px;
  border-radius: 4px; background: #0b2e4a; color: #fff; font: 600 13px/1.5 system-ui, sans-serif; }
`;

/** The page's search snippet (its marked `<title>` and description), which a search engine lists. */
interface Snippet {
  title: { path: string; text: string } | null;
  description: { path: string; text: string } | null;
}

function snippetOf(doc: Document): Snippet {
  const part = (selector: string, text: (element: Element) => string) => {
    const element = doc.head?.querySelector(selector);
    const target = element ? markTarget(element) : null;
    return target ? { path: target.path, text: text(element!) } : null;
  };
  return {
    title: part('title', (element) => element.textContent ?? ''),
    description: part('meta[name="description"]', (element) => element.getAttribute('content') ?? ''),
  };
}

/** Posts the token into the panel's frame (a real load, with the preview route's own headers) and waits for it. */
function loadInto(frame: HTMLIFrameElement, adresse: string, jeton: string, lang: ContentLang, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      frame.removeEventListener('load', done);
      signal.removeEventListener('abort', abort);
    };
    const done = () => {
      cleanup();
      resolve();
    };
    const abort = () => {
      cleanup();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    frame.addEventListener('load', done);
    signal.addEventListener('abort', abort);
    postApercu(frame.ownerDocument, adresse, jeton, lang, frame.name);
  });
}

export function ApercuPanel({ kind, id, lang, prepare, values, goToField, controles, size, onSize }: Props) {
  const { t } = useTranslation('apercu');
  const fieldLabel = useFieldLabel();
  const messages = useMessages();
  const frameName = `apercu-panneau-${useId().replace(/[^\w-]/g, '')}`;
  const frame = useRef<HTMLIFrameElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  const prepared = useRef(new WeakSet<Document>());
  const objectUrls = useRef(new Map<File, string>());
  const swaps = useRef(new Map<string, string>());
  const places = useRef<ControlePlace[]>([]);
  const [status, setStatus] = useState<Status>('waiting');
  const [refusal, setRefusal] = useState<FieldError[]>([]);
  const [available, setAvailable] = useState({ width: 0, height: 0 });
  const [snippet, setSnippet] = useState<Snippet | null>(null);

  const latest = useRef({ prepare, lang, goToField, controles, messages, t, fieldLabel });
  useEffect(() => {
    latest.current = { prepare, lang, goToField, controles, messages, t, fieldLabel };
  });

  const urlOf = (file: File) => {
    let url = objectUrls.current.get(file);
    if (!url) {
      url = URL.createObjectURL(file);
      objectUrls.current.set(file, url);
    }
    return url;
  };

  /** Outlines the checks' places in the page; called after each render and when the checks change. */
  const markChecks = (doc: Document) => {
    for (const element of Array.from(doc.querySelectorAll('[data-apercu-controle]'))) {
      element.removeAttribute('data-apercu-controle');
      element.removeAttribute('title');
    }
    const { controles: list, messages: said, t: tt } = latest.current;
    places.current = controlePlaces(doc, list ?? []);
    for (const place of places.current) {
      place.element.setAttribute('data-apercu-controle', place.path);
      place.element.setAttribute(
        'title',
        tt('check', { message: said.text(place.controle.code, place.controle.params, place.controle.message) }),
      );
    }
  };

  /** Once per page: the panel's styles, its hover label, and clicks that edit instead of navigating. */
  const prepareDocument = (doc: Document) => {
    swapInDocument(doc, swaps.current);
    if (prepared.current.has(doc)) return;
    prepared.current.add(doc);
    const style = doc.createElement('style');
    style.setAttribute(TOOL_ATTR, '');
    style.textContent = TOOL_CSS;
    doc.head.append(style);
    const label = doc.createElement('p');
    label.setAttribute(TOOL_ATTR, '');
    label.className = 'apercu-etiquette';
    label.hidden = true;
    doc.body.append(label);
    doc.addEventListener('mouseover', (event) => {
      const target = markTarget(event.target as Node);
      if (!target) {
        label.hidden = true;
        return;
      }
      const { t: tt, fieldLabel: labelOf } = latest.current;
      const field = labelOf(target.champ);
      label.textContent = tt('edit', { field: target.lang ? `${field} (${target.lang.toUpperCase()})` : field });
      const box = target.element.getBoundingClientRect();
      label.style.left = `${Math.max(4, box.left)}px`;
      label.style.top = `${Math.max(4, box.top - 26)}px`;
      label.hidden = false;
    });
    doc.addEventListener('mouseleave', () => {
      label.hidden = true;
    });
    doc.addEventListener(
      'click',
      (event) => {
        const node = event.target as Element | null;
        const flagged = node?.closest?.('[data-apercu-controle]');
        const target = markTarget(node);
        if (flagged || target) {
          event.preventDefault();
          event.stopPropagation();
          latest.current.goToField(flagged?.getAttribute('data-apercu-controle') ?? target!.path, target?.block ?? null);
          return;
        }
        // The panel stays on the preview: its links are shown, not followed.
        if (node?.closest?.('a[href]')) event.preventDefault();
      },
      true,
    );
    doc.addEventListener('submit', (event) => event.preventDefault(), true);
    // An island that sets its pictures itself (the gallery) gets the chosen files too.
    new MutationObserver(() => swapInDocument(doc, swaps.current)).observe(doc.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['src'],
    });
  };

  // One refresher per form: the first render at once, then a pause after each change; a new language
  // renders at once.
  const refresher = useRef<Refresher | null>(null);
  const seen = useRef({ values, lang });
  useEffect(() => {
    const urls = objectUrls.current;
    const render = async (signal: AbortSignal) => {
      const { prepare: current, lang: language, messages: localize } = latest.current;
      const submission = current();
      if (submission.errors.length) {
        setRefusal(localize.fieldErrors(submission.errors));
        setStatus('refused');
        return;
      }
      setStatus('rendering');
      try {
        const { body, added } = await withStandIns(submission.build());
        if (signal.aborted) return;
        const { donnees } = await dataProvider.apercu(kind, id, language, body, signal);
        swaps.current = pictureSwaps(donnees.jeton, added, urlOf);
        const target = frame.current;
        if (!target) return;
        if (!shown.current) {
          await loadInto(target, donnees.adresse, donnees.jeton, language, signal);
          shown.current = true;
        } else {
          const response = await fetch(`${donnees.adresse}?lang=${encodeURIComponent(language)}`, {
            method: 'POST',
            body: new URLSearchParams({ jeton: donnees.jeton }),
            credentials: 'same-origin',
            signal,
          });
          const html = await response.text();
          if (!response.ok) throw new Error(`preview answered ${response.status}`);
          const doc = target.contentDocument;
          if (!doc) throw new Error('preview frame unreachable');
          morphDocument(doc, swapInHtml(html, swaps.current));
        }
        const doc = target.contentDocument;
        if (doc) {
          prepareDocument(doc);
          markChecks(doc);
          setSnippet(snippetOf(doc));
        }
        setRefusal([]);
        setStatus('current');
      } catch (failure) {
        if (signal.aborted) return;
        if (failure instanceof ApiError && failure.fieldErrors.length) {
          setRefusal(localize.fieldErrors(failure.fieldErrors));
          setStatus('refused');
        } else setStatus('failed');
      }
    };
    const refresh = createRefresher(render);
    refresher.current = refresh;
    refresh.now();
    return () => {
      refresh.cancel();
      refresher.current = null;
      for (const url of urls.values()) URL.revokeObjectURL(url);
      urls.clear();
    };
    // The render reads the rest through `latest`; a new item is a new form.
  }, [kind, id]);
  useEffect(() => {
    if (seen.current.lang !== lang) refresher.current?.now();
    else if (seen.current.values !== values) refresher.current?.schedule();
    seen.current = { values, lang };
  }, [values, lang]);

  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (shown.current && doc) markChecks(doc);
    // markChecks reads the checks through `latest`.
  }, [controles]);

  useEffect(() => {
    const element = viewport.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      setAvailable({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const { width, scale } = fitFrame(size, available.width);
  const statusText =
    status === 'rendering'
      ? t('rendering')
      : status === 'current'
        ? t('current')
        : status === 'failed'
          ? t('failed')
          : status === 'refused'
            ? t('refused', { count: refusal.length })
            : t('waiting');

  return (
    <section className="bo-apercu" aria-label={t('region')} data-testid="apercu-panel">
      <div className="bo-apercu-tools">
        <div role="group" aria-label={t('sizes')} className="bo-apercu-sizes">
          {FRAME_SIZE_NAMES.map((name) => (
            <button
              key={name}
              type="button"
              className="bo-button bo-button--small"
              aria-pressed={size === name}
              onClick={() => onSize(name)}
            >
              {t(`size.${name}`)}
            </button>
          ))}
        </div>
        <p className={`bo-apercu-status bo-apercu-status--${status}`} role="status" data-testid="apercu-status">
          {statusText}
        </p>
      </div>
      {status === 'refused' && refusal.length ? (
        <ul className="bo-apercu-refusal" data-testid="apercu-refusal">
          {refusal.map((error) => (
            <li key={`${error.path}:${error.message}`}>
              <button type="button" className="bo-link-button" onClick={() => goToField(error.path, null)}>
                {error.message}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {snippet && (snippet.title || snippet.description) ? (
        <div className="bo-apercu-snippet" role="group" aria-label={t('snippet')} data-testid="apercu-snippet">
          {snippet.title ? (
            <button type="button" className="bo-apercu-snippet-title" onClick={() => goToField(snippet.title!.path, null)}>
              {snippet.title.text}
            </button>
          ) : null}
          {snippet.description ? (
            <button type="button" className="bo-apercu-snippet-description" onClick={() => goToField(snippet.description!.path, null)}>
              {snippet.description.text}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="bo-apercu-viewport" ref={viewport}>
        <iframe
          ref={frame}
          name={frameName}
          title={t('frameTitle', { lang: lang.toUpperCase() })}
          className="bo-apercu-frame"
          data-testid="apercu-frame"
          style={{
            width: `${width}px`,
            height: `${Math.max(available.height, 200) / scale}px`,
            transform: scale < 1 ? `scale(${scale})` : undefined,
          }}
        />
      </div>
    </section>
  );
}
