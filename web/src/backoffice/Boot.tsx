// What main.tsx renders: the session (auth-core.tsx) and, below it, either the sign-in screen alone —
// a first visit to a login page without a session is shown without loading the router — or the app
// (App.tsx: the router and every route). A move from the sign-in screen (the sign-in itself, a link)
// changes the address and starts the app, which shows that address (Chargement... until its code is
// there); the session, already signed in, carries over. From then on every move goes through the router.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { Role } from './api/types';
import { LoginScreen } from './screens/lazy';
import { AuthCore } from './session/auth-core';
import { NavigationContext, type Navigation } from './session/navigation';
import { Loading } from './ui/Loading';

export type AppTree = ComponentType<{ onNavigation: (navigation: Navigation) => void }>;

export function Boot({ signIn, loadApp }: { signIn: Role | null; loadApp: () => Promise<AppTree> }) {
  const [App, setApp] = useState<AppTree | null>(null);
  /** The address changed from the sign-in screen: it gives way at once (what is typed there would be lost). */
  const [left, setLeft] = useState(false);
  const router = useRef<Navigation | null>(null);
  const starting = useRef(false);
  const start = useCallback(() => {
    if (starting.current) return;
    starting.current = true;
    void loadApp().then((tree) => setApp(() => tree));
  }, [loadApp]);
  useEffect(() => {
    if (!signIn) start();
  }, [signIn, start]);

  const navigate = useCallback<Navigation['navigate']>(
    (to, options) => {
      if (router.current) {
        router.current.navigate(to, options);
        return;
      }
      window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      setLeft(true);
      start();
    },
    [start],
  );
  const navigation = useMemo<Navigation>(() => ({ navigate, search: window.location.search }), [navigate]);
  const onNavigation = useCallback((next: Navigation) => {
    router.current = next;
  }, []);

  let screen = <Loading />;
  if (App) screen = <App onNavigation={onNavigation} />;
  else if (signIn && !left) screen = <LoginScreen role={signIn} />;
  return (
    <NavigationContext.Provider value={navigation}>
      <AuthCore navigate={navigate}>
        <Suspense fallback={<Loading />}>{screen}</Suspense>
      </AuthCore>
    </NavigationContext.Provider>
  );
}
