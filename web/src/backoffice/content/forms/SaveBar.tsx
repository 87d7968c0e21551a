// The save bar of every form, fixed at the bottom of the screen at every width: the item's stored
// state (a type with publication states), then "Enregistrer" (the form as it is; "Créer" on a new item, which then opens in its own form),
// "Publier" on an item not published (published now, under the server's rules: a refusal shows its
// messages at the fields, as any save), "Planifier…" where the type schedules (a date asked in a dialog),
// "Dépublier" (or "Annuler la planification") back to a draft, and "Enregistrer et fermer" (back to the
// list). The last save's notice shows in it, so it is seen wherever the page is scrolled, with the upload
// progress. A type without states (partners, users) has "Enregistrer" (or "Créer") and "Enregistrer et
// fermer" alone. Everything is disabled while a save runs or while someone else edits the item.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { Link } from '../../router';
import type { FieldError } from '../../api/types';
import { errorAt, SubmitButton, UploadProgress } from '../../ui';
import { isMac } from '../../ui/platform';
import { useModalDialog } from '../../ui/modal';
import { useFieldLabel } from '../../i18n/labels';
import { etatTone } from '../list';
import type { SavedNotice } from '../saved';
import { SaveNotice } from '../screens/SaveNotice';

/** What a bar's action sends over the form's values. */
export type BarChanges = { etat: string; datePublication?: string };

interface Props {
  mode: 'create' | 'edit';
  /** The item's stored state; null for a new item. */
  storedEtat: string | null;
  /** The type's states ("Planifier…" shows when it has planifié); none: no state, no publication. */
  etats: readonly string[];
  submitting: boolean;
  /** Someone else edits the item: nothing is sent. */
  readOnly: boolean;
  /** 0..1 while the body is uploading; null before the first progress event. */
  progress: number | null;
  /** Whether the body being sent holds files: only then does the upload progress show. */
  sendingFiles: boolean;
  notice: SavedNotice | null;
  /** Every error of the form: the scheduling dialog shows the date's. */
  errors: FieldError[];
  /** Saves with the state and date given; resolves to whether the save was accepted. */
  onAction: (changes: BarChanges) => Promise<boolean>;
  /** Saves, then goes back to the list. */
  onSaveAndClose: () => void;
}

const BADGE = { published: ' bo-badge--ok', scheduled: ' bo-badge--warn', draft: '' } as const;

export function SaveBar(props: Props) {
  const { mode, storedEtat, etats, submitting, readOnly, progress, sendingFiles, notice, errors, onAction, onSaveAndClose } = props;
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const [scheduling, setScheduling] = useState(false);
  // The notice closed by its button; the next save's shows again.
  const [closed, setClosed] = useState<SavedNotice | null>(null);
  const locked = submitting || readOnly;
  const tone = storedEtat ? etatTone(storedEtat) : null;
  const published = tone === 'published';
  const canSchedule = etats.includes('planifié');
  const hasStates = etats.length > 0;
  return (
    <section
      className={hasStates ? 'bo-savebar' : 'bo-savebar bo-savebar--plain'}
      aria-label={hasStates ? t('bar.label') : t('bar.labelPlain')}
      data-testid="save-bar"
    >
      {/* The state first: nothing to press along the bar's top edge, so a button of the page behind it is
          never left with a sliver (axe's target-size); a bar without states has a wider top padding. */}
      {hasStates ? (
        <div className="bo-savebar-row">
          <p className="bo-savebar-state">
            {t('state.label')}{' '}
            <span className={`bo-badge${tone ? BADGE[tone] : ''}`} data-testid="save-bar-etat">
              {storedEtat ? t(`etat.${storedEtat}`, { defaultValue: storedEtat }) : t('bar.new')}
            </span>
          </p>
        </div>
      ) : null}
      {notice && closed !== notice ? (
        <div className="bo-savebar-notice">
          <SaveNotice notice={notice} />
          <button type="button" className="bo-button bo-button--ghost bo-savebar-close" onClick={() => setClosed(notice)}>
            <span aria-hidden="true">×</span>
            <span className="bo-visually-hidden">{t('bar.closeNotice')}</span>
          </button>
        </div>
      ) : null}
      {submitting && sendingFiles ? <UploadProgress fraction={progress ?? 0} /> : null}
      <div className="bo-savebar-actions">
        {!hasStates ? (
          <SubmitButton submitting={submitting} submittingText={t('form.submitting')} disabled={readOnly}>
            {mode === 'create' ? t('form.create') : t('form.save')}
          </SubmitButton>
        ) : published ? (
          <SubmitButton submitting={submitting} submittingText={t('form.submitting')} disabled={readOnly}>
            {t('form.save')}
          </SubmitButton>
        ) : (
          <>
            <button type="submit" className="bo-button bo-button--secondary" disabled={locked} aria-busy={submitting}>
              {submitting ? t('form.submitting') : mode === 'create' ? t('form.create') : t('form.save')}
            </button>
            <button
              type="button"
              className="bo-button bo-button--primary"
              disabled={locked}
              onClick={() => void onAction({ etat: 'publié', datePublication: '' })}
            >
              {t('bar.publish')}
            </button>
          </>
        )}
        {canSchedule && !published ? (
          <button type="button" className="bo-button bo-button--secondary" disabled={locked} onClick={() => setScheduling(true)}>
            {t('bar.schedule')}
          </button>
        ) : null}
        {published || tone === 'scheduled' ? (
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={locked}
            onClick={() => void onAction({ etat: 'brouillon' })}
          >
            {published ? t('bar.unpublish') : t('bar.unschedule')}
          </button>
        ) : null}
        <button type="button" className="bo-button bo-button--secondary" disabled={locked} onClick={onSaveAndClose}>
          {mode === 'create' ? t('form.createAndClose') : t('form.saveAndClose')}
        </button>
      </div>
      {scheduling ? (
        <ScheduleDialog
          error={errorAt(errors, 'datePublication') ?? errorAt(errors, 'etat')}
          submitting={submitting}
          onClose={() => setScheduling(false)}
          onSchedule={async (date) => {
            if (await onAction({ etat: 'planifié', datePublication: date })) setScheduling(false);
          }}
        />
      ) : null}
    </section>
  );
}

/**
 * After the form's fields (not in the bar, whose height stays as it is while the checks run): how many
 * errors of the checks stop the publication the form asks for, the way back to the list and the save shortcut.
 */
export function FormFoot({ submitting, cancelTo, blocked = 0 }: { submitting: boolean; cancelTo: string; blocked?: number }) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  return (
    <div className="bo-submit">
      {blocked ? (
        <p className="bo-checks-blocked" role="status">
          {t('checks.blocked', { count: blocked })}
        </p>
      ) : null}
      <div className="bo-inline">
        {submitting ? (
          <button type="button" className="bo-button bo-button--ghost" disabled>
            {t('form.cancel')}
          </button>
        ) : (
          <Link className="bo-button bo-button--ghost" to={cancelTo}>
            {t('form.cancel')}
          </Link>
        )}
      </div>
      <p className="bo-hint">{t('form.shortcut', { keys: shortcutKeys() })}</p>
    </div>
  );
}

/** "Planifier…": the date and time the page goes online (Dakar time), asked in a modal dialog. */
function ScheduleDialog(props: { error?: string; submitting: boolean; onClose: () => void; onSchedule: (date: string) => Promise<void> }) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const label = useFieldLabel();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [date, setDate] = useState('');
  const [missing, setMissing] = useState(false);
  useModalDialog(ref, 'input');
  const error = missing ? t('schedule.required') : props.error;
  const confirm = () => {
    if (!date) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void props.onSchedule(date);
  };
  return (
    <dialog
      ref={ref}
      className="bo-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        // Enter in the date confirms here; it does not submit the form behind.
        if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
          event.preventDefault();
          confirm();
        }
      }}
    >
      <h2 id={`${id}-title`}>{t('schedule.title')}</h2>
      <p id={`${id}-body`}>{t('schedule.body')}</p>
      <div className="bo-field">
        <label htmlFor={`${id}-date`}>{label('datePublication')}</label>
        <input
          id={`${id}-date`}
          type="datetime-local"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={props.submitting}
        />
        {error ? (
          <p id={`${id}-error`} className="bo-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="bo-dialog-actions">
        <button type="button" className="bo-button bo-button--secondary" onClick={props.onClose} disabled={props.submitting}>
          {t('schedule.cancel')}
        </button>
        <button type="button" className="bo-button bo-button--primary" onClick={confirm} disabled={props.submitting}>
          {props.submitting ? t('form.submitting') : t('schedule.confirm')}
        </button>
      </div>
    </dialog>
  );
}

/** 'Ctrl+S', or '⌘+S' on a Mac. */
export const shortcutKeys = (mac = isMac()) => (mac ? '⌘+S' : 'Ctrl+S');
