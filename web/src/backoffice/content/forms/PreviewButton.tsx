// "Aperçu": the item as visitors will see it, in the language tab shown, with the form's values (saved
// or not), in a new tab. The CMS checks the values like a save and signs them (content/preview.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataProvider } from '../../api/provider';
import { useMessages } from '../../i18n/useMessages';
import { submitErrorText } from '../submit';
import { postPreview, previewTabName } from '../preview';
import type { ContentKind, ContentLang } from '../types';
import type { Submission } from '../screens/useContentForm';
import { ApiError } from '../../api/errors';

interface Props {
  kind: ContentKind;
  id: string | undefined;
  lang: ContentLang;
  prepare: () => Submission;
}

export function PreviewButton({ kind, id, lang, prepare }: Props) {
  const { t } = useTranslation('content');
  const messages = useMessages();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setError(null);
    const target = previewTabName(kind, id);
    // Opened now, within the click, so the browser lets it open; filled once the token is there.
    const tab = window.open('', target);
    setBusy(true);
    try {
      const { donnees } = await dataProvider.preview(kind, id, lang, prepare().build());
      postPreview(document, donnees.adresse, donnees.jeton, lang, target);
    } catch (failure) {
      tab?.close();
      const fields = failure instanceof ApiError ? messages.fieldErrors(failure.fieldErrors) : [];
      setError(submitErrorText(failure, t('preview.error'), fields, messages.refusal, messages.apiError));
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
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
