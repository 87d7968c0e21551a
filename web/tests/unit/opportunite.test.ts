import { describe, expect, it } from 'vitest';
import { answerLabel, closedNotice, closure, contactHref } from '../../src/lib/opportunite';

describe('contactHref', () => {
  it('mails the contact address with the offer title as subject', () => {
    expect(contactHref(' rh@teranga-services.sn ', 'Recrutement : 12 techniciens & chefs d’équipe')).toBe(
      'mailto:rh@teranga-services.sn?subject=Recrutement%20%3A%2012%20techniciens%20%26%20chefs%20d%E2%80%99%C3%A9quipe',
    );
  });
  it('calls a phone number', () => {
    expect(contactHref('+221 33 800 00 00', 'x')).toBe('tel:+221338000000');
  });
  it('gives nothing for a contact that is neither', () => {
    expect(contactHref('Service achats, bureau 3', 'x')).toBeNull();
    expect(contactHref('', 'x')).toBeNull();
    expect(contactHref(null, 'x')).toBeNull();
    expect(contactHref('a b@c.sn', 'x')).toBeNull();
  });
});

describe('answerLabel and closedNotice', () => {
  it('asks to apply to a job and to respond to the other offers', () => {
    expect(answerLabel('Recrutement')).toBe('opportunite.apply');
    expect(answerLabel('Sous-traitance')).toBe('opportunite.respond');
    expect(answerLabel(null)).toBe('opportunite.respond');
  });
  it('says why an offer is closed', () => {
    expect(closedNotice('retiré')).toBe('opportunite.closed.withdrawn');
    expect(closedNotice('expiré')).toBe('opportunite.closed.expired');
  });
  it('uses the CMS rule for closure', () => {
    expect(closure({ statut: 'actif', dateExpiration: '2020-01-01' }, new Date('2026-01-01'))).toBe('expiré');
  });
});
