// The frame of the three content form bodies: the form element, the save notice or the error summary,
// the editing notices and the language tabs (with the copy aid and the languages holding an error); the
// rest follows the tabs, then the save actions and the "Aperçu" action for the tab shown. While a save runs, or
// while someone else edits the item (presence), every field and action is disabled; Ctrl/⌘+S saves (and stays on the form).
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { languageOfPath, languagesWithErrors } from '../payload';
import type { ContentLang } from '../types';
import type { Submission, useContentForm } from '../screens/useContentForm';
import { SaveNotice } from '../screens/SaveNotice';
import { EditingNotices } from './EditingNotices';
import { FormBusy } from './FormBusy';
import { LanguageTabs } from './LanguageTabs';
import { PreviewButton } from './PreviewButton';
import { SubmitBar } from './SubmitBar';
import type { ContentKind } from '../types';

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
  | 'progress'
  | 'sendingFiles'
  | 'listPath'
>;

interface Props {
  form: Form;
  /** What "Aperçu" previews: the kind, and the item's id on edit. */
  kind: ContentKind;
  id: string | undefined;
  prepare: () => Submission;
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
  // While someone else edits the item the form is read only: what was typed stays, nothing is sent.
  const readOnly = aids.presence?.readOnly ?? false;
  const locked = submitting || readOnly;
  useSaveShortcut(() => {
    if (!readOnly) void submit(null, prepare);
  });
  // A field of a language tab is shown (its tab chosen) before the summary's link focuses it.
  const reveal = (path: string) => {
    const tab = languageOfPath(path, localized);
    if (tab) setLang(tab);
  };
  return (
    <form
      className="bo-form"
      noValidate
      onSubmit={(event) => (readOnly ? event.preventDefault() : submit(event, prepare))}
      aria-busy={submitting}
    >
      {notice ? <SaveNotice notice={notice} /> : null}
      <ErrorSummary errors={fieldErrors} message={topError} failures={failures} reveal={reveal} />
      <EditingNotices draft={aids.draft} conflict={aids.conflict} presence={aids.presence} />
      <FormBusy.Provider value={locked}>
        <fieldset className="bo-form-body" disabled={submitting}>
          {/* Read only, the language tabs still switch: only the fields inside them are disabled. */}
          <LanguageTabs
            active={lang}
            onChange={setLang}
            copy={readOnly ? undefined : aids.copy}
            errors={languagesWithErrors(
              fieldErrors.map((e) => e.path),
              localized,
            )}
          >
            {(l) => (
              <fieldset className={readOnly ? 'bo-form-body bo-read-only' : 'bo-form-body'} disabled={locked}>
                {fields(l)}
              </fieldset>
            )}
          </LanguageTabs>
          <fieldset className={readOnly ? 'bo-form-body bo-read-only' : 'bo-form-body'} disabled={locked}>
            {children}
            <SubmitBar
              mode={id ? 'edit' : 'create'}
              submitting={submitting}
              progress={progress}
              sendingFiles={sendingFiles}
              cancelTo={listPath}
              onSaveAndClose={() => void submit(null, prepare, undefined, { close: true })}
            />
            <PreviewButton kind={kind} id={id} lang={lang} prepare={prepare} reveal={reveal} />
          </fieldset>
        </fieldset>
      </FormBusy.Provider>
    </form>
  );
}
