// What each card shows (docs/product.md §2): title, cut description, cover image, link to the detail.
import type { Article, Opportunite, Realisation } from '@teranga/domain';
import { CARD_DESCRIPTION_MAX, OPPORTUNITY_DESCRIPTION_MAX } from './content';
import { countryLabel } from './enumerations';
import { altText, imageAttrs, type ImageAttrs } from './images';
import { localizePath, type Lang } from './languages';
import { truncate } from './text';
import { richText } from './rich-text';

export interface CardData {
  href: string;
  image: ImageAttrs;
  title: string;
  text: string;
  meta?: string;
}

const slugOf = (slug: Record<Lang, string>, lang: Lang) => slug[lang] || slug.fr;
const pickText = (value: Record<Lang, string>, lang: Lang) => value[lang] || value.fr;

export const realisationHref = (r: Pick<Realisation, 'slug'>, lang: Lang) => localizePath(lang, `/realisation/${slugOf(r.slug, lang)}`);
export const articleHref = (a: Pick<Article, 'slug'>, lang: Lang) => localizePath(lang, `/article/${slugOf(a.slug, lang)}`);
export const opportuniteHref = (o: Pick<Opportunite, 'slug'>, lang: Lang) => localizePath(lang, `/opportunite/${slugOf(o.slug, lang)}`);

/** A realisation's cover texts: the first of each language's list. */
export const coverTexts = (r: Pick<Realisation, 'textesAlternatifs'>): Record<Lang, string> => ({
  fr: r.textesAlternatifs?.fr[0] ?? '',
  en: r.textesAlternatifs?.en[0] ?? '',
  pt: r.textesAlternatifs?.pt[0] ?? '',
});

export function realisationCard(r: Realisation, lang: Lang, origin = '', max = CARD_DESCRIPTION_MAX): CardData {
  const title = pickText(r.titre, lang);
  return {
    href: realisationHref(r, lang),
    image: imageAttrs(r.medias[0], r.images[0], altText(coverTexts(r), lang, title), origin, r.pointFocal),
    title,
    text: truncate(pickText(r.description, lang), max),
    meta: r.annee ? String(r.annee) : undefined,
  };
}

export function articleCard(a: Article, lang: Lang, origin = '', max = CARD_DESCRIPTION_MAX): CardData {
  const title = pickText(a.titre, lang);
  return {
    href: articleHref(a, lang),
    image: imageAttrs(a.imagePrincipaleMedia, a.imagePrincipale, altText(a.texteAlternatif, lang, title), origin, a.pointFocal),
    title,
    text: truncate(pickText(a.resume, lang) || richText(pickText(a.contenu, lang)), max),
  };
}

export function opportuniteCard(o: Opportunite, lang: Lang, origin = ''): CardData {
  const title = pickText(o.titre, lang);
  return {
    href: opportuniteHref(o, lang),
    image: imageAttrs(o.imageMedia, o.image, altText(o.texteAlternatif, lang, title), origin, o.pointFocal),
    title,
    text: truncate(richText(pickText(o.description, lang)), OPPORTUNITY_DESCRIPTION_MAX),
    meta: o.pays ? countryLabel(o.pays, lang) : undefined,
  };
}

export { pickText };
