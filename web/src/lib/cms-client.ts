// Build-time calls to the CMS. Every failure names the URL, and a contract break the field.
import type { z } from 'zod';
import { cmsUrl, requestHeaders } from './cms-address.mjs';

export { cmsUrl, isLoopback } from './cms-address.mjs';

export class CmsError extends Error {
  override name = 'CmsError';
  /** The connection closed while the answer's body was read. */
  brokenOff = false;
}

/** An answer's text and the CMS's clock when it answered (its Date header, to the second), if it said. */
export interface CmsAnswer {
  text: string;
  date: Date | null;
}

/**
 * The raw text of a CMS answer (a failure names the URL). An answer whose connection closes before its end
 * (undici's `TypeError: terminated`, seen on a loaded machine) is asked for once more: a GET of a list
 * changes nothing, and failing the whole site build for it would leave a publication waiting for the next.
 */
export async function fetchText(path: string, fetchImpl: typeof fetch = fetch): Promise<string> {
  return (await fetchAnswer(path, { fetchImpl })).text;
}

/** fetchText with the answer's date; `headers` are added to the request (a bearer token). */
export async function fetchAnswer(
  path: string,
  { fetchImpl = fetch, headers = {} }: { fetchImpl?: typeof fetch; headers?: Record<string, string> } = {},
): Promise<CmsAnswer> {
  try {
    return await fetchAnswerOnce(path, fetchImpl, headers);
  } catch (error) {
    if (!(error instanceof CmsError && error.brokenOff)) throw error;
    return fetchAnswerOnce(path, fetchImpl, headers);
  }
}

async function fetchAnswerOnce(path: string, fetchImpl: typeof fetch, headers: Record<string, string>): Promise<CmsAnswer> {
  const url = `${cmsUrl()}/api/v1${path}`;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      headers: { ...requestHeaders(url), ...headers },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    type Cause = { code?: string; message?: string; errors?: { code?: string }[] };
    const c = (error as { cause?: Cause }).cause;
    const cause = c?.code ?? c?.errors?.[0]?.code ?? c?.message ?? (error as Error).message;
    throw new CmsError(`CMS unreachable at ${url} (${cause}). Start the CMS or set CMS_URL.`);
  }
  if (!response.ok) throw new CmsError(`CMS answered ${response.status} at ${url}`);
  const dated = new Date(response.headers.get('date') ?? '');
  try {
    return { text: await response.text(), date: Number.isNaN(dated.getTime()) ? null : dated };
  } catch (error) {
    throw Object.assign(new CmsError(`CMS answer broken off at ${url} (${(error as Error).message})`), { brokenOff: true });
  }
}

export function parseJson(url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new CmsError(`CMS answered something that is not JSON at ${url}`);
  }
}

/** Checks a list answer item by item; the message says which item and field broke the contract. */
export function checkList<S extends z.ZodType>(url: string, schema: S, answer: unknown): z.infer<S>[] {
  if (!Array.isArray(answer)) throw new CmsError(`CMS contract broken at ${url}: expected a list, got ${typeof answer}`);
  return answer.map((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) return result.data;
    const issues = result.error.issues
      .slice(0, 5)
      .map((issue) => `[${index}].${issue.path.join('.') || '(item)'}: ${issue.message}`)
      .join('; ');
    throw new CmsError(`CMS contract broken at ${url}: ${issues}`);
  });
}

/** A checked list and the answer's text as it came. */
export async function readList<S extends z.ZodType>(
  path: string,
  schema: S,
  fetchImpl?: typeof fetch,
): Promise<{ items: z.infer<S>[]; text: string }> {
  const url = `${cmsUrl()}/api/v1${path}`;
  const text = await fetchText(path, fetchImpl);
  return { items: checkList(url, schema, parseJson(url, text)), text };
}

export async function loadList<S extends z.ZodType>(path: string, schema: S, fetchImpl?: typeof fetch): Promise<z.infer<S>[]> {
  return (await readList(path, schema, fetchImpl)).items;
}
