// Moving between screens without importing the router: the sign-in screen is shown before the router's
// code has loaded (main.tsx), and the session (auth-core.tsx) sends the user on after signing in. Inside
// the router (RouterNavigation, AuthProvider) these are the router's navigate and location; before it,
// main.tsx's: a move there changes the address and starts the router, which shows that address.
import { createContext, useContext, useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';

export interface Navigation {
  navigate(to: string, options?: { replace?: boolean }): void;
  /** The query string of the current address (`?retour=…`), '' when none. */
  search: string;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const value = useContext(NavigationContext);
  if (!value) throw new Error('useNavigation: no NavigationContext above');
  return value;
}

/** A link within the back-office: a plain click moves in the app; a new tab or window opens the address. */
export function AppLink({ to, ...props }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { navigate } = useNavigation();
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    props.onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  }
  return <a {...props} href={to} onClick={onClick} />;
}

/** Replaces the current address with `to` once shown (the router's <Navigate replace />). */
export function Redirect({ to }: { to: string }) {
  const { navigate } = useNavigation();
  useEffect(() => navigate(to, { replace: true }), [navigate, to]);
  return null;
}
