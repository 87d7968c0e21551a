// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import ContactForm from '../../src/islands/ContactForm';
import { fr } from '../../src/i18n/fr';
import { CONTACT_MESSAGE_KEYS } from '../../src/lib/contact';

const messages = Object.fromEntries(CONTACT_MESSAGE_KEYS.map((k) => [k, fr[k]])) as Record<(typeof CONTACT_MESSAGE_KEYS)[number], string>;
const options = [{ value: 'telecom', label: 'Télécommunications' }, { value: 'mines', label: 'Mines' }];

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
  }
}
const submit = () => fireEvent.submit(screen.getByTestId('contact-form'));
const person = { nom: 'Awa Ndiaye', numero: '+221 77 000 00 00', email: 'awa@example.sn', description: 'Un devis pour 40 prises.' };

afterEach(() => { cleanup(); vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('general contact form (docs/product.md §5)', () => {
  it('starts on the sector placeholder', () => {
    render(<ContactForm messages={messages} sectorOptions={options} />);
    expect((document.querySelector('select[name="secteur"]') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: fr['form.secteurPlaceholder'] })).toBeTruthy();
  });
  it('asks for the required fields, then for a sector', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm messages={messages} sectorOptions={options} />);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Veuillez remplir tous les champs obligatoires.');
    fill(person);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Veuillez sélectionner un secteur.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('shows the send failure message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: null, error: { status: 500, message: 'x' } }), { status: 500 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm messages={messages} sectorOptions={options} />);
    fill({ ...person, secteur: 'mines' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe("Une erreur est survenue lors de l'envoi du formulaire.");
  });
  it('posts the request with an empty honeypot and shows the success panel', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { id: 1 } }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm messages={messages} sectorOptions={options} />);
    fill({ ...person, entreprise: 'Sonatel', secteur: 'telecom' });
    submit();
    expect((await screen.findByTestId('contact-success')).textContent).toContain(fr['form.success.title']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/contact');
    expect(JSON.parse(init.body as string)).toEqual({ ...person, entreprise: 'Sonatel', secteur: 'telecom', website: '' });
  });
});

describe('sector page contact form', () => {
  it('sends the page sector by itself and shows no select', async () => {
    const fetchMock = vi.fn(async () => new Response('{"data":{}}', { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm messages={messages} secteur="études" />);
    expect(document.querySelector('select')).toBeNull();
    fill(person);
    submit();
    await screen.findByTestId('contact-success');
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).secteur).toBe('études');
  });
  it('only logs a failed send', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 429 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm messages={messages} secteur="telecom" />);
    fill(person);
    submit();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('contact-form')).toBeTruthy();
  });
});
