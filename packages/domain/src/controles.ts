// Checks before publishing (docs/product.md, "Contrôles"): what stops a page from being published
// (`erreur`) and what an editor should look at (`avertissement`), per language and field. Pure: the CMS
// passes in what only it knows (whether a page of the site exists, the image's width, the translation
// status), so the same rules run on a saved item and on the unsaved values of the form.
import type { FieldError } from './field-errors';
import { LANGS, isLang, type Lang } from './languages';
import { frenchMessage, type MessageParams } from './messages';
import { LINK_REFERENCE_ATTRIBUTE, htmlToText, linkReferenceValue, readLinkReference, readMarkup, type LinkReference } from './rich-text';
import { withoutTrailing } from './strings';
import type { Traductions } from './traductions';

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
  'controle.tropDeLiens': 'avertissement',
} as const satisfies Record<string, NiveauControle>;
export type ControleCode = keyof typeof CONTROLE_CODES;

export interface Controle {
  /**
   * A check's code, or the message code of a rule a publishing save would break (`categories.required`…):
   * the checks list every reason the save would give, so they never disagree with it.
   */
  code: ControleCode | string;
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
export interface ControlesPage {
  /** The formatted-text fields (`contenu`, or an opportunité's `description`). */
  textesRiches: { champ: string; valeurs: PerLang<string | null | undefined> }[];
  referencement: { titre: PerLang<string | null | undefined>; description: PerLang<string | null | undefined> };
  /** The main image, when the item has one: its field, the field of its texts, its texts and width. */
  image?: { champ: string; champTexte?: string; texteAlternatif: PerLang<string | null | undefined>; largeur?: number | null } | null;
  traductions: Traductions;
}

export interface ControleContext {
  /** The public site's origin: a link there is a link to one of its pages. */
  siteOrigin: string;
  /** Whether the site has a page at this address (path and query ignored beyond the pathname). */
  pageExists: (pathname: string) => boolean;
  /** Whether the item a link refers to (LinkReference) has a published page in this language. */
  referenceExists: (reference: LinkReference, lang: Lang) => boolean;
}

/** Link texts that say nothing of where they lead, in the three languages. */
export const VAGUE_LINK_TEXTS = [
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
export const IMAGE_MIN_WIDTH = 1200;
/**
 * How many distinct links to the site's own pages one check looks up (addresses and references together,
 * the first ones in the page's order): the look-ups cost the CMS work, and a form is checked after every
 * pause in typing. Beyond, one `controle.tropDeLiens` warning says the others were not checked.
 */
export const CHECKED_LINKS_MAX = 200;
/** How many checks of one code one language lists: a page with a thousand links without text names the first ones. */
export const CONTROLES_PER_CODE_MAX = 10;
/** How much of a link's address a check quotes. */
const QUOTED_URL_MAX = 200;

const quoted = (url: string) => (url.length > QUOTED_URL_MAX ? `${url.slice(0, QUOTED_URL_MAX - 1)}…` : url);

function controle(code: ControleCode, langue: Lang | null, champ: string, given: MessageParams = {}): Controle {
  const params = langue ? { lang: langue, ...given } : given;
  return { code, niveau: CONTROLE_CODES[code], langue, champ, message: frenchMessage(code, params), params };
}

interface Link {
  href: string;
  text: string;
  /** The item it refers to, when it was chosen among the site's pages. */
  reference: LinkReference | null;
}

/** The links and the heading levels of formatted text, read by the HTML parser. */
function readRichText(html: string): { links: Link[]; headings: number[] } {
  const links: Link[] = [];
  const headings: number[] = [];
  let open: Link | null = null;
  readMarkup(html, {
    onopentag(name, attributes) {
      if (name === 'a')
        open = { href: attributes.href ?? '', text: '', reference: readLinkReference(attributes[LINK_REFERENCE_ATTRIBUTE]) };
      const level = /^h([1-6])$/.exec(name);
      if (level) headings.push(Number(level[1]));
    },
    ontext(text) {
      if (open) open.text += text;
    },
    onclosetag(name) {
      if (name === 'a' && open) {
        links.push({ ...open, text: open.text.replace(/\s+/g, ' ').trim() });
        open = null;
      }
    },
  });
  return { links, headings };
}

/** What may end a vague link text ("Read more…", "Cliquez ici »"). */
const TRAILING = '.…!: »›→';

function internalPath(href: string, siteOrigin: string): string | null {
  if (!URL.canParse(href, siteOrigin)) return null;
  const url = new URL(href, siteOrigin);
  return url.origin === new URL(siteOrigin).origin ? url.pathname : null;
}

function checkRichText(champ: string, lang: Lang, html: string, ctx: ControleContext, checked: Set<string>): Controle[] {
  const found: Controle[] = [];
  const { links, headings } = readRichText(html);
  for (const link of links) {
    // A link by reference leads wherever its item's page is now; any other link to the site, to its address.
    const key = linkKey(link, ctx.siteOrigin);
    const missing =
      key !== null &&
      checked.has(key) &&
      (link.reference ? !ctx.referenceExists(link.reference, lang) : !ctx.pageExists(internalPath(link.href, ctx.siteOrigin)!));
    if (missing) found.push(controle('controle.lienIntrouvable', lang, champ, { url: quoted(link.href) }));
    if (!link.text) found.push(controle('controle.lienSansTexte', lang, champ, { url: quoted(link.href) }));
    else if ((VAGUE_LINK_TEXTS as readonly string[]).includes(withoutTrailing(link.text.toLowerCase(), TRAILING).trim()))
      found.push(controle('controle.lienVague', lang, champ, { texte: quoted(link.text) }));
  }
  // The page's own title is its h1: formatted text starts at h2, and an h3 before any h2 skips a level.
  let deepest = 1;
  for (const level of headings) {
    if (level > deepest + 1) {
      found.push(controle('controle.titresSautes', lang, champ, { niveau: `h${level}`, attendu: `h${deepest + 1}` }));
      break;
    }
    deepest = Math.max(deepest, level);
  }
  return found;
}

/** What identifies a link to the site: its item (`ref:`) or its page's address (`path:`); null for a link elsewhere. */
function linkKey(link: Link, siteOrigin: string): string | null {
  if (link.reference) return `ref:${linkReferenceValue(link.reference)}`;
  const path = internalPath(link.href, siteOrigin);
  return path === null ? null : `path:${path}`;
}

/** What the checks look up: the site's pages and the items the formatted texts link to. */
export interface LinksToCheck {
  /** The addresses of the site's pages linked to without a reference, each once. */
  paths: string[];
  /** The items linked to by reference, each once. */
  references: LinkReference[];
  /** How many distinct links to the site the texts hold, those beyond CHECKED_LINKS_MAX included. */
  total: number;
}

/**
 * The links to the site's own pages that the checks look up, each once, the first CHECKED_LINKS_MAX in
 * the page's order (language by language, field by field), so that the caller can find out, before the
 * checks, which pages exist (`pageExists`) and which items are published (`referenceExists`).
 */
export function linksToCheck(page: ControlesPage, siteOrigin: string): LinksToCheck {
  const keys = new Set<string>();
  const paths: string[] = [];
  const references: LinkReference[] = [];
  for (const lang of LANGS) {
    for (const { valeurs } of page.textesRiches) {
      const html = valeurs[lang];
      if (!html) continue;
      for (const link of readRichText(html).links) {
        const key = linkKey(link, siteOrigin);
        if (key === null || keys.has(key)) continue;
        keys.add(key);
        if (keys.size > CHECKED_LINKS_MAX) continue;
        if (link.reference) references.push(link.reference);
        else paths.push(internalPath(link.href, siteOrigin)!);
      }
    }
  }
  return { paths, references, total: keys.size };
}

/** At most CONTROLES_PER_CODE_MAX checks of one code in one language, in their order. */
function atMostPerCode(controles: Controle[]): Controle[] {
  const seen = new Map<string, number>();
  return controles.filter((c) => {
    const key = `${c.code}:${c.langue ?? '-'}`;
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n <= CONTROLES_PER_CODE_MAX;
  });
}

/** Every check of a page, errors first, then by language in LANGS order. */
export function controlesOfPage(page: ControlesPage, ctx: ControleContext): Controle[] {
  const found: Controle[] = [];
  const toCheck = linksToCheck(page, ctx.siteOrigin);
  const checked = new Set([
    ...toCheck.paths.map((path) => `path:${path}`),
    ...toCheck.references.map((reference) => `ref:${linkReferenceValue(reference)}`),
  ]);
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
      if (html) found.push(...checkRichText(champ, lang, html, ctx, checked));
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
  if (page.image && typeof largeur === 'number' && largeur < IMAGE_MIN_WIDTH)
    found.push(controle('controle.imageEtroite', null, page.image.champ, { largeur, min: IMAGE_MIN_WIDTH }));
  if (toCheck.total > CHECKED_LINKS_MAX) {
    const champ = page.textesRiches[0]?.champ ?? 'contenu';
    found.push(controle('controle.tropDeLiens', null, champ, { nombre: toCheck.total, max: CHECKED_LINKS_MAX }));
  }
  const limited = atMostPerCode(found);
  return [...limited.filter((c) => c.niveau === 'erreur'), ...limited.filter((c) => c.niveau === 'avertissement')];
}

/** The errors that stop publishing. */
export const blockingControles = (controles: readonly Controle[]): Controle[] => controles.filter((c) => c.niveau === 'erreur');

/**
 * A refusal of the save as a check: an error about the field its path names (`titre.en`, `categories`),
 * in the language the path ends with. Its `champ` is the whole path, which the form marks as is.
 */
export function controleOfRefusal(error: FieldError): Controle {
  const langue = error.path.split('.').find(isLang) ?? null;
  return {
    code: error.code ?? 'publication.refusee',
    niveau: 'erreur',
    langue,
    champ: error.path,
    message: error.message,
    params: error.params ?? {},
  };
}
