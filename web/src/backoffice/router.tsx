// The back-office's router: wouter (about 2 KB gzip) behind what the screens use — links and the sidebar's
// active link, navigate, the address with its query and state, route parameters, redirects, and the route
// table (<Routes>: layouts with an <Outlet>, index routes, `*` fallbacks). Screens import from here only.
//
// Each history entry the router writes carries its position in the session history (`idx`, read by the
// leave guard, content/useEditing.ts), a key, and the state the move handed over (`usr`).
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react';
import {
  Link,
  Redirect,
  Route as WouterRoute,
  Router,
  Switch,
  useLocation as useWouterLocation,
  useParams,
  type AroundNavHandler,
} from 'wouter';
import { useHistoryState, useLocationProperty, usePathname, useSearch } from 'wouter/use-browser-location';

export { Link, useParams };

export interface NavigateOptions {
  replace?: boolean;
  /** Handed to the next screen (useLocation().state), kept in the history entry. */
  state?: unknown;
}
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

interface Entry {
  idx: number;
  key: string;
  usr: unknown;
}

const entryOf = (state: unknown): Partial<Entry> => (state && typeof state === 'object' ? state : {});

/** The router's position of a history entry (`history.state`), null for an entry it did not write. */
export function historyIndex(state: unknown): number | null {
  const { idx } = entryOf(state);
  return typeof idx === 'number' ? idx : null;
}

/** Every move: the next position (the same one for a replace), a new key and the state handed over. */
const move: AroundNavHandler = (navigate, to, options) => {
  const idx = historyIndex(window.history.state) ?? 0;
  const entry: Entry = { idx: options?.replace ? idx : idx + 1, key: Math.random().toString(36).slice(2, 10), usr: options?.state ?? null };
  navigate(to, { replace: options?.replace, state: entry });
};

/** The entry the router starts on gets its position (a state-only replace: the address stays). */
function markStart() {
  const state = window.history.state;
  if (historyIndex(state) === null) window.history.replaceState({ ...entryOf(state), idx: 0, key: 'default', usr: null }, '');
}

/** The router, over the browser's address. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  useState(markStart);
  return <Router aroundNav={move}>{children}</Router>;
}

export interface Location {
  pathname: string;
  /** `?…`, '' when none. */
  search: string;
  hash: string;
  /** What the move here handed over (NavigateOptions.state), null when nothing. */
  state: unknown;
  /** Changes with every move, also to the same address. */
  key: string;
}

const currentHash = () => window.location.hash;

export function useLocation(): Location {
  const pathname = usePathname();
  const search = useSearch();
  const hash = useLocationProperty(currentHash);
  const entry = entryOf(useHistoryState<unknown>());
  const { usr = null, key = 'default' } = entry;
  return useMemo(() => ({ pathname, search, hash, state: usr, key }), [pathname, search, hash, usr, key]);
}

/** A stable function: a new history entry for `to`, or a replaced one (`replace`). */
export function useNavigate(): NavigateFunction {
  return useWouterLocation()[1];
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The address's query, and a move to the same path with another query (from the current one when a function). */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      // The address as it is now: two changes in a row build on each other.
      const query = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next).toString();
      navigate(`${window.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}

/** A link that says when it leads to the current screen (`aria-current="page"`): there or below, or only there with `end`. */
export function NavLink({
  to,
  end = false,
  ...props
}: { to: string; end?: boolean } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const here = comparable(useLocation().pathname);
  const target = comparable(to);
  const active = here === target || (!end && here.startsWith(`${target}/`));
  return <Link to={to} aria-current={active ? 'page' : undefined} {...props} />;
}

const comparable = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();

/** Goes to `to` once shown. */
export function Navigate({ to, replace = false, state }: { to: string } & NavigateOptions) {
  return <Redirect to={to} replace={replace} state={state} />;
}

interface RouteProps {
  /** Relative to the parent route's path, or absolute; `*` at the end matches the rest (or nothing). */
  path?: string;
  /** The parent's own path. */
  index?: boolean;
  /** What shows; a parent route's element shows its matched child where it renders <Outlet />. */
  element?: ReactNode;
  children?: ReactNode;
}

/** A route of <Routes>, which reads it: it renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  return null;
}

const OutletContext = createContext<ReactNode>(null);

/** Where a parent route's element shows the matched child route. */
export function Outlet() {
  return useContext(OutletContext);
}

/** A route that can show: its full pattern (regexparam's syntax), its rank and the elements from the outermost parent. */
interface Branch {
  pattern: string;
  score: number;
  elements: ReactNode[];
}

/** The more specific, the higher: a fixed segment over a parameter, `*` last (React Router's ranking). */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  const splat = segments.at(-1) === '*';
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 3 : segment === '' ? 1 : 10),
    segments.length + (splat ? -2 : 0) + (index ? 2 : 0),
  );
}

const joined = (base: string, path: string) => (path.startsWith('/') ? path : `${base.replace(/\/$/, '')}/${path}`);

/** The branches in declaration order, a parent's children before the parent itself. */
function branchesOf(children: ReactNode, base: string, parents: ReactNode[], into: Branch[]): Branch[] {
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps>(child)) return;
    if (child.type === Fragment) {
      branchesOf(child.props.children, base, parents, into);
      return;
    }
    const { path, index, element = <Outlet />, children: nested } = child.props;
    const full = index || path === undefined ? base : joined(base, path);
    const elements = [...parents, element];
    branchesOf(nested, full, elements, into);
    // A trailing `*` matches nothing too, as `/admin/*` matches `/admin`.
    if (index || path !== undefined)
      into.push({ pattern: full.endsWith('*') ? `${full}?` : full || '/', score: scoreOf(full, Boolean(index)), elements });
  });
  return into;
}

/**
 * The most specific route that matches the address shows; of two as specific, the first declared.
 * The branches carry no key: a parent's element (the frame) stays mounted from one child route to the next.
 */
export function Routes({ children }: { children: ReactNode }) {
  const branches = branchesOf(children, '', [], []).sort((a, b) => b.score - a.score);
  return (
    <Switch>
      {branches.map(({ pattern, elements }) => (
        <WouterRoute path={pattern}>
          {elements.reduceRight<ReactNode>(
            (outlet, element) => (
              <OutletContext.Provider value={outlet}>{element}</OutletContext.Provider>
            ),
            null,
          )}
        </WouterRoute>
      ))}
    </Switch>
  );
}
