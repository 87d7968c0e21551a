import { describe, expect, it } from 'vitest';
import { csvFilename } from '../../../../src/backoffice/resources/outils/csv';
import { demandesContactPath as inboxPath } from '../../../../src/backoffice/api/provider';
import { applyHandled, isOverdue, parseInboxFilter, telHref } from '../../../../src/backoffice/resources/outils/inbox';
import type { DemandeContact } from '../../../../src/backoffice/resources/outils/types';

const demande = (over: Partial<DemandeContact>): DemandeContact => ({
  _id: 'd1',
  nom: 'Awa Diop',
  numero: '+221 77 000 00 00',
  email: 'awa@example.sn',
  entreprise: '',
  description: 'Demande de devis',
  secteur: 'telecom',
  langue: 'fr',
  traitee: false,
  traiteeLe: null,
  dateCreation: '2026-11-20T10:00:00.000Z',
  reponseAvant: '2026-11-21T10:00:00.000Z',
  enRetard: false,
  ...over,
});

describe('the inbox filter', () => {
  it('defaults to the requests still to handle', () => {
    expect(parseInboxFilter(null)).toBe('pending');
    expect(parseInboxFilter('n-importe')).toBe('pending');
    expect(parseInboxFilter('handled')).toBe('handled');
    expect(parseInboxFilter('all')).toBe('all');
  });

  it('asks the server to filter on traitee', () => {
    expect(inboxPath('pending')).toBe('/demandes-contact?traitee=false');
    expect(inboxPath('handled')).toBe('/demandes-contact?traitee=true');
    expect(inboxPath('all')).toBe('/demandes-contact');
  });
});

describe('isOverdue', () => {
  it('is overdue once the 24-hour deadline has passed without a reply', () => {
    expect(isOverdue(demande({}), new Date('2026-11-21T09:59:00Z'))).toBe(false);
    expect(isOverdue(demande({}), new Date('2026-11-21T10:01:00Z'))).toBe(true);
  });

  it('trusts the server when it already says so', () => {
    expect(isOverdue(demande({ enRetard: true }), new Date('2026-11-20T11:00:00Z'))).toBe(true);
  });

  it('is never overdue once handled', () => {
    expect(isOverdue(demande({ traitee: true, enRetard: true }), new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('applyHandled', () => {
  const list = [demande({ _id: 'a' }), demande({ _id: 'b' })];
  const handled = demande({ _id: 'a', traitee: true, traiteeLe: '2026-11-21T12:00:00.000Z' });

  it('removes the request from the list of requests to handle', () => {
    expect(applyHandled(list, handled, 'pending').map((d) => d._id)).toEqual(['b']);
  });

  it('removes a reopened request from the list of handled ones', () => {
    const reopened = demande({ _id: 'a', traitee: false, traiteeLe: null });
    const shown = [handled, demande({ _id: 'c', traitee: true })];
    expect(applyHandled(shown, reopened, 'handled').map((d) => d._id)).toEqual(['c']);
    expect(applyHandled(shown, reopened, 'all').map((d) => [d._id, d.traitee])).toEqual([
      ['a', false],
      ['c', true],
    ]);
  });

  it('replaces it in the other lists', () => {
    const all = applyHandled(list, handled, 'all');
    expect(all.map((d) => [d._id, d.traitee])).toEqual([
      ['a', true],
      ['b', false],
    ]);
  });
});

describe('links and files', () => {
  it('makes a tel: link from a typed number', () => {
    expect(telHref('+221 77 000 00 00')).toBe('tel:+221770000000');
    expect(telHref('33 800-12-34')).toBe('tel:338001234');
  });

  it('names the CSV like the server, with the UTC date', () => {
    expect(csvFilename(new Date('2026-11-21T23:30:00Z'))).toBe('abonnes-newsletter-2026-11-21.csv');
    expect(csvFilename(new Date('2027-01-01T00:00:00Z'))).toBe('abonnes-newsletter-2027-01-01.csv');
  });
});
