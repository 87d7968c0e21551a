import { describe, expect, it } from 'vitest';
import { firstInvalid, fromApi, fromReturn, pagePath, waitMinutes } from '../../src/lib/form-errors';
import { contactFieldErrors, CONTACT_FIELDS } from '../../src/lib/contact';

describe('form errors', () => {
  it("reads the API's field errors as codes, first error per field", () => {
    expect(
      fromApi([
        { path: ['email'], message: 'Veuillez saisir une adresse e-mail valide.' },
        { path: ['email'], message: 'Ce champ est obligatoire.' },
        { path: ['nom'], message: 'Ce champ ne peut excéder 100 caractères.' },
        { path: ['x'], message: 'Autre chose' },
      ]),
    ).toEqual({ email: 'email', nom: 'tooLong', x: 'invalid' });
    expect(fromApi(undefined)).toEqual({});
  });

  it('reads what a refused native post came back with, for its own form only', () => {
    expect(fromReturn('?erreurs=nom%3Arequired%2Cemail%3Aemail', '#contact-erreur', 'contact')).toEqual({
      errors: { nom: 'required', email: 'email' },
      retryAfter: null,
    });
    expect(fromReturn('?attente=120', '#newsletter-attente', 'newsletter')).toEqual({ errors: {}, retryAfter: 120 });
    expect(fromReturn('?erreurs=email%3Aemail', '#newsletter-erreur', 'contact')).toBeNull();
    expect(fromReturn('?erreurs=email%3Aemail', '', 'contact')).toBeNull();
    const odd = fromReturn('?erreurs=__proto__%3Aemail%2Cnom%3A%3Cb%3E%2C_%3Ainvalid', '#contact-erreur', 'contact');
    expect(Object.keys(odd!.errors)).toEqual(['_']);
  });

  it("gives the page's public address to come back to", () => {
    expect(pagePath('/en/telecom.html')).toBe('/en/telecom');
    expect(pagePath('/index.html')).toBe('/');
    expect(pagePath('/en.html')).toBe('/en');
    expect(pagePath('/contact')).toBe('/contact');
  });

  it('rounds the wait up to whole minutes', () => {
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(60)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
  });

  it('checks a contact request field by field as the CMS does', () => {
    const ok = { nom: 'Awa', numero: '+221 77 000 00 00', email: 'awa@example.sn', entreprise: '', description: 'Devis', secteur: '' };
    expect(contactFieldErrors({ ...ok, secteur: 'telecom' })).toEqual({});
    expect(contactFieldErrors(ok)).toEqual({ secteur: 'secteur' });
    expect(contactFieldErrors({ ...ok, nom: ' ', numero: 'abc', email: 'awa@', secteur: 'telecom' })).toEqual({
      nom: 'required',
      numero: 'phone',
      email: 'email',
    });
    expect(contactFieldErrors({ ...ok, nom: 'x'.repeat(101), secteur: 'telecom' })).toEqual({ nom: 'tooLong' });
    expect(firstInvalid(CONTACT_FIELDS, { description: 'required', email: 'email' })).toBe('email');
    expect(firstInvalid(CONTACT_FIELDS, {})).toBeNull();
  });
});
