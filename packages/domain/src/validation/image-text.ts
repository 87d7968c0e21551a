// What an item says about its pictures (docs/product.md §5, "Texte alternatif et point focal"): an
// alternative text per language (required for the main image in each language the item is written in)
// and an optional focal point that keeps the important part of the main image visible when a card
// crops it. Pure: the HTTP layer and the back-office apply the same rules.
import { LANGS, type Lang } from '../languages';
import { text, type FieldError } from '../field-errors';
import { fieldError } from '../messages';
import type { Loc, Mode } from './common';

export const TEXTE_ALTERNATIF_MAX = 150;

/** Where the eye should land, in percent of the picture's width (x) and height (y), from its top-left corner. */
export interface PointFocal {
  x: number;
  y: number;
}

/** The centre, what a picture without a focal point shows. */
export const POINT_FOCAL_CENTRE: PointFocal = { x: 50, y: 50 };

/**
 * The main image's alternative text: for each language `required` names (the languages being saved)
 * it is required when the item has a main image; any given text is at most 150 characters.
 */
export function checkTexteAlternatif(
  errors: FieldError[],
  path: string,
  value: Loc | undefined,
  hasImage: boolean,
  required: (lang: Lang) => boolean,
): void {
  for (const lang of LANGS) {
    const s = text(value?.[lang]);
    if (!s) {
      if (hasImage && required(lang)) errors.push(fieldError(`${path}.${lang}`, 'texteAlternatif.required', { lang }));
    } else if (s.length > TEXTE_ALTERNATIF_MAX) {
      errors.push(fieldError(`${path}.${lang}`, 'texteAlternatif.max', { lang, max: TEXTE_ALTERNATIF_MAX }));
    }
  }
}

/**
 * The alternative texts of a gallery, one list per language in the images' order (the first is the
 * cover, the main image). Lists are cut to `count` images; blanks become ''. Each path is
 * `textesAlternatifs.{lang}.{index}`.
 */
export function cleanTextesAlternatifs(raw: unknown, count: number, mode: Mode): Loc<string[]> | undefined {
  if (raw === undefined && mode === 'edit') return undefined;
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out: Loc<string[]> = {};
  for (const lang of LANGS) {
    const list = Array.isArray(source[lang]) ? (source[lang] as unknown[]) : [];
    out[lang] = Array.from({ length: count }, (_, i) => text(list[i]));
  }
  return out;
}

export function checkTextesAlternatifs(
  errors: FieldError[],
  value: Loc<string[]> | undefined,
  count: number,
  required: (lang: Lang) => boolean,
): void {
  if (!value) return;
  for (const lang of LANGS) {
    const list = value[lang] ?? [];
    for (let i = 0; i < count; i += 1) {
      const s = list[i] ?? '';
      const path = `textesAlternatifs.${lang}.${i}`;
      // Only the cover is required: it is the main image cards and shares show.
      if (!s && i === 0 && required(lang)) errors.push(fieldError(path, 'texteAlternatif.required', { lang }));
      else if (s.length > TEXTE_ALTERNATIF_MAX) errors.push(fieldError(path, 'texteAlternatif.max', { lang, max: TEXTE_ALTERNATIF_MAX }));
    }
  }
}

const toNumber = (v: unknown): number => (typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN);

/**
 * The focal point: `{x, y}` (numbers or numeric strings, 0 to 100) or its JSON text, rounded to a
 * tenth. Blank or null gives null (the centre); absent on edit gives undefined (unchanged).
 */
export function parsePointFocal(errors: FieldError[], raw: unknown, mode: Mode): PointFocal | null | undefined {
  if (raw === undefined) return mode === 'create' ? null : undefined;
  let point: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return null;
    try {
      point = JSON.parse(raw);
    } catch {
      point = undefined;
    }
  }
  if (point === null) return null;
  const record = point && typeof point === 'object' && !Array.isArray(point) ? (point as Record<string, unknown>) : null;
  const x = toNumber(record?.x);
  const y = toNumber(record?.y);
  if (!(x >= 0 && x <= 100 && y >= 0 && y <= 100)) {
    errors.push(fieldError('pointFocal', 'pointFocal.invalid'));
    return undefined;
  }
  return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
}

/** The focal point a picture is cut around: the centre when there is none, each value held to 0–100. */
export function focalPoint(point: PointFocal | null | undefined): PointFocal {
  const valid = point && Number.isFinite(point.x) && Number.isFinite(point.y);
  const { x, y } = valid ? point : POINT_FOCAL_CENTRE;
  const clamp = (v: number) => Math.min(100, Math.max(0, v));
  return { x: clamp(x), y: clamp(y) };
}

/** The CSS `object-position` of a focal point: the centre when there is none. */
export function objectPosition(point: PointFocal | null | undefined): string {
  const { x, y } = focalPoint(point);
  return `${x}% ${y}%`;
}
