// The rules' and the server's messages in the interface language (namespace `messages`, loaded by the first
// screen that shows one; the refusals without a code are `common`'s), the fields they name as labels in that
// language (i18n/labels.ts).
import { useTranslation } from 'react-i18next';
import { localizeApiError, localizeFieldErrors, refusalText, type ApiError, type Translate } from '../api/errors';
import type { FieldError } from '../api/types';
import { labelledParams } from './labels';

export function useMessages() {
  const { t, i18n } = useTranslation(['messages', 'common'], { nsMode: 'fallback' });
  const translate: Translate = (key, options) => (t as unknown as Translate)(key, labelledParams(options, i18n.language));
  return {
    /** Field errors (rules or server) with their text in the interface language. */
    fieldErrors: (errors: FieldError[]) => localizeFieldErrors(errors, translate),
    /** The top error of a failed call. */
    apiError: (error: unknown) => localizeApiError(error, translate, i18n.language),
    /** The text of a refusal without field errors; null when the caller's fallback fits better. */
    refusal: (error: ApiError) => refusalText(error, translate, i18n.language),
    /** A coded message (a check before publishing…) with its parameters, its French text when the code is unknown. */
    text: (code: string, params: Record<string, string | number> | undefined, french: string) =>
      translate(code, { ...params, defaultValue: french }),
  };
}
