// The frame of the three content form bodies: the form element, the top error, the editing notices and
// the language tabs (with the copy aid and the languages holding an error); the rest follows the tabs,
// then the "Aperçu" action for the tab shown.
import type { ReactNode } from 'react';
import { ErrorBanner } from '../../ui';
import { languagesWithErrors } from '../payload';
import type { ContentLang } from '../types';
import type { Submission, useContentForm } from '../screens/useContentForm';
import { EditingNotices } from './EditingNotices';
import { LanguageTabs } from './LanguageTabs';
import { PreviewButton } from './PreviewButton';
import type { ContentKind } from '../types';

type Form = Pick<ReturnType<typeof useContentForm>, 'aids' | 'lang' | 'setLang' | 'submit' | 'submitting' | 'fieldErrors' | 'topError'>;

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

export function ContentFormFrame({ form, kind, id, prepare, localized, fields, children }: Props) {
  const { aids, lang, setLang, submit, submitting, fieldErrors, topError } = form;
  return (
    <form className="bo-form" noValidate onSubmit={(event) => submit(event, prepare)} aria-busy={submitting}>
      <ErrorBanner message={topError} />
      <EditingNotices draft={aids.draft} conflict={aids.conflict} />
      <LanguageTabs
        active={lang}
        onChange={setLang}
        copy={aids.copy}
        errors={languagesWithErrors(
          fieldErrors.map((e) => e.path),
          localized,
        )}
      >
        {fields}
      </LanguageTabs>
      {children}
      <PreviewButton kind={kind} id={id} lang={lang} prepare={prepare} />
    </form>
  );
}
