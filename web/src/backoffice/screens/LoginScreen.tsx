// Login at /admin/connexion and /conseiller/connexion (docs/product.md §2, §5 and §8): email and
// motDePasse required; on failure the server's message above the form, else 'Échec de la
// connexion'. The session sends each user to the screen asked for (the `retour` parameter, when it
// is a path of their own space), else to their own space by role, whichever page they used. After
// the server ended the session, a notice says it expired. It imports nothing of the router: a first
// visit shows it before the router's code has loaded (main.tsx, session/navigation.tsx); the refusal's
// banner (LoginError.tsx) loads with the first attempt.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { readConnexion } from '@teranga/domain';
import type { Role } from '../api/types';
import { useAuth } from '../session/auth-core';
import { AppLink, Redirect, useNavigation } from '../session/navigation';
import { afterSignIn, RETURN_PARAM } from '../session/returnPath';
import { FORGOT_PASSWORD, LOGIN } from '../session/roles';
import { InputField } from '../ui/InputField';
import { Loading } from '../ui/Loading';
import { SubmitButton } from '../ui/SubmitButton';
import { useDocumentTitle } from '../ui/useDocumentTitle';
import { LoginCard } from './LoginCard';
import type { LoginErrorView, LoginProblem } from './LoginError';

/** The refusal's banner and words load with the first attempt, not with the page (the sign-in's weight). */
const loadLoginError = () => import('./LoginError');

/** The two fields, in the order shown; the browser fills them from the accounts it saved. */
const CREDENTIALS = [
  { name: 'email', id: 'login-email', label: 'login.email', type: 'email', autoComplete: 'username' },
  { name: 'motDePasse', id: 'login-password', label: 'login.password', type: 'password', autoComplete: 'current-password' },
] as const;
type CredentialName = (typeof CREDENTIALS)[number]['name'];

export default function LoginScreen({ role }: { role: Role }) {
  const { t, i18n } = useTranslation('common');
  const { user, loading, login, expired } = useAuth();
  const asked = new URLSearchParams(useNavigation().search).get(RETURN_PARAM);
  const [values, setValues] = useState<Record<CredentialName, string>>({ email: '', motDePasse: '' });
  const [error, setError] = useState<LoginProblem | null>(null);
  const [ErrorView, setErrorView] = useState<LoginErrorView | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const admin = role === 'administrateur';
  const title = t(admin ? 'login.title.admin' : 'login.title.adviser');
  useDocumentTitle(title);

  if (loading) return <Loading />;
  if (user && user.role === role && !submitting) return <Redirect to={afterSignIn(role, asked, window.location.origin)} />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // The refusals' words (namespace `messages`) and their banner load with the first attempt.
    const worded = Promise.all([loadLoginError(), i18n.loadNamespaces('messages')]).then(([{ LoginError }]) => LoginError);
    const show = async (problem: LoginProblem) => {
      const view = await worded;
      setErrorView(() => view);
      setError(problem);
    };
    if (readConnexion(values).missing.length) {
      await show({ text: t('login.required') });
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await login(values.email, values.motDePasse, asked);
    } catch (failure) {
      await show({ failure });
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
      {error && ErrorView ? <ErrorView problem={error} /> : null}
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
