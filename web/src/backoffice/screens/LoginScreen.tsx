// Login at /admin/connexion and /conseiller/connexion (docs/product.md §2, §5 and §8): email and
// motDePasse required; on failure the server's message above the form, else 'Échec de la
// connexion'. The session sends each user to the screen asked for (the `retour` parameter, when it
// is a path of their own space), else to their own space by role, whichever page they used. After
// the server ended the session, a notice says it expired.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { validateConnexion } from '@teranga/domain';
import { ApiError } from '../api/errors';
import type { Role } from '../api/types';
import { useMessages } from '../i18n/useMessages';
import { useAuth } from '../session/AuthProvider';
import { afterSignIn, RETURN_PARAM } from '../session/returnPath';
import { FORGOT_PASSWORD, LOGIN } from '../session/roles';
import { ErrorBanner } from '../ui/ErrorBanner';
import { InputField } from '../ui/InputField';
import { Loading } from '../ui/Loading';
import { SubmitButton } from '../ui/SubmitButton';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { LoginCard } from './LoginCard';

/** docs/product.md §8: the server's message (in the interface language), else 'Échec de la connexion' (translated). */
export function loginErrorMessage(
  error: unknown,
  fallback: string,
  refusal: (error: ApiError) => string | null = (e) => e.serverMessage,
): string {
  return (error instanceof ApiError && (error.serverMessage || error.serverCode) && refusal(error)) || fallback;
}

/** The two fields, in the order shown; the browser fills them from the accounts it saved. */
const CREDENTIALS = [
  { name: 'email', id: 'login-email', label: 'login.email', type: 'email', autoComplete: 'username' },
  { name: 'motDePasse', id: 'login-password', label: 'login.password', type: 'password', autoComplete: 'current-password' },
] as const;
type CredentialName = (typeof CREDENTIALS)[number]['name'];

export default function LoginScreen({ role }: { role: Role }) {
  const { t } = useTranslation('common');
  const { user, loading, login, expired } = useAuth();
  const [params] = useSearchParams();
  const asked = params.get(RETURN_PARAM);
  const messages = useMessages();
  const [values, setValues] = useState<Record<CredentialName, string>>({ email: '', motDePasse: '' });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const admin = role === 'administrateur';
  const title = t(admin ? 'login.title.admin' : 'login.title.adviser');
  useDocumentTitle(title);

  if (loading) return <Loading />;
  if (user && user.role === role && !submitting) return <Navigate to={afterSignIn(role, asked, window.location.origin)} replace />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (validateConnexion(values).errors.length) {
      setError(t('login.required'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await login(values.email, values.motDePasse, asked);
    } catch (failure) {
      setError(loginErrorMessage(failure, t('login.failed'), messages.refusal));
      setSubmitting(false);
    }
  }

  return (
    <LoginCard title={title}>
      {expired && !error ? (
        <p className="bo-notice" role="status">
          {t('login.expired')}
        </p>
      ) : null}
      <ErrorBanner message={error} />
      <form onSubmit={onSubmit} noValidate>
        {CREDENTIALS.map(({ label, ...input }) => (
          <InputField
            key={input.name}
            {...input}
            label={t(label)}
            value={values[input.name]}
            onValue={(value) => setValues((typed) => ({ ...typed, [input.name]: value }))}
          />
        ))}
        <SubmitButton submitting={submitting} submittingText={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <p className="bo-login-forgot">
        <Link to={FORGOT_PASSWORD[role]}>{t('recovery:forgot.link')}</Link>
      </p>
      <p className="bo-muted bo-login-other">
        {t(admin ? 'login.otherSpace.admin' : 'login.otherSpace.adviser')}{' '}
        <Link to={LOGIN[admin ? 'conseiller' : 'administrateur']}>{t(admin ? 'login.title.adviser' : 'login.title.admin')}</Link>
      </p>
    </LoginCard>
  );
}
