// The back-office frame: a top bar (name, user, language; on phones only the menu button and the name,
// the user and the language folding into the menu, so the bar stays 56 px tall), the sidebar of
// docs/product.md §2 with Déconnexion, and the screen, each screen a lazy chunk behind Suspense.
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from '../router';
import type { Role } from '../api/types';
import { useAuth } from '../session/AuthProvider';
import { LOGIN } from '../session/roles';
import { DisclosureButton } from '../ui/DisclosureButton';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { Loading } from '../ui/Loading';
import { LanguageSwitch } from './LanguageSwitch';
import { NARROW, useMediaQuery } from './useMediaQuery';
import { ADMIN_NAV, ADVISER_NAV, type NavEntry } from './nav';

/** The namespaces of the sidebar's labels (`namespace:key`), loaded before the frame shows. */
const namespacesOf = (nav: readonly NavEntry[]) => ['common', ...new Set(nav.map((entry) => entry.label.split(':')[0]))];
const FRAME_NAMESPACES = { administrateur: namespacesOf(ADMIN_NAV), conseiller: namespacesOf(ADVISER_NAV) };

export function Layout({ role }: { role: Role }) {
  const nav = role === 'administrateur' ? ADMIN_NAV : ADVISER_NAV;
  const { t } = useTranslation(FRAME_NAMESPACES[role]);
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const main = useRef<HTMLElement>(null);
  const firstScreen = useRef(true);
  const narrow = useMediaQuery(NARROW);

  // A new screen closes the phone menu, starts at the top, and takes the keyboard focus (so a
  // screen reader reads the new screen rather than staying on the link that was followed).
  useEffect(() => {
    setMenuOpen(false);
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    window.scrollTo?.({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  async function onLogout() {
    await logout();
    navigate(LOGIN[role], { replace: true });
  }

  const name = user ? `${user.prenom} ${user.nom}`.trim() || user.email : '';
  // In the bar on wide screens, at the top of the menu on phones.
  const account = (
    <div className="bo-account">
      <p className="bo-user">{t('user.signedInAs', { name })}</p>
      <LanguageSwitch />
    </div>
  );
  return (
    <div className="bo-app">
      <a className="bo-skip" href="#bo-main">
        {t('nav.skip')}
      </a>
      <header className="bo-topbar">
        <DisclosureButton className="bo-menu-toggle" open={menuOpen} controls="bo-sidebar" onToggle={() => setMenuOpen((open) => !open)}>
          {t('nav.menu')}
        </DisclosureButton>
        <p className="bo-brand">
          {t('app.name')} <span>{t(role === 'administrateur' ? 'app.admin' : 'app.adviser')}</span>
        </p>
        {narrow ? null : account}
      </header>
      <div className="bo-body">
        <nav
          id="bo-sidebar"
          className="bo-sidebar"
          data-open={menuOpen}
          aria-label={t('nav.label')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
          }}
        >
          {narrow ? account : null}
          <ul>
            {nav.map((entry) => (
              <li key={entry.to}>
                <NavLink to={entry.to} end={entry.end}>
                  {t(entry.label)}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" className="bo-logout" onClick={onLogout}>
                {t('nav.logout')}
              </button>
            </li>
          </ul>
          <a className="bo-site-link" href="/">
            {t('nav.site')}
          </a>
        </nav>
        <main id="bo-main" ref={main} className="bo-main" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<Loading />}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
      </div>
    </div>
  );
}

export default Layout;
