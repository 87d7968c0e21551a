// What the three content forms share: the edit item's loading, and the submit flow (client-side
// validation with the CMS rules, multipart upload with progress, error at the top, back to the list).
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { api, upload } from '../../api/client';
import { formatFieldErrors } from '../../api/errors';
import type { FieldError } from '../../api/types';
import { useLoad } from '../../ui';
import { useAuth } from '../../session/AuthProvider';
import { assertItem, fieldErrorsOf, submitErrorText } from '../submit';
import { roleBase, type ContentKind, type Role } from '../types';

export function useFormMode(): { mode: 'create' | 'edit'; id: string | undefined } {
  const { id } = useParams();
  return { mode: id ? 'edit' : 'create', id };
}

/** GET /{kind}/admin/{id} on edit; nothing to load on create. */
export function useEditItem<T>(kind: ContentKind, id: string | undefined) {
  return useLoad<T | null>(
    (signal) => (id ? api<unknown>(`/${kind}/admin/${encodeURIComponent(id)}`, { signal }).then((answer) => assertItem<T>(answer)) : Promise.resolve(null)),
    [kind, id],
  );
}

export interface Submission {
  /** Errors of the validator, empty when the form may be sent. */
  errors: FieldError[];
  build: () => FormData;
}

export function useContentSubmit(kind: ContentKind, role: Role, id: string | undefined) {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { user } = useAuth();
  const [submitting, setSubmitting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [topError, setTopError] = useState<string | null>(null);
  const listPath = `${roleBase(role)}/${kind}`;

  async function submit(event: FormEvent, prepare: () => Submission) {
    event.preventDefault();
    if (submitting) return;
    const { errors, build } = prepare();
    setFieldErrors(errors);
    if (errors.length) {
      setTopError(formatFieldErrors(errors));
      return;
    }
    setTopError(null);
    setSubmitting(true);
    setProgress(null);
    try {
      await upload(id ? `/${kind}/${encodeURIComponent(id)}` : `/${kind}`, build(), {
        method: id ? 'PATCH' : 'POST',
        onProgress: setProgress,
      });
      navigate(listPath);
    } catch (error) {
      console.error(error);
      setFieldErrors(fieldErrorsOf(error));
      setTopError(submitErrorText(error, id ? t('updateError') : t('createError')));
      setSubmitting(false);
    }
  }

  return { submit, submitting, progress, fieldErrors, topError, listPath, hasUser: user !== null };
}
