// The pickers' step between choosing files and keeping them: each photo checked and, when over the
// limits, resized in the browser (resize.ts), with a message per file in the interface language.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_FORM, FALLBACK } from '../form-namespaces';
import { megabytes, prepareImage, type ImageCodec } from './resize';

export interface PreparedImages {
  files: File[];
  /** What was done to a file (resized), for a polite status. */
  notes: string[];
  /** Files left out, each with its reason. */
  errors: string[];
}

export function useImagePreparation(codec?: ImageCodec | null) {
  const { t, i18n } = useTranslation(CONTENT_FORM, FALLBACK);
  const [preparing, setPreparing] = useState(false);
  const size = (bytes: number) =>
    t('images.size', { value: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(megabytes(bytes)) });

  async function prepare(chosen: File[]): Promise<PreparedImages> {
    setPreparing(true);
    const out: PreparedImages = { files: [], notes: [], errors: [] };
    try {
      for (const file of chosen) {
        const result = await prepareImage(file, codec === undefined ? undefined : codec);
        if (!result.ok) {
          out.errors.push(t(result.reason === 'unreadable' ? 'images.unreadable' : 'images.tooLarge', { name: result.name }));
          continue;
        }
        out.files.push(result.file);
        if (result.resized) {
          out.notes.push(
            t('images.resized', {
              name: file.name,
              from: size(result.resized.fromBytes),
              to: size(result.resized.toBytes),
              width: result.resized.width,
              height: result.resized.height,
            }),
          );
        }
      }
    } finally {
      setPreparing(false);
    }
    return out;
  }

  return { prepare, preparing };
}
