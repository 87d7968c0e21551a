// The submit button (disabled with a progress text while sending, docs/product.md §4), the upload
// progress bar fed by upload()'s onProgress, and the way back to the list.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SubmitButton, UploadProgress } from '../../ui';

interface Props {
  mode: 'create' | 'edit';
  submitting: boolean;
  /** 0..1 while the body is uploading; null before the first progress event. */
  progress: number | null;
  cancelTo: string;
}

export function SubmitBar({ mode, submitting, progress, cancelTo }: Props) {
  const { t } = useTranslation('content');
  return (
    <div className="bo-submit">
      {submitting ? <UploadProgress fraction={progress ?? 0} /> : null}
      <div className="bo-inline">
        <SubmitButton submitting={submitting} submittingText={t('form.submitting')}>
          {mode === 'create' ? t('form.create') : t('form.save')}
        </SubmitButton>
        <Link className="bo-button bo-button--secondary" to={cancelTo}>
          {t('form.cancel')}
        </Link>
      </div>
    </div>
  );
}
