// The CMS's per-type tables are read from the definitions: these are what they must read (the tables
// as they were written by hand), so a definition that changes one of them says so here.
import { describe, expect, it } from 'vitest';
import { POPULATE } from '../../src/contract/queries';
import { MANAGED_TYPES } from '../../src/services/content-snapshot';

const MEDIA = { select: ['id', 'url', 'width', 'height', 'alternativeText', 'formats'] };
const REF = { select: ['documentId'] };

describe('the tables read from the definitions', () => {
  it('populates each image field with its picture and each relation with its documentId', () => {
    expect(POPULATE.realisation).toEqual({ images: MEDIA, secteur: REF, auteur: REF });
    expect(POPULATE.article).toEqual({ imagePrincipale: MEDIA, secteur: REF, auteur: REF });
    expect(POPULATE.opportunite).toEqual({ image: MEDIA, auteur: REF });
    expect(POPULATE.partenaire).toEqual({ logo: MEDIA });
    expect(POPULATE.secteur).toEqual({});
  });

  it('names the managed types, their uid, label and title attribute', () => {
    expect(MANAGED_TYPES).toEqual({
      articles: { uid: 'api::article.article', label: 'Article', titleAttribute: 'titre' },
      realisations: { uid: 'api::realisation.realisation', label: 'Réalisation', titleAttribute: 'titre' },
      opportunites: { uid: 'api::opportunite.opportunite', label: 'Opportunité', titleAttribute: 'titre' },
      partenaires: { uid: 'api::partenaire.partenaire', label: 'Partenaire', titleAttribute: 'nom' },
    });
  });
});
