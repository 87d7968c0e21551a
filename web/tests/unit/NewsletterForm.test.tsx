// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import NewsletterForm, { NEWSLETTER_MESSAGE_KEYS as keys } from '../../src/islands/NewsletterForm';
import { en } from '../../src/i18n/en';
import { pt } from '../../src/i18n/pt';
import { expectNativePost } from './native-form';

const messages = Object.fromEntries(keys.map((k) => [k, en[k]])) as Record<(typeof keys)[number], string>;
const ptMessages = Object.fromEntries(keys.map((k) => [k, pt[k]])) as Record<(typeof keys)[number], string>;
const interests = [{ value: 'telecom', label: 'Telecommunications' }];

function subscribe() {
  fireEvent.change(document.querySelector('[name="email"]')!, { target: { value: 'awa@example.sn' } });
  fireEvent.change(document.querySelector('[name="domaineInteret"]')!, { target: { value: 'telecom' } });
  fireEvent.submit(screen.getByTestId('newsletter-form'));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('newsletter form', () => {
  it('posts email, field of interest, language and an empty honeypot', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ data: { email: 'awa@example.sn', confirmationRequise: true } }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm lang="en" messages={messages} interests={interests} />);
    subscribe();
    expect((await screen.findByRole('status')).textContent).toBe(en['footer.newsletter.confirm']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/newsletter');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'awa@example.sn', domaineInteret: 'telecom', langue: 'en', website: '' });
  });
  it('shows the error state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"data":null,"error":{"status":400,"message":"x"}}', { status: 400 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm lang="fr" messages={messages} interests={interests} />);
    subscribe();
    expect((await screen.findByRole('alert')).textContent).toBe(en['footer.newsletter.error']);
  });
  it('posts natively to the API before hydration: action, method, language and return page', () => {
    render(<NewsletterForm lang="pt" messages={ptMessages} interests={interests} retour="/pt/telecom" />);
    const form = expectNativePost('newsletter-form', '/api/v1/newsletter?lang=pt&retour=%2Fpt%2Ftelecom');
    expect((form.querySelector('[name="langue"]') as HTMLInputElement).value).toBe('pt');
  });
  it("names the address field's error in the page language and focuses it", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: null,
              error: {
                status: 400,
                message: 'Veuillez saisir une adresse e-mail valide.',
                details: { errors: [{ path: ['email'], message: 'Veuillez saisir une adresse e-mail valide.' }] },
              },
            }),
            { status: 400 },
          ),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm lang="pt" messages={ptMessages} interests={interests} />);
    subscribe();
    expect((await screen.findByText(pt['form.fieldErrors.email'])).id).toBe('newsletter-email-error');
    const input = document.querySelector('[name="email"]') as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
  });
  it('tells a visitor who hit the rate limit when to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ data: null, error: { status: 429, message: 'Trop', details: { retryAfter: 301 } } }), {
            status: 429,
          }),
      ),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm lang="en" messages={messages} interests={interests} />);
    subscribe();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests from your connection. Please try again in 6 min.');
  });
});
