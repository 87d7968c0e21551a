// "Aperçu": the item as visitors will see it, in the language tab shown, with the form's values (saved
// or not), in a new tab. The CMS checks the values like a save and signs them (content/apercu/tab.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { dataProvider } from '../../api/provider';
import { useMessages } from '../../i18n/useMessages';
import type { FieldError } from '../../api/types';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { submitErrorText } from '../submit';
import { postApercu, apercuTabName } from '../apercu/tab';
import type { ContentKind, ContentLang } from '../types';
import type { Submission } from '../screens/useContentForm';
import { ApiError } from '../../api/errors';

interface Props {
  kind: ContentKind;
  id: string | undefined;
  lang: ContentLang;
  prepare: () => Submission;
  /** Shows a field's language tab before the summary's link focuses it. */
  reveal?: (path: string) => void;
}

interface Refusal {
  fields: FieldError[];
  message: string | null;
  /** Counts the refusals: the summary takes the focus on each. */
  count: number;
}

export function ApercuButton({ kind, id, lang, prepare, reveal }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<Refusal | null>(null);

  async function open() {
    setError(null);
    const target = apercuTabName(kind, id);
    // Opened now, within the click, so the browser lets it open; filled once the token is there.
    const tab = window.open('', target);
    setBusy(true);
    try {
      const { donnees } = await dataProvider.apercu(kind, id, lang, prepare().build());
      postApercu(document, donnees.adresse, donnees.jeton, lang, target);
    } catch (failure) {
      tab?.close();
      const fields = failure instanceof ApiError ? messages.fieldErrors(failure.fieldErrors) : [];
      const message = fields.length ? null : submitErrorText(failure, t('preview.error'), messages.refusal, messages.apiError);
      setError((previous) => ({ fields, message, count: (previous?.count ?? 0) + 1 }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="bo-preview">
      <button
        type="button"
        className="bo-button bo-button--secondary"
        onClick={open}
        disabled={busy}
        aria-describedby="bo-preview-hint"
        data-testid="preview"
      >
        {busy ? t('preview.opening') : t('preview.button', { lang: lang.toUpperCase() })}
      </button>
      <span id="bo-preview-hint" className="bo-hint">
        {t('preview.hint')}
      </span>
      {error ? <ErrorSummary errors={error.fields} message={error.message} failures={error.count} reveal={reveal} /> : null}
    </div>
  );
}
