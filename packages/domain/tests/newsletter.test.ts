import { describe, expect, it } from 'vitest';
import { validateNewsletter } from '../src/newsletter';
import { isBot } from '../src/honeypot';

describe('validateNewsletter', () => {
  it('keeps email, field of interest and language', () => {
    const result = validateNewsletter({ email: ' Info@Example.SN ', domaineInteret: 'Télécom', langue: 'pt' });
    expect(result).toEqual({ ok: true, value: { email: 'info@example.sn', domaineInteret: 'Télécom', langue: 'pt' } });
  });

  it('rejects an invalid email and an explicit refusal of consent', () => {
    expect(validateNewsletter({ email: 'nope' }).ok).toBe(false);
    expect(validateNewsletter({ email: 'a@b.sn', consentement: false }).ok).toBe(false);
  });

  it('falls back to French for an unknown language', () => {
    const result = validateNewsletter({ email: 'a@b.sn', langue: 'de' });
    expect(result.ok && result.value.langue).toBe('fr');
  });
});

describe('honeypot', () => {
  it('flags a filled hidden field only', () => {
    expect(isBot({ website: 'http://spam.example' })).toBe(true);
    expect(isBot({ website: '' })).toBe(false);
    expect(isBot({ nom: 'x' })).toBe(false);
  });
});
