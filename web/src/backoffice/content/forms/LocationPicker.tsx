// Localisation of a realisation: the map (lazy), the coordinates it gives, the address, and the
// "use my position" button with docs/product.md §8's messages.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import type { MapPoint } from '../payload';
import { locate } from './geolocation';
import { TextField } from './TextField';

const MapPicker = lazy(() => import('./MapPicker'));

interface Props {
  point: MapPoint | null;
  adresse: string;
  onPoint: (point: MapPoint | null) => void;
  onAdresse: (adresse: string) => void;
  error?: string;
  /** Tests leave the map out (happy-dom has no layout for Leaflet). */
  withMap?: boolean;
  geolocation?: Geolocation | null;
}

export function LocationPicker({ point, adresse, onPoint, onAdresse, error, withMap = true, geolocation }: Props) {
  const { t } = useTranslation(CONTENT_FORM, FALLBACK);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);

  async function useMyPosition() {
    setGeoError(null);
    setLocating(true);
    const geo = geolocation !== undefined ? geolocation : typeof navigator !== 'undefined' ? navigator.geolocation : null;
    const outcome = await locate(geo);
    setLocating(false);
    if (outcome.ok) onPoint(outcome.position);
    else setGeoError(outcome.reason === 'unsupported' ? t('geo.unsupported') : t('geo.failed', { message: outcome.message }));
  }

  return (
    <fieldset className={`bo-fieldset${error ? ' is-invalid' : ''}`}>
      <legend>{t('map.label')}</legend>
      <p className="bo-hint">{t('map.hint')}</p>
      {withMap ? (
        <Suspense fallback={<p className="bo-loading">{t('map.loading')}</p>}>
          <MapPicker value={point} onChange={onPoint} attribution={t('map.attribution')} label={t('map.label')} />
        </Suspense>
      ) : null}
      <p className="bo-coords" aria-live="polite">
        {point ? `${t('map.latitude')} ${point.lat.toFixed(6)}, ${t('map.longitude')} ${point.lng.toFixed(6)}` : null}
      </p>
      <div className="bo-inline">
        <button type="button" className="bo-button bo-button--secondary" onClick={useMyPosition} disabled={locating}>
          {locating ? t('geo.locating') : t('geo.use')}
        </button>
        {point ? (
          <button type="button" className="bo-button bo-button--secondary" onClick={() => onPoint(null)}>
            {t('map.clear')}
          </button>
        ) : null}
      </div>
      {geoError ? (
        <p className="bo-field-errors" role="alert">
          {geoError}
        </p>
      ) : null}
      <TextField label={t('map.adresse')} value={adresse} onChange={onAdresse} error={error} path="localisation" />
    </fieldset>
  );
}
