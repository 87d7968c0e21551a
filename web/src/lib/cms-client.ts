// Build-time calls to the CMS. Every failure names the URL, and a contract break the field.
import type { z } from 'zod';

export const cmsUrl = () => (process.env.CMS_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '');

export class CmsError extends Error {
  override name = 'CmsError';
}

export async function fetchJson(path: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const url = `${cmsUrl()}/api/v1${path}`;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(30_000) });
  } catch (error) {
    type Cause = { code?: string; message?: string; errors?: { code?: string }[] };
    const c = (error as { cause?: Cause }).cause;
    const cause = c?.code ?? c?.errors?.[0]?.code ?? c?.message ?? (error as Error).message;
    throw new CmsError(`CMS unreachable at ${url} (${cause}). Start the CMS or set CMS_URL.`);
  }
  if (!response.ok) throw new CmsError(`CMS answered ${response.status} at ${url}`);
  try {
    return await response.json();
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

export async function loadList<S extends z.ZodType>(path: string, schema: S, fetchImpl?: typeof fetch): Promise<z.infer<S>[]> {
  return checkList(`${cmsUrl()}/api/v1${path}`, schema, await fetchJson(path, fetchImpl));
}
