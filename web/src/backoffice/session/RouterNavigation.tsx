// The router's navigate and location as the navigation of navigation.tsx, for what is rendered below.
import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from '../router';
import { NavigationContext, type Navigation } from './navigation';

export function RouterNavigation({ children }: { children: (navigation: Navigation) => ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const navigation = useMemo<Navigation>(() => ({ navigate: (to, options) => void navigate(to, options), search }), [navigate, search]);
  return <NavigationContext.Provider value={navigation}>{children(navigation)}</NavigationContext.Provider>;
}
