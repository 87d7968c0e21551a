// "Mot de passe oublié ?" at /admin/mot-de-passe-oublie and /conseiller/mot-de-passe-oublie
// (docs/product.md, "Mot de passe oublié"): the email gets a reset link if it belongs to an active
// account. The page says the same thing whatever the answer, as the server does.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { isEmail } from '@teranga/domain';
import { dataProvider } from '../api/provider';
import type { Role } from '../api/types';
import { LOGIN } from '../session/roles';
import { ErrorBanner } from '../ui/ErrorBanner';
import { InputField } from '../ui/InputField';
import { SubmitButton } from '../ui/SubmitButton';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { LoginCard } from './LoginCard';

export default function MotDePasseOublieScreen({ role }: { role: Role }) {
  const { t } = useTranslation('recovery');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [required, setRequired] = useState(false);
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('forgot.title'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setRequired(!isEmail(email.trim()));
    if (!isEmail(email.trim())) return;
    setError(null);
    setSubmitting(true);
    try {
      await dataProvider.forgotPassword(email.trim());
      setSent(true);
    } catch (failure) {
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <LoginCard title={t('forgot.title')}>
      {sent ? (
        <p className="bo-notice" role="status">
          {t('forgot.sent')}
        </p>
      ) : (
        <>
          <p className="bo-muted">{t('forgot.intro')}</p>
          <ErrorBanner message={required ? t('forgot.required') : null} error={required ? undefined : error} />
          <form onSubmit={onSubmit} noValidate>
            <InputField
              id="forgot-email"
              label={t('forgot.email')}
              name="email"
              type="email"
              autoComplete="username"
              value={email}
              onValue={setEmail}
            />
            <SubmitButton submitting={submitting} submittingText={t('forgot.submitting')}>
              {t('forgot.submit')}
            </SubmitButton>
          </form>
        </>
      )}
      <p className="bo-muted bo-login-other">
        <Link to={LOGIN[role]}>{t('forgot.back')}</Link>
      </p>
    </LoginCard>
  );
}
