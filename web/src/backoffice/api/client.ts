// The one HTTP client of the back-office. Paths are relative to /api/v1; the access token is
// attached; a 401 triggers one POST /auth/rafraichir (shared by concurrent calls) and one retry.
// When the refresh fails the tokens are cleared and the session listeners are told, so the
// AuthProvider empties the user and the protected routes send the browser to the login page.
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from '../session/tokens';
import { ApiError } from './errors';
import { newIdempotencyKey } from '../../lib/api';
import type { RefreshAnswer } from './types';
import { withoutTrailing } from '@teranga/domain';

export { ApiError } from './errors';

let base = '/api/v1';

/** Tests point the client at an absolute origin (msw in Node needs absolute URLs). */
export function configureApi(options: { base: string }): void {
  base = withoutTrailing(options.base, '/');
}

export function apiUrl(path: string): string {
  return `${base}${path.startsWith('/') ? '' : '/'}${path}`;
}

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** Called when a refresh fails and the tokens have been cleared; returns the unsubscribe. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same call. Resolves true when rotated. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = getRefreshToken();
    try {
      if (!refresh) return false;
      const response = await fetch(apiUrl('/auth/rafraichir'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ tokenRafraichissement: refresh }),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as RefreshAnswer;
      if (!answer?.token || !answer.tokenRafraichissement) return false;
      storeTokens(answer.token, answer.tokenRafraichissement);
      return true;
    } catch {
      return false;
    }
  })().then((ok) => {
    refreshing = null;
    if (!ok) {
      clearTokens();
      sessionEndListeners.forEach((listener) => listener());
    }
    return ok;
  });
  return refreshing;
}

// The login and refresh calls answer 401 for wrong credentials: never refresh for them.
const NO_REFRESH = /^\/?auth\/(?:connexion|rafraichir)\b/;

function authHeaders(): Record<string, string> {
  const token = getAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Runs `send` once, and once more after a successful refresh when it answered 401. */
async function withRefresh<R extends { status: number }>(path: string, send: () => Promise<R>): Promise<R> {
  const hadToken = getAccessToken() !== null;
  const first = await send();
  if (first.status !== 401 || !hadToken || NO_REFRESH.test(path)) return first;
  return (await refreshTokens()) ? send() : first;
}

export interface ApiInit {
  method?: string;
  json?: unknown;
  /** A multipart body (a form's values), sent as it is. */
  form?: FormData;
  signal?: AbortSignal;
  /** Sent even if the page is being closed (a form saying it was left). */
  keepalive?: boolean;
}

/** JSON call. Resolves with the parsed answer (null for an empty 204); throws ApiError otherwise. */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const method = init.method ?? (init.json === undefined && init.form === undefined ? 'GET' : 'POST');
  // One key per create, kept when the call is sent again after a refresh: the CMS creates it once.
  const idempotency: Record<string, string> = method === 'POST' ? { 'Idempotency-Key': newIdempotencyKey() } : {};
  const response = await withRefresh(path, () =>
    fetch(apiUrl(path), {
      method,
      headers: {
        Accept: 'application/json',
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...idempotency,
        ...authHeaders(),
      },
      body: init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json)),
      signal: init.signal,
      keepalive: init.keepalive,
    }),
  );
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function sendXhr(path: string, form: FormData, method: string, onProgress?: (fraction: number) => void, key?: string): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (key) xhr.setRequestHeader('Idempotency-Key', key);
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      };
    }
    xhr.onload = () => {
      let body: unknown = xhr.responseText || null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        /* keep the text */
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Erreur réseau'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    xhr.send(form);
  });
}

/** Multipart call through XMLHttpRequest, which reports upload progress (fetch does not). */
export async function upload<T>(
  path: string,
  form: FormData,
  init: { method: 'POST' | 'PATCH' | 'PUT'; onProgress?: (fraction: number) => void },
): Promise<T> {
  const key = init.method === 'POST' ? newIdempotencyKey() : undefined;
  const result = await withRefresh(path, () => sendXhr(path, form, init.method, init.onProgress, key));
  if (result.status < 200 || result.status >= 300) throw new ApiError(result.status, result.body);
  if (init.onProgress) init.onProgress(1);
  return result.body as T;
}

/** GET of a file (the newsletter CSV) with the token; the caller saves the Blob. */
export async function download(path: string): Promise<Blob> {
  const response = await withRefresh(path, () => fetch(apiUrl(path), { headers: authHeaders() }));
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response.blob();
}

/** docs/product.md §3: absolute as is, relative prefixed with the server origin, missing → placeholder. */
export { imageUrl as mediaUrl } from '../../lib/images';
