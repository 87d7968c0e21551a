// One media in the "Médiathèque", in a modal dialog of the page (always in view, wherever its card was):
// its texts in the three languages, focal point, name, credit and nature (photo or logo), where it is used
// (each use a link to its form), its file replaced, or its deletion: the confirmation names the items in
// the corbeille that lose it; refused while a published or draft item uses it, those then listed with their
// links. Advisers may change only what they uploaded: the server decides, the screen follows.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router';
import {
  MANAGED_DEFINITIONS,
  NATURES_MEDIA,
  type MediathequeElement,
  type NatureMedia,
  type PointFocal,
  type Utilisation,
} from '@teranga/domain';
import { ApiError, mediaUrl } from '../../api/client';
import { ErrorBanner, UploadProgress, useConfirm } from '../../ui';
import { useModalDialog } from '../../ui/modal';
import { useAuth } from '../../session/AuthProvider';
import { FocalPointPicker } from '../../content/forms/FocalPointPicker';
import { IMAGE_ACCEPT } from '../../content/forms/images';
import { deleteMedia, replaceMediaFile, updateMedia } from './api';

const LANGS = ['fr', 'en', 'pt'] as const;
/** A use's type (`article`) → its back-office path (`articles`), from the registry. */
const PLURAL = Object.fromEntries(MANAGED_DEFINITIONS.map((d) => [d.name, d.collection])) as Record<Utilisation['type'], string>;

/** A 409 `media.used` answer: the uses that hold the picture. */
type RefusalBody = { error?: { details?: { code?: string; utilisations?: Utilisation[]; autresUtilisations?: number } } };

interface Props {
  media: MediathequeElement;
  onChanged: (media: MediathequeElement | null, notice: string) => void;
  onClose: () => void;
  /** Just uploaded: the place in the upload (its texts asked first), and the way to the next picture. */
  describe?: { index: number; total: number; onNext?: () => void };
}

export function MediaEditor({ media, onChanged, onClose, describe }: Props) {
  const { t } = useTranslation('medias');
  const { user } = useAuth();
  const admin = user?.role === 'administrateur';
  const base = admin ? '/admin' : '/conseiller';
  const mayChange = admin || media.auteur === user?._id;
  const [nom, setNom] = useState(media.nom);
  const [texts, setTexts] = useState(media.texteAlternatif);
  const [point, setPoint] = useState<PointFocal | null>(media.pointFocal);
  const [credit, setCredit] = useState(media.credit);
  const [nature, setNature] = useState<NatureMedia>(media.nature);
  const ref = useRef<HTMLDialogElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);

  // A modal dialog: drawn over the page in the viewport, the page inert behind it; the focus goes to the
  // first text of a picture just uploaded (else the dialog's first control) and back to the opener after.
  useModalDialog(ref, describe ? 'input[lang]' : 'button');
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [uses, setUses] = useState<Utilisation[]>(media.utilisations);
  const [others, setOthers] = useState(media.autresUtilisations);
  const [refusal, setRefusal] = useState(false);
  const [dialog, ask] = useConfirm();

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };
  const save = () =>
    act(async () =>
      onChanged(await updateMedia(media._id, { nom, texteAlternatif: texts, pointFocal: point, credit, nature }), t('saved')),
    );
  const replace = (file: File | undefined) =>
    file && act(async () => onChanged(await replaceMediaFile(media._id, file, setProgress), t('replaced')));
  // The refusal is far below the button on a phone: brought into view and given the focus.
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal, uses]);

  const live = uses.filter((use) => !use.corbeille);
  const trashed = uses.filter((use) => use.corbeille);
  const remove = async () => {
    // A published or draft item holds it: nothing to confirm, the uses below say where to take it out.
    if (live.length) {
      setRefusal(true);
      return;
    }
    const confirmed = await ask({
      title: t('deleteTitle', { nom: media.nom }),
      body: (
        <>
          <p>{t('deleteBody')}</p>
          {trashed.length ? (
            <>
              <p>{t('delete.usesCorbeille')}</p>
              <ul className="bo-media-uses">
                {trashed.map((use) => (
                  <li key={`${use.type}:${use.id}`}>{t('uses.item', { type: t(`type.${use.type}`), titre: use.titre })}</li>
                ))}
              </ul>
            </>
          ) : others ? null : (
            <p>{t('delete.unused')}</p>
          )}
          {others ? <p>{t('delete.usesOthers', { count: others })}</p> : null}
        </>
      ),
      confirmLabel: t('delete'),
      danger: true,
    });
    if (!confirmed) return;
    await act(async () => {
      try {
        await deleteMedia(media._id);
        onChanged(null, t('deleted'));
      } catch (caught) {
        const details = caught instanceof ApiError && caught.status === 409 ? (caught.body as RefusalBody | null)?.error?.details : null;
        if (details?.utilisations) {
          setUses(details.utilisations);
          setOthers(details.autresUtilisations ?? 0);
        }
        if (details?.code !== 'media.used') throw caught;
        setRefusal(true);
      }
    });
  };

  return (
    <dialog
      ref={ref}
      className="bo-dialog bo-media-editor"
      aria-labelledby="media-editor-title"
      onCancel={(event) => {
        // Escape closes this dialog, not the confirmation drawn over it (which handles its own).
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      <div className="bo-inline bo-media-editor-head">
        <h2 id="media-editor-title">{t('editTitle', { nom: media.nom })}</h2>
        <div className="bo-inline">
          {describe?.onNext ? (
            <button type="button" className="bo-button bo-button--primary" onClick={describe.onNext}>
              {t('describeNext')}
            </button>
          ) : null}
          <button type="button" className="bo-button bo-button--secondary" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
      {describe ? (
        <p className="bo-media-describe">
          {describe.total > 1 ? t('describeStep', { index: describe.index, total: describe.total }) : t('describeOne')}
        </p>
      ) : null}
      {dialog}
      <ErrorBanner error={error ?? undefined} />
      {!mayChange ? <p className="bo-hint">{t('readOnly')}</p> : null}
      <div className="bo-media-editor-body">
        <div>
          <FocalPointPicker src={mediaUrl(media.url)} alt={media.nom} value={point} onChange={(p) => mayChange && setPoint(p)} />
        </div>
        <fieldset className="bo-media-fields" disabled={!mayChange || busy}>
          <label>
            <span>{t('nom')}</span>
            <input value={nom} maxLength={150} onChange={(e) => setNom(e.target.value)} />
          </label>
          {LANGS.map((lang) => (
            <label key={lang}>
              <span>{t('texteAlternatif', { lang: lang.toUpperCase() })}</span>
              <input lang={lang} value={texts[lang]} maxLength={150} onChange={(e) => setTexts({ ...texts, [lang]: e.target.value })} />
            </label>
          ))}
          <p className="bo-hint">{t('texteHint')}</p>
          <label>
            <span>{t('nature')}</span>
            <select value={nature} onChange={(e) => setNature(e.target.value as NatureMedia)}>
              {NATURES_MEDIA.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`nature.${kind}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t('credit')}</span>
            <input value={credit} maxLength={200} onChange={(e) => setCredit(e.target.value)} />
          </label>
          <div className="bo-inline">
            <button type="button" className="bo-button bo-button--primary" onClick={() => void save()}>
              {busy ? t('saving') : t('save')}
            </button>
            <label className="bo-button bo-button--secondary">
              {t('replace')}
              <input className="bo-file" type="file" accept={IMAGE_ACCEPT} onChange={(e) => void replace(e.target.files?.[0])} />
            </label>
            <button type="button" className="bo-button bo-button--danger" onClick={() => void remove()}>
              {t('delete')}
            </button>
          </div>
          <UploadProgress fraction={progress} />
        </fieldset>
      </div>
      <h3>{t('uses.title')}</h3>
      {refusal ? (
        <p className="bo-field-errors" role="alert" tabIndex={-1} ref={refusalRef}>
          {t('usedRefusal')}
        </p>
      ) : null}
      {uses.length === 0 && others === 0 ? (
        <p className="bo-hint">{t('uses.none')}</p>
      ) : (
        <ul className="bo-media-uses">
          {uses.map((use) => (
            <li key={`${use.type}:${use.id}`}>
              {t('uses.of', { type: t(`type.${use.type}`) })}{' '}
              {use.corbeille || (use.type === 'partenaire' && !admin) ? (
                use.titre
              ) : (
                <Link to={`${base}/${PLURAL[use.type]}/modifier/${use.id}`}>{use.titre}</Link>
              )}{' '}
              {use.corbeille ? t('uses.corbeille') : null}
            </li>
          ))}
          {others ? <li>{t('uses.others', { count: others })}</li> : null}
        </ul>
      )}
    </dialog>
  );
}
