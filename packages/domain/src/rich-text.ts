// Formatted text (docs/product.md §5, "Formatted text"): the HTML subset article and realisation
// `contenu` and opportunite `description` hold, its plain-text reading and the sanitizer's settings.
// Pure and light: the CMS (on every write) and the site's build (again, in depth) pass sanitize-html
// in, so the browser never loads it. Reading text out of markup here never decides what is safe: it
// counts and summarizes markup sanitize-html or the editor wrote, and sanitize-html parses the rest.

/** The only elements formatted text may hold; `a` keeps only `href` (and the `rel` the server sets). */
export const RICH_TEXT_TAGS = ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'br'] as const;
/** The only link schemes allowed in formatted text. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

// Elements that end a line of text when read as plain text (the subset's blocks and common others).
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'div',
  'pre',
  'section',
  'article',
  'table',
  'tr',
]);
// A tag (quoted attribute values may hold '>'), a comment, or an element whose text is never read.
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(script|style|template|noscript|textarea|title)\b[\s\S]*?(?:<\/\1\s*>|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const TAG = /<\/?[a-zA-Z][a-zA-Z0-9-]*(?:[^>"']|"[^"]*"|'[^']*')*>/;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The character references sanitize-html and browsers write; others are left as they are. */
function decode(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g, (whole, dec?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name] ?? whole;
    const code = dec ? Number.parseInt(dec, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** Whether `value` holds any markup; stored text from before formatted text has none. */
export function isRichText(value: string | null | undefined): boolean {
  return Boolean(value && TAG.test(value));
}

/**
 * The text a reader sees: blocks separated by a blank line (list items by a line break), spaces
 * collapsed, character references decoded. Text without markup is returned trimmed, so lengths count as before.
 */
export function htmlToText(value: string | null | undefined): string {
  const html = value ?? '';
  if (!isRichText(html)) return html.trim();
  const blocks: { text: string; item: boolean }[] = [];
  let line = '';
  let item = false;
  const flush = () => {
    const text = line
      .split('\n')
      .map((l) => l.replace(/ +/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (text) blocks.push({ text, item });
    line = '';
  };
  // Source line breaks are spaces in HTML; only <br> breaks a line.
  const addText = (raw: string) => {
    line += decode(raw.replace(/\s+/g, ' ')).replace(/\u00a0/g, ' ');
  };
  let last = 0;
  for (const match of html.matchAll(TOKEN)) {
    addText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, silent, closing, rawName] = match;
    if (silent || !rawName) continue;
    const name = rawName.toLowerCase();
    if (name === 'br') line += '\n';
    else if (BLOCKS.has(name)) {
      flush();
      item = !closing && name === 'li';
    }
  }
  addText(html.slice(last));
  flush();
  return blocks.map((b, i) => (i === 0 ? '' : b.item && blocks[i - 1].item ? '\n' : '\n\n') + b.text).join('');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as formatted text: one paragraph per block of lines separated by a blank line. */
export function plainTextToHtml(text: string | null | undefined): string {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/[&<>"']/g, (c) => ESCAPES[c])}</p>`)
    .join('');
}

/** Formatted text as HTML, whether it was stored as HTML or as plain text from before. Not sanitized. */
export function toRichHtml(value: string | null | undefined): string {
  return isRichText(value) ? (value ?? '') : plainTextToHtml(value);
}

const LINK_SCHEMES: readonly string[] = RICH_TEXT_SCHEMES;

/** The allowed scheme of an absolute link, read by the WHATWG URL parser; null for anything else. */
function linkScheme(href: string | undefined): string | null {
  if (!href || !URL.canParse(href)) return null;
  const scheme = new URL(href).protocol.slice(0, -1);
  return LINK_SCHEMES.includes(scheme) ? scheme : null;
}

/** Whether a link may stay in formatted text: absolute, with an allowed scheme (the editor checks it before the server does). */
export const isAllowedLink = (href: string | undefined): boolean => linkScheme(href?.trim()) !== null;

type Attributes = Record<string, string>;

/** sanitize-html's options for the subset (typed structurally, so this package does not depend on it). */
export const RICH_TEXT_SANITIZE_OPTIONS = {
  allowedTags: [...RICH_TEXT_TAGS] as string[],
  allowedAttributes: { a: ['href', 'rel'] } as Record<string, string[]>,
  allowedSchemes: [...RICH_TEXT_SCHEMES] as string[],
  allowedSchemesByTag: {} as Record<string, string[]>,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Removed tags keep their text, except those whose content is code or a document of its own.
  disallowedTagsMode: 'discard' as const,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  transformTags: {
    // A link without an allowed scheme becomes a disallowed tag, so only its text stays; web links get rel="noopener".
    a: (_tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } => {
      const scheme = linkScheme(attribs.href);
      if (!scheme) return { tagName: 'removed-link', attribs: {} };
      const href = attribs.href.trim();
      return { tagName: 'a', attribs: scheme.startsWith('http') ? { href, rel: 'noopener' } : { href } };
    },
  },
};

/** sanitize-html's default export, or anything with its signature. */
export type HtmlSanitizer = (html: string, options: typeof RICH_TEXT_SANITIZE_OPTIONS) => string;

/**
 * What is stored for a formatted-text value, safe to use as HTML. Text that cannot hold markup (no `<`,
 * from before or from an API client) stays as it is: it is shown escaped, in paragraphs. Other text
 * without elements becomes escaped paragraphs; markup becomes the sanitized subset, and markup with no
 * text at all (an empty editor) becomes ''.
 */
export function sanitizeRichText(value: string, sanitize: HtmlSanitizer): string {
  if (!value.includes('<')) return value.trim();
  const html = sanitize(toRichHtml(value), RICH_TEXT_SANITIZE_OPTIONS).trim();
  if (!htmlToText(html)) return '';
  // Markup reduced to bare text stays markup, so its escaped characters are not read as plain text.
  return isRichText(html) ? html : `<p>${html}</p>`;
}
