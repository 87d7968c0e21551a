// Demo pictures drawn locally (no downloads): an SVG scene rendered by sharp to JPEG, PNG or WebP.
import sharp from 'sharp';
import type { DemoImage, PartenaireFixture } from './types';

const W = 1600;
const H = 1000;

const PALETTES: Record<DemoImage['scene'], [string, string, string]> = {
  fibre: ['#0b3d91', '#1e88e5', '#ffb300'],
  antenne: ['#102a43', '#486581', '#f0b429'],
  chantier: ['#7c4a1e', '#d9a066', '#f57c00'],
  pont: ['#1b4965', '#62b6cb', '#cae9ff'],
  route: ['#2d3142', '#4f5d75', '#ef8354'],
  batiment: ['#22333b', '#5e503f', '#eae0d5'],
  datacenter: ['#0d1b2a', '#1b263b', '#00b4d8'],
  bureau: ['#283618', '#606c38', '#fefae0'],
  plan: ['#003049', '#669bbc', '#fdf0d5'],
  cable: ['#3a0ca3', '#4361ee', '#f72585'],
  reseau: ['#03045e', '#0077b6', '#90e0ef'],
  solaire: ['#f77f00', '#fcbf49', '#003049'],
};

/** A simple figure per scene, drawn in the foreground colour. */
function figure(scene: DemoImage['scene'], c: string): string {
  switch (scene) {
    case 'antenne':
      return `<path d="M800 180 L700 880 H900 Z" fill="none" stroke="${c}" stroke-width="14"/>
        <path d="M730 660 L870 660 M750 480 L850 480 M770 320 L830 320" stroke="${c}" stroke-width="10"/>
        <rect x="760" y="170" width="80" height="40" fill="${c}"/><circle cx="800" cy="150" r="18" fill="${c}"/>`;
    case 'pont':
      return `<path d="M100 700 Q800 260 1500 700" fill="none" stroke="${c}" stroke-width="22"/>
        <rect x="100" y="700" width="1400" height="40" fill="${c}"/>
        ${[300, 550, 800, 1050, 1300].map((x) => `<line x1="${x}" y1="${700 - 260 * Math.sin((Math.PI * (x - 100)) / 1400)}" x2="${x}" y2="700" stroke="${c}" stroke-width="8"/>`).join('')}`;
    case 'route':
      return `<path d="M650 1000 L770 420 H830 L950 1000 Z" fill="${c}" opacity="0.85"/>
        ${[0, 1, 2, 3].map((i) => `<rect x="${792}" y="${470 + i * 130}" width="16" height="${50 + i * 12}" fill="#fff"/>`).join('')}`;
    case 'batiment':
    case 'chantier':
      return `${[0, 1, 2, 3].map((i) => `<rect x="${250 + i * 290}" y="${360 + (i % 2) * 120}" width="220" height="${540 - (i % 2) * 120}" fill="${c}" opacity="${0.65 + i * 0.08}"/>`).join('')}
        ${scene === 'chantier' ? `<path d="M1250 900 V220 H700 M1250 220 L1400 300" stroke="${c}" stroke-width="16" fill="none"/>` : ''}`;
    case 'datacenter':
      return [0, 1, 2, 3, 4]
        .map(
          (i) => `<rect x="${230 + i * 240}" y="300" width="180" height="560" rx="10" fill="${c}" opacity="0.9"/>
        ${[0, 1, 2, 3, 4, 5, 6].map((j) => `<rect x="${250 + i * 240}" y="${330 + j * 75}" width="140" height="40" fill="#0d1b2a"/><circle cx="${370 + i * 240}" cy="${350 + j * 75}" r="6" fill="#80ffdb"/>`).join('')}`,
        )
        .join('');
    case 'plan':
      return `<rect x="300" y="200" width="1000" height="620" fill="none" stroke="${c}" stroke-width="10"/>
        <path d="M300 480 H800 V200 M800 620 H1300 M1000 480 V820" stroke="${c}" stroke-width="8" fill="none"/>
        <circle cx="560" cy="650" r="90" fill="none" stroke="${c}" stroke-width="6" stroke-dasharray="20 14"/>`;
    case 'solaire':
      return `<circle cx="1250" cy="230" r="110" fill="${c}"/>
        ${[0, 1, 2].map((i) => `<path d="M${220 + i * 380} 860 L${320 + i * 380} 560 H${560 + i * 380} L${480 + i * 380} 860 Z" fill="${c}" opacity="0.9"/>`).join('')}`;
    case 'bureau':
      return `<rect x="300" y="600" width="1000" height="40" fill="${c}"/>
        <rect x="560" y="330" width="480" height="280" rx="12" fill="${c}" opacity="0.9"/><rect x="760" y="610" width="80" height="70" fill="${c}"/>`;
    default: {
      // fibre, cable, reseau: strands converging into a node.
      const strands = Array.from(
        { length: 9 },
        (_, i) =>
          `<path d="M0 ${150 + i * 85} C 500 ${150 + i * 85}, 700 520, 1100 500" fill="none" stroke="${c}" stroke-width="${scene === 'cable' ? 18 : 8}" opacity="${0.55 + (i % 3) * 0.15}"/>`,
      ).join('');
      return `${strands}<circle cx="1150" cy="500" r="${scene === 'reseau' ? 130 : 80}" fill="${c}"/>`;
    }
  }
}

function sceneSvg(image: DemoImage): string {
  const [dark, mid, accent] = PALETTES[image.scene];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <rect y="${H * 0.88}" width="${W}" height="${H * 0.12}" fill="${dark}" opacity="0.6"/>
    ${figure(image.scene, accent)}
  </svg>`;
}

async function encode(svg: string, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const img = sharp(Buffer.from(svg));
  if (format === 'jpeg') return img.jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  if (format === 'webp') return img.webp({ quality: 78 }).toBuffer();
  return img.png({ compressionLevel: 9, palette: true }).toBuffer();
}

export function drawScene(image: DemoImage): Promise<Buffer> {
  return encode(sceneSvg(image), image.format);
}

export function drawLogo(logo: PartenaireFixture['logo']): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300" viewBox="0 0 600 300">
    <rect width="600" height="300" fill="#ffffff"/>
    <circle cx="150" cy="150" r="95" fill="${logo.color}"/>
    <path d="M95 185 L150 95 L205 185 Z" fill="#ffffff" opacity="0.85"/>
    <text x="280" y="178" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="${logo.color}">${logo.initials}</text>
  </svg>`;
  return encode(svg, logo.format);
}

export const MIME = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
export const EXT = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;
