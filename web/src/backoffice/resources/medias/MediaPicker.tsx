// "Choisir dans la médiathèque", beside "Téléverser" in every image field: the library's grid in a dialog of
// the page; choosing a picture hands it to the form, which takes its texts and focal point (nothing typed twice).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediathequeElement, NatureMedia } from '@teranga/domain';
import { Loading } from '../../ui';
import './medias.css';

const MediaGrid = lazy(() => import('./MediaGrid').then((m) => ({ default: m.MediaGrid })));

interface Props {
  onChoose: (media: MediathequeElement) => void;
  disabled?: boolean;
  /** The kind shown first: photos for the items' pictures, logos for a partner's (the filter changes it). */
  nature?: NatureMedia;
}

export function MediaPicker({ onChoose, disabled, nature = 'photo' }: Props) {
  const { t } = useTranslation('medias');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="bo-button bo-button--secondary" disabled={disabled} onClick={() => setOpen(true)}>
        {t('choose')}
      </button>
      {open ? (
        <div className="bo-dialog-backdrop bo-media-picker" role="presentation">
          <div
            className="bo-dialog"
            role="dialog"
            aria-modal="true"
            aria-label={t('chooseTitle')}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setOpen(false);
            }}
          >
            <div className="bo-inline bo-media-editor-head">
              <h2>{t('chooseTitle')}</h2>
              <button type="button" className="bo-button bo-button--secondary" onClick={() => setOpen(false)}>
                {t('close')}
              </button>
            </div>
            <Suspense fallback={<Loading label={t('title')} />}>
              <MediaGrid
                nature={nature}
                action={(media) => (
                  <button
                    type="button"
                    className="bo-button bo-button--small bo-button--primary"
                    aria-label={`${t('pick')} : ${media.nom}`}
                    onClick={() => {
                      setOpen(false);
                      onChoose(media);
                    }}
                  >
                    {t('pick')}
                  </button>
                )}
              />
            </Suspense>
          </div>
        </div>
      ) : null}
    </>
  );
}
