// Client-side storage of docs/product.md §3: `accessToken` and `refreshToken` in local storage.
export const ACCESS_KEY = 'accessToken';
export const REFRESH_KEY = 'refreshToken';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled: the session lasts as long as the page
  }
}

export function getAccessToken(): string | null {
  return storage()?.getItem(ACCESS_KEY) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(REFRESH_KEY) ?? null;
}

export function storeTokens(access: string, refresh: string): void {
  storage()?.setItem(ACCESS_KEY, access);
  storage()?.setItem(REFRESH_KEY, refresh);
}

export function clearTokens(): void {
  storage()?.removeItem(ACCESS_KEY);
  storage()?.removeItem(REFRESH_KEY);
}
