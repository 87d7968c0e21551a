// Login at /admin/connexion and /conseiller/connexion (docs/product.md §2, §5 and §8): email and
// motDePasse required; on failure the server's message above the form, else 'Échec de la
// connexion'. The session sends each user to the screen asked for (the `retour` parameter, when it
// is a path of their own space), else to their own space by role, whichever page they used. After
// the server ended the session, a notice says it expired. It imports nothing of the router: a first
// visit shows it before the router's code has loaded (main.tsx, session/navigation.tsx).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readConnexion } from '@teranga/domain';
import { ApiError } from '../api/errors';
import type { Role } from '../api/types';
import { useMessages } from '../i18n/useMessages';
import { useAuth } from '../session/auth-core';
import { AppLink, Redirect, useNavigation } from '../session/navigation';
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

/** What went wrong: a text of this screen, or the server's refusal (worded by LoginError). */
type LoginProblem = { text: string } | { failure: unknown };

/** The banner of a refused sign-in, in the `messages` namespace (loaded by then: see onSubmit). */
function LoginError({ problem }: { problem: LoginProblem }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  return (
    <ErrorBanner message={'text' in problem ? problem.text : loginErrorMessage(problem.failure, t('login.failed'), messages.refusal)} />
  );
}

export default function LoginScreen({ role }: { role: Role }) {
  const { t, i18n } = useTranslation('common');
  const { user, loading, login, expired } = useAuth();
  const asked = new URLSearchParams(useNavigation().search).get(RETURN_PARAM);
  const [values, setValues] = useState<Record<CredentialName, string>>({ email: '', motDePasse: '' });
  const [error, setError] = useState<LoginProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const admin = role === 'administrateur';
  const title = t(admin ? 'login.title.admin' : 'login.title.adviser');
  useDocumentTitle(title);

  if (loading) return <Loading />;
  if (user && user.role === role && !submitting) return <Redirect to={afterSignIn(role, asked, window.location.origin)} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The refusals' words (namespace `messages`) load with the first attempt, not with the page.
    const worded = i18n.loadNamespaces('messages');
    if (readConnexion(values).missing.length) {
      await worded;
      setError({ text: t('login.required') });
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await login(values.email, values.motDePasse, asked);
    } catch (failure) {
      await worded;
      setError({ failure });
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
      {error ? <LoginError problem={error} /> : null}
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
        <AppLink to={FORGOT_PASSWORD[role]}>{t('login.forgot')}</AppLink>
      </p>
      <p className="bo-muted bo-login-other">
        {t(admin ? 'login.otherSpace.admin' : 'login.otherSpace.adviser')}{' '}
        <AppLink to={LOGIN[admin ? 'conseiller' : 'administrateur']}>{t(admin ? 'login.title.adviser' : 'login.title.admin')}</AppLink>
      </p>
    </LoginCard>
  );
}
