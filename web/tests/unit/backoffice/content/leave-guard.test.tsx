// @vitest-environment happy-dom
// The leave guard of the content forms: with unsaved changes, leaving inside the back-office (a link,
// the browser's back button) asks first in the page's own dialog (never the browser's box), and a
// refusal ("Annuler") keeps the form and its place in the history.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRouter, Link, Route, Routes, useNavigate } from '../../../../src/backoffice/router';
import { installHistoryGuard } from '../../../../src/backoffice/content/history-guard';
import { useLeaveGuard } from '../../../../src/backoffice/content/useEditing';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';

// As main.tsx does, before any router starts.
installHistoryGuard();

const REQUEST = {
  title: 'Quitter sans enregistrer ?',
  body: 'Des modifications ne sont pas enregistrées : elles seront perdues.',
  confirmLabel: 'Quitter sans enregistrer',
  danger: true,
};

function Form({ dirty, onLeave }: { dirty: boolean; onLeave: () => void }) {
  const dialog = useLeaveGuard(dirty, REQUEST, onLeave);
  return (
    <>
      <h1>Formulaire</h1>
      <Link to="/liste">Liste</Link>
      {dialog}
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
    <I18nextProvider i18n={createBackofficeI18n('fr')}>
      <BrowserRouter>
        <Routes>
          <Route path="/liste" element={<List />} />
          <Route path="/creer" element={<Form dirty={dirty} onLeave={onLeave} />} />
        </Routes>
      </BrowserRouter>
    </I18nextProvider>,
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

/** The page's dialog asking before leaving; answered with `button`. */
async function answer(button: 'Annuler' | 'Quitter sans enregistrer') {
  const dialog = await screen.findByRole('dialog', { name: REQUEST.title });
  expect(dialog.textContent).toContain(REQUEST.body);
  await userEvent.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

/** The browser's own box, which must never be used. */
function spyConfirm() {
  const confirm = vi.fn(() => true);
  Object.assign(window, { confirm });
  return confirm;
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'confirm');
});

describe('useLeaveGuard', () => {
  it('asks in the page before a link leaves unsaved changes: "Annuler" stays, leaving follows the link', async () => {
    const confirm = spyConfirm();
    const { onLeave } = await setUp(true);
    await userEvent.click(screen.getByRole('link', { name: 'Liste' }));
    await answer('Annuler');
    expect(window.location.pathname).toBe('/creer');
    expect(screen.getByRole('heading', { name: 'Formulaire' })).toBeDefined();
    expect(onLeave).not.toHaveBeenCalled();
    // The focus is back on the link that asked.
    expect(document.activeElement?.textContent).toBe('Liste');

    await userEvent.click(screen.getByRole('link', { name: 'Liste' }));
    await answer('Quitter sans enregistrer');
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeDefined();
    expect(window.location.pathname).toBe('/liste');
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('guards the back button: "Annuler" keeps the form and its address; leaving shows the list', async () => {
    const confirm = spyConfirm();
    const { onLeave } = await setUp(true);
    await goBack();
    await answer('Annuler');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.pathname).toBe('/creer');
    expect(screen.getByRole('heading', { name: 'Formulaire' })).toBeDefined();

    await goBack();
    // While the dialog asks, the address is the form's again.
    await screen.findByRole('dialog', { name: REQUEST.title });
    expect(window.location.pathname).toBe('/creer');
    await answer('Quitter sans enregistrer');
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeDefined();
    expect(window.location.pathname).toBe('/liste');
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks nothing when nothing changed', async () => {
    await setUp(false);
    await goBack();
    expect(await screen.findByRole('heading', { name: 'Liste' })).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
