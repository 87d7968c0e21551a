// The session of docs/product.md §4: start without a token → loaded, no user; else GET /admin/me,
// then GET /utilisateurs/me; clear both tokens when both fail. Login stores both tokens and goes
// to /admin or /conseiller by role; logout calls the server and clears locally even on failure.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { api, onSessionEnd } from '../api/client';
import type { LoginAnswer, Utilisateur } from '../api/types';
import { HOME } from './roles';
import { clearTokens, getAccessToken, storeTokens } from './tokens';

export interface AuthValue {
  user: Utilisateur | null;
  loading: boolean;
  login(email: string, motDePasse: string): Promise<Utilisateur>;
  logout(): Promise<void>;
  /** The signed-in user as the server answered after a change of their own profile. */
  updateUser(user: Utilisateur): void;
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

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUser] = useState<Utilisateur | null>(null);
  const [loading, setLoading] = useState(() => getAccessToken() !== null);

  useEffect(() => {
    let live = true;
    if (getAccessToken()) {
      void loadProfile().then((profile) => {
        if (!live) return;
        setUser(profile);
        setLoading(false);
      });
    }
    // A failed silent refresh ends the session: the protected routes then redirect to login.
    const stop = onSessionEnd(() => setUser(null));
    return () => {
      live = false;
      stop();
    };
  }, []);

  const login = useCallback(
    async (email: string, motDePasse: string) => {
      const answer = await api<LoginAnswer>('/auth/connexion', { method: 'POST', json: { email, motDePasse } });
      storeTokens(answer.token, answer.tokenRafraichissement);
      setUser(answer.utilisateur);
      // Only accounts with a role sign in (the server refuses the others).
      if (answer.utilisateur.role) navigate(HOME[answer.utilisateur.role]);
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
  const value = useMemo(() => ({ user, loading, login, logout, updateUser }), [user, loading, login, logout, updateUser]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth doit être utilisé dans AuthProvider');
  return value;
}
