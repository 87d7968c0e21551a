// What the checks before publishing read of an item (controles.ts), from its values per language:
// the formatted texts, the search title and description (the stored `referencementTitre` and
// `referencementDescription`, else the title and the summary), the
// main image with its texts and width, and the translation states.
import { LANGS, type Lang } from './languages';
import type { ContentDefinition, Fields } from './content/fields';
import { fieldsOfKind } from './content/types';
import type { ControlesPage } from './controles';
import type { Traductions } from './traductions';

type Row = Record<string, unknown> | null | undefined;

/** The summary a page's search description defaults to, per type (the detail pages' meta description). */
export const DEFAULT_DESCRIPTION_FIELD: Readonly<Record<string, string>> = {
  article: 'resume',
  realisation: 'description',
  opportunite: 'description',
};

const perLang = <T>(rows: Partial<Record<Lang, Row>>, read: (row: Row) => T) =>
  Object.fromEntries(LANGS.map((lang) => [lang, read(rows[lang])])) as Record<Lang, T>;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The page of an item as the checks read it. `rows` are the item's values per language; `largeur` the main
 * image's width in pixels when known.
 */
export function controlesPage(
  definition: ContentDefinition,
  rows: Partial<Record<Lang, Row>>,
  traductions: Traductions,
  image: { present: boolean; largeur?: number | null },
): ControlesPage {
  const fields = definition.fields as Fields;
  const textesRiches = fieldsOfKind(definition, 'richText').map((champ) => ({
    champ,
    valeurs: perLang(rows, (row) => text(row?.[champ])),
  }));
  const summary = DEFAULT_DESCRIPTION_FIELD[definition.name] ?? 'resume';
  const referencement = {
    titre: perLang(rows, (row) => text(row?.referencementTitre) || text(row?.titre)),
    description: perLang(rows, (row) => text(row?.referencementDescription) || text(row?.[summary]) || text(row?.titre)),
  };
  const [champ] = fieldsOfKind(definition, 'image');
  const [champTexte] = fieldsOfKind(definition, 'altText');
  // A gallery's texts are one list per language: the first image is the main one.
  const gallery = Boolean(champTexte && (fields[champTexte] as { multiple?: boolean }).multiple);
  const texteAlternatif = perLang(rows, (row) => {
    const value = champTexte ? row?.[champTexte] : undefined;
    return gallery ? (Array.isArray(value) ? text(value[0]) : null) : text(value);
  });
  const main = champ && image.present ? { champ, champTexte, texteAlternatif, largeur: image.largeur } : null;
  return { textesRiches, referencement, image: main, traductions };
}
