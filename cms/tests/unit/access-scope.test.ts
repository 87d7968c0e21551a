import { describe, expect, it } from 'vitest';
import { scopedWhere } from '../../src/services/access-scope';

const admin = { id: 1, documentId: 'admin', role: { type: 'administrateur' } };
const adviser = { id: 2, documentId: 'a', role: { type: 'conseiller' } };
const NOTHING = { id: { $null: true } };

describe('scopedWhere', () => {
  it("leaves the administrator's queries as they are", () => {
    expect(scopedWhere({ documentId: 'x' }, admin, 'articles', 'update')).toEqual({ documentId: 'x' });
    expect(scopedWhere({}, admin, 'corbeille', 'delete')).toEqual({});
  });

  it("narrows an adviser's queries to their own rows, through each type's own column", () => {
    expect(scopedWhere({ documentId: 'x' }, adviser, 'articles', 'read')).toEqual({
      $and: [{ documentId: 'x' }, { auteur: { documentId: 'a' } }],
    });
    expect(scopedWhere({}, adviser, 'corbeille', 'update')).toEqual({ auteurId: 'a' });
    expect(scopedWhere({}, adviser, 'medias', 'update')).toEqual({ auteur: { documentId: 'a' } });
    expect(scopedWhere({}, adviser, 'medias', 'read')).toEqual({});
  });

  it('matches nothing where the scope gives nothing, and published rows for links', () => {
    expect(scopedWhere({ documentId: 'x' }, adviser, 'partenaires', 'read')).toEqual({ $and: [{ documentId: 'x' }, NOTHING] });
    expect(scopedWhere({}, adviser, 'corbeille', 'delete')).toEqual(NOTHING);
    expect(scopedWhere({}, null, 'articles', 'read')).toEqual(NOTHING);
    expect(scopedWhere({ locale: 'fr' }, admin, 'articles', 'link')).toEqual({ $and: [{ locale: 'fr' }, { etat: 'publié' }] });
  });
});
