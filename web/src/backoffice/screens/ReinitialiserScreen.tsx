// The reset screen a mailed link opens: /admin/reinitialiser?token=… or /conseiller/reinitialiser?token=…
// (docs/product.md, "Mot de passe oublié"). The new password twice, under the rules of a user's
// password; a used or expired link says so and offers to ask for a new one.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from '../router';
import { validateNouveauMotDePasse } from '@teranga/domain';
import { ApiError } from '../api/errors';
import { dataProvider } from '../api/provider';
import type { FieldError, Role } from '../api/types';
import { useMessages } from '../i18n/useMessages';
import { FORGOT_PASSWORD, LOGIN } from '../session/roles';
import { ErrorBanner } from '../ui/ErrorBanner';
import { InputField } from '../ui/InputField';
import { SubmitButton } from '../ui/SubmitButton';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { LoginCard } from './LoginCard';

/** The new password and its confirmation, in the order shown. */
const PASSWORDS = [
  { name: 'motDePasse', id: 'reset-password' },
  { name: 'confirmationMotDePasse', id: 'reset-confirmation' },
] as const;
type PasswordName = (typeof PASSWORDS)[number]['name'];

export default function ReinitialiserScreen({ role }: { role: Role }) {
  const { t } = useTranslation('recovery');
  const messages = useMessages();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState<Record<PasswordName, string>>({ motDePasse: '', confirmationMotDePasse: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [invalidLink, setInvalidLink] = useState(!token);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(t('reset.title'));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateNouveauMotDePasse(values);
    setErrors(messages.fieldErrors(checked.errors));
    if (checked.errors.length) return;
    setError(null);
    setSubmitting(true);
    try {
      await dataProvider.resetPassword({ token, ...values });
      setDone(true);
    } catch (failure) {
      if (failure instanceof ApiError && failure.serverCode === 'reinitialisation.invalid') setInvalidLink(true);
      setError(failure);
    } finally {
      setSubmitting(false);
    }
  }

  const fieldError = (path: string) => errors.find((e) => e.path === path)?.message;

  return (
    <LoginCard title={t('reset.title')}>
      {done ? (
        <>
          <p className="bo-notice" role="status">
            {t('reset.done')}
          </p>
          <p>
            <Link to={LOGIN[role]}>{t('reset.login')}</Link>
          </p>
        </>
      ) : invalidLink ? (
        <>
          <ErrorBanner
            message={
              !token
                ? t('reset.missingToken')
                : error instanceof ApiError
                  ? (messages.refusal(error) ?? messages.apiError(error))
                  : messages.apiError(error)
            }
          />
          <p>
            <Link to={FORGOT_PASSWORD[role]}>{t('reset.askAgain')}</Link>
          </p>
        </>
      ) : (
        <>
          <p className="bo-muted">{t('reset.intro')}</p>
          <ErrorBanner message={errors.length ? errors.map((e) => e.message).join(' ') : null} error={errors.length ? undefined : error} />
          <form onSubmit={onSubmit} noValidate>
            {PASSWORDS.map(({ name, id }) => (
              <InputField
                key={name}
                id={id}
                label={t(`reset.${name}`)}
                error={fieldError(name)}
                name={name}
                type="password"
                autoComplete="new-password"
                value={values[name]}
                onValue={(value) => setValues((typed) => ({ ...typed, [name]: value }))}
              />
            ))}
            <SubmitButton submitting={submitting} submittingText={t('reset.submitting')}>
              {t('reset.submit')}
            </SubmitButton>
          </form>
        </>
      )}
    </LoginCard>
  );
}
