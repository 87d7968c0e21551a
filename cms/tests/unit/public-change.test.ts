import { describe, expect, it } from 'vitest';
import { isPublicChange } from '../../src/rules/public-change';

const draft = { etat: 'brouillon' };
const scheduled = { etat: 'planifié' };
const published = { etat: 'publié' };

describe('isPublicChange', () => {
  it('counts a create, an edit and a delete of a published item', () => {
    for (const type of ['article', 'realisation', 'opportunite']) {
      expect(isPublicChange(type, null, published)).toBe(true);
      expect(isPublicChange(type, published, published)).toBe(true);
      expect(isPublicChange(type, published, null)).toBe(true);
    }
  });

  it('counts an etat change into or out of publié, whatever its spelling', () => {
    expect(isPublicChange('article', scheduled, published)).toBe(true);
    expect(isPublicChange('article', draft, { etat: ' Publié ' })).toBe(true);
    expect(isPublicChange('realisation', published, draft)).toBe(true);
  });

  it('ignores drafts and scheduled items that stay unpublished', () => {
    expect(isPublicChange('article', null, draft)).toBe(false);
    expect(isPublicChange('article', draft, draft)).toBe(false);
    expect(isPublicChange('article', draft, scheduled)).toBe(false);
    expect(isPublicChange('opportunite', scheduled, null)).toBe(false);
  });

  it('counts every write on partners and sectors, which have no etat', () => {
    expect(isPublicChange('partenaire', null, {})).toBe(true);
    expect(isPublicChange('partenaire', {}, {})).toBe(true);
    expect(isPublicChange('secteur', {}, null)).toBe(true);
  });

  it('ignores contact requests, newsletter subscriptions, users and empty writes', () => {
    expect(isPublicChange('demande-contact', null, {})).toBe(false);
    expect(isPublicChange('abonnement-newsletter', null, {})).toBe(false);
    expect(isPublicChange('user', {}, {})).toBe(false);
    expect(isPublicChange('secteur', null, null)).toBe(false);
  });
});
