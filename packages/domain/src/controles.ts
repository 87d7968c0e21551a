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
/**
 * How many distinct links to the site's own pages one check looks up (addresses and references together,
 * the first ones in the page's order): the look-ups cost the CMS work, and a form is checked after every
 * pause in typing. Beyond, one `controle.tropDeLiens` warning says the others were not checked.
 */
export const LIENS_VERIFIES_MAX = 200;
/** How many checks of one code one language lists: a page with a thousand links without text names the first ones. */
export const CONTROLES_PAR_CODE_MAX = 10;
/** How much of a link's address a check quotes. */
const URL_CITEE_MAX = 200;

const citee = (url: string) => (url.length > URL_CITEE_MAX ? `${url.slice(0, URL_CITEE_MAX - 1)}…` : url);

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

function checkRichText(champ: string, lang: Lang, html: string, ctx: ContexteControle, verifies: Set<string>): Controle[] {
  const found: Controle[] = [];
  const { liens, titres } = readRichText(html);
  for (const lien of liens) {
    // A link by reference leads wherever its item's page is now; any other link to the site, to its address.
    const cle = cleDuLien(lien, ctx.siteOrigin);
    const missing =
      cle !== null &&
      verifies.has(cle) &&
      (lien.reference ? !ctx.referenceExists(lien.reference, lang) : !ctx.pageExists(internalPath(lien.href, ctx.siteOrigin)!));
    if (missing) found.push(controle('controle.lienIntrouvable', lang, champ, { url: citee(lien.href) }));
    if (!lien.texte) found.push(controle('controle.lienSansTexte', lang, champ, { url: citee(lien.href) }));
    else if ((LIENS_VAGUES as readonly string[]).includes(withoutTrailing(lien.texte.toLowerCase(), TRAILING).trim()))
      found.push(controle('controle.lienVague', lang, champ, { texte: citee(lien.texte) }));
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

/** What identifies a link to the site: its item (`ref:`) or its page's address (`path:`); null for a link elsewhere. */
function cleDuLien(lien: Lien, siteOrigin: string): string | null {
  if (lien.reference) return `ref:${linkReferenceValue(lien.reference)}`;
  const path = internalPath(lien.href, siteOrigin);
  return path === null ? null : `path:${path}`;
}

/** What the checks look up: the site's pages and the items the formatted texts link to. */
export interface LiensAVerifier {
  /** The addresses of the site's pages linked to without a reference, each once. */
  chemins: string[];
  /** The items linked to by reference, each once. */
  references: LinkReference[];
  /** How many distinct links to the site the texts hold, those beyond LIENS_VERIFIES_MAX included. */
  total: number;
}

/**
 * The links to the site's own pages that the checks look up, each once, the first LIENS_VERIFIES_MAX in
 * the page's order (language by language, field by field), so that the caller can find out, before the
 * checks, which pages exist (`pageExists`) and which items are published (`referenceExists`).
 */
export function liensAVerifier(page: PageAControler, siteOrigin: string): LiensAVerifier {
  const cles = new Set<string>();
  const chemins: string[] = [];
  const references: LinkReference[] = [];
  for (const lang of LANGS) {
    for (const { valeurs } of page.textesRiches) {
      const html = valeurs[lang];
      if (!html) continue;
      for (const lien of readRichText(html).liens) {
        const cle = cleDuLien(lien, siteOrigin);
        if (cle === null || cles.has(cle)) continue;
        cles.add(cle);
        if (cles.size > LIENS_VERIFIES_MAX) continue;
        if (lien.reference) references.push(lien.reference);
        else chemins.push(internalPath(lien.href, siteOrigin)!);
      }
    }
  }
  return { chemins, references, total: cles.size };
}

/** At most CONTROLES_PAR_CODE_MAX checks of one code in one language, in their order. */
function auPlusParCode(controles: Controle[]): Controle[] {
  const vus = new Map<string, number>();
  return controles.filter((c) => {
    const cle = `${c.code}:${c.langue ?? '-'}`;
    const n = (vus.get(cle) ?? 0) + 1;
    vus.set(cle, n);
    return n <= CONTROLES_PAR_CODE_MAX;
  });
}

/** Every check of a page, errors first, then by language in LANGS order. */
export function controlerPage(page: PageAControler, ctx: ContexteControle): Controle[] {
  const found: Controle[] = [];
  const aVerifier = liensAVerifier(page, ctx.siteOrigin);
  const verifies = new Set([
    ...aVerifier.chemins.map((path) => `path:${path}`),
    ...aVerifier.references.map((reference) => `ref:${linkReferenceValue(reference)}`),
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
      if (html) found.push(...checkRichText(champ, lang, html, ctx, verifies));
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
  if (aVerifier.total > LIENS_VERIFIES_MAX) {
    const champ = page.textesRiches[0]?.champ ?? 'contenu';
    found.push(controle('controle.tropDeLiens', null, champ, { nombre: aVerifier.total, max: LIENS_VERIFIES_MAX }));
  }
  const limited = auPlusParCode(found);
  return [...limited.filter((c) => c.niveau === 'erreur'), ...limited.filter((c) => c.niveau === 'avertissement')];
}

/** The errors that stop publishing. */
export const bloquants = (controles: readonly Controle[]): Controle[] => controles.filter((c) => c.niveau === 'erreur');

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
