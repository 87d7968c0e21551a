// What every create and edit form adds to the back-office form hook (the content forms, partners and
// users alike): the edit item's loading, the language tab shown, the send (multipart with progress, or
// JSON), and where a save leads: "Enregistrer" keeps the editor on the form with the save notice,
// "Créer" opens the new item's form, "Enregistrer et fermer" goes back to the list with it.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { useLocation, useNavigate, useParams } from '../../router';
import { dataProvider } from '../../api/provider';
import type { FieldError } from '../../api/types';
import { useForm, useLoad } from '../../ui';
import { useAuth } from '../../session/AuthProvider';
import { useMessages } from '../../i18n/useMessages';
import { savedNotice, type SavedNotice } from '../saved';
import { assertItem, submitErrorText } from '../submit';
import { roleBase, type ContentLang, type FormKind, type Role } from '../types';
import { itemOf } from '../../api/answers';
import { ApiError } from '../../api/errors';
import { draftKey, fillEmptyFrom, languagesToCopyFrom, restoreDraft } from '../editing';
import { useDraft, useLeaveGuard } from '../useEditing';
import { usePresence } from '../../presence/usePresence';
import { useFollowSaves } from '../../presence/useFollowSaves';
import {
  isEditorialCollection,
  isManagedCollection,
  mergeEdits,
  resolveMerge,
  type Merge,
  type MergeSide,
  type VersionResume,
} from '@teranga/domain';

/** What an edit form knows of the item it opened, for the editing-conflict check. */
export interface Loaded<S> {
  /** The item's `dateModification` when it was opened. */
  version: string | null | undefined;
  /** The form state of an item as the API answers it. */
  fromItem: (item: never) => S;
}

/**
 * A save refused because someone saved the item since the version the form holds, and both changed
 * some of the same fields: the merge of the rest, with those fields to choose.
 */
export interface Conflict<S> {
  merge: Merge<S>;
  /** The stored item's form state, the next base. */
  theirs: S;
  version: string | null;
  /** Who saved the stored version (null: the same person, or not known). */
  by: string | null;
  options: SaveOptions;
}

/** A merged save to send again, with the stored version it is based on. */
interface Retry {
  version: string | null;
  options: SaveOptions;
}

export function useFormMode(): { mode: 'create' | 'edit'; id: string | undefined } {
  const { id } = useParams();
  return { mode: id ? 'edit' : 'create', id };
}

/** The item to edit (GET of `kind`'s item, read out of its wrapping) on edit; nothing to load on create. */
export function useEditItem<T>(kind: FormKind, id: string | undefined) {
  return useLoad<T | null>(
    (signal) => (id ? dataProvider.getOne(kind, id, signal).then((answer) => assertItem<T>(answer)) : Promise.resolve(null)),
    [kind, id],
  );
}

export interface Submission<B extends FormData | object = FormData> {
  /** Errors of the validator, empty when the form may be sent. */
  errors: FieldError[];
  /** The request's body: multipart (files travel in it; the content forms' previews and checks read it), or JSON. */
  build: () => B;
}

/** A form body's check and body, of its own values or of the values given (a save bar's action). */
export type Prepare<B extends FormData | object = FormData | object> = (values?: never) => Submission<B>;

/** Where a save leads: the list ("Enregistrer et fermer"), else the form stays. */
export interface SaveOptions {
  close?: boolean;
  /**
   * Values the save sends over the form's (the save bar's "Publier", "Dépublier", "Planifier…": etat and
   * datePublication). The form takes the saved item's values once the save is accepted; a refused save
   * leaves the form as it was.
   */
  changes?: Record<string, unknown>;
}

/** Whether a multipart body carries a file (its upload progress is worth showing). */
export function sendsFiles(body: FormData | object): boolean {
  if (!(body instanceof FormData)) return false;
  for (const value of body.values()) if (typeof value !== 'string' && value.size > 0) return true;
  return false;
}

const pick = (values: object, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, (values as Record<string, unknown>)[key]]));

/** The notice a save handed over through the router's state (a new item's form opened after "Créer"). */
function handedNotice(state: unknown): SavedNotice | null {
  return (state as { saved?: SavedNotice | null } | null)?.saved ?? null;
}

/** What a kind's form may leave out. */
export interface FormOptions {
  /** Whether a draft is kept in the browser (not for a form that holds a password). Default: kept. */
  keepDraft?: boolean;
}

/**
 * What every form body starts with: its state, the language tab shown, the submit flow, and the
 * editing aids (docs/product.md §4): copying from another language, the kept draft, the warning
 * before leaving unsaved changes, and on edit the editing-conflict check and the presence (the
 * editorial kinds).
 */
export function useContentForm<S extends object>(
  kind: FormKind,
  role: Role,
  id: string | undefined,
  initial: S,
  loaded?: Loaded<S>,
  /** After a save that stays on the form: the stored item is read again (the history panel follows it). */
  onSaved?: () => void,
  { keepDraft = true }: FormOptions = {},
) {
  const { t, i18n } = useTranslation(CONTENT_FORM, FALLBACK);
  const { t: te } = useTranslation('editing');
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const messages = useMessages();
  const form = useForm(initial);
  const [lang, setLang] = useState<ContentLang>('fr');
  const listPath = `${roleBase(role)}/${kind}`;
  const draft = useDraft(keepDraft ? draftKey(user?._id, kind, id) : null, form.values, initial);
  const leaveDialog = useLeaveGuard(
    draft.dirty,
    { title: te('leaveTitle'), body: te('leaveConfirm'), confirmLabel: te('leaveAnyway'), danger: true },
    draft.clear,
  );
  // Who else has the item open; read only while someone else edits it (docs/product.md, "Présence").
  const presenceKind = isEditorialCollection(kind) ? kind : null;
  const presence = usePresence(presenceKind, id);
  const [version, setVersion] = useState(loaded?.version ?? null);
  // The state the item is stored in (the save bar's word): the opened item's, then each save's.
  const [storedEtat, setStoredEtat] = useState<string | null>(
    loaded ? (((initial as { etat?: string }).etat ?? null) as string | null) : null,
  );
  const [conflict, setConflict] = useState<Conflict<S> | null>(null);
  // The stored values the form's `version` holds: what a refused save's changes are measured from.
  const base = useRef<S>(initial);
  const [retry, setRetry] = useState<Retry | null>(null);
  const pendingRetry = useRef<Retry | null>(null);
  // Who the changes of the save under way were merged with, said once it is stored.
  const mergedWith = useRef<{ by: string | null } | null>(null);
  const [merged, setMerged] = useState<{ by: string | null } | null>(null);
  useFollowSaves({
    kind: presenceKind,
    id,
    stored: presence?.dateModification,
    version,
    dirty: draft.dirty || !loaded,
    replace: (item, stored) => {
      const next = loaded!.fromItem(item as never);
      form.setValues(next);
      draft.rebase(next);
      base.current = next;
      setStoredEtat((next as { etat?: string }).etat ?? null);
      setVersion(stored);
      onSaved?.();
    },
  });
  // What the last save said, shown at the top of the form when the editor stays on it.
  const [notice, setNotice] = useState<SavedNotice | null>(() => handedNotice(location.state));
  // Whether the body being sent holds a file: only then is there an upload progress to show.
  const [sendingFiles, setSendingFiles] = useState(false);
  // The notice handed over by "Créer" is read once; a reload of the form does not repeat it.
  useEffect(() => {
    if (handedNotice(location.state)) void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);

  async function submit(event: FormEvent | null, prepare: Prepare, from: string | null = version, options: SaveOptions = {}) {
    setNotice(null);
    setMerged(null);
    const sentOk = await form.submit(
      event,
      () => {
        const prepared = options.changes ? prepare({ ...form.values, ...options.changes } as never) : prepare();
        return { errors: prepared.errors, value: prepared.errors.length ? null : prepared };
      },
      async (prepared, onProgress) => {
        const built = prepared.build();
        const body = id && from && !(built instanceof FormData) ? { ...built, dateModification: from } : built;
        if (id && from && body instanceof FormData) body.set('dateModification', from);
        setSendingFiles(sendsFiles(body));
        const sent = { ...form.values, ...options.changes } as S;
        let answer;
        try {
          const answered = id
            ? await dataProvider.update(kind, id, body, { onProgress })
            : await dataProvider.create(kind, body, { onProgress });
          answer = itemOf(kind, answered);
        } catch (error) {
          const current = error instanceof ApiError && error.status === 409 && loaded ? storedOf(error) : null;
          // A newer stored version: the changes are merged with it rather than refused (the CMS still
          // refuses the stale version; the merged save is sent with the stored one).
          if (current) return merge(current, sent, options);
          throw error;
        }
        setConflict(null);
        // The notice says what was saved, in which state, and where it is on the site.
        const saved = savedNotice(kind, id ? 'edit' : 'create', answer, i18n.language, new Date());
        if (options.close) {
          draft.clear();
          void navigate(listPath, { state: { saved } });
        } else if (!id && saved) {
          // A new item: its own form, where the next save edits it.
          draft.clear();
          void navigate(`${listPath}/modifier/${encodeURIComponent(saved.id)}`, { replace: true, state: { saved } });
        } else {
          // The state and date as the server stored them (a publication dated now), in the form too.
          const changes = options.changes;
          const stored = changes && loaded ? pick(loaded.fromItem(answer as never), Object.keys(changes)) : {};
          const kept = { ...sent, ...stored } as S;
          if (changes) form.setValues((values) => ({ ...values, ...changes, ...stored }) as S);
          draft.rebase(kept);
          base.current = kept;
          setStoredEtat((answer as { etat?: string } | null)?.etat ?? null);
          setVersion((answer as { dateModification?: string | null } | null)?.dateModification ?? null);
          setNotice(saved);
          setMerged(mergedWith.current);
          onSaved?.();
        }
        mergedWith.current = null;
      },
      {
        // An HTTP failure that says nothing gets 'Erreur lors de la création' / '… mise à jour'.
        failureText: (error) => submitErrorText(error, id ? t('updateError') : t('createError'), messages.refusal, messages.apiError),
      },
    );
    // A merged save is sent again once the form holds the merged values (the body is built from them).
    if (pendingRetry.current) {
      setRetry(pendingRetry.current);
      pendingRetry.current = null;
    } else if (!sentOk) mergedWith.current = null;
    return sentOk;
  }

  /** The stored item a 409 answers with. */
  function storedOf(error: ApiError) {
    return (error.body as { error?: { details?: { current?: { dateModification?: string | null } } } })?.error?.details?.current ?? null;
  }

  /** Who saved the newest version, when it is someone else (the item's history). */
  async function whoSaved(): Promise<string | null> {
    if (!id) return null;
    try {
      if (!isManagedCollection(kind)) return null;
      const newest = (await dataProvider.versions<{ donnees?: VersionResume[] }>(kind, id)).donnees?.[0];
      if (!newest || newest.auteur._id === user?._id) return null;
      return [newest.auteur.prenom, newest.auteur.nom].filter(Boolean).join(' ') || null;
    } catch {
      return null;
    }
  }

  /** Merges the refused save's values with the stored item: sent again at once, or asked field by field. */
  async function merge(item: { dateModification?: string | null }, mine: S, options: SaveOptions) {
    const theirs = loaded!.fromItem(item as never);
    const found = mergeEdits(base.current, mine, theirs);
    const stored = item.dateModification ?? null;
    const by = await whoSaved();
    if (found.conflicts.length) {
      setConflict({ merge: found, theirs, version: stored, by, options });
      return;
    }
    adopt(found.merged, theirs, stored, by, options);
  }

  /** The form takes the merged values on the stored version, and saves them. */
  function adopt(values: S, theirs: S, stored: string | null, by: string | null, options: SaveOptions) {
    form.setValues(values);
    base.current = theirs;
    setVersion(stored);
    mergedWith.current = { by };
    pendingRetry.current = { version: stored, options };
  }

  const aids = {
    presence,
    /** The page's dialog asking before unsaved changes are left. */
    leaveDialog,
    copy: {
      sources: (to: ContentLang) => languagesToCopyFrom(form.values, to),
      fill: (from: ContentLang, to: ContentLang) => form.setValues((values) => fillEmptyFrom(values, from, to)),
    },
    draft: draft.offer && {
      savedAt: draft.offer.savedAt,
      restore: () => {
        const kept = draft.take();
        if (kept) form.setValues((values) => restoreDraft(values, kept));
      },
      discard: draft.discard,
    },
    /** Whether the form holds changes not saved. */
    dirty: draft.dirty,
    /** The fields both people changed: one side chosen per field, then the merge is saved. */
    conflict: conflict && {
      conflicts: conflict.merge.conflicts,
      by: conflict.by,
      resolve: (choices: Partial<Record<string, MergeSide>>) => {
        setConflict(null);
        adopt(resolveMerge(conflict.merge, choices), conflict.theirs, conflict.version, conflict.by, conflict.options);
        setRetry(pendingRetry.current);
        pendingRetry.current = null;
      },
      /** Nothing is saved; the form keeps what was typed (a next save asks again). */
      cancel: () => setConflict(null),
    },
    /** Said after a save whose changes were merged with someone else's. */
    merged,
    /** A merged save to send again (ContentFormFrame sends it with the form's current body). */
    retry: retry && { ...retry, clear: () => setRetry(null) },
  };

  return {
    ...form,
    state: form.values,
    lang,
    setLang,
    submit,
    listPath,
    hasAuteur: user !== null,
    aids,
    notice,
    sendingFiles,
    /** The item's stored state (null for a new item): the save bar's word and actions. */
    storedEtat,
    /** The item's new `dateModification` after a save outside the form (a translation confirmed). */
    adoptVersion: setVersion,
  };
}
