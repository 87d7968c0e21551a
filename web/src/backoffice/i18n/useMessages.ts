// The rules' and the server's messages in the interface language (namespace `messages`).
import { useTranslation } from 'react-i18next';
import { localizeApiError, localizeFieldErrors, refusalText, type ApiError, type Translate } from '../api/errors';
import type { FieldError } from '../api/types';

export function useMessages() {
  const { t, i18n } = useTranslation('messages');
  const translate = t as unknown as Translate;
  return {
    /** Field errors (rules or server) with their text in the interface language. */
    fieldErrors: (errors: FieldError[]) => localizeFieldErrors(errors, translate),
    /** The top error of a failed call. */
    apiError: (error: unknown) => localizeApiError(error, translate, i18n.language),
    /** The text of a refusal without field errors; null when the caller's fallback fits better. */
    refusal: (error: ApiError) => refusalText(error, translate, i18n.language),
  };
}
