// Partner create and edit (docs/product.md §5; the edit screen is not shown, so edit keeps the same rules).
import { text, type FieldError } from '../field-errors';
import { fieldError, frenchMessage, type MessageCode, type MessageParams } from '../messages';
import { cleanText, compact, isBlank, onCreate, type Mode, type Validation } from './common';
import { PARTENAIRE } from '../content/partenaire';
import type { InputOf, ValueOf } from '../content/types';

export const PARTENAIRE_MESSAGES = {
  nomRequired: frenchMessage('nom.required'),
  nomMax: frenchMessage('nom.max', { max: PARTENAIRE.fields.nom.max }),
  siteWebMax: frenchMessage('siteWeb.max'),
  siteWebInvalid: frenchMessage('siteWeb.invalid'),
  logo: frenchMessage('logo.required'),
  ordreNegatif: frenchMessage('ordreAffichage.negative'),
  ordreInvalide: frenchMessage('ordreAffichage.invalid'),
  actif: frenchMessage('actif.invalid'),
} as const;

/** What the partner validator reads (src/content/partenaire.ts); the logo travels as a file. */
export type PartenaireInput = InputOf<typeof PARTENAIRE>;
/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export type PartenaireValue = ValueOf<typeof PARTENAIRE>;

const { nom: NOM, siteWeb: SITE_WEB, actif: ACTIF, ordreAffichage: ORDRE } = PARTENAIRE.fields;

export function validatePartenaire(input: PartenaireInput, mode: Mode, ctx: { hasLogo: boolean }): Validation<PartenaireValue> {
  const errors: FieldError[] = [];
  const push = (path: string, code: MessageCode, params?: MessageParams) => errors.push(fieldError(path, code, params));
  const value: PartenaireValue = { nom: text(input.nom), siteWeb: cleanText(input.siteWeb, mode) };

  if (!value.nom) push('nom', 'nom.required');
  else if (value.nom.length > NOM.max) push('nom', 'nom.max', { max: NOM.max });
  if (value.siteWeb && value.siteWeb.length > SITE_WEB.max) push('siteWeb', 'siteWeb.max');
  else if (value.siteWeb && !isHttpUrl(value.siteWeb)) push('siteWeb', 'siteWeb.invalid');
  if (mode === 'create' && !ctx.hasLogo) push('logo', 'logo.required');

  const actif = typeof input.actif === 'boolean' || !isBlank(input.actif) ? parseBoolean(input.actif) : onCreate(mode, ACTIF.default);
  if (actif === null) push('actif', 'actif.invalid');
  else value.actif = actif;
  const ordre = isBlank(input.ordreAffichage) ? onCreate(mode, ORDRE.default) : parseNumber(input.ordreAffichage);
  if (ordre !== undefined && ordre < 0) push('ordreAffichage', 'ordreAffichage.negative');
  else if (ordre !== undefined && !Number.isInteger(ordre)) push('ordreAffichage', 'ordreAffichage.invalid');
  else value.ordreAffichage = ordre;
  return { errors, value: compact(value) };
}

export function isHttpUrl(s: string): boolean {
  try {
    const url = new URL(s);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(s);
  } catch {
    return false;
  }
}

/** A decimal number written plainly ('3', '-1', '2.5'); anything else gives NaN. */
function parseNumber(raw: unknown): number {
  const s = text(raw);
  return /^[+-]?\d+(?:\.\d+)?$/.test(s) ? Number(s) : NaN;
}

/** true/false, also as text ('true', 'false', '1', '0', 'on', 'off'); anything else gives null. */
function parseBoolean(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  const s = text(raw).toLowerCase();
  if (['true', '1', 'on'].includes(s)) return true;
  if (['false', '0', 'off'].includes(s)) return false;
  return null;
}
