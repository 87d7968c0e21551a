// What the three content forms share: the edit item's loading, and the submit flow (client-side
// validation with the CMS rules, multipart upload with progress, error at the top, back to the list).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { dataProvider } from '../../api/provider';
import { formatFieldErrors } from '../../api/errors';
import type { FieldError } from '../../api/types';
import { useLoad } from '../../ui';
import { useAuth } from '../../session/AuthProvider';
import { useMessages } from '../../i18n/useMessages';
import { savedNotice } from '../saved';
import { assertItem, errorAt, fieldErrorsOf, submitErrorText } from '../submit';
import { roleBase, type ContentKind, type ContentLang, type Localized, type Role } from '../types';

/** The keys of `S` holding one text per language. */
type LocalizedKey<S> = { [K in keyof S]: S[K] extends Localized ? K : never }[keyof S];

/** A form's state with a setter per field and one per language of the localized fields. */
export function useFormState<S extends object>(initial: S) {
  const [state, setState] = useState(initial);
  const set = <K extends keyof S>(key: K, value: S[K]) => setState((s) => ({ ...s, [key]: value }));
  const setLoc = (key: LocalizedKey<S>, lang: ContentLang, value: string) =>
    setState((s) => ({ ...s, [key]: { ...(s[key] as Localized), [lang]: value } }));
  return { state, set, setLoc };
}

export function useFormMode(): { mode: 'create' | 'edit'; id: string | undefined } {
  const { id } = useParams();
  return { mode: id ? 'edit' : 'create', id };
}

/** GET /{kind}/admin/{id} on edit; nothing to load on create. */
export function useEditItem<T>(kind: ContentKind, id: string | undefined) {
  return useLoad<T | null>(
    (signal) => (id ? dataProvider.getOne(kind, id, signal).then((answer) => assertItem<T>(answer)) : Promise.resolve(null)),
    [kind, id],
  );
}

export interface Submission {
  /** Errors of the validator, empty when the form may be sent. */
  errors: FieldError[];
  build: () => FormData;
}

export function useContentSubmit(kind: ContentKind, role: Role, id: string | undefined) {
  const { t, i18n } = useTranslation('content');
  const navigate = useNavigate();
  const { user } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [topError, setTopError] = useState<string | null>(null);
  const messages = useMessages();
  const listPath = `${roleBase(role)}/${kind}`;

  async function submit(event: FormEvent, prepare: () => Submission) {
    event.preventDefault();
    if (submitting) return;
    const prepared = prepare();
    const errors = messages.fieldErrors(prepared.errors);
    setFieldErrors(errors);
    if (errors.length) {
      setTopError(formatFieldErrors(errors));
      return;
    }
    setTopError(null);
    setSubmitting(true);
    setProgress(null);
    try {
      const answer = id
        ? await dataProvider.update(kind, id, prepared.build(), { onProgress: setProgress })
        : await dataProvider.create(kind, prepared.build(), { onProgress: setProgress });
      // The list says what was saved, in which state, and where it is on the site.
      navigate(listPath, { state: { saved: savedNotice(kind, id ? 'edit' : 'create', answer, i18n.language, new Date()) } });
    } catch (error) {
      console.error(error);
      const refused = messages.fieldErrors(fieldErrorsOf(error));
      setFieldErrors(refused);
      setTopError(submitErrorText(error, id ? t('updateError') : t('createError'), refused, messages.refusal, messages.apiError));
      setSubmitting(false);
    }
  }

  return { submit, submitting, progress, fieldErrors, topError, listPath, hasUser: user !== null };
}

/** What every content form body starts with: its state, the language tab shown, and the submit flow. */
export function useContentForm<S extends object>(kind: ContentKind, role: Role, id: string | undefined, initial: S) {
  const form = useFormState(initial);
  const [lang, setLang] = useState<ContentLang>('fr');
  const submission = useContentSubmit(kind, role, id);
  const error = (field: string) => errorAt(submission.fieldErrors, field);
  return { ...form, lang, setLang, ...submission, error };
}
