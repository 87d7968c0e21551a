// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import ContactForm from '../../src/islands/ContactForm';
import { fr } from '../../src/i18n/fr';
import { en } from '../../src/i18n/en';
import { pt } from '../../src/i18n/pt';
import { CONTACT_MESSAGE_KEYS } from '../../src/lib/contact';
import { expectNativePost } from './native-form';

const messagesOf = (dict: Record<string, string>) =>
  Object.fromEntries(CONTACT_MESSAGE_KEYS.map((k) => [k, dict[k]])) as Record<(typeof CONTACT_MESSAGE_KEYS)[number], string>;
const messages = messagesOf(fr);
const options = [
  { value: 'telecom', label: 'Télécommunications' },
  { value: 'mines', label: 'Mines' },
];

function fill(values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
  }
}
const submit = () => fireEvent.submit(screen.getByTestId('contact-form'));
const person = { nom: 'Awa Ndiaye', numero: '+221 77 000 00 00', email: 'awa@example.sn', description: 'Un devis pour 40 prises.' };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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
    expect(document.getElementById('contact-nom-error')?.textContent).toBe('Ce champ est obligatoire.');
    expect(document.activeElement).toBe(document.querySelector('[name="nom"]'));
    fill(person);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Veuillez sélectionner un secteur.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('shows the send failure message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: null, error: { status: 500, message: 'x' } }), { status: 500 })),
    );
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
    expect(url).toBe('/api/v1/contact?lang=fr');
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
  it("shows a refused send with each field's error in English, the first invalid field focused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: null,
              error: {
                status: 400,
                name: 'ValidationError',
                message: 'Veuillez saisir un numéro de téléphone valide.',
                details: {
                  errors: [
                    { path: ['numero'], message: 'Veuillez saisir un numéro de téléphone valide.' },
                    { path: ['email'], message: 'Veuillez saisir une adresse e-mail valide.' },
                  ],
                },
              },
            }),
            { status: 400 },
          ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm lang="en" messages={messagesOf(en)} secteur="telecom" />);
    fill(person);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(en['form.errors.send']);
    expect(document.getElementById('contact-numero-error')?.textContent).toBe('Please enter a valid phone number.');
    expect(document.getElementById('contact-email-error')?.textContent).toBe('Please enter a valid email address.');
    expect(document.querySelector('[name="numero"]')?.getAttribute('aria-describedby')).toBe('contact-numero-error');
    expect(document.activeElement).toBe(document.querySelector('[name="numero"]'));
    expect((document.querySelector('[name="nom"]') as HTMLInputElement).value).toBe(person.nom);
  });
  it('checks the fields in Portuguese before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<ContactForm lang="pt" messages={messagesOf(pt)} secteur="telecom" />);
    fill({ ...person, email: 'awa@', numero: 'abc' });
    submit();
    expect((await screen.findByText('Introduza um endereço de e-mail válido.')).id).toBe('contact-email-error');
    expect(document.getElementById('contact-numero-error')?.textContent).toBe('Introduza um número de telefone válido.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
  it('tells a visitor who hit the rate limit when to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response('{"data":null,"error":{"status":429,"message":"x"}}', { status: 429, headers: { 'retry-after': '90' } }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ContactForm lang="pt" messages={messagesOf(pt)} secteur="telecom" />);
    fill(person);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Demasiados pedidos a partir da sua ligação. Tente novamente dentro de 2 min.',
    );
  });
  it('posts natively before hydration: the page language, the return page, the sector, no disabled button', () => {
    render(<ContactForm lang="en" retour="/en/telecom" messages={messagesOf(en)} secteur="telecom" />);
    const form = expectNativePost('contact-form', '/api/v1/contact?lang=en&retour=%2Fen%2Ftelecom');
    expect((form.querySelector('[name="secteur"]') as HTMLInputElement).value).toBe('telecom');
  });
  it('shows the errors a refused native post came back with', async () => {
    history.replaceState(null, '', '/pt/telecom?erreurs=email%3Aemail%2Cnom%3Arequired#contact-erreur');
    render(<ContactForm lang="pt" messages={messagesOf(pt)} secteur="telecom" />);
    expect((await screen.findByRole('alert')).textContent).toBe(pt['form.errors.required']);
    expect(document.getElementById('contact-email-error')?.textContent).toBe('Introduza um endereço de e-mail válido.');
    expect(document.activeElement).toBe(document.querySelector('[name="nom"]'));
    expect(location.search).toBe('');
    expect(location.hash).toBe('');
  });
});
