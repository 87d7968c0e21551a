// The preview's item (services/apercu.ts): a save's prepared values laid over the stored rows, one per
// language, as the public answer will be built from them.
import { describe, expect, it } from 'vitest';
import { apercuDocument, previewSecret } from '../../src/services/apercu';
import type { LocalizedDocument, LocaleRow } from '../../src/contract/documents';
import type { Prepared } from '../../src/contract/managed';

const NOW = new Date('2026-11-23T12:00:00.000Z');
const row = (locale: string, extra: Record<string, unknown> = {}): LocaleRow =>
  ({
    id: 1,
    documentId: 'doc1',
    locale,
    titre: `Titre ${locale}`,
    slug: `titre-${locale}`,
    etat: 'publié',
    datePublication: '2026-01-01T00:00:00.000Z',
    ...extra,
  }) as LocaleRow;
const stored = (): LocalizedDocument => {
  const images = [
    { id: 7, url: '/uploads/a.jpg' },
    { id: 8, url: '/uploads/b.jpg' },
  ];
  const fr = row('fr', { images });
  return { fr, en: row('en', { images }), pt: row('pt', { images }), reference: fr };
};
const prepared = (over: Partial<Prepared> = {}): Prepared => ({
  errors: [],
  shared: { etat: 'brouillon', secteur: 'sec1' },
  perLang: { fr: { titre: 'Nouveau titre' }, en: {}, pt: { titre: '' } },
  media: [{ attribute: 'images', field: 'images', single: false, keep: [8] }],
  titre: 'Nouveau titre',
  ...over,
});

describe('apercuDocument', () => {
  it('lays the shared and per-language values over the stored rows, keeping the slugs and the kept images', () => {
    const doc = apercuDocument(stored(), prepared(), NOW, 'apercu');
    expect(doc.fr?.titre).toBe('Nouveau titre');
    expect(doc.en?.titre).toBe('Titre en');
    // An emptied translation stays empty: the public answer falls back to French, as it would once saved.
    expect(doc.pt?.titre).toBe('');
    expect([doc.fr?.slug, doc.en?.slug, doc.pt?.slug]).toEqual(['titre-fr', 'titre-en', 'titre-pt']);
    expect(doc.en?.etat).toBe('brouillon');
    expect(doc.pt?.secteur).toEqual({ documentId: 'sec1' });
    expect(doc.fr?.images).toEqual([{ id: 8, url: '/uploads/b.jpg' }]);
    expect(doc.fr?.datePublication).toBe('2026-01-01T00:00:00.000Z');
    expect(doc.reference).toBe(doc.fr);
  });

  it('makes a new item from the form alone: slugs from the titles, today as its publication date, a single image as none', () => {
    const doc = apercuDocument(
      null,
      prepared({
        shared: { etat: 'brouillon', secteur: null },
        perLang: { fr: { titre: 'Un été à Saint-Louis' }, en: { titre: 'A summer in Saint-Louis' }, pt: {} },
        media: [{ attribute: 'imagePrincipale', field: 'imagePrincipale', single: true, keep: [] }],
        titre: 'Un été à Saint-Louis',
      }),
      NOW,
      'apercu',
    );
    expect([doc.fr?.slug, doc.en?.slug, doc.pt?.slug]).toEqual(['un-ete-a-saint-louis', 'a-summer-in-saint-louis', 'un-ete-a-saint-louis']);
    expect(doc.fr?.documentId).toBe('apercu');
    expect(doc.fr?.datePublication).toBe(NOW.toISOString());
    expect(doc.fr?.imagePrincipale).toBeNull();
    expect(doc.fr?.secteur).toBeNull();
  });
});

describe('apercuDocument with newly chosen pictures', () => {
  const picture = { url: 'data:image/webp;base64,AAAA', width: 1280, height: 800, formats: null };
  it('adds them after the kept images of a list, and puts one in place of a single image', () => {
    const list = apercuDocument(stored(), prepared(), NOW, 'apercu', { images: [picture] });
    expect(list.en?.images).toEqual([{ id: 8, url: '/uploads/b.jpg' }, picture]);
    const single = apercuDocument(
      stored(),
      prepared({ media: [{ attribute: 'imagePrincipale', field: 'imagePrincipale', single: true, keep: [7] }] }),
      NOW,
      'apercu',
      { imagePrincipale: [picture] },
    );
    expect(single.fr?.imagePrincipale).toEqual(picture);
  });
});

describe('previewSecret', () => {
  it("is the environment's, and refuses to sign without one", () => {
    expect(previewSecret({ PREVIEW_SECRET: ' s3cret ' })).toBe('s3cret');
    expect(() => previewSecret({})).toThrow(/PREVIEW_SECRET/);
  });
});
