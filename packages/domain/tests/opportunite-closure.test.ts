import { describe, expect, it } from 'vitest';
import { closure, isDueToExpire, isOpen, isPastExpiry, nextExpiry } from '../src/opportunite-closure';

const now = new Date('2026-11-21T12:00:00Z');

describe('closure', () => {
  it('keeps an active offer open until its expiry date, and without one', () => {
    expect(closure({ statut: 'actif', dateExpiration: '2026-11-21T12:00:01Z' }, now)).toBeNull();
    expect(closure({ statut: 'actif', dateExpiration: null }, now)).toBeNull();
    expect(closure({ statut: null }, now)).toBeNull();
    expect(isOpen({ statut: 'actif' }, now)).toBe(true);
  });

  it('closes an offer the moment its expiry date comes', () => {
    expect(closure({ statut: 'actif', dateExpiration: '2026-11-21T12:00:00Z' }, now)).toBe('expiré');
    expect(closure({ statut: 'actif', dateExpiration: new Date('2026-01-01') }, now)).toBe('expiré');
    expect(isOpen({ statut: 'actif', dateExpiration: '2026-11-20' }, now)).toBe(false);
  });

  it('closes expired and withdrawn offers whatever their date, however the statut is typed', () => {
    expect(closure({ statut: 'expiré', dateExpiration: '2030-01-01' }, now)).toBe('expiré');
    expect(closure({ statut: ' Expire ' }, now)).toBe('expiré');
    expect(closure({ statut: 'retiré' }, now)).toBe('retiré');
    expect(closure({ statut: 'RETIRE', dateExpiration: '2020-01-01' }, now)).toBe('retiré');
  });

  it('ignores an unreadable date', () => {
    expect(isPastExpiry({ dateExpiration: 'not a date' }, now)).toBe(false);
  });
});

describe('nextExpiry', () => {
  it('is the earliest date still to come', () => {
    const offers = [
      { dateExpiration: '2026-12-01T00:00:00Z' },
      { dateExpiration: '2026-11-21T11:00:00Z' },
      { dateExpiration: '2026-11-25T00:00:00Z' },
      { dateExpiration: null },
    ];
    expect(nextExpiry(offers, now)).toBe(Date.parse('2026-11-25T00:00:00Z'));
    expect(nextExpiry([{ dateExpiration: null }, { dateExpiration: '2020-01-01' }], now)).toBeNull();
  });
});

describe('isDueToExpire', () => {
  it('picks offers still marked open whose date has passed', () => {
    expect(isDueToExpire({ statut: 'actif', dateExpiration: '2026-11-21T11:59:00Z' }, now)).toBe(true);
    expect(isDueToExpire({ statut: null, dateExpiration: '2026-11-01' }, now)).toBe(true);
    expect(isDueToExpire({ statut: 'actif', dateExpiration: '2026-11-22' }, now)).toBe(false);
    expect(isDueToExpire({ statut: 'expiré', dateExpiration: '2026-11-01' }, now)).toBe(false);
    expect(isDueToExpire({ statut: 'retiré', dateExpiration: '2026-11-01' }, now)).toBe(false);
  });
});
