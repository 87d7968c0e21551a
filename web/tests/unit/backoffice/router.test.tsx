// @vitest-environment happy-dom
// The back-office's router module (src/backoffice/router.tsx): the route table (a frame with its outlet,
// index routes, parameters, `*` fallbacks, the most specific route first), the history entries it writes
// (position, key, state handed over), the sidebar's active link and the list's query.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  historyIndex,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from '../../../src/backoffice/router';

afterEach(cleanup);

let frames = 0;
function Frame() {
  useEffect(() => {
    frames += 1;
  }, []);
  return (
    <div>
      <p>frame</p>
      <Outlet />
    </div>
  );
}

function Item() {
  return <p>item {useParams().id}</p>;
}

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where" data-state={JSON.stringify(state)}>{`${pathname}${search}`}</p>;
}

function Mover() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/admin/articles', { state: { saved: 'a1' } })}>
        push
      </button>
      <button type="button" onClick={() => navigate('/admin/realisations', { replace: true })}>
        replace
      </button>
    </>
  );
}

function at(path: string, routes: ReactNode, extra?: ReactNode) {
  window.history.replaceState(null, '', path);
  return render(
    <BrowserRouter>
      <Routes>{routes}</Routes>
      <Where />
      {extra}
    </BrowserRouter>,
  );
}

const SPACE = (
  <>
    <Route path="/admin/connexion" element={<p>login</p>} />
    <Route path="/admin" element={<Frame />}>
      <Route index element={<p>dashboard</p>} />
      <Route path="articles" element={<p>articles</p>} />
      <Route path="articles/modifier/:id" element={<Item />} />
      <Route path="*" element={<p>not found</p>} />
    </Route>
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </>
);

describe('the route table', () => {
  it('shows the index route, a child with its parameter and the fallback inside the frame, which stays mounted', async () => {
    frames = 0;
    at('/admin', SPACE, <Link to="/admin/articles/modifier/a%20b">edit</Link>);
    expect(screen.getByText('frame')).toBeTruthy();
    expect(screen.getByText('dashboard')).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'edit' }));
    expect(await screen.findByText('item a b')).toBeTruthy();
    act(() => window.history.pushState(null, '', '/admin/nimporte/quoi'));
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(screen.getByText('frame')).toBeTruthy();
    expect(frames).toBe(1);
  });

  it('prefers the most specific route to the one declared first', () => {
    at(
      '/admin/connexion',
      <>
        <Route path="/admin/*" element={<p>space</p>} />
        <Route path="/admin/connexion" element={<p>login</p>} />
      </>,
    );
    expect(screen.getByText('login')).toBeTruthy();
  });

  it('matches a trailing `*` with nothing after it, and a trailing slash', () => {
    at('/conseiller/', <Route path="/conseiller/*" element={<p>adviser space</p>} />);
    expect(screen.getByText('adviser space')).toBeTruthy();
  });

  it('redirects what no route covers, replacing the entry', async () => {
    at('/ailleurs', SPACE);
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin');
    expect(historyIndex(window.history.state)).toBe(0);
  });
});

describe('the history entries', () => {
  it('numbers each move from the entry the router starts on, hands the state over and keeps the position on a replace', async () => {
    at('/admin', SPACE, <Mover />);
    expect(historyIndex(window.history.state)).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'push' }));
    expect(await screen.findByText('articles')).toBeTruthy();
    expect(historyIndex(window.history.state)).toBe(1);
    expect(screen.getByTestId('where').dataset.state).toBe('{"saved":"a1"}');
    const key = (window.history.state as { key: string }).key;
    await userEvent.click(screen.getByRole('button', { name: 'replace' }));
    expect(await screen.findByText('not found')).toBeTruthy();
    expect(historyIndex(window.history.state)).toBe(1);
    expect((window.history.state as { key: string }).key).not.toBe(key);
    expect(screen.getByTestId('where').dataset.state).toBe('null');
  });
});

describe('NavLink', () => {
  it('marks the link of the current screen and of the screens below it, or of that screen only with `end`', () => {
    at(
      '/admin/articles/modifier/a1',
      <Route path="*" element={null} />,
      <>
        <NavLink to="/admin" end>
          home
        </NavLink>
        <NavLink to="/admin/articles">articles</NavLink>
        <NavLink to="/admin/realisations">realisations</NavLink>
      </>,
    );
    const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');
    expect(current('home')).toBeNull();
    expect(current('articles')).toBe('page');
    expect(current('realisations')).toBeNull();
  });
});

describe('useSearchParams', () => {
  function Pager() {
    const [params, setParams] = useSearchParams();
    return (
      <>
        <p>searched: {params.get('q')}</p>
        <button
          type="button"
          onClick={() => {
            setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), page: '2' }));
            setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), tri: 'titre' }), { replace: true });
          }}
        >
          page {params.get('page') ?? '1'}
        </button>
      </>
    );
  }

  it('reads the query as typed and builds each change on the address as it is', async () => {
    at('/admin/articles?q=50%2525', <Route path="*" element={<Pager />} />);
    expect(screen.getByText('searched: 50%25')).toBeTruthy();
    const before = historyIndex(window.history.state);
    await userEvent.click(screen.getByRole('button', { name: 'page 1' }));
    expect(await screen.findByRole('button', { name: 'page 2' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/admin/articles?q=50%2525&page=2&tri=titre');
    // The second change replaced the entry the first one added.
    expect(historyIndex(window.history.state)).toBe((before ?? 0) + 1);
  });
});
