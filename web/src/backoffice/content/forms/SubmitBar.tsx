// The foot of the content forms: "Enregistrer" (stays on the form; "Créer" on a new item, which then
// opens in its own form), "Enregistrer et fermer" (back to the list), both disabled with a progress text
// while sending (docs/product.md §4), the upload progress when files are sent, and the way back to the
// list, itself disabled during a save.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton, UploadProgress } from '../../ui';
import { isMac } from '../../ui/platform';

interface Props {
  mode: 'create' | 'edit';
  submitting: boolean;
  /** 0..1 while the body is uploading; null before the first progress event. */
  progress: number | null;
  /** Whether the body being sent holds files: only then does the upload progress show. */
  sendingFiles: boolean;
  cancelTo: string;
  /** Saves, then goes back to the list. */
  onSaveAndClose: () => void;
  /** How many errors of the checks stop the publication the form asks for (0: none, or not publishing). */
  blocked?: number;
}

export function SubmitBar({ mode, submitting, progress, sendingFiles, cancelTo, onSaveAndClose, blocked = 0 }: Props) {
  const { t } = useTranslation('content');
  return (
    <div className="bo-submit">
      {submitting && sendingFiles ? <UploadProgress fraction={progress ?? 0} /> : null}
      {blocked ? (
        <p className="bo-checks-blocked" role="status">
          {t('checks.blocked', { count: blocked })}
        </p>
      ) : null}
      <div className="bo-inline">
        <SubmitButton submitting={submitting} submittingText={t('form.submitting')}>
          {mode === 'create' ? t('form.create') : t('form.save')}
        </SubmitButton>
        <button type="button" className="bo-button bo-button--secondary" disabled={submitting} onClick={onSaveAndClose}>
          {mode === 'create' ? t('form.createAndClose') : t('form.saveAndClose')}
        </button>
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

/** 'Ctrl+S', or '⌘+S' on a Mac. */
export const shortcutKeys = (mac = isMac()) => (mac ? '⌘+S' : 'Ctrl+S');
