// Entry of the back-office shell pages (pages/admin.astro, pages/conseiller.astro). A first visit to a
// login page without a session shows the sign-in screen before the router and the other screens load
// (Boot.tsx); the strings of each screen load in the interface language only (i18n/lazy.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Boot, type AppTree } from './Boot';
import { installHistoryGuard } from './content/history-guard';
import { APP_NAMESPACES, createLazyBackofficeI18n, SIGN_IN_NAMESPACES } from './i18n/lazy';
import { loadLoginScreen } from './screens/lazy';
import { LOGIN } from './session/roles';
import { getAccessToken } from './session/tokens';
import { installStaleCodeReload } from './stale-code';
import type { Role } from './api/types';

const i18n = createLazyBackofficeI18n();
document.documentElement.lang = i18n.language;

// Before the router, so that a form with unsaved changes hears the back button first.
installHistoryGuard();
installStaleCodeReload();

/** The role whose login page this is, when nobody is signed in here; else null (the app starts at once). */
function signInRole(pathname: string): Role | null {
  if (getAccessToken()) return null;
  const roles = Object.keys(LOGIN) as Role[];
  return roles.find((role) => pathname === LOGIN[role] || pathname === `${LOGIN[role]}/`) ?? null;
}

/** The router, every route and the shell's strings (once). */
let app: Promise<AppTree> | undefined;
const loadApp = (): Promise<AppTree> =>
  (app ??= Promise.all([import('./App'), i18n.loadNamespaces([...APP_NAMESPACES])]).then(([module]) => module.default));

const element = document.getElementById('bo-root');
if (element) {
  const signIn = signInRole(window.location.pathname);
  // The first screen's strings and code, then the first paint (no screen shows its keys while they load).
  const first = signIn ? [i18n.loadNamespaces([...SIGN_IN_NAMESPACES]), loadLoginScreen()] : [loadApp()];
  void Promise.all(first).then(() =>
    createRoot(element).render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <Boot signIn={signIn} loadApp={loadApp} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}
