// Formatted text (docs/product.md §5, "Formatted text"): the HTML subset article and realisation
// `contenu` and opportunite `description` hold, its plain-text reading and the sanitizer's settings.
// Pure and light: the CMS (on every write) and the site's build (again, in depth) pass sanitize-html
// in, so the browser never loads it. Reading text out of markup here never decides what is safe: it
// counts and summarizes markup sanitize-html or the editor wrote, and sanitize-html parses the rest.
import { Parser, type Handler } from 'htmlparser2';
import { DETAIL_KINDS, type DetailKind } from './site-pages';

/**
 * The only elements formatted text may hold; `a` keeps only `href`, the `rel` the server sets and a
 * reference to a page of the site (`data-ref`, see LinkReference).
 */
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
// Elements whose text a reader never sees.
const SILENT = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title']);

/**
 * How deep elements may nest in formatted text. The editor's markup stays far below (a link in a list
 * item in a quote is 5 deep); deeper markup is refused on write, and read no further than this,
 * because the HTML parser's cost grows with the square of the nesting depth.
 */
export const RICH_TEXT_MAX_DEPTH = 32;

/**
 * Reads markup with htmlparser2, the parser sanitize-html uses: one pass (no pattern ever runs over raw
 * markup), character references decoded, every element closed. Stops at an element nested deeper than
 * RICH_TEXT_MAX_DEPTH; answers whether it read everything.
 */
export function readMarkup(html: string, handler: Partial<Handler>): boolean {
  let depth = 0;
  let whole = true;
  const parser: Parser = new Parser({
    ...handler,
    onopentag(name, attributes, implied) {
      depth += 1;
      if (depth > RICH_TEXT_MAX_DEPTH && whole) {
        whole = false;
        parser.pause();
      }
      if (whole) handler.onopentag?.(name, attributes, implied);
    },
    onclosetag(name, implied) {
      depth -= 1;
      if (whole) handler.onclosetag?.(name, implied);
    },
    ontext(text) {
      if (whole) handler.ontext?.(text);
    },
  });
  parser.write(html);
  parser.end();
  return whole;
}

/** Whether elements in `value` nest deeper than RICH_TEXT_MAX_DEPTH (refused on write). */
export function isTooDeep(value: string): boolean {
  return value.includes('<') && !readMarkup(value, {});
}

/** Whether `value` holds any markup (a whole tag or a comment); stored text from before formatted text has none. */
export function isRichText(value: string | null | undefined): boolean {
  if (!value?.includes('<')) return false;
  let markup = false;
  const found = () => {
    markup = true;
  };
  readMarkup(value, {
    onopentag: found,
    onclosetag: (_name, implied) => {
      markup ||= !implied;
    },
    oncomment: found,
    onprocessinginstruction: found,
  });
  return markup;
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
  // Depth inside an element whose text is never read (every open tag there counts, every close too).
  let silent = 0;
  const flush = () => {
    const text = line
      .split('\n')
      .map((l) => l.replace(/ +/g, ' ').trim())
      .filter(Boolean)
      .join('\n');
    if (text) blocks.push({ text, item });
    line = '';
  };
  readMarkup(html, {
    onopentag(name) {
      if (silent || SILENT.has(name)) silent += 1;
      // Source line breaks are spaces in HTML; only <br> breaks a line.
      else if (name === 'br') line += '\n';
      else if (BLOCKS.has(name)) {
        flush();
        item = name === 'li';
      }
    },
    onclosetag(name) {
      if (silent) silent -= 1;
      else if (BLOCKS.has(name)) {
        flush();
        item = false;
      }
    },
    ontext(text) {
      if (!silent) line += text.replace(/\s+/g, ' '); // \s covers the no-break space too
    },
  });
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

/**
 * A link to an item's page by reference: the editor's link dialog stores `data-ref="article:<documentId>"`
 * beside the address the page had then, and the site's build writes the item's current address (it
 * follows a changed slug), so the stored `href` is only what API clients and the preview show.
 */
export interface LinkReference {
  type: DetailKind;
  /** The item's documentId. */
  id: string;
}

/** The attribute that holds a link's reference. */
export const LINK_REFERENCE_ATTRIBUTE = 'data-ref';
// Strapi's documentIds: lowercase letters and digits (24 today); bounded, so nothing longer is read.
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

/** A `data-ref` value read strictly (`article:abc123`); null for anything else. */
export function readLinkReference(value: string | null | undefined): LinkReference | null {
  if (!value || value.length > 80) return null;
  const colon = value.indexOf(':');
  const type = value.slice(0, colon);
  const id = value.slice(colon + 1);
  if (colon < 0 || !(DETAIL_KINDS as readonly string[]).includes(type) || !DOCUMENT_ID.test(id)) return null;
  return { type: type as DetailKind, id };
}

export const linkReferenceValue = (reference: LinkReference): string => `${reference.type}:${reference.id}`;

/** The references of the links in formatted text, each once. */
export function linkReferences(html: string | null | undefined): LinkReference[] {
  if (!html?.includes(LINK_REFERENCE_ATTRIBUTE)) return [];
  const found = new Map<string, LinkReference>();
  readMarkup(html, {
    onopentag(name, attributes) {
      const reference = name === 'a' ? readLinkReference(attributes[LINK_REFERENCE_ATTRIBUTE]) : null;
      if (reference) found.set(linkReferenceValue(reference), reference);
    },
  });
  return [...found.values()];
}

/** The current address of a referenced page (a path of the site), or null when it has none (unpublished, deleted). */
export type LinkResolver = (reference: LinkReference) => string | null;

type Attributes = Record<string, string>;

/**
 * A link as stored: an allowed address (web links get rel="noopener"), with its reference when it has a
 * valid one; without an allowed address it loses its href and is unwrapped (exclusiveFilter).
 */
function storedLink(attribs: Attributes): { tagName: string; attribs: Attributes } {
  const scheme = linkScheme(attribs.href);
  if (!scheme) return { tagName: 'a', attribs: {} };
  const href = attribs.href.trim();
  const reference = readLinkReference(attribs[LINK_REFERENCE_ATTRIBUTE]);
  return {
    tagName: 'a',
    attribs: {
      href,
      ...(scheme.startsWith('http') ? { rel: 'noopener' } : {}),
      ...(reference && scheme.startsWith('http') ? { [LINK_REFERENCE_ATTRIBUTE]: linkReferenceValue(reference) } : {}),
    },
  };
}

/**
 * A link as a page of the site shows it: a reference becomes the page's current address (or plain text
 * when the page is gone); any other link is kept as stored, reference dropped.
 */
function renderedLink(resolve: LinkResolver) {
  return (_tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } => {
    const reference = readLinkReference(attribs[LINK_REFERENCE_ATTRIBUTE]);
    if (reference && linkScheme(attribs.href)?.startsWith('http')) {
      const href = resolve(reference);
      return { tagName: 'a', attribs: href ? { href } : {} };
    }
    const { href, rel } = storedLink(attribs).attribs;
    return { tagName: 'a', attribs: href ? { href, ...(rel ? { rel } : {}) } : {} };
  };
}

/** sanitize-html's options for the subset (typed structurally, so this package does not depend on it). */
export const RICH_TEXT_SANITIZE_OPTIONS = {
  allowedTags: [...RICH_TEXT_TAGS] as string[],
  allowedAttributes: { a: ['href', 'rel', LINK_REFERENCE_ATTRIBUTE] } as Record<string, string[]>,
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
    // A link without an allowed scheme loses its href (and is unwrapped below); web links get rel="noopener".
    a: (_tagName: string, attribs: Attributes): { tagName: string; attribs: Attributes } => storedLink(attribs),
  },
  // A link without href keeps its text only. (Renaming it to a disallowed tag instead made sanitize-html
  // close the next allowed element of the same depth with that name, so the next link swallowed the text after it.)
  exclusiveFilter: (frame: { tag: string; attribs: Attributes }): 'excludeTag' | false =>
    frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false,
};

/** sanitize-html's default export, or anything with its signature. */
export type HtmlSanitizer = (html: string, options: typeof RICH_TEXT_SANITIZE_OPTIONS) => string;

/**
 * What is stored for a formatted-text value, safe to use as HTML. Text that cannot hold markup (no `<`,
 * from before or from an API client) stays as it is: it is shown escaped, in paragraphs. Other text
 * without elements becomes escaped paragraphs; markup becomes the sanitized subset, and markup with no
 * text at all (an empty editor) becomes ''. Markup nested too deep (refused on write, see `isTooDeep`)
 * never reaches the sanitizer: its text, as far as it is read, becomes escaped paragraphs. With
 * `resolveLink` (the site's build), links by reference take their page's current address.
 */
export function sanitizeRichText(value: string, sanitize: HtmlSanitizer, resolveLink?: LinkResolver): string {
  if (!value.includes('<')) return value.trim();
  if (isTooDeep(value)) return plainTextToHtml(htmlToText(value));
  const options = resolveLink
    ? { ...RICH_TEXT_SANITIZE_OPTIONS, transformTags: { a: renderedLink(resolveLink) } }
    : RICH_TEXT_SANITIZE_OPTIONS;
  const html = sanitize(toRichHtml(value), options).trim();
  if (!htmlToText(html)) return '';
  // Markup reduced to bare text stays markup, so its escaped characters are not read as plain text.
  return isRichText(html) ? html : `<p>${html}</p>`;
}
