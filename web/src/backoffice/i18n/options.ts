// The i18next options of both back-office instances (index.ts with every string, lazy.ts loading them).
import type { InitOptions } from 'i18next';
import { BACKOFFICE_LANGS } from './language';

export const SHARED_OPTIONS = {
  supportedLngs: [...BACKOFFICE_LANGS],
  defaultNS: 'common',
  fallbackNS: 'common',
  keySeparator: false,
  nsSeparator: ':',
  interpolation: { escapeValue: false },
} satisfies InitOptions;
