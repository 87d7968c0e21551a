// Where a sign-in leads: back to the screen that was asked for (a shared link to an edit page, a
// session that expired), else the role's home. The path travels in the login page's address, so it
// is untrusted: only a same-origin path inside the role's own space is followed.
import type { Role } from '../api/types';
import { HOME, LOGIN } from './roles';

/** The login page's query parameter holding the path asked for. */
export const RETURN_PARAM = 'retour';

/** The sign-in and password pages: returning to them after a sign-in would go round in circles. */
const AUTH_PAGES = ['connexion', 'mot-de-passe-oublie', 'reinitialiser'];

/** Longer than any screen's address (a list's search and filters included): refused rather than parsed. */
const MAX_LENGTH = 2000;

/** Whether `pathname` is `space` itself or a screen under it. */
function inside(pathname: string, space: string): boolean {
  return pathname === space || pathname.startsWith(`${space}/`);
}

/**
 * The path `value` names when it is a path of `origin` inside `space` (`/admin`, `/conseiller`), other
 * than a sign-in page, normalised by the URL parser; else null. Protocol-relative (`//host`), absolute
 * (`https:`, `javascript:`) and backslashed values are refused before parsing, and what the parser
 * makes of the rest must still have `origin` (it drops tabs and new lines, so `/\t/host` parses as
 * `//host`).
 */
export function safeReturnPath(value: string | null | undefined, origin: string, space: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.username || url.password) return null;
  if (!inside(url.pathname, space)) return null;
  const [screen = ''] = url.pathname.slice(space.length).split('/').filter(Boolean);
  if (AUTH_PAGES.includes(screen)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a `role` lands after signing in: the path asked for when it is safe, else its home. */
export function afterSignIn(role: Role, asked: string | null | undefined, origin: string): string {
  return safeReturnPath(asked, origin, HOME[role]) ?? HOME[role];
}

/** The role's login page, keeping `path` (the screen asked for) unless it is the home itself. */
export function loginFor(role: Role, path: string): string {
  if (path === HOME[role] || path === `${HOME[role]}/`) return LOGIN[role];
  return `${LOGIN[role]}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}
