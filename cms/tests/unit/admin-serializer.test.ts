// The admin answer of a localized type shows each language's own values, whether or not the type keeps
// translation states: an editor must see an untranslated field empty, not the French fallback.
import { describe, expect, it } from 'vitest';
import { defineContent, field } from '@teranga/domain';
import { localized, type LocalizedDocument } from '../../src/contract/documents';
import type { TypeDefinition } from '../../src/contract/managed';
import { adminSerializer } from '../../src/controllers/managed-content/engine';

// A localized type without translation tracking, author nor slug (none of the current types is one).
const ESSAI = defineContent({
  name: 'essai',
  collection: 'essais',
  uid: 'api::essai.essai',
  localized: true,
  titleField: 'titre',
  fields: { titre: field.localizedText({ storage: 'string', required: true, max: 120 }) },
});

interface Essai {
  _id: string;
  titre: { fr: string; en: string; pt: string };
}

const row = (locale: string, titre: string | null) => ({ id: 1, documentId: 'd1', locale, titre });
const doc: LocalizedDocument = { reference: row('fr', 'Bonjour'), fr: row('fr', 'Bonjour'), en: row('en', 'Hello'), pt: row('pt', null) };

describe('adminSerializer', () => {
  it('gives each language its own values for a localized type that keeps no translation states', () => {
    const def = {
      content: ESSAI,
      serialize: (d: LocalizedDocument): Essai => ({ _id: d.reference.documentId, titre: localized(d, 'titre', '') }),
    } as unknown as TypeDefinition<Essai>;
    // The public serializer shows French where Portuguese is missing; the admin answer shows it empty.
    expect(def.serialize(doc, () => null).titre.pt).toBe('Bonjour');
    const answer = adminSerializer(def)(doc, () => null) as unknown as Essai & { traductions?: unknown };
    expect(answer.titre).toEqual({ fr: 'Bonjour', en: 'Hello', pt: '' });
    expect(answer.traductions).toBeUndefined();
  });
});
