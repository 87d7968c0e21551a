// Draws a 1200×630 share card with sharp: the site's navy, the item's picture on the right, its kind and
// title on the left in Inter (from npm), the logo and the site's name below. One JPEG, well under 300 KB.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
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

function text(markup: string, fontName: string, fontfile: string, width: number) {
  return sharp({ text: { text: markup, font: fontName, fontfile, width, rgba: true, wrap: 'word-char', dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
}

/** The title at the largest size that fits its box. */
async function titleImage(title: string) {
  const markup = `<span foreground="#ffffff">${escapeMarkup(fitTitle(title))}</span>`;
  let rendered = await text(markup, 'Inter Bold 50', BOLD, TEXT_WIDTH);
  for (const size of [44, 38]) {
    if (rendered.info.height <= TITLE_MAX_HEIGHT) break;
    rendered = await text(markup, `Inter Bold ${size}`, BOLD, TEXT_WIDTH);
  }
  return rendered.info.height <= TITLE_MAX_HEIGHT ? rendered.data : sharp(rendered.data).extract({ left: 0, top: 0, width: rendered.info.width, height: TITLE_MAX_HEIGHT }).toBuffer();
}

// Parts that are the same on many cards, drawn once per build.
const parts = new Map<string, Promise<Buffer>>();
const part = (key: string, draw: () => Promise<Buffer>) => {
  if (!parts.has(key)) parts.set(key, draw());
  return parts.get(key) as Promise<Buffer>;
};

const fade = () => part('fade', () => sharp(Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${OG_HEIGHT}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0">` +
  `<stop offset="0" stop-color="${NAVY}" stop-opacity="1"/><stop offset="0.35" stop-color="${NAVY}" stop-opacity="0"/></linearGradient></defs>` +
  `<rect width="100%" height="100%" fill="url(#g)"/></svg>`)).png().toBuffer());
const accent = () => part('accent', () => sharp({ create: { width: 72, height: 8, channels: 4, background: TEAL } }).png().toBuffer());
const logo = () => part('logo', () => sharp(fs.readFileSync(path.join(process.cwd(), 'public/logo.svg')), { density: 300 }).resize(56, 56).png().toBuffer());
const line = (value: string, size: number, color: string) =>
  part(`line:${size}:${color}:${value}`, async () => (await text(`<span foreground="${color}">${escapeMarkup(value)}</span>`, `Inter SemiBold ${size}`, SEMIBOLD, TEXT_WIDTH)).data);

/** The card as a JPEG; `picture` is the encoded image (any format sharp reads), or null for the site's colours alone. */
export async function renderCard(card: OgCard, picture: Buffer | null): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  if (picture) {
    const photo = await sharp(picture, { failOn: 'error' }).rotate().resize(PICTURE_WIDTH, OG_HEIGHT, { fit: 'cover' }).jpeg().toBuffer();
    layers.push({ input: photo, left: PICTURE_X, top: 0 }, { input: await fade(), left: PICTURE_X, top: 0 });
  }
  layers.push(
    { input: await accent(), left: PAD, top: 80 },
    { input: await line(card.kicker.toUpperCase(), 22, TEAL), left: PAD, top: 104 },
    { input: await titleImage(card.title), left: PAD, top: TITLE_TOP },
    { input: await logo(), left: PAD, top: OG_HEIGHT - PAD - 56 },
    { input: await line(card.footer, 24, '#e3edf6'), left: PAD + 72, top: OG_HEIGHT - PAD - 42 },
  );
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: NAVY } })
    .composite(layers)
    .jpeg({ quality: 82, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
