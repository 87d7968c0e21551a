// The browser's instance (i18n/lazy.ts): one namespace in one language at a time, from the files the
// build makes (integrations/backoffice-i18n.mjs), French wherever a language lacks a key.
import { describe, expect, it } from 'vitest';
import { loadersModule, withFrenchFallback } from '../../../integrations/backoffice-i18n.mjs';
import { NAMESPACES } from '../../../src/backoffice/i18n';
import { APP_NAMESPACES, createLazyBackofficeI18n, SIGN_IN_NAMESPACES } from '../../../src/backoffice/i18n/lazy';

describe('the back-office strings, loaded when needed', () => {
  it('loads only the namespaces asked for, in the interface language only', async () => {
    const en = createLazyBackofficeI18n('en');
    await en.loadNamespaces([...SIGN_IN_NAMESPACES]);
    expect(en.t('common:login.submit')).toBe('Log in');
    expect(en.hasResourceBundle('en', 'common')).toBe(true);
    expect(en.hasResourceBundle('fr', 'common')).toBe(false);
    expect(en.hasResourceBundle('en', 'content')).toBe(false);
    await en.loadNamespaces(['content']);
    expect(en.t('content:title.articles.administrateur')).toBe('Articles');
  });

  it('switches language only once the namespaces in use are there in the new one', async () => {
    const i18n = createLazyBackofficeI18n('fr');
    await i18n.loadNamespaces([...APP_NAMESPACES]);
    await i18n.changeLanguage('pt');
    for (const name of APP_NAMESPACES) expect(i18n.hasResourceBundle('pt', name), name).toBe(true);
    expect(i18n.t('common:nav.articles')).toBe(NAMESPACES.common.pt['nav.articles']);
  });

  it('gives each language every French key, the French text where the language lacks one', () => {
    const namespace = { fr: { a: 'Un', b: 'Deux', c: 'Trois' }, en: { a: 'One', c: ' ' }, pt: {} };
    expect(withFrenchFallback(namespace, 'en')).toEqual({ a: 'One', b: 'Deux', c: 'Trois' });
    expect(withFrenchFallback(namespace, 'pt')).toEqual(namespace.fr);
    expect(withFrenchFallback(namespace, 'fr')).toEqual(namespace.fr);
  });

  it('has a loader for every namespace in each language', () => {
    const code = loadersModule(Object.keys(NAMESPACES));
    for (const name of Object.keys(NAMESPACES))
      for (const lang of ['fr', 'en', 'pt']) expect(code).toContain(`import('virtual:backoffice-i18n/${name}/${lang}')`);
  });
});
