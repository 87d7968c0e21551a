// The codes the tools' screens read (sectors, languages, the activity log's types and actions) have a
// label in the interface language; anything else is shown as it is.
import { describe, expect, it } from 'vitest';
import { createBackofficeI18n } from '../../../../src/backoffice/i18n';
import { journalActionKey, journalTypeKey, languageKey, sectorKey } from '../../../../src/backoffice/resources/outils/labels';

describe('the tools’ labels', () => {
  const en = createBackofficeI18n('en');
  const pt = createBackofficeI18n('pt');
  const label = (i18n: typeof en, key: string | null, raw: string) => (key ? i18n.t(`tools:${key}`) : raw);

  it('names every sector the contact and newsletter forms send, whatever its spelling', () => {
    for (const [sent, english] of [
      ['telecom', 'Telecommunications'],
      ['genie civil', 'Civil engineering'],
      ['genie-civil', 'Civil engineering'],
      ['geniecivil', 'Civil engineering'],
      ['études', 'Studies'],
      ['etudes', 'Studies'],
      ['cablage', 'Cabling'],
      ['it', 'IT'],
      ['mines', 'Mining'],
    ])
      expect(label(en, sectorKey(sent), sent), sent).toBe(english);
    expect(label(pt, sectorKey('telecom'), 'telecom')).toBe('Telecomunicações');
    expect(sectorKey('agriculture')).toBeNull();
    expect(sectorKey('')).toBeNull();
  });

  it('names the languages in the interface language', () => {
    expect(label(en, languageKey('fr'), 'fr')).toBe('French');
    expect(label(pt, languageKey('en'), 'en')).toBe('Inglês');
    expect(languageKey('de')).toBeNull();
  });

  it("names the activity log's content types and actions, restoring and erasing included", () => {
    expect(label(en, journalTypeKey('Opportunité'), 'Opportunité')).toBe('Opportunity');
    expect(label(pt, journalTypeKey('Article'), 'Article')).toBe('Artigo');
    expect(label(en, journalTypeKey('Réalisation'), 'Réalisation')).toBe('Project');
    expect(label(en, journalActionKey('restauration'), 'restauration')).toBe('Restored');
    expect(label(en, journalActionKey('effacement'), 'effacement')).toBe('Deleted for good');
    expect(journalTypeKey('Autre')).toBeNull();
  });
});
