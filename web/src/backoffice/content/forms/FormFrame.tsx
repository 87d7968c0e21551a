// The frame every create and edit form passes through (the content forms, partners, users): the form
// element, the leave dialog, the error summary at the top (each message, the rules' or the server's, a
// link to its field, shown under the field too), what the kind adds above its fields (the editing
// notices), the fields, the foot (the way back, the save shortcut) and the save bar at the bottom of the
// screen (SaveBar.tsx). What a kind does not have stays out: no publication states, no states in the bar.
// While a save runs, or while someone else edits the item, every field and action is disabled;
// Ctrl/⌘+S saves (and stays on the form).
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { ErrorSummary } from '../../ui/ErrorSummary';
import type { Prepare, useContentForm } from '../screens/useContentForm';
import { FormBusy } from './FormBusy';
import { FormFoot, SaveBar } from './SaveBar';

export type FrameForm = Pick<
  ReturnType<typeof useContentForm>,
  | 'aids'
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
>;

interface Props {
  form: FrameForm;
  /** The item's id on edit. */
  id: string | undefined;
  prepare: Prepare;
  /** The type's publication states (its `etat` values); none: the bar has neither state nor publication. */
  etats?: readonly string[];
  /** Shows a field before the summary's link focuses it (a language tab). */
  reveal?: (path: string) => void;
  formRef?: Ref<HTMLFormElement>;
  /** Under the summary, above the fields: the editing notices. */
  notices?: ReactNode;
  /** After the fields, before the way back: the checks. */
  checks?: ReactNode;
  /** How many errors of the checks stop the publication asked for. */
  blocked?: number;
  /** After the way back: "Aperçu". */
  after?: ReactNode;
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

export function FormFrame({ form, id, prepare, etats = [], reveal, formRef, notices, checks, blocked = 0, after, children }: Props) {
  const { aids, submit, submitting, fieldErrors, topError, failures, notice, progress, sendingFiles, listPath } = form;
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
  return (
    <form
      ref={formRef}
      className="bo-form"
      noValidate
      onSubmit={(event) => (readOnly ? event.preventDefault() : submit(event, prepare))}
      aria-busy={submitting}
    >
      {aids.leaveDialog}
      <ErrorSummary errors={fieldErrors} message={topError} failures={failures} reveal={reveal} />
      {notices}
      <FormBusy.Provider value={locked}>
        <fieldset className="bo-form-body" disabled={submitting}>
          {children}
          <fieldset className={readOnly ? 'bo-form-body bo-read-only' : 'bo-form-body'} disabled={locked}>
            {checks}
            <FormFoot submitting={submitting} cancelTo={listPath} blocked={blocked} />
            {after}
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
  );
}
