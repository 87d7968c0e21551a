// Checks before publishing (docs/product.md, "Contrôles"): what stops a page from being published
// (`erreur`) and what an editor should look at (`avertissement`), per language and field. Pure: the CMS
// passes in what only it knows (whether a page of the site exists, the image's width, the translation
// status), so the same rules run on a saved item and on the unsaved values of the form.
import { LANGS, type Lang } from './languages';
import { frenchMessage, type MessageParams } from './messages';
import {
  LINK_REFERENCE_ATTRIBUTE,
  htmlToText,
  linkReferenceValue,
  linkReferences,
  readLinkReference,
  readMarkup,
  type LinkReference,
} from './rich-text';
import { withoutTrailing } from './strings';
import type { Traductions } from './translation-status';

export type NiveauControle = 'erreur' | 'avertissement';

export const CONTROLE_CODES = {
  'controle.langueIncomplete': 'erreur',
  'controle.imageSansTexte': 'erreur',
  'controle.lienIntrouvable': 'erreur',
  'controle.lienSansTexte': 'erreur',
  'controle.titresSautes': 'avertissement',
  'controle.lienVague': 'avertissement',
  'controle.titreRechercheLong': 'avertissement',
  'controle.descriptionRechercheLongueur': 'avertissement',
  'controle.imageEtroite': 'avertissement',
  'controle.traductionARevoir': 'avertissement',
} as const satisfies Record<string, NiveauControle>;
export type ControleCode = keyof typeof CONTROLE_CODES;

export interface Controle {
  code: ControleCode;
  niveau: NiveauControle;
  /** null for what concerns every language (the image's width). */
  langue: Lang | null;
  champ: string;
  /** In French; the back-office translates `code` with `params`. */
  message: string;
  params: MessageParams;
}

type PerLang<T> = Partial<Record<Lang, T>>;

/** What the checks read of an item, defaults already applied (the search title defaults to the title…). */
export interface PageAControler {
  /** The formatted-text fields (`contenu`, or an opportunité's `description`). */
  textesRiches: { champ: string; valeurs: PerLang<string | null | undefined> }[];
  referencement: { titre: PerLang<string | null | undefined>; description: PerLang<string | null | undefined> };
  /** The main image, when the item has one: its field, the field of its texts, its texts and width. */
  image?: { champ: string; champTexte?: string; texteAlternatif: PerLang<string | null | undefined>; largeur?: number | null } | null;
  traductions: Traductions;
}

export interface ContexteControle {
  /** The public site's origin: a link there is a link to one of its pages. */
  siteOrigin: string;
  /** Whether the site has a page at this address (path and query ignored beyond the pathname). */
  pageExists: (pathname: string) => boolean;
  /** Whether the item a link refers to (LinkReference) has a published page in this language. */
  referenceExists: (reference: LinkReference, lang: Lang) => boolean;
}

/** Link texts that say nothing of where they lead, in the three languages. */
export const LIENS_VAGUES = [
  'cliquez ici',
  'ici',
  'lire la suite',
  'click here',
  'here',
  'read more',
  'clique aqui',
  'aqui',
  'leia mais',
] as const;

export const REFERENCEMENT_LIMITES = { titreMax: 60, descriptionMin: 50, descriptionMax: 160 } as const;
/** Share cards want a picture at least this wide. */
export const IMAGE_LARGEUR_MIN = 1200;

function controle(code: ControleCode, langue: Lang | null, champ: string, given: MessageParams = {}): Controle {
  const params = langue ? { lang: langue, ...given } : given;
  return { code, niveau: CONTROLE_CODES[code], langue, champ, message: frenchMessage(code, params), params };
}

interface Lien {
  href: string;
  texte: string;
  /** The item it refers to, when it was chosen among the site's pages. */
  reference: LinkReference | null;
}

/** The links and the heading levels of formatted text, read by the HTML parser. */
function readRichText(html: string): { liens: Lien[]; titres: number[] } {
  const liens: Lien[] = [];
  const titres: number[] = [];
  let open: Lien | null = null;
  readMarkup(html, {
    onopentag(name, attributes) {
      if (name === 'a')
        open = { href: attributes.href ?? '', texte: '', reference: readLinkReference(attributes[LINK_REFERENCE_ATTRIBUTE]) };
      const level = /^h([1-6])$/.exec(name);
      if (level) titres.push(Number(level[1]));
    },
    ontext(text) {
      if (open) open.texte += text;
    },
    onclosetag(name) {
      if (name === 'a' && open) {
        liens.push({ ...open, texte: open.texte.replace(/\s+/g, ' ').trim() });
        open = null;
      }
    },
  });
  return { liens, titres };
}

/** What may end a vague link text ("Read more…", "Cliquez ici »"). */
const TRAILING = '.…!: »›→';

function internalPath(href: string, siteOrigin: string): string | null {
  if (!URL.canParse(href, siteOrigin)) return null;
  const url = new URL(href, siteOrigin);
  return url.origin === new URL(siteOrigin).origin ? url.pathname : null;
}

function checkRichText(champ: string, lang: Lang, html: string, ctx: ContexteControle): Controle[] {
  const found: Controle[] = [];
  const { liens, titres } = readRichText(html);
  for (const lien of liens) {
    // A link by reference leads wherever its item's page is now; any other link to the site, to its address.
    const path = lien.reference ? null : internalPath(lien.href, ctx.siteOrigin);
    const missing = lien.reference ? !ctx.referenceExists(lien.reference, lang) : path !== null && !ctx.pageExists(path);
    if (missing) found.push(controle('controle.lienIntrouvable', lang, champ, { url: lien.href }));
    if (!lien.texte) found.push(controle('controle.lienSansTexte', lang, champ, { url: lien.href }));
    else if ((LIENS_VAGUES as readonly string[]).includes(withoutTrailing(lien.texte.toLowerCase(), TRAILING).trim()))
      found.push(controle('controle.lienVague', lang, champ, { texte: lien.texte }));
  }
  // The page's own title is its h1: formatted text starts at h2, and an h3 before any h2 skips a level.
  let deepest = 1;
  for (const level of titres) {
    if (level > deepest + 1) {
      found.push(controle('controle.titresSautes', lang, champ, { niveau: `h${level}`, attendu: `h${deepest + 1}` }));
      break;
    }
    deepest = Math.max(deepest, level);
  }
  return found;
}

/**
 * The paths of the site's own pages the formatted texts link to, so that the caller can look up, before
 * the checks, which of them exist (`pageExists`).
 */
export function liensInternes(page: PageAControler, siteOrigin: string): string[] {
  const paths = new Set<string>();
  for (const { valeurs } of page.textesRiches) {
    for (const lang of LANGS) {
      const html = valeurs[lang];
      if (!html) continue;
      for (const lien of readRichText(html).liens) {
        const path = lien.reference ? null : internalPath(lien.href, siteOrigin);
        if (path !== null) paths.add(path);
      }
    }
  }
  return [...paths];
}

/** The items the formatted texts link to by reference, each once, so the caller can look up which are published. */
export function referencesInternes(page: PageAControler): LinkReference[] {
  const found = new Map<string, LinkReference>();
  for (const { valeurs } of page.textesRiches) {
    for (const lang of LANGS) {
      const html = valeurs[lang];
      if (!html) continue;
      for (const reference of linkReferences(html)) found.set(linkReferenceValue(reference), reference);
    }
  }
  return [...found.values()];
}

/** Every check of a page, errors first, then by language in LANGS order. */
export function controlerPage(page: PageAControler, ctx: ContexteControle): Controle[] {
  const found: Controle[] = [];
  for (const lang of LANGS) {
    const status = page.traductions[lang];
    if (status.etat === 'incomplète')
      found.push(controle('controle.langueIncomplete', lang, status.champs[0] ?? 'titre', { champs: status.champs.join(', ') }));
    if (status.etat === 'à revoir')
      found.push(controle('controle.traductionARevoir', lang, status.champs[0] ?? 'titre', { champs: status.champs.join(', ') }));
    if (page.image && !page.image.texteAlternatif[lang]?.trim())
      found.push(controle('controle.imageSansTexte', lang, page.image.champTexte ?? `${page.image.champ}.texteAlternatif`));
    for (const { champ, valeurs } of page.textesRiches) {
      const html = valeurs[lang];
      if (html) found.push(...checkRichText(champ, lang, html, ctx));
    }
    const titre = page.referencement.titre[lang]?.trim() ?? '';
    // A language without a title has no search result yet: its missing text is the error to fix.
    if (!titre) continue;
    if (titre.length > REFERENCEMENT_LIMITES.titreMax)
      found.push(
        controle('controle.titreRechercheLong', lang, 'referencementTitre', {
          longueur: titre.length,
          max: REFERENCEMENT_LIMITES.titreMax,
        }),
      );
    const description = htmlToText(page.referencement.description[lang] ?? '');
    const { descriptionMin: min, descriptionMax: max } = REFERENCEMENT_LIMITES;
    if (description.length < min || description.length > max)
      found.push(
        controle('controle.descriptionRechercheLongueur', lang, 'referencementDescription', {
          longueur: description.length,
          min,
          max,
        }),
      );
  }
  const largeur = page.image?.largeur;
  if (page.image && typeof largeur === 'number' && largeur < IMAGE_LARGEUR_MIN)
    found.push(controle('controle.imageEtroite', null, page.image.champ, { largeur, min: IMAGE_LARGEUR_MIN }));
  return [...found.filter((c) => c.niveau === 'erreur'), ...found.filter((c) => c.niveau === 'avertissement')];
}

/** The errors that stop publishing. */
export const bloquants = (controles: readonly Controle[]): Controle[] => controles.filter((c) => c.niveau === 'erreur');
