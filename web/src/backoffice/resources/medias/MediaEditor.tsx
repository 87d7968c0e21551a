// One media in the "Médiathèque": its texts in the three languages, focal point, name and credit, where it
// is used (each use a link to its form), its file replaced, or its deletion (refused while it is used, the
// uses then listed). Advisers may change only what they uploaded: the server decides, the screen follows.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediathequeElement, PointFocal, Utilisation } from '@teranga/domain';
import { ApiError, mediaUrl } from '../../api/client';
import { ErrorBanner, UploadProgress, useConfirm } from '../../ui';
import { useAuth } from '../../session/AuthProvider';
import { FocalPointPicker } from '../../content/forms/FocalPointPicker';
import { IMAGE_ACCEPT } from '../../content/forms/images';
import { deleteMedia, replaceMediaFile, updateMedia } from './api';

const LANGS = ['fr', 'en', 'pt'] as const;
const PLURAL: Record<Utilisation['type'], string> = {
  article: 'articles',
  realisation: 'realisations',
  opportunite: 'opportunites',
  partenaire: 'partenaires',
};

/** A 409 `media.used` answer: the uses that hold the picture. */
type RefusalBody = { error?: { details?: { utilisations?: Utilisation[]; autresUtilisations?: number } } };

interface Props {
  media: MediathequeElement;
  onChanged: (media: MediathequeElement | null, notice: string) => void;
  onClose: () => void;
}

export function MediaEditor({ media, onChanged, onClose }: Props) {
  const { t } = useTranslation('medias');
  const { user } = useAuth();
  const admin = user?.role === 'administrateur';
  const base = admin ? '/admin' : '/conseiller';
  const mayChange = admin || media.auteur === user?._id;
  const [nom, setNom] = useState(media.nom);
  const [texts, setTexts] = useState(media.texteAlternatif);
  const [point, setPoint] = useState<PointFocal | null>(media.pointFocal);
  const [credit, setCredit] = useState(media.credit);
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
    act(async () => onChanged(await updateMedia(media._id, { nom, texteAlternatif: texts, pointFocal: point, credit }), t('saved')));
  const replace = (file: File | undefined) =>
    file && act(async () => onChanged(await replaceMediaFile(media._id, file, setProgress), t('replaced')));
  const remove = async () => {
    const confirmed = await ask({
      title: t('deleteTitle', { nom: media.nom }),
      body: <p>{t('deleteBody')}</p>,
      confirmLabel: t('delete'),
      danger: true,
    });
    if (!confirmed) return;
    await act(async () => {
      try {
        await deleteMedia(media._id);
        onChanged(null, t('deleted'));
      } catch (caught) {
        const body = caught instanceof ApiError && caught.status === 409 ? (caught.body as RefusalBody | null) : null;
        const used = body?.error?.details?.utilisations;
        if (!used) throw caught;
        setUses(used);
        setOthers(body?.error?.details?.autresUtilisations ?? 0);
        setRefusal(true);
      }
    });
  };

  return (
    <section className="bo-media-editor" aria-labelledby="media-editor-title">
      <div className="bo-inline bo-media-editor-head">
        <h2 id="media-editor-title">{t('editTitle', { nom: media.nom })}</h2>
        <button type="button" className="bo-button bo-button--secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
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
        <p className="bo-field-errors" role="alert">
          {t('usedRefusal')}
        </p>
      ) : null}
      {uses.length === 0 && others === 0 ? (
        <p className="bo-hint">{t('uses.none')}</p>
      ) : (
        <ul className="bo-media-uses">
          {uses.map((use) => (
            <li key={`${use.type}:${use.id}`}>
              {t(`type.${use.type}`)} :{' '}
              {use.corbeille || (use.type === 'partenaire' && !admin) ? (
                use.titre
              ) : (
                <Link to={`${base}/${PLURAL[use.type]}/modifier/${use.id}`}>{use.titre}</Link>
              )}{' '}
              {use.corbeille ? t('uses.trash') : null}
            </li>
          ))}
          {others ? <li>{t('uses.others', { count: others })}</li> : null}
        </ul>
      )}
    </section>
  );
}
