import type { Core } from '@strapi/strapi';

const LOCALES = [
  { code: 'fr', name: 'Français (fr)' },
  { code: 'en', name: 'English (en)' },
  { code: 'pt', name: 'Português (pt)' },
];

/** fr (default), en and pt exist on every start. */
export async function ensureLocales(strapi: Core.Strapi) {
  const service = strapi.plugin('i18n').service('locales');
  for (const locale of LOCALES) {
    if (!(await service.findByCode(locale.code))) await service.create(locale);
  }
  if ((await service.getDefaultLocale()) !== 'fr') await service.setDefaultLocale({ code: 'fr' });
}
