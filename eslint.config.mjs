// One lint for the workspace. Layout is Prettier's job (`npm run lint` checks it after ESLint, `npm run format`
// applies it), so the style rules that would fight it are off here (eslint-config-prettier, last).
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a folder may not make: its layer's boundaries. */
const boundaries = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const WEB_BOUNDARIES = [
  { group: ['**/cms/**', 'cms'], message: 'web imports nothing from cms: shared rules live in @teranga/domain.' },
  { group: ['@rules/*', '@strapi/*'], message: 'web imports nothing from cms: shared rules live in @teranga/domain.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/build/',
      '**/.astro/',
      '**/.cache/',
      '**/.tmp/',
      '**/.strapi/',
      '.tools/',
      'cms/types/generated/',
      'web/.builds/',
      // The waiting build's folder (scripts/rebuild-worker.mjs) and the preview's builds (scripts/preview-build.mjs).
      'web/.builds-next/',
      'web/.preview/',
      'web/dist*/',
      'web/.astro-cache/',
      'web/.search*/',
      'playwright-report/',
      'test-results/',
      '**/test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Astro components: their frontmatter and expressions as TypeScript, plus Astro's own rules.
  ...astro.configs['flat/recommended'],
  // Patterns run on what visitors and editors send: none may backtrack super-linearly (SECURITY.md).
  regexp.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Strapi's APIs are loosely typed: at those edges, type what is read (or take `unknown` and narrow it);
      // an `any` that stays says why on its line.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // No import circles: a module's imports never lead back to it (type-only imports aside, they vanish at
    // run time). Packages are not followed, only the workspace's own files.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Strapi's CommonJS files (config loaders, the server launcher, benchmark preparations).
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The shared domain is pure: no Node, no Strapi, nothing from the apps that use it.
    files: ['packages/domain/src/**'],
    languageOptions: { globals: {} },
    rules: boundaries([
      { group: ['node:*'], message: 'The domain package is pure: Node-only code stays in cms.' },
      { group: ['@strapi/*'], message: 'The domain package does not know Strapi.' },
      { group: ['**/cms/**', '**/web/**', 'cms', 'web'], message: 'The domain package imports nothing from the apps.' },
    ]),
  },
  {
    // The site and the back-office reach the CMS through /api/v1 and share code through @teranga/domain only;
    // the back-office's screens route through its router module, not the library behind it.
    files: ['web/**'],
    rules: boundaries([
      ...WEB_BOUNDARIES,
      { group: ['wouter', 'wouter/*'], message: 'Import the router from web/src/backoffice/router.tsx.' },
    ]),
  },
  {
    files: ['web/src/backoffice/router.tsx'],
    rules: boundaries(WEB_BOUNDARIES),
  },
  {
    files: ['cms/**'],
    rules: boundaries([{ group: ['**/web/**', 'web'], message: 'cms imports nothing from web.' }]),
  },
  {
    // Browser code: the site's islands and scripts and the back-office.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/pages/**', 'web/src/lib/og/**', 'web/src/lib/cms-content.ts'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },
  {
    // The <script> of Astro components, pages included: always browser code.
    files: ['web/src/**/*.astro/*.{js,ts}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'no-console': ['error', { allow: ['error'] }] },
  },
  {
    // React code: the islands and the back-office (the site's `useTranslations` is not a React hook).
    files: ['web/src/**/*.tsx', 'web/src/backoffice/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['web/src/**/*.tsx', 'web/src/backoffice/**/*.ts'],
    rules: {
      // Flags the hydration flag (`useEffect(() => setReady(true), [])`) and the reset of a list's state when
      // its query changes, both deliberate here; the rules of hooks and exhaustive deps stay on.
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  prettier,
);
