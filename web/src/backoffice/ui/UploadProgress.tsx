import { useTranslation } from 'react-i18next';

/** The upload progress bar shown while a multipart form is sent (`fraction` 0..1, null hides it). */
export function UploadProgress({ fraction }: { fraction: number | null }) {
  const { t } = useTranslation('common');
  if (fraction === null) return null;
  const percent = Math.round(Math.max(0, Math.min(1, fraction)) * 100);
  const label = t('upload.progress', { percent });
  return (
    <div className="bo-upload" role="status">
      <progress max={100} value={percent} aria-label={label} />
      <span>{label}</span>
    </div>
  );
}
