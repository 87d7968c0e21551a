// The session of docs/product.md §4: start without a token → loaded, no user; else GET /admin/me,
// then GET /utilisateurs/me; clear both tokens when both fail. Login stores both tokens and goes
// back to the screen asked for (returnPath.ts), else to /admin or /conseiller by role; logout calls
// the server and clears locally even on failure. A session the server ended (a refresh refused) is
// remembered as expired, so the login page can say why it shows.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api, onSessionEnd } from '../api/client';
import type { LoginAnswer, Utilisateur } from '../api/types';
import { afterSignIn } from './returnPath';
import { clearTokens, getAccessToken, storeTokens } from './tokens';

export interface AuthValue {
  user: Utilisateur | null;
  loading: boolean;
  /** Signs in, then goes to `asked` (the login page's return path) when it is safe, else home. */
  login(email: string, motDePasse: string, asked?: string | null): Promise<Utilisateur>;
  logout(): Promise<void>;
  /** The signed-in user as the server answered after a change of their own profile. */
  updateUser(user: Utilisateur): void;
  /** The server ended the session (its tokens expired or were revoked) since the last sign-in. */
  expired: boolean;
}

const AuthContext = createContext<AuthValue | null>(null);

/** The profile behind the stored token, or null (tokens removed) — docs/product.md §4's order. */
export async function loadProfile(): Promise<Utilisateur | null> {
  if (!getAccessToken()) return null;
  try {
    const { utilisateur } = await api<{ utilisateur: Utilisateur }>('/admin/me');
    return utilisateur;
  } catch {
    // eslint-disable-next-line no-console -- the product's session rule logs this line (docs/product.md)
    console.log('Pas un admin');
  }
  try {
    const { donnees } = await api<{ donnees: Utilisateur }>('/utilisateurs/me');
    return donnees;
  } catch {
    clearTokens();
    return null;
  }
}

/**
 * The session without the router: `navigate` is where a sign-in sends the user (the router's inside the
 * router, main.tsx's on the sign-in screen shown before it).
 */
export function AuthCore({ navigate, children }: { navigate: (to: string) => void; children: ReactNode }) {
  const [user, setUser] = useState<Utilisateur | null>(null);
  const [loading, setLoading] = useState(() => getAccessToken() !== null);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    let live = true;
    if (getAccessToken()) {
      void loadProfile().then((profile) => {
        if (!live) return;
        setUser(profile);
        setLoading(false);
      });
    }
    // A failed silent refresh ends the session: the protected routes then redirect to login, which
    // says the session expired (only a session that had tokens can fail to refresh).
    const stop = onSessionEnd(() => {
      setUser(null);
      setExpired(true);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  const login = useCallback(
    async (email: string, motDePasse: string, asked?: string | null) => {
      const answer = await api<LoginAnswer>('/auth/connexion', { method: 'POST', json: { email, motDePasse } });
      storeTokens(answer.token, answer.tokenRafraichissement);
      setUser(answer.utilisateur);
      setExpired(false);
      // Only accounts with a role sign in (the server refuses the others).
      if (answer.utilisateur.role) navigate(afterSignIn(answer.utilisateur.role, asked, window.location.origin));
      return answer.utilisateur;
    },
    [navigate],
  );

  const logout = useCallback(async () => {
    try {
      await api('/auth/deconnexion', { method: 'POST' });
    } catch {
      // The server could not end the session: it is cleared here all the same (docs/product.md §4).
    } finally {
      clearTokens();
      setUser(null);
    }
  }, []);

  const updateUser = useCallback((next: Utilisateur) => setUser(next), []);
  const value = useMemo(() => ({ user, loading, login, logout, updateUser, expired }), [user, loading, login, logout, updateUser, expired]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth doit être utilisé dans AuthProvider');
  return value;
}
