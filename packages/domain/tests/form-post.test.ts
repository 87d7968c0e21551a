import { describe, expect, it } from 'vitest';
import { errorCode, errorList, formLocation, returnPath } from '../src/form-post';
import { CONTACT_MESSAGES, validateContact } from '../src/contact';
import { validateNewsletter } from '../src/newsletter';

describe('native form posts', () => {
  it('turns each rule message into a code the site translates', () => {
    expect(errorCode(CONTACT_MESSAGES.fieldRequired)).toBe('required');
    expect(errorCode(CONTACT_MESSAGES.email)).toBe('email');
    expect(errorCode(CONTACT_MESSAGES.phone)).toBe('phone');
    expect(errorCode(CONTACT_MESSAGES.secteur)).toBe('secteur');
    expect(errorCode(CONTACT_MESSAGES.tooLong(100))).toBe('tooLong');
    expect(errorCode('Something else')).toBe('invalid');
  });

  it('lists one code per field, first error first', () => {
    const result = validateContact({ nom: '', numero: 'abc', email: 'x@', description: 'd', secteur: 'banque' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(errorList(result.errors)).toBe('nom:required,numero:phone,email:email,secteur:secteur');
    const news = validateNewsletter({ email: 'nope' });
    if (!news.ok) expect(errorList(news.errors)).toBe('email:email');
    expect(
      errorList([
        { path: '__proto__', message: 'x' },
        { path: 'a b', message: 'x' },
      ]),
    ).toBe('');
  });

  it('keeps the return address on the site', () => {
    expect(returnPath('/en/telecom', '/contact')).toBe('/en/telecom');
    expect(returnPath('/', '/contact')).toBe('/');
    for (const bad of [
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/a?b=1',
      '/a#x',
      '/%2F%2Fevil',
      '/a//b',
      '/A',
      `/${'a'.repeat(200)}`,
      'javascript:alert(1)',
      undefined,
      ['/a'],
    ]) {
      expect(returnPath(bad, '/contact')).toBe('/contact');
    }
  });

  // The pattern this replaced backtracked exponentially: 34 letters and a '!' held the CMS for 112 s.
  it('checks a return address in linear time, whatever its shape', { timeout: 1000 }, () => {
    expect(returnPath(`/${'a'.repeat(28)}!`, '/contact')).toBe('/contact');
    expect(returnPath(`/${'a/'.repeat(99)}`, '/contact')).toBe(`/${'a/'.repeat(99)}`);
  });

  it('sends a visitor to the confirmation page of their language, or back to the form', () => {
    expect(formLocation('contact', 'fr', undefined, { ok: true })).toBe('/contact/merci');
    expect(formLocation('contact', 'en', '/en/telecom', { ok: true })).toBe('/en/contact/merci');
    expect(formLocation('newsletter', 'pt', '/pt/', { ok: true })).toBe('/pt/newsletter/merci');
    expect(formLocation('contact', 'en', '/en/telecom', { ok: false, errors: [{ path: 'email', message: CONTACT_MESSAGES.email }] })).toBe(
      '/en/telecom?erreurs=email%3Aemail#contact-erreur',
    );
    expect(formLocation('contact', 'pt', 'https://evil.example', { ok: false, errors: [] })).toBe(
      '/pt/contact?erreurs=_%3Ainvalid#contact-erreur',
    );
    expect(formLocation('newsletter', 'en', undefined, { ok: false, retryAfter: 12.2 })).toBe('/en/?attente=13#newsletter-attente');
  });
});
