// The frame of the three content form bodies: the form element, the error summary, the editing notices
// and the language tabs (with the copy aid, the languages holding an error, each language's translation
// state, the reviews of fields to review and the side-by-side mode); the fields common to the three
// languages follow the tabs, under their own heading, then the checks, the way back and the "Aperçu" action
// for the tab shown; the save bar (SaveBar.tsx), with the save notice, stays at the bottom of the screen.
// While a save runs, or while someone else edits the item (presence), every field and action is disabled;
// Ctrl/⌘+S saves (and stays on the form).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { editorialDefinition, type Lang } from '@teranga/domain';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { languageOfPath, languagesWithErrors } from '../payload';
import type { ContentLang } from '../types';
import type { Prepare, useContentForm } from '../screens/useContentForm';
import { EditingNotices } from './EditingNotices';
import { FormBusy } from './FormBusy';
import { LanguageTabs } from './LanguageTabs';
import { PreviewButton } from './PreviewButton';
import { FormFoot, SaveBar } from './SaveBar';
import { ChecksPanel, errorCount, useChecks } from './ChecksPanel';
import { FieldReview, ReviewLoadFailed } from '../../translations/FieldReview';
import { otherTrackedFields } from '../../translations/review';
import { SideBySideToggle, SourceColumn, sourceFor } from '../../translations/SideBySide';
import { FieldReviewContext, useTranslationReview } from '../../translations/useTranslationReview';
import type { ContentKind } from '../types';
import { ApercuSplit } from '../apercu/ApercuSplit';
import { ApercuPanel } from '../apercu/ApercuPanel';
import { focusFromPreview } from '../apercu/go-to-field';

type Form = Pick<
  ReturnType<typeof useContentForm>,
  | 'aids'
  | 'lang'
  | 'setLang'
  | 'submit'
  | 'submitting'
  | 'fieldErrors'
  | 'topError'
  | 'failures'
  | 'notice'
  | 'storedEtat'
  | 'progress'
  | 'sendingFiles'
  | 'listPath'
  | 'state'
  | 'adoptVersion'
>;

interface Props {
  form: Form;
  /** What "Aperçu" previews: the kind, and the item's id on edit. */
  kind: ContentKind;
  id: string | undefined;
  prepare: Prepare;
  /** The language-keyed fields, whose errors mark their language's tab. */
  localized: string[];
  /** The fields of one language tab. */
  fields: (lang: ContentLang) => ReactNode;
  children: ReactNode;
}

/** Ctrl+S (⌘+S on a Mac) runs `save` instead of the browser's "save the page". */
function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        latest.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}

export function ContentFormFrame({ form, kind, id, prepare, localized, fields, children }: Props) {
  const { aids, lang, setLang, submit, submitting, fieldErrors, topError, failures, notice, progress, sendingFiles, listPath } = form;
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const commonId = useId();
  const etats = editorialDefinition(kind).fields.etat.values;
  // While someone else edits the item the form is read only: what was typed stays, nothing is sent.
  const readOnly = aids.presence?.readOnly ?? false;
  const locked = submitting || readOnly;
  useSaveShortcut(() => {
    if (!readOnly) void submit(null, prepare);
  });
  // A save merged with a newer stored version goes again, built from the merged values now shown.
  const retry = aids.retry;
  useEffect(() => {
    if (!retry) return;
    retry.clear();
    void submit(null, prepare, retry.version, retry.options);
    // Only a new retry sends again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [retry]);
  // A field of a language tab is shown (its tab chosen) before the summary's link focuses it.
  const reveal = (path: string) => {
    const tab = languageOfPath(path, localized);
    if (tab) setLang(tab);
  };
  const translation = useTranslationReview(form.state, form.adoptVersion);
  const checks = useChecks(kind, id, prepare, form.state);
  // The publish control says how many errors stop it when the state chosen is publié.
  const publishing = (form.state as { etat?: string }).etat === 'publié';
  const [sideBySide, setSideBySide] = useState(false);
  const [chosenSource, setChosenSource] = useState<Lang>('fr');
  const definition = translation.definition;
  const formElement = useRef<HTMLFormElement>(null);
  const tabs = (
    <LanguageTabs
      active={lang}
      onChange={setLang}
      copy={readOnly ? undefined : aids.copy}
      states={translation.states}
      errors={languagesWithErrors(
        fieldErrors.map((e) => e.path),
        localized,
      )}
    >
      {(l) => (
        // Read only, the language tabs still switch: only the fields inside them are disabled.
        <fieldset className={readOnly ? 'bo-form-body bo-read-only' : 'bo-form-body'} disabled={locked}>
          <ReviewLoadFailed lang={l} />
          {fields(l)}
          {definition ? otherTrackedFields(definition).map((champ) => <FieldReview key={champ} champ={champ} lang={l} />) : null}
        </fieldset>
      )}
    </LanguageTabs>
  );
  return (
    <ApercuSplit
      panel={({ showForm, size, onSize }) => (
        <ApercuPanel
          kind={kind}
          id={id}
          lang={lang}
          prepare={prepare}
          values={form.state}
          controles={checks.controles}
          size={size}
          onSize={onSize}
          goToField={(path, block) => {
            showForm();
            reveal(path);
            // Once the form and the field's tab show.
            requestAnimationFrame(() => focusFromPreview(formElement.current ?? document, path, block));
          }}
        />
      )}
    >
      <form
        ref={formElement}
        className="bo-form"
        noValidate
        onSubmit={(event) => (readOnly ? event.preventDefault() : submit(event, prepare))}
        aria-busy={submitting}
      >
        {aids.leaveDialog}
        <ErrorSummary errors={fieldErrors} message={topError} failures={failures} reveal={reveal} />
        <EditingNotices
          draft={aids.draft}
          conflict={aids.conflict}
          merged={aids.merged}
          presence={aids.presence}
          // Taken over with changes not saved: they can still be saved, merged with the holder's.
          saveMine={aids.dirty && !submitting ? () => void submit(null, prepare) : undefined}
        />
        <FormBusy.Provider value={locked}>
          <fieldset className="bo-form-body" disabled={submitting}>
            <FieldReviewContext.Provider value={translation.fields}>
              {definition ? <SideBySideToggle on={sideBySide} onToggle={() => setSideBySide((on) => !on)} /> : null}
              {sideBySide && definition ? (
                <div className="bo-side-by-side">
                  <SourceColumn
                    definition={definition}
                    values={form.state}
                    target={lang}
                    source={sourceFor(chosenSource, lang)}
                    onSource={setChosenSource}
                  />
                  {tabs}
                </div>
              ) : (
                tabs
              )}
            </FieldReviewContext.Provider>
            {/* The fields every language shares, once, out of the language tabs. */}
            <fieldset
              className={readOnly ? 'bo-form-body bo-read-only bo-common' : 'bo-form-body bo-common'}
              disabled={locked}
              aria-labelledby={commonId}
              data-testid="common-fields"
            >
              <h2 id={commonId} className="bo-common-title">
                {t('field.common')}
              </h2>
              {children}
            </fieldset>
            <fieldset className={readOnly ? 'bo-form-body bo-read-only' : 'bo-form-body'} disabled={locked}>
              <ChecksPanel checks={checks} reveal={reveal} />
              <FormFoot submitting={submitting} cancelTo={listPath} blocked={publishing ? errorCount(checks.controles) : 0} />
              <PreviewButton kind={kind} id={id} lang={lang} prepare={prepare} reveal={reveal} />
            </fieldset>
          </fieldset>
        </FormBusy.Provider>
        <SaveBar
          mode={id ? 'edit' : 'create'}
          storedEtat={form.storedEtat}
          etats={etats}
          submitting={submitting}
          readOnly={readOnly}
          progress={progress}
          sendingFiles={sendingFiles}
          notice={notice}
          errors={fieldErrors}
          onAction={(changes) => submit(null, prepare, undefined, { changes })}
          onSaveAndClose={() => void submit(null, prepare, undefined, { close: true })}
        />
      </form>
    </ApercuSplit>
  );
}
