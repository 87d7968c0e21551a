// The banner of a refused sign-in (LoginScreen.tsx loads it with the first attempt): a text of the
// screen, or the server's message in the interface language (namespace `messages`, loaded by then),
// else 'Échec de la connexion' (docs/product.md §8).
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/errors';
import { useMessages } from '../i18n/useMessages';
import { ErrorBanner } from '../ui/ErrorBanner';

/** What went wrong: a text of the sign-in screen, or the server's refusal. */
export type LoginProblem = { text: string } | { failure: unknown };

/** docs/product.md §8: the server's message (in the interface language), else 'Échec de la connexion' (translated). */
export function loginErrorMessage(
  error: unknown,
  fallback: string,
  refusal: (error: ApiError) => string | null = (e) => e.serverMessage,
): string {
  return (error instanceof ApiError && (error.serverMessage || error.serverCode) && refusal(error)) || fallback;
}

export function LoginError({ problem }: { problem: LoginProblem }) {
  const { t } = useTranslation('common');
  const messages = useMessages();
  return (
    <ErrorBanner message={'text' in problem ? problem.text : loginErrorMessage(problem.failure, t('login.failed'), messages.refusal)} />
  );
}

export type LoginErrorView = typeof LoginError;
