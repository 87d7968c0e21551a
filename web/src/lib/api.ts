// Browser calls to the public API on the site's own origin (docs/product.md §7) and the error shape
// of the CMS README: { data: null, error: { status, name, message, details } }.
export const API_BASE = '/api/v1';

export interface ApiResult<T = unknown> {
  ok: boolean;
  status: number;
  data: T | null;
  message: string | null;
  /** The field errors of a 400 (`error.details.errors`). */
  errors?: { path: string[]; message: string }[];
  /** Seconds to wait after a 429 (`error.details.retryAfter`, else the Retry-After header). */
  retryAfter?: number | null;
}

/**
 * A fresh Idempotency-Key: one per submission, the same for its retries, so the CMS stores a form
 * once even when an answer is lost on the way back. randomUUID needs a secure context; plain http
 * pages get the same 122 random bits through getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST of one submission. A network failure (no answer at all) is retried twice with the same key. */
export async function postJson<T = unknown>(
  path: string,
  body: unknown,
  fetchImpl: typeof fetch = fetch,
  key = newIdempotencyKey(),
): Promise<ApiResult<T>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetchImpl(`${API_BASE}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
      const json = (await response.json().catch(() => null)) as {
        data?: T;
        error?: { message?: string; details?: { errors?: { path: string[]; message: string }[]; retryAfter?: number } };
      } | null;
      const details = json?.error?.details;
      const retryAfter = Number(details?.retryAfter ?? response.headers?.get?.('retry-after'));
      return {
        ok: response.ok,
        status: response.status,
        data: json?.data ?? null,
        message: json?.error?.message ?? null,
        errors: Array.isArray(details?.errors) ? details.errors : [],
        retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      };
    } catch (error) {
      if (attempt < 2) {
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
        continue;
      }
      return { ok: false, status: 0, data: null, message: (error as Error).message };
    }
  }
}
