// A complete answer of a content type from the fields a test gives, every other field as the CMS
// answers an item without it: test fixtures and API mocks built this way keep up with the definitions
// (a field added to a definition needs no fixture change).
import { LANGS } from '../languages';
import type { ContentDefinition, Field, Fields } from './fields';

type Given = Record<string, unknown>;

const perLang = <T>(empty: () => T, given: unknown) => ({
  ...Object.fromEntries(LANGS.map((lang) => [lang, empty()])),
  ...((given as object | undefined) ?? {}),
});

function sampleValue(f: Field, given: unknown): unknown {
  switch (f.kind) {
    case 'text':
    case 'richText':
    case 'slug':
      return f.localized ? perLang(() => '', given) : (given ?? '');
    case 'keywords':
    case 'formerSlugs':
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

/** `given`, completed into an answer of `definition`'s type (cast it to the answer type). */
export function sampleAnswer(definition: ContentDefinition, given: Given): Given {
  const out: Given = { ...given };
  for (const [name, f] of Object.entries(definition.fields as Fields)) {
    if (f.answer === false) continue;
    out[name] = sampleValue(f, given[name]);
    if (f.kind === 'image' && !(f.media in given)) out[f.media] = f.multiple ? [] : null;
  }
  return out;
}
