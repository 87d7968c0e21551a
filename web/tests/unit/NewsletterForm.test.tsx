// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import NewsletterForm from '../../src/islands/NewsletterForm';
import { en } from '../../src/i18n/en';

const keys = ['footer.newsletter.email', 'footer.newsletter.interest', 'footer.newsletter.interestAll', 'footer.newsletter.submit',
  'footer.newsletter.sending', 'footer.newsletter.success', 'footer.newsletter.confirm', 'footer.newsletter.error'] as const;
const messages = Object.fromEntries(keys.map((k) => [k, en[k]])) as Record<(typeof keys)[number], string>;
const interests = [{ value: 'telecom', label: 'Telecommunications' }];

function subscribe() {
  fireEvent.change(document.querySelector('[name="email"]')!, { target: { value: 'awa@example.sn' } });
  fireEvent.change(document.querySelector('[name="domaineInteret"]')!, { target: { value: 'telecom' } });
  fireEvent.submit(screen.getByTestId('newsletter-form'));
}

afterEach(() => { cleanup(); vi.unstubAllGlobals(); vi.restoreAllMocks(); });

describe('newsletter form', () => {
  it('posts email, field of interest, language and an empty honeypot', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { email: 'awa@example.sn', confirmationRequise: true } }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    render(<NewsletterForm lang="en" messages={messages} interests={interests} />);
    subscribe();
    expect((await screen.findByRole('status')).textContent).toBe(en['footer.newsletter.confirm']);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/newsletter');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'awa@example.sn', domaineInteret: 'telecom', langue: 'en', website: '' });
  });
  it('shows the error state', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"data":null,"error":{"status":400,"message":"x"}}', { status: 400 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<NewsletterForm lang="fr" messages={messages} interests={interests} />);
    subscribe();
    expect((await screen.findByRole('alert')).textContent).toBe(en['footer.newsletter.error']);
  });
});
