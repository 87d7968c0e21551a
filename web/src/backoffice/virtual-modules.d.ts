// integrations/backoffice-i18n.mjs: the back-office strings, one module per namespace and language.
declare module 'virtual:backoffice-i18n' {
  export const loaders: Record<string, Record<'fr' | 'en' | 'pt', () => Promise<{ default: Record<string, string> }>>>;
}
