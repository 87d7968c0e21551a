// The path a sign-in returns to: only a same-origin path inside the role's own space, whatever the
// login page's address was made to hold.
import { describe, expect, it } from 'vitest';
import { afterSignIn, loginFor, safeReturnPath } from '../../../src/backoffice/session/returnPath';

const ORIGIN = 'https://www.teranga.example';

describe('safeReturnPath', () => {
  it('keeps a path of the space, with its query and fragment', () => {
    expect(safeReturnPath('/admin/articles/modifier/abc123', ORIGIN, '/admin')).toBe('/admin/articles/modifier/abc123');
    expect(safeReturnPath('/admin/articles?q=fibre&page=2#liste', ORIGIN, '/admin')).toBe('/admin/articles?q=fibre&page=2#liste');
    expect(safeReturnPath('/admin', ORIGIN, '/admin')).toBe('/admin');
    expect(safeReturnPath('/conseiller/realisations', ORIGIN, '/conseiller')).toBe('/conseiller/realisations');
  });

  it('normalises the path as the browser would, and refuses what leaves the space once normalised', () => {
    expect(safeReturnPath('/admin/./articles/../medias', ORIGIN, '/admin')).toBe('/admin/medias');
    expect(safeReturnPath('/admin/../conseiller', ORIGIN, '/admin')).toBeNull();
    expect(safeReturnPath('/admin/%2e%2e/etc', ORIGIN, '/admin')).toBeNull();
    expect(safeReturnPath('/admin%2F..%2Fevil', ORIGIN, '/admin')).toBeNull();
  });

  it.each([
    ['another site, protocol-relative', '//evil.example/admin'],
    ['protocol-relative with a tab the parser drops', '/\t/evil.example/admin'],
    ['protocol-relative with a new line the parser drops', '/\n/evil.example/admin'],
    ['a backslash, which browsers read as a slash', '/\\evil.example/admin'],
    ['a backslash further on', '/admin\\..\\..\\evil'],
    ['an absolute address', 'https://evil.example/admin'],
    ['an absolute address of the same site', `${ORIGIN}/admin/articles`],
    ['a script', 'javascript:alert(1)'],
    ['a script after spaces', '  javascript:alert(1)'],
    ['data', 'data:text/html,<script>alert(1)</script>'],
    ['a relative path', 'admin/articles'],
    ['credentials', '/@evil.example'],
    ['another space', '/conseiller/articles'],
    ['a page outside both spaces', '/fr/articles'],
    ['a name that only starts like the space', '/adminevil'],
    ['the login page itself', '/admin/connexion'],
    ['the login page with a query', '/admin/connexion?retour=/admin'],
    ['the forgotten-password page', '/admin/mot-de-passe-oublie'],
    ['the reset page', '/admin/reinitialiser/'],
    ['nothing', ''],
    ['too long', `/admin/${'a'.repeat(3000)}`],
  ])('refuses %s', (_what, value) => {
    expect(safeReturnPath(value, ORIGIN, '/admin')).toBeNull();
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null, ORIGIN, '/admin')).toBeNull();
    expect(safeReturnPath(undefined, ORIGIN, '/admin')).toBeNull();
  });
});

describe('afterSignIn', () => {
  it('goes to the path asked for, else to the role’s home', () => {
    expect(afterSignIn('administrateur', '/admin/articles/modifier/1', ORIGIN)).toBe('/admin/articles/modifier/1');
    expect(afterSignIn('administrateur', null, ORIGIN)).toBe('/admin');
    expect(afterSignIn('conseiller', null, ORIGIN)).toBe('/conseiller');
    expect(afterSignIn('administrateur', '//evil.example', ORIGIN)).toBe('/admin');
    // An adviser who followed an administrator's link goes to their own space.
    expect(afterSignIn('conseiller', '/admin/utilisateurs', ORIGIN)).toBe('/conseiller');
  });
});

describe('loginFor', () => {
  it('keeps the screen asked for in the login page’s address, and nothing for the home', () => {
    expect(loginFor('administrateur', '/admin/articles/modifier/1?x=1')).toBe(
      '/admin/connexion?retour=%2Fadmin%2Farticles%2Fmodifier%2F1%3Fx%3D1',
    );
    expect(loginFor('administrateur', '/admin')).toBe('/admin/connexion');
    expect(loginFor('conseiller', '/conseiller/')).toBe('/conseiller/connexion');
  });
});
