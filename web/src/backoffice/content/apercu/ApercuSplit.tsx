// "Aperçu à côté" (docs/backoffice.md, "Aperçu"): the content form and its preview panel. From 1,280 px
// wide they stand side by side, split by a separator that the pointer drags and the arrow keys move; below,
// the panel takes the whole width and the editor switches between the form and the page. The form stays
// mounted either way (what is typed, the editors' state). The choice, the split and the panel's screen
// width are kept per person (split.ts).
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../session/AuthProvider';
import { useMediaQuery } from '../../layout/useMediaQuery';
import { clampSplit, readPrefs, SPLIT, splitAfterKey, writePrefs, type ApercuPrefs } from './split';
import { defaultFrameSize, type FrameSize } from './sizes';
import './apercu.css';

/** From this width the form and the panel stand side by side. */
export const SIDE_BY_SIDE = '(min-width: 1280px)';

export interface PanelControls {
  /** Shows the form (below 1,280 px, where the panel hides it), before a field takes the focus. */
  showForm: () => void;
  size: FrameSize;
  onSize: (size: FrameSize) => void;
}

interface Props {
  children: ReactNode;
  panel: (controls: PanelControls) => ReactNode;
}

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function ApercuSplit({ children, panel }: Props) {
  const { t } = useTranslation('apercu');
  const { user } = useAuth();
  const userId = user?._id;
  const [prefs, setPrefs] = useState<ApercuPrefs>(() => readPrefs(storage(), userId));
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const [view, setView] = useState<'form' | 'apercu'>('form');
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => setPrefs(readPrefs(storage(), userId)), [userId]);
  const change = (next: Partial<ApercuPrefs>) =>
    setPrefs((current) => {
      const merged = { ...current, ...next };
      writePrefs(storage(), userId, merged);
      return merged;
    });

  const open = prefs.open;
  const sideBySide = open && wide;
  const showingPanel = open && (wide || view === 'apercu');
  // Until the editor picks one, the widest screen the panel shows without shrinking the page.
  const windowWidth = typeof window === 'undefined' ? 390 : window.innerWidth;
  const size = prefs.size ?? defaultFrameSize(sideBySide ? windowWidth * (1 - prefs.split / 100) : windowWidth);

  function onSeparatorKey(event: KeyboardEvent<HTMLDivElement>) {
    const next = splitAfterKey(prefs.split, event.key, event.shiftKey);
    if (next === null) return;
    event.preventDefault();
    change({ split: next });
  }

  function onSeparatorDown(event: PointerEvent<HTMLDivElement>) {
    const container = box.current;
    if (!container) return;
    event.preventDefault();
    const separator = event.currentTarget;
    separator.setPointerCapture?.(event.pointerId);
    const rect = container.getBoundingClientRect();
    // The frame would take the pointer's moves once over it: it ignores them while dragging.
    container.classList.add('bo-apercu-dragging');
    const move = (e: globalThis.PointerEvent) => change({ split: clampSplit(((e.clientX - rect.left) / rect.width) * 100) });
    const up = () => {
      container.classList.remove('bo-apercu-dragging');
      separator.removeEventListener('pointermove', move);
      separator.removeEventListener('pointerup', up);
      separator.removeEventListener('pointercancel', up);
    };
    separator.addEventListener('pointermove', move);
    separator.addEventListener('pointerup', up);
    separator.addEventListener('pointercancel', up);
  }

  const controls: PanelControls = {
    showForm: () => setView('form'),
    size,
    onSize: (next) => change({ size: next }),
  };

  return (
    <div className="bo-apercu-layout">
      <div className="bo-apercu-bar">
        <button
          type="button"
          className="bo-button bo-button--secondary"
          aria-pressed={open}
          aria-describedby="bo-apercu-toggle-hint"
          onClick={() => {
            change({ open: !open });
            setView(open ? 'form' : 'apercu');
          }}
          data-testid="apercu-toggle"
        >
          {t('toggle')}
        </button>
        <span id="bo-apercu-toggle-hint" className="bo-hint">
          {t('toggleHint')}
        </span>
        {open && !wide ? (
          <div role="group" aria-label={t('views')} className="bo-apercu-views">
            <button type="button" className="bo-button bo-button--small" aria-pressed={view === 'form'} onClick={() => setView('form')}>
              {t('showForm')}
            </button>
            <button type="button" className="bo-button bo-button--small" aria-pressed={view === 'apercu'} onClick={() => setView('apercu')}>
              {t('showPreview')}
            </button>
          </div>
        ) : null}
      </div>
      <div
        ref={box}
        className={sideBySide ? 'bo-apercu-split' : 'bo-apercu-stack'}
        style={sideBySide ? { gridTemplateColumns: `minmax(0, ${prefs.split}fr) auto minmax(0, ${100 - prefs.split}fr)` } : undefined}
      >
        <div className="bo-apercu-form" hidden={open && !wide && view === 'apercu'}>
          {children}
        </div>
        {sideBySide ? (
          <div
            role="separator"
            tabIndex={0}
            aria-orientation="vertical"
            aria-label={t('separator')}
            aria-valuemin={SPLIT.min}
            aria-valuemax={SPLIT.max}
            aria-valuenow={prefs.split}
            className="bo-apercu-separator"
            onKeyDown={onSeparatorKey}
            onPointerDown={onSeparatorDown}
            data-testid="apercu-separator"
          />
        ) : null}
        {open ? (
          <div className="bo-apercu-side" hidden={!showingPanel}>
            {panel(controls)}
          </div>
        ) : null}
      </div>
    </div>
  );
}
