// The fields two people changed each their own way since the version the form opened (docs/product.md,
// "Editing aids"): a modal dialog of the page, one group per field (each language on its own), the
// editor's value and the stored one side by side (stacked on a phone), one to choose for each; the rest
// of the changes are already merged (packages/domain/src/merge.ts). "Annuler" saves nothing.
import { mergePath, type MergeConflict, type MergeSide } from '@teranga/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldLabel } from '../../i18n/labels';
import { keepFocusInside, useModalDialog } from '../../ui/modal';

interface Props {
  conflicts: MergeConflict[];
  /** Who saved the stored version; null when not known (or the same person). */
  by: string | null;
  onResolve: (choices: Partial<Record<string, MergeSide>>) => void;
  onCancel: () => void;
}

const fileName = (path: string) => decodeURIComponent(path.split('/').pop() ?? path);

/** A form value as text: formatted text without its tags, lists joined, a picture by its file's name. */
function useShown() {
  const { t } = useTranslation('editing');
  const shown = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('mergeEmpty');
    if (typeof value === 'boolean') return value ? t('mergeYes') : t('mergeNo');
    if (typeof value === 'string') {
      if (!value.trimStart().startsWith('<')) return value;
      const text = new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '';
      return text.trim() || t('mergeEmpty');
    }
    if (typeof value === 'number') return String(value);
    if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : t('mergeEmpty');
    const record = value as Record<string, unknown>;
    if (record.file instanceof File) return t('mergeFile', { nom: record.file.name });
    if ('current' in record) {
      const media = record.media as { nom?: string } | null | undefined;
      return media?.nom ?? (typeof record.current === 'string' ? fileName(record.current) : t('mergeEmpty'));
    }
    if ('existing' in record) {
      const names = [
        ...((record.existing as string[]) ?? []).map(fileName),
        ...((record.chosen as { nom: string }[] | undefined) ?? []).map((m) => m.nom),
        ...((record.added as File[]) ?? []).map((f) => t('mergeFile', { nom: f.name })),
      ];
      return names.length ? names.join(', ') : t('mergeEmpty');
    }
    if ('lat' in record && 'lng' in record) return `${String(record.lat)}, ${String(record.lng)}`;
    return JSON.stringify(value);
  };
  return shown;
}

export function MergeDialog({ conflicts, by, onResolve, onCancel }: Props) {
  const { t } = useTranslation('editing');
  const label = useFieldLabel();
  const shown = useShown();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [choices, setChoices] = useState<Partial<Record<string, MergeSide>>>({});
  const complete = conflicts.every((c) => choices[mergePath(c)]);

  useModalDialog(ref);
  // Of a radio group, only the checked one (or the first) is reached by Tab.
  const reachable = (el: HTMLElement) =>
    !(el instanceof HTMLInputElement && el.type === 'radio') || el.checked || !choices[el.name.slice(id.length + 1)];

  const theirsLabel = by ? t('mergeTheirs', { nom: by }) : t('mergeTheirsSaved');
  return (
    <dialog
      ref={ref}
      className="bo-dialog bo-merge-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => keepFocusInside(event, reachable)}
    >
      <h2 id={`${id}-title`}>{t('mergeTitle')}</h2>
      <p id={`${id}-body`} className="bo-dialog-body">
        {by ? t('mergeIntro', { nom: by }) : t('mergeIntroSaved')}
      </p>
      {conflicts.map((conflict) => {
        const path = mergePath(conflict);
        const name = `${id}-${path}`;
        const sides: [MergeSide, string, unknown][] = [
          ['mine', t('mergeMine'), conflict.mine],
          ['theirs', theirsLabel, conflict.theirs],
        ];
        return (
          <fieldset key={path} className="bo-merge-field">
            <legend>{conflict.lang ? `${label(conflict.field)} (${conflict.lang})` : label(conflict.field)}</legend>
            <div className="bo-merge-sides">
              {sides.map(([side, sideLabel, value]) => (
                <label key={side} className="bo-merge-side">
                  <span className="bo-merge-choice">
                    <input
                      type="radio"
                      name={name}
                      value={side}
                      checked={choices[path] === side}
                      onChange={() => setChoices((all) => ({ ...all, [path]: side }))}
                    />{' '}
                    <strong>{sideLabel}</strong>
                  </span>
                  <span className="bo-merge-value">{shown(value)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {complete ? null : <p className="bo-muted">{t('mergeChooseAll')}</p>}
      <div className="bo-dialog-actions">
        <button type="button" className="bo-button bo-button--secondary" onClick={onCancel}>
          {t('mergeCancel')}
        </button>
        <button type="button" className="bo-button bo-button--primary" disabled={!complete} onClick={() => onResolve(choices)}>
          {t('mergeSave')}
        </button>
      </div>
    </dialog>
  );
}
