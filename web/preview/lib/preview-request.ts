// What the preview route (preview/pages/apercu.astro) makes of a request: the signed item to render, or
// why not, with the status and the language of the page that says so. The token comes in the body of a
// form post (a whole item does not fit in an address) from the back-office's "Aperçu" button.
import { langFrom, type Article, type Lang, type Opportunite, type Realisation } from '@teranga/domain';
import { articleSchema, opportuniteSchema, realisationSchema } from '@teranga/domain/answers';
import { verifyApercu, type ApercuKind } from '@teranga/domain/apercu-token';

export type PreviewItem =
  { kind: 'article'; item: Article } | { kind: 'realisation'; item: Realisation } | { kind: 'opportunite'; item: Opportunite };

export type PreviewRequest =
  ({ status: 200; lang: Lang } & PreviewItem) | { status: 401 | 403 | 410; lang: Lang; reason: 'missing' | 'invalid' | 'expired' };

const SCHEMAS = { article: articleSchema, realisation: realisationSchema, opportunite: opportuniteSchema } as const;
const STATUS = { missing: 401, invalid: 403, expired: 410 } as const;

/** The `jeton` field of a form post; nothing for any other request. */
async function tokenOf(request: Request): Promise<string | null> {
  if (request.method !== 'POST') return null;
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return null;
  try {
    const value = (await request.formData()).get('jeton');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The previewed item when the request carries a token signed with `secret` that has not expired: 401
 * without a token, 403 for a token that is not the CMS's (or an item off the contract), 410 once expired.
 * A refused request is answered in its `?lang=` (the back-office sends its tab's language).
 */
export async function readPreviewRequest(request: Request, secret: string, now = Date.now()): Promise<PreviewRequest> {
  const fallback = langFrom(new URL(request.url).searchParams.get('lang'));
  const check = await verifyApercu(await tokenOf(request), secret, now);
  if (!check.ok) return { status: STATUS[check.reason], lang: fallback, reason: check.reason };
  const { kind, lang, item } = check.payload;
  const parsed = SCHEMAS[kind as ApercuKind].safeParse(item);
  if (!parsed.success) return { status: 403, lang, reason: 'invalid' };
  return { status: 200, lang, kind, item: parsed.data } as PreviewRequest;
}

/** Headers of every preview answer: never indexed, never stored by a browser or a CDN. */
export const PREVIEW_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Cache-Control': 'no-store',
} as const;
