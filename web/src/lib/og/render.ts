// Draws a 1200×630 share card with sharp: the site's navy, the item's picture on the right, its kind and
// title on the left in Inter (from npm), the logo and the site's name below. One JPEG, well under 300 KB.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';

import type { PointFocal } from '@teranga/domain';
import { coverCrop } from './crop';
import { escapeMarkup, fitTitle } from './text';
import { OG_HEIGHT, OG_WIDTH } from './paths';

/** Bump when the drawing changes: every cached card is then drawn again. */
export const RENDERER_VERSION = 1;

export interface OgCard {
  title: string;
  /** The kind of page, above the title (Actualités, Réalisations…). */
  kicker: string;
  /** Under the logo: the site's name and address. */
  footer: string;
}

const NAVY = '#0a2540';
const TEAL = '#14b8a6';
const PAD = 64;
const PICTURE_X = 660;
const PICTURE_WIDTH = OG_WIDTH - PICTURE_X;
const TEXT_WIDTH = PICTURE_X - PAD - 40;
const TITLE_TOP = 150;
const TITLE_MAX_HEIGHT = 320;

const require = createRequire(path.join(process.cwd(), 'package.json'));
const font = (file: string) => require.resolve(`@expo-google-fonts/inter/${file}`);
const BOLD = font('700Bold/Inter_700Bold.ttf');
const SEMIBOLD = font('600SemiBold/Inter_600SemiBold.ttf');

// Layers travel as raw pixels: no PNG or JPEG encoded only to be decoded again by the composite.
interface Layer {
  input: Buffer;
  raw: { width: number; height: number; channels: 4 | 3 };
}
const raw = async (image: Sharp): Promise<Layer> => {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  return { input: data, raw: { width: info.width, height: info.height, channels: info.channels as 3 | 4 } };
};

const text = (markup: string, fontName: string, fontfile: string, width: number) =>
  raw(sharp({ text: { text: markup, font: fontName, fontfile, width, rgba: true, wrap: 'word-char', dpi: 72 } }));

/** The title at the largest size that fits its box. */
async function titleImage(title: string): Promise<Layer> {
  const markup = `<span foreground="#ffffff">${escapeMarkup(fitTitle(title))}</span>`;
  let rendered = await text(markup, 'Inter Bold 50', BOLD, TEXT_WIDTH);
  for (const size of [44, 38]) {
    if (rendered.raw.height <= TITLE_MAX_HEIGHT) break;
    rendered = await text(markup, `Inter Bold ${size}`, BOLD, TEXT_WIDTH);
  }
  if (rendered.raw.height <= TITLE_MAX_HEIGHT) return rendered;
  return raw(
    sharp(rendered.input, { raw: rendered.raw }).extract({ left: 0, top: 0, width: rendered.raw.width, height: TITLE_MAX_HEIGHT }),
  );
}

// Parts that are the same on many cards, drawn once per build.
const parts = new Map<string, Promise<Layer>>();
const part = (key: string, draw: () => Promise<Layer>) => {
  if (!parts.has(key)) parts.set(key, draw());
  return parts.get(key) as Promise<Layer>;
};

const fade = () =>
  part('fade', () =>
    raw(
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${OG_HEIGHT}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0">` +
            `<stop offset="0" stop-color="${NAVY}" stop-opacity="1"/><stop offset="0.35" stop-color="${NAVY}" stop-opacity="0"/></linearGradient></defs>` +
            `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
        ),
      ).ensureAlpha(),
    ),
  );
const accent = () => part('accent', () => raw(sharp({ create: { width: 72, height: 8, channels: 4, background: TEAL } })));
const logo = () =>
  part('logo', () =>
    raw(
      sharp(fs.readFileSync(path.join(process.cwd(), 'public/logo.svg')), { density: 300 })
        .resize(56, 56)
        .ensureAlpha(),
    ),
  );
const line = (value: string, size: number, color: string) =>
  part(`line:${size}:${color}:${value}`, () =>
    text(`<span foreground="${color}">${escapeMarkup(value)}</span>`, `Inter SemiBold ${size}`, SEMIBOLD, TEXT_WIDTH),
  );

const at = (layer: Layer, left: number, top: number): OverlayOptions => ({ input: layer.input, raw: layer.raw, left, top });

/** A card's background: the picture (or none) with its fade, the accent, the logo and the footer, all but the texts of one language. */
export type PreparedPicture = Layer;

/** The picture cut to its panel around the focal point (lib/og/crop.ts); the size read from the header, EXIF rotation applied. */
async function panel(encoded: Buffer, focal: PointFocal | null | undefined): Promise<Sharp> {
  const { autoOrient } = await sharp(encoded, { failOn: 'error' }).metadata();
  const crop = coverCrop(autoOrient, { width: PICTURE_WIDTH, height: OG_HEIGHT }, focal);
  return sharp(encoded, { failOn: 'error' })
    .rotate()
    .resize(crop.width, crop.height, { fit: 'fill' })
    .extract({ left: crop.left, top: crop.top, width: PICTURE_WIDTH, height: OG_HEIGHT })
    .removeAlpha();
}

/**
 * The background of the cards of one picture (any format sharp reads; it throws on anything else), drawn
 * once for the three languages: the picture cut to its panel and widened to the card with the site's navy
 * (cheaper than compositing it), then the parts every card has.
 */
export async function preparePicture(encoded: Buffer | null, footer: string, focal?: PointFocal | null): Promise<PreparedPicture> {
  const base = encoded
    ? sharp((await raw(await panel(encoded, focal))).input, { raw: { width: PICTURE_WIDTH, height: OG_HEIGHT, channels: 3 } }).extend({
        left: PICTURE_X,
        background: NAVY,
      })
    : sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: NAVY } });
  const layers = [
    ...(encoded ? [at(await fade(), PICTURE_X, 0)] : []),
    at(await accent(), PAD, 80),
    at(await logo(), PAD, OG_HEIGHT - PAD - 56),
    at(await line(footer, 24, '#e3edf6'), PAD + 72, OG_HEIGHT - PAD - 42),
  ];
  return raw(base.composite(layers).removeAlpha());
}

/**
 * Lays white-on-transparent text (RGBA) over an RGB background in place. Two small layers on a card cost
 * a full-card composite in libvips (it works in floating point over the whole image): blending only their
 * pixels here is several times cheaper.
 */
export function blendText(background: Buffer, width: number, text: Layer, left: number, top: number): void {
  const { width: w, height: h, channels } = text.raw;
  const src = text.input;
  for (let y = 0; y < h; y++) {
    let s = y * w * channels;
    let d = ((top + y) * width + left) * 3;
    for (let x = 0; x < w; x++, s += channels, d += 3) {
      const a = src[s + 3];
      if (a === 0) continue;
      const keep = 255 - a;
      background[d] = (src[s] * a + background[d] * keep + 127) / 255;
      background[d + 1] = (src[s + 1] * a + background[d + 1] * keep + 127) / 255;
      background[d + 2] = (src[s + 2] * a + background[d + 2] * keep + 127) / 255;
    }
  }
}

/** The card as a JPEG: the texts of one language on a prepared background, or on an encoded picture (null: none). */
export async function renderCard(card: OgCard, picture: Buffer | PreparedPicture | null): Promise<Buffer> {
  const background = picture && !Buffer.isBuffer(picture) ? picture : await preparePicture(picture, card.footer);
  const pixels = Buffer.from(background.input);
  blendText(pixels, OG_WIDTH, await line(card.kicker.toUpperCase(), 22, TEAL), PAD, 104);
  blendText(pixels, OG_WIDTH, await titleImage(card.title), PAD, TITLE_TOP);
  return (
    sharp(pixels, { raw: background.raw })
      // No second pass to optimise the Huffman tables: a few percent larger, much faster to write.
      .jpeg({ quality: 82, chromaSubsampling: '4:2:0', optimiseCoding: false })
      .toBuffer()
  );
}
