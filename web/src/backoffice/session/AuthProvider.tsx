// The session inside the router (tests, screens rendered under a router): auth-core.tsx with React
// Router's navigate, and the navigation the router-free screens use (navigation.tsx) taken from it.
import type { ReactNode } from 'react';
import { AuthCore } from './auth-core';
import { RouterNavigation } from './RouterNavigation';

export { loadProfile, useAuth, type AuthValue } from './auth-core';

export function AuthProvider({ children }: { children: ReactNode }) {
  return <RouterNavigation>{(navigation) => <AuthCore navigate={navigation.navigate}>{children}</AuthCore>}</RouterNavigation>;
}
