import { describe, expect, it } from 'vitest';
import { inScope, SCOPED_TYPES, scopeFor, type ScopeAction } from '../src/access';
import { AUTHORED_COLLECTIONS, MANAGED_DEFINITIONS, type Fields } from '../src/content';

const admin = { id: 1, documentId: 'admin', role: { type: 'administrateur' } };
const adviser = { id: 2, documentId: 'a', role: { type: 'conseiller' } };
const ACTIONS: ScopeAction[] = ['read', 'update', 'delete'];

describe('the access scope', () => {
  it('gives the administrator every item of every type', () => {
    for (const type of SCOPED_TYPES) for (const action of ACTIONS) expect(scopeFor(admin, type, action), `${type} ${action}`).toBe(true);
  });

  it('gives an adviser their own articles, realisations and offers, for reading as for writing', () => {
    for (const type of ['articles', 'realisations', 'opportunites'] as const)
      for (const action of ACTIONS) expect(scopeFor(adviser, type, action)).toEqual({ auteur: 'a' });
  });

  it('gives an adviser every media to read and use, their own uploads to change', () => {
    expect(scopeFor(adviser, 'medias', 'read')).toBe(true);
    expect(scopeFor(adviser, 'medias', 'update')).toEqual({ auteur: 'a' });
    expect(scopeFor(adviser, 'medias', 'delete')).toEqual({ auteur: 'a' });
  });

  it('gives an adviser their own trash to read and restore, never to erase, and no partner', () => {
    expect(scopeFor(adviser, 'corbeille', 'read')).toEqual({ auteur: 'a' });
    expect(scopeFor(adviser, 'corbeille', 'update')).toEqual({ auteur: 'a' });
    expect(scopeFor(adviser, 'corbeille', 'delete')).toBe(false);
    for (const action of ACTIONS) expect(scopeFor(adviser, 'partenaires', action)).toBe(false);
  });

  it('lets every staff member link to published pages only, of the types that have pages', () => {
    for (const caller of [admin, adviser]) {
      expect(scopeFor(caller, 'articles', 'link')).toEqual({ publie: true });
      expect(scopeFor(caller, 'partenaires', 'link')).toBe(false);
      expect(scopeFor(caller, 'corbeille', 'link')).toBe(false);
    }
  });

  it('gives nothing to a caller without a staff role, blocked or inactive', () => {
    const callers = [
      null,
      undefined,
      { id: 3, documentId: 'x', role: { type: 'authenticated' } },
      { ...adviser, blocked: true },
      { ...admin, statut: 'inactif' },
    ];
    for (const caller of callers)
      for (const type of SCOPED_TYPES)
        for (const action of [...ACTIONS, 'link' as const]) expect(scopeFor(caller, type, action)).toBe(false);
  });

  it('tells whether an item in hand is inside a scope', () => {
    expect(inScope(true, {})).toBe(true);
    expect(inScope(false, { auteur: 'a' })).toBe(false);
    expect(inScope({ auteur: 'a' }, { auteur: 'a' })).toBe(true);
    expect(inScope({ auteur: 'a' }, { auteur: 'b' })).toBe(false);
    expect(inScope({ auteur: 'a' }, { auteur: null })).toBe(false);
    expect(inScope({ publie: true }, { publie: true })).toBe(true);
    expect(inScope({ publie: true }, { publie: false })).toBe(false);
  });
});

describe('the definitions the scope reads', () => {
  it('gives every authored type the auteur relation and the etat its scope reads, and every managed type its title field', () => {
    for (const definition of MANAGED_DEFINITIONS) {
      const fields = definition.fields as Fields;
      expect(fields[definition.titleField]?.kind, definition.name).toBe('text');
      if (!('authored' in definition)) continue;
      expect(fields.auteur?.kind, definition.name).toBe('relation');
      expect(fields.etat?.kind, definition.name).toBe('enumeration');
    }
    expect(AUTHORED_COLLECTIONS).toEqual(['realisations', 'articles', 'opportunites']);
  });
});
