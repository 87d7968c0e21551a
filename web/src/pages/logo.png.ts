// The company logo as a 512×512 PNG, drawn from public/logo.svg at build time: search engines want a
// raster logo in the Organization's structured data.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { APIRoute } from 'astro';

export const GET: APIRoute = async () => {
  const svg = fs.readFileSync(path.join(process.cwd(), 'public/logo.svg'));
  const png = await sharp(svg, { density: 600 })
    .resize(512, 512, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .png()
    .toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
