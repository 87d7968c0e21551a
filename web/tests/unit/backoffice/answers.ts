// Complete answers for the tests' API mocks, read from the content definitions: what a test gives,
// every other field as the CMS answers an item without it. The back-office checks its answers against
// the domain's schemas in tests (src/backoffice/api/answers.ts), so a mock must be a real answer.
import { ARTICLE, LANGS, OPPORTUNITE, PARTENAIRE, REALISATION, type ContentDefinition, type Field, type Fields } from '@teranga/domain';

type Given = Record<string, unknown>;
const perLang = <T>(empty: () => T, given: unknown) => ({
  ...Object.fromEntries(LANGS.map((lang) => [lang, empty()])),
  ...((given as object | undefined) ?? {}),
});

function valueOf(f: Field, given: unknown): unknown {
  switch (f.kind) {
    case 'text':
    case 'richText':
    case 'slug':
      return f.localized ? perLang(() => '', given) : (given ?? '');
    case 'keywords':
      return perLang(() => [], given);
    case 'altText':
      return f.multiple ? perLang(() => [], given) : perLang(() => '', given);
    case 'list':
      return given ?? [];
    case 'integer':
      return given ?? (f.answer && f.answer.nullable ? null : 0);
    case 'boolean':
      return given ?? true;
    case 'image':
      return given ?? (f.multiple ? [] : null);
    case 'relation': {
      const secteur = given as { nom?: unknown } | null | undefined;
      return secteur && typeof secteur === 'object' ? { ...secteur, nom: perLang(() => '', secteur.nom) } : (given ?? null);
    }
    default:
      return given ?? null;
  }
}

export function answerOf(definition: ContentDefinition, given: Given): Given {
  const out: Given = { ...given };
  for (const [name, f] of Object.entries(definition.fields as Fields)) {
    if (f.answer === false) continue;
    out[name] = valueOf(f, given[name]);
    if (f.kind === 'image' && !(f.media in given)) out[f.media] = f.multiple ? [] : null;
  }
  return out;
}

export const realisationAnswer = (given: Given) => answerOf(REALISATION, given);
export const articleAnswer = (given: Given) => answerOf(ARTICLE, given);
export const opportuniteAnswer = (given: Given) => answerOf(OPPORTUNITE, given);
export const partenaireAnswer = (given: Given) => answerOf(PARTENAIRE, given);
