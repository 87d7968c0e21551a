import { describe, expect, it } from 'vitest';
import { groupByDocument, localized } from '../../src/contract/documents';
import { langFrom } from '@teranga/domain';

const rows = [
  { id: 1, documentId: 'd1', locale: 'fr', titre: 'Pont', motsCles: ['béton'] },
  { id: 2, documentId: 'd1', locale: 'en', titre: 'Bridge', motsCles: ['concrete'] },
  { id: 3, documentId: 'd2', locale: 'en', titre: 'Road' },
  { id: 4, documentId: 'd1', locale: 'de', titre: 'Brücke' },
];

describe('localized documents', () => {
  it('groups locale rows by document with French as reference', () => {
    const docs = groupByDocument(rows);
    expect(docs).toHaveLength(2);
    expect(docs[0].reference.titre).toBe('Pont');
    expect(docs[1].reference.titre).toBe('Road');
  });

  it('builds {fr,en,pt} with the French value for a missing translation', () => {
    const [doc] = groupByDocument(rows);
    expect(localized(doc, 'titre', '')).toEqual({ fr: 'Pont', en: 'Bridge', pt: 'Pont' });
    expect(localized(doc, 'motsCles', [])).toEqual({ fr: ['béton'], en: ['concrete'], pt: ['béton'] });
  });

  it('falls back to fr for an unknown lang', () => {
    expect(langFrom('en')).toBe('en');
    expect(langFrom('de')).toBe('fr');
    expect(langFrom(undefined)).toBe('fr');
    expect(langFrom(['en'])).toBe('fr');
  });
});
