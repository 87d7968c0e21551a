// @vitest-environment happy-dom
// The leave guard of the content forms: with unsaved changes, leaving inside the back-office (a link,
// the browser's back button) asks first, and a refusal keeps the form and its place in the history.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Link, Route, Routes, useNavigate } from 'react-router';
import { installHistoryGuard } from '../../../../src/backoffice/content/history-guard';
import { useLeaveGuard } from '../../../../src/backoffice/content/useEditing';

// As main.tsx does, before any router starts.
installHistoryGuard();

const MESSAGE = 'Des modifications ne sont pas enregistrées. Quitter quand même ?';

function Form({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  useLeaveGuard(dirty, MESSAGE, onLeave);
  return (
    <>
      <h1>Formulaire</h1>
      <Link to="/liste">Liste</Link>
    </>
  );
}

function List() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Liste</h1>
      <button type="button" onClick={() => void navigate('/creer')}>
        Créer
      </button>
    </>
  );
}

/** The list, then the form reached from it (two entries of the session history). */
async function setUp(dirty: boolean) {
  window.history.replaceState(null, '', '/liste');
  const onLeave = vi.fn();
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/liste" element={<List />} />
        <Route path="/creer" element={<Form dirty={dirty} onLeave={onLeave} />} />
      </Routes>
    </BrowserRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Créer' }));
  await screen.findByRole('heading', { name: 'Formulaire' });
  return { onLeave };
}

/** The browser's back button: the history moves, then the page gets `popstate`. */
async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

function stubConfirm(answer: boolean) {
  const confirm = vi.fn(() => answer);
  Object.assign(window, { confirm });
  return confirm;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'confirm');
});

describe('useLeaveGuard', () => {
  it('asks before a link leaves unsaved changes, and stays when refused', async () => {
    const confirm = stubConfirm(false);
    const { onLeave } = await setUp(true);
    fireEvent.click(screen.getByRole('link', { name: 'Liste' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(window.location.pathname).toBe('/creer');
    expect(screen.getByRole('heading', { name: 'Formulaire' })).toBeDefined();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('guards the back button: refused, the form and its address stay; confirmed, the list shows', async () => {
    const confirm = stubConfirm(false);
    const { onLeave } = await setUp(true);
    await goBack();
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/creer');
    expect(screen.getByRole('heading', { name: 'Formulaire' })).toBeDefined();

    confirm.mockReturnValue(true);
    await goBack();
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeDefined();
    expect(window.location.pathname).toBe('/liste');
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('asks nothing when nothing changed', async () => {
    const confirm = stubConfirm(false);
    await setUp(false);
    await goBack();
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeDefined();
    expect(confirm).not.toHaveBeenCalled();
  });
});
