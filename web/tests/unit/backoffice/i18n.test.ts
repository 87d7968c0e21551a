// Every namespace of the back-office carries every key in fr, en and pt (a runtime check beside
// the types), and the spec's quoted French words appear as they are.
import { describe, expect, it } from 'vitest';
import { BACKOFFICE_LANGS, createBackofficeI18n, NAMESPACES } from '../../../src/backoffice/i18n';
import { common } from '../../../src/backoffice/i18n/common';
import { messages } from '../../../src/backoffice/i18n/messages';
import { MESSAGES_FR } from '@teranga/domain';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the back-office strings', () => {
  it('has the thirteen namespaces', () => {
    expect(Object.keys(NAMESPACES).sort()).toEqual([
      'apercu',
      'common',
      'content',
      'contentForm',
      'editing',
      'lists',
      'medias',
      'messages',
      'people',
      'recovery',
      'tools',
      'traductions',
      'ui',
    ]);
  });

  it('gives every rule and server message code its text, the French word for word from the rules', () => {
    const fr = messages.fr as Record<string, string>;
    for (const [code, french] of Object.entries(MESSAGES_FR)) expect(fr[code], code).toBe(french);
    const pt = createBackofficeI18n('pt');
    expect(pt.t('messages:titre.between', { lang: 'en', min: 10, max: 120 })).toBe('O título (en) deve ter entre 10 e 120 caracteres.');
  });

  for (const [name, namespace] of Object.entries(NAMESPACES)) {
    it(`${name}: the same keys in fr, en and pt, none empty, the same placeholders`, () => {
      const french = namespace.fr as Record<string, string>;
      for (const lang of BACKOFFICE_LANGS) {
        const strings = namespace[lang] as Record<string, string>;
        expect(Object.keys(strings).sort(), `${name}.${lang}`).toEqual(Object.keys(french).sort());
        for (const [key, value] of Object.entries(strings)) {
          expect(typeof value === 'string' && value.trim().length > 0, `${name}:${key} (${lang}) is empty`).toBe(true);
          expect(placeholders(value), `${name}:${key} (${lang})`).toEqual(placeholders(french[key]));
        }
      }
    });
  }

  it("keeps docs/product.md §2, §4, §6 and §8's French words", () => {
    const fr = common.fr;
    expect([
      fr['nav.dashboard'],
      fr['nav.realisations'],
      fr['nav.articles'],
      fr['nav.utilisateurs'],
      fr['nav.opportunites'],
      fr['nav.partenaires'],
      fr['nav.logout'],
    ]).toEqual(['Tableau de bord', 'Réalisations', 'Articles', 'Utilisateurs', 'Opportunités', 'Partenaires', 'Déconnexion']);
    expect([fr['nav.mesRealisations'], fr['nav.mesArticles']]).toEqual(['Mes Réalisations', 'Mes Articles']);
    expect(fr['login.failed']).toBe('Échec de la connexion');
    expect(fr['confirm.delete']).toBe('Confirmer la suppression ?');
    expect(fr['confirm.deleteUser']).toBe('Confirmer la suppression de cet utilisateur ?');
    expect(fr.loading).toBe('Chargement...');
    expect(fr['error.unknown']).toBe('Erreur inconnue');
    expect(fr['error.loading']).toBe('Erreur de chargement');
  });

  it('resolves every namespace in each language, French the fallback', () => {
    const en = createBackofficeI18n('en');
    expect(en.t('common:nav.logout')).toBe('Log out');
    expect(en.t('common:dashboard.welcome', { name: 'Awa' })).toBe('Welcome, Awa');
    for (const name of Object.keys(NAMESPACES)) expect(en.hasResourceBundle('pt', name)).toBe(true);
    expect(createBackofficeI18n('fr').t('common:missing.key', { defaultValue: 'x' })).toBe('x');
  });
});
