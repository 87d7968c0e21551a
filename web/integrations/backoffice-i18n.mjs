// The back-office's interface strings as one small module per namespace and language, so that a screen
// loads only the strings it shows, in the interface language (src/backoffice/i18n/lazy.ts):
//   virtual:backoffice-i18n            { loaders: { <ns>: { fr: () => import(…), en: …, pt: … } } }
//   virtual:backoffice-i18n/<ns>/<lang> the namespace's strings in that language, each key the language
//                                       lacks in French (the French fallback, resolved here once)
// The namespaces stay where they are written (src/backoffice/i18n/namespaces.ts, three languages side
// by side); they are evaluated at build time with Vite's module runner, and again when one changes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const PREFIX = 'virtual:backoffice-i18n';
const RESOLVED = `\0${PREFIX}`;
const LANGS = ['fr', 'en', 'pt'];
const SOURCE = fileURLToPath(new URL('../src/backoffice/i18n/namespaces.ts', import.meta.url));

/** Vite's module runner, from the Vite that Astro uses (web/ has no direct dependency on it). */
async function runnerImport(file, config) {
  const fromAstro = createRequire(createRequire(SOURCE).resolve('astro/package.json'));
  const vite = await import(pathToFileURL(fromAstro.resolve('vite')).href);
  return vite.runnerImport(file, config);
}

/** A namespace in one language: French for every key the language lacks (or leaves empty). */
export function withFrenchFallback(namespace, lang) {
  const strings = { ...namespace.fr };
  for (const [key, value] of Object.entries(namespace[lang] ?? {})) if (typeof value === 'string' && value.trim()) strings[key] = value;
  return strings;
}

/** The code of the loaders' module: one dynamic import per namespace and language. */
export function loadersModule(names) {
  const entries = names.map(
    (name) => `  ${JSON.stringify(name)}: { ${LANGS.map((lang) => `${lang}: () => import('${PREFIX}/${name}/${lang}')`).join(', ')} },`,
  );
  return `export const loaders = {\n${entries.join('\n')}\n};\n`;
}

export function backofficeI18n() {
  /** The namespaces of the last evaluation, dropped when one of its files changes. */
  let evaluated;
  let dependencies = new Set([SOURCE]);
  const evaluate = () =>
    (evaluated ??= runnerImport(SOURCE, { configFile: false, logLevel: 'error' }).then((result) => {
      dependencies = new Set([SOURCE, ...result.dependencies.map((file) => path.resolve(file))]);
      return result.module.NAMESPACES;
    }));
  return {
    name: 'teranga:backoffice-i18n',
    resolveId(id) {
      if (id === PREFIX || id.startsWith(`${PREFIX}/`)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const namespaces = await evaluate();
      for (const file of dependencies) this.addWatchFile(file);
      if (id === RESOLVED) return loadersModule(Object.keys(namespaces));
      const [name, lang] = id.slice(RESOLVED.length + 1).split('/');
      if (!namespaces[name] || !LANGS.includes(lang)) this.error(`${PREFIX}: no namespace ${name} in ${lang}`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(withFrenchFallback(namespaces[name], lang)))});\n`;
    },
    watchChange(file) {
      if (dependencies.has(path.resolve(file))) evaluated = undefined;
    },
  };
}
