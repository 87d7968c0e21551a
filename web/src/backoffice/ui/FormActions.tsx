// The foot of the user and partner forms: the submit button (its text while sending) and the way
// back to the list.
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { SubmitButton } from './SubmitButton';

export function FormActions({ mode, submitting, cancelTo }: { mode: 'create' | 'edit'; submitting: boolean; cancelTo: string }) {
  const { t } = useTranslation('people');
  return (
    <div className="bo-form-actions">
      <SubmitButton submitting={submitting} submittingText={mode === 'create' ? t('action.creating') : t('action.saving')}>
        {mode === 'create' ? t('action.create') : t('action.save')}
      </SubmitButton>
      <Link className="bo-button" to={cancelTo}>
        {t('action.cancel')}
      </Link>
    </div>
  );
}
