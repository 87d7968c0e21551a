// The CMS's per-type tables are read from the definitions: these are what they must read (the tables
// as they were written by hand), so a definition that changes one of them says so here.
import { describe, expect, it } from 'vitest';
import { POPULATE, UID } from '../../src/contract/queries';
import { CONTENT_LISTS } from '../../src/services/content-lists';
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

  it('names each type by its uid', () => {
    expect(UID).toEqual({
      realisation: 'api::realisation.realisation',
      article: 'api::article.article',
      opportunite: 'api::opportunite.opportunite',
      partenaire: 'api::partenaire.partenaire',
      user: 'plugin::users-permissions.user',
      secteur: 'api::secteur.secteur',
      demandeContact: 'api::demande-contact.demande-contact',
      abonnementNewsletter: 'api::abonnement-newsletter.abonnement-newsletter',
      role: 'plugin::users-permissions.role',
    });
  });

  it('searches and filters each managed list as its definition and spec say', () => {
    const withoutEtat = Object.fromEntries(Object.entries(CONTENT_LISTS).map(([uid, { etat, ...rest }]) => [uid, rest]));
    const categories = { column: 'categories', list: true };
    expect(withoutEtat).toEqual({
      [UID.article]: { list: 'articles', search: 'titre', secteur: true, categorie: categories, translated: true },
      [UID.realisation]: { list: 'realisations', search: 'titre', secteur: true, categorie: categories, translated: true },
      [UID.opportunite]: { list: 'opportunites', search: 'titre', categorie: { column: 'categorie', list: false }, translated: true },
      [UID.partenaire]: { list: 'partenaires', search: 'nom' },
    });
    expect(CONTENT_LISTS[UID.article].etat('publié')).toEqual({ etat: 'publié' });
    expect(CONTENT_LISTS[UID.partenaire].etat('actif')).toEqual({ actif: true });
    expect(CONTENT_LISTS[UID.partenaire].etat('inactif')).toEqual({ actif: false });
  });
});
