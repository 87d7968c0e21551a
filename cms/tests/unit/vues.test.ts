import { describe, expect, it } from 'vitest';
import { isDocumentId, isViewedType, msUntilNextDay, utcDay, visitorHash } from '../../src/rules/vues';

const visit = { ip: '198.51.100.7', type: 'articles', id: 'abcdefghij1234567890' };

describe('view counting', () => {
  it('counts the three content types only', () => {
    expect(['articles', 'realisations', 'opportunites'].every(isViewedType)).toBe(true);
    expect(isViewedType('partenaires')).toBe(false);
    expect(isViewedType('__proto__')).toBe(false);
    expect(isViewedType('constructor')).toBe(false);
  });

  it('days are UTC days, and a mark lasts until the day ends', () => {
    expect(utcDay(new Date('2026-11-23T23:59:59Z'))).toBe('2026-11-23');
    expect(msUntilNextDay(new Date('2026-11-23T23:59:00Z'))).toBe(60_000);
    expect(msUntilNextDay(new Date('2026-12-31T00:00:00Z'))).toBe(86_400_000);
  });

  it('a visitor is the same hash all day, another with another salt, page or address', () => {
    const a = visitorHash('salt-1', visit);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorHash('salt-1', visit)).toBe(a);
    expect(visitorHash('salt-2', visit)).not.toBe(a);
    expect(visitorHash('salt-1', { ...visit, id: 'zzzzzzzzzz1234567890' })).not.toBe(a);
    expect(visitorHash('salt-1', { ...visit, ip: '198.51.100.8' })).not.toBe(a);
    expect(a).not.toContain('198.51.100.7');
  });

  it('takes Strapi document ids only', () => {
    expect(isDocumentId('yncsbqv1hfid4wv1qtj9peoh')).toBe(true);
    expect(isDocumentId('../../etc')).toBe(false);
    expect(isDocumentId('short')).toBe(false);
    expect(isDocumentId(42)).toBe(false);
  });
});
