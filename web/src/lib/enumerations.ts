// The enumerated values editors type in French (article categories, an offer's type, country and
// quantity) shown in the page's language. A value outside the known lists is shown as written.
import type { MessageKey, Translate } from '../i18n';
import type { Lang } from './languages';

/** Lower case, no accents, one kind of apostrophe and space: how two spellings of a value are compared. */
export const normalize = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘`]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const CATEGORIES: Record<string, MessageKey> = {
  it: 'enum.categorie.it',
  etudes: 'enum.categorie.etudes',
  'genie civil': 'enum.categorie.genieCivil',
  telecom: 'enum.categorie.telecom',
  cablage: 'enum.categorie.cablage',
};

/** An article or realisation category (IT, études, génie civil, télécom, cablâge). */
export function categoryLabel(value: string, t: Translate): string {
  const key = CATEGORIES[normalize(value)];
  return key ? t(key) : value;
}

const OFFER_TYPES: Record<string, MessageKey> = {
  recrutement: 'enum.type.recrutement',
  'sous-traitance': 'enum.type.sousTraitance',
  partenariat: 'enum.type.partenariat',
  fourniture: 'enum.type.fourniture',
  "appel d'offres": 'enum.type.appelOffres',
  'appel a projets': 'enum.type.appelProjets',
  stage: 'enum.type.stage',
};

/** An opportunity's type (Recrutement, Sous-traitance…). */
export function offerTypeLabel(value: string, t: Translate): string {
  const key = OFFER_TYPES[normalize(value)];
  return key ? t(key) : value;
}

const COUNTRY_CODES: Record<string, string> = {
  senegal: 'SN',
  mauritanie: 'MR',
  mauritania: 'MR',
  'guinee-bissau': 'GW',
  'guinea-bissau': 'GW',
  'guine-bissau': 'GW',
  mali: 'ML',
  gambie: 'GM',
  gambia: 'GM',
  guinee: 'GN',
  guinea: 'GN',
  "cote d'ivoire": 'CI',
};

/** ISO 3166 code of the countries the company works in; any other name is kept as written. */
export function countryCode(pays: string): string {
  return COUNTRY_CODES[normalize(pays)] ?? pays;
}

/** A country, by its ISO code, in the page's language (the written name in French). */
export function countryLabel(value: string, lang: Lang): string {
  if (lang === 'fr') return value;
  const code = countryCode(value);
  if (!/^[A-Z]{2}$/.test(code)) return value;
  return new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? value;
}

const UNITS: Record<string, string> = {
  poste: 'poste',
  postes: 'poste',
  lot: 'lot',
  lots: 'lot',
  site: 'site',
  sites: 'site',
  bobine: 'bobine',
  bobines: 'bobine',
  metre: 'metre',
  metres: 'metre',
  kilometre: 'kilometre',
  kilometres: 'kilometre',
  km: 'kilometre',
  piste: 'piste',
  fondation: 'fondation',
  fondations: 'fondation',
  unite: 'unite',
  unites: 'unite',
  tonne: 'tonne',
  tonnes: 'tonne',
};

function unit(word: string, count: number, t: Translate): string | null {
  const base = UNITS[normalize(word)];
  return base ? t(`enum.unit.${base}.${count === 1 ? 'one' : 'other'}` as MessageKey) : null;
}

/**
 * A quantity such as "12 postes", "24 bobines de 500 mètres" or "48 kilomètres de piste": a number and
 * a unit, optionally "de" and a measure or a noun. Anything else is shown as written.
 */
export function quantityLabel(value: string, lang: Lang, t: Translate): string {
  if (lang === 'fr') return value;
  const match = /^(\d+)\s+(\p{L}+)(?:\s+de\s+(?:(\d+)\s+)?(\p{L}+))?$/u.exec(value.trim());
  if (!match) return value;
  const [, n, word, n2, word2] = match;
  const head = unit(word, Number(n), t);
  if (!head) return value;
  let text = `${n} ${head}`;
  if (word2) {
    const tail = unit(word2, n2 ? Number(n2) : 1, t);
    if (!tail) return value;
    text += ` ${t('enum.unit.of')} ${n2 ? `${n2} ` : ''}${tail}`;
  }
  return text;
}
