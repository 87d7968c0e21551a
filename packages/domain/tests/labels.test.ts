// Every field of every content type has its name in fr, en and pt (content/labels.ts), and messages
// name fields by their label in the reader's language.
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DEFINITIONS,
  EDITORIAL_DEFINITIONS,
  FIELD_LABELS,
  FIELD_PLACES,
  PARTENAIRE,
  UTILISATEUR,
  fieldLabel,
  fieldPlace,
  hasFieldLabel,
  labelFieldParams,
  type ContentDefinition,
} from '../src/content';
import * as content from '../src/content';
import { LANGS } from '../src/languages';
import { frenchMessage } from '../src/messages';

const DEFINITIONS: readonly ContentDefinition[] = CONTENT_DEFINITIONS;
const byName = (a: ContentDefinition, b: ContentDefinition) => a.name.localeCompare(b.name);

describe('field labels', () => {
  it('reads every content type: each definition exported is in the registry', () => {
    const exported = (Object.values(content) as unknown[]).filter((value): value is ContentDefinition =>
      Boolean(value && typeof value === 'object' && 'uid' in value && 'fields' in value),
    );
    expect(exported.length).toBeGreaterThan(0);
    expect([...DEFINITIONS].sort(byName)).toEqual(exported.sort(byName));
  });

  for (const definition of DEFINITIONS) {
    it(`${definition.name}: every field has a label in fr, en and pt`, () => {
      for (const name of Object.keys(definition.fields)) {
        expect(hasFieldLabel(name, definition), `${definition.name}.${name}`).toBe(true);
        for (const lang of LANGS) {
          const label = fieldLabel(name, lang, definition);
          expect(label.trim().length > 0 && label !== name, `${definition.name}.${name} (${lang}): "${label}"`).toBe(true);
        }
      }
    });
  }

  it('keeps no label nobody uses', () => {
    const used = new Set(DEFINITIONS.flatMap((d) => Object.keys(d.fields)));
    expect(Object.keys(FIELD_LABELS).filter((name) => !used.has(name))).toEqual([]);
  });

  it("prefers a type's own label (a partner's name is not a last name)", () => {
    expect(fieldLabel('nom', 'en', UTILISATEUR)).toBe('Last name');
    expect(fieldLabel('nom', 'en', PARTENAIRE)).toBe('Name');
    expect(fieldLabel('inconnu', 'en')).toBe('inconnu');
  });

  it('labels the fields a message names, in the language asked', () => {
    expect(labelFieldParams({ lang: 'en', champs: 'titre, resume, texteAlternatif' }, 'en')).toEqual({
      lang: 'en',
      champs: 'Title, Summary, Alternative text',
    });
    expect(labelFieldParams({ champ: 'motsCles' }, 'pt')).toEqual({ champ: 'Palavras-chave' });
    expect(frenchMessage('controle.traductionARevoir', { lang: 'en', champs: 'titre, resume' })).toBe(
      'La traduction (en) est à revoir : Titre, Résumé.',
    );
    expect(frenchMessage('champ.max', { lang: 'fr', max: 120, champ: 'referencementTitre' })).toBe(
      'Le champ « Titre pour les moteurs de recherche » (fr) ne peut excéder 120 caractères.',
    );
  });
});

describe('where the overlapping fields show on the site', () => {
  it('names only fields of the editorial types, in fr, en and pt, each one line', () => {
    for (const [name, places] of Object.entries(FIELD_PLACES)) {
      const definition = EDITORIAL_DEFINITIONS.find((d) => d.name === name);
      expect(definition, name).toBeDefined();
      for (const [field, place] of Object.entries(places)) {
        expect(Object.keys(definition!.fields), `${name}.${field}`).toContain(field);
        for (const lang of LANGS) {
          expect(place[lang].trim(), `${name}.${field}.${lang}`).not.toBe('');
          expect(place[lang], `${name}.${field}.${lang}`).not.toContain('\n');
        }
      }
    }
  });

  it('tells each editorial type where its overlapping texts, categories, sector and states show', () => {
    const overlapping = {
      article: ['resume', 'contenu', 'categories', 'secteur', 'etat'],
      realisation: ['description', 'resume', 'contenu', 'categories', 'secteur', 'statutLivraison', 'etat'],
      opportunite: ['description', 'contenu', 'statut', 'etat'],
    } as const;
    for (const definition of EDITORIAL_DEFINITIONS)
      for (const field of overlapping[definition.name])
        expect(fieldPlace(field, 'en', definition), `${definition.name}.${field}`).toBeTruthy();
    expect(fieldPlace('titre', 'fr', EDITORIAL_DEFINITIONS[0])).toBeUndefined();
    expect(fieldPlace('resume', 'fr', EDITORIAL_DEFINITIONS[0])).toBe('N’apparaît pas sur le site pour l’instant.');
  });
});
