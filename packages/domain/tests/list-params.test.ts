// The list tables written out in list-params.ts (it stays off the registry, being on every back-office
// list's path) say what the registry says.
import { describe, expect, it } from 'vitest';
import { JOURNAL_TYPES, LIST_SPECS, MANAGED_COLLECTIONS, MANAGED_DEFINITIONS, TYPE_LABELS } from '../src';

describe('list-params', () => {
  it("names the activity log's types as the registry labels the managed types, then the accounts", () => {
    expect([...JOURNAL_TYPES]).toEqual([...MANAGED_DEFINITIONS.map((d) => TYPE_LABELS[d.name].fr), TYPE_LABELS.user.fr, 'Profil']);
  });

  it('has a list for every managed type, sorted by its title among other fields', () => {
    for (const collection of MANAGED_COLLECTIONS) expect(Object.keys(LIST_SPECS)).toContain(collection);
    for (const definition of MANAGED_DEFINITIONS) expect(LIST_SPECS[definition.collection].tri).toContain(definition.titleField);
  });
});
