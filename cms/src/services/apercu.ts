// The editors' preview (docs/adr/0008-preview-on-demand.md): a form's values, validated and sanitized
// like a save by the type's own `prepare`, laid over the stored item as the rows a save would write, then
// serialized as the public answer and signed for the site's preview route. Nothing is stored: a newly
// chosen picture travels in the token as a small WebP `data:` address.
import sharp from 'sharp';
import type { LocalizedDocument, LocaleRow } from '../contract/documents';
import type { MediaFile } from '../contract/media';
import type { MediaPlan, Prepared } from '../contract/managed';
import type { UploadedFile } from './uploads';
import { oneAtATime } from './image-budget';
import { LANGS, MAX_IMAGE_PIXELS, slugify, type Lang } from '@teranga/domain';
import { APERCU_TTL_MS, signApercu, type ApercuKind } from '@teranga/domain/apercu-token';

/** The secret shared with the site's preview route; generated into cms/.env locally, required in production. */
export function previewSecret(env: NodeJS.ProcessEnv = process.env): string {
  const secret = env.PREVIEW_SECRET?.trim();
  if (!secret) throw new Error('PREVIEW_SECRET is not set');
  return secret;
}

type Row = Record<string, unknown>;

/** Width and quality of a new picture in the preview: enough for the detail page, small enough for a token. */
const PREVIEW_IMAGE = { width: 1280, quality: 65 };

/**
 * A chosen file (already checked like a save's: a decodable JPEG, PNG or WebP) as the preview shows it:
 * turned upright, at most 1280 px wide, as a WebP `data:` address, so nothing is stored.
 */
export async function apercuImage(file: UploadedFile): Promise<MediaFile> {
  // After the caller's other picture work (services/image-budget.ts; charged when the file was checked).
  const { data, info } = await oneAtATime(() =>
    sharp(file.filepath, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: PREVIEW_IMAGE.width, withoutEnlargement: true })
      .webp({ quality: PREVIEW_IMAGE.quality })
      .toBuffer({ resolveWithObject: true }),
  );
  return { url: `data:image/webp;base64,${data.toString('base64')}`, width: info.width, height: info.height, formats: null };
}

/** The images a save would leave: the kept ones, then the new ones (a single image: the new one if any). */
function mediaAfterSave(current: LocalizedDocument | null, plan: MediaPlan, added: MediaFile[]): unknown {
  const raw = current?.reference[plan.attribute];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as { id: number }[];
  const kept = list.filter((file) => plan.keep.includes(file.id));
  return plan.single ? (added[0] ?? kept[0] ?? null) : [...kept, ...added];
}

/**
 * The rows a save of `prepared` over `current` would leave, one per language: shared values on each,
 * each language's own values on its row, the stored slugs (or ones made from the new titles), the kept
 * images and the new ones (`added`, by form field, from apercuImage), and a publication date of now for
 * an item that has none yet (it would get one when published).
 */
export function apercuDocument(
  current: LocalizedDocument | null,
  prepared: Prepared,
  now: Date,
  id: string,
  added: Record<string, MediaFile[]> = {},
): LocalizedDocument {
  const shared: Row = { ...prepared.shared };
  for (const plan of prepared.media) shared[plan.attribute] = mediaAfterSave(current, plan, added[plan.field] ?? []);
  if (typeof shared.secteur === 'string') shared.secteur = { documentId: shared.secteur };
  const rows = {} as Record<Lang, LocaleRow>;
  for (const lang of LANGS) {
    const stored = (current?.[lang] ?? current?.reference ?? {}) as Row;
    const own = prepared.perLang[lang] ?? {};
    const row: Row = { ...stored, ...shared, ...own, locale: lang, documentId: current?.reference.documentId ?? id };
    row.slug = (stored.slug as string) || slugify(String(own.titre ?? prepared.titre ?? '')) || id;
    row.datePublication ??= now.toISOString();
    rows[lang] = row as LocaleRow;
  }
  return { ...rows, reference: rows.fr };
}

/** The signed token of a preview of `item` in `lang`, good for APERCU_TTL_MS. */
export async function apercuToken(kind: ApercuKind, lang: Lang, item: unknown, now: Date, secret = previewSecret()) {
  const exp = now.getTime() + APERCU_TTL_MS;
  return { jeton: await signApercu({ kind, lang, item, exp }, secret), expiration: new Date(exp).toISOString() };
}
