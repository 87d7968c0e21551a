// Partner create and edit (docs/product.md §5; the edit screen is not shown, so edit keeps the same rules).
import { text, type FieldError } from '../field-errors';
import { cleanText, compact, isBlank, onCreate, type Mode, type Validation } from './common';

export const PARTENAIRE_MESSAGES = {
  nomRequired: 'Le nom est obligatoire.',
  nomMax: 'Le nom ne peut excéder 100 caractères.',
  siteWebMax: "L'URL du site web ne peut excéder 200 caractères.",
  siteWebInvalid: "L'URL du site web est invalide.",
  logo: 'Le logo est obligatoire.',
  ordreNegatif: "L'ordre d'affichage ne peut pas être négatif.",
  ordreInvalide: "L'ordre d'affichage est invalide.",
  actif: 'La valeur de « actif » est invalide.',
} as const;

export interface PartenaireInput {
  nom?: string;
  siteWeb?: string;
  actif?: boolean | string;
  ordreAffichage?: number | string;
}

/** Keys left out were not sent on edit (unchanged). On create every key is set. */
export interface PartenaireValue {
  nom: string;
  siteWeb?: string;
  actif?: boolean;
  ordreAffichage?: number;
}

export function validatePartenaire(input: PartenaireInput, mode: Mode, ctx: { hasLogo: boolean }): Validation<PartenaireValue> {
  const errors: FieldError[] = [];
  const push = (path: string, message: string) => errors.push({ path, message });
  const value: PartenaireValue = { nom: text(input.nom), siteWeb: cleanText(input.siteWeb, mode) };

  if (!value.nom) push('nom', PARTENAIRE_MESSAGES.nomRequired);
  else if (value.nom.length > 100) push('nom', PARTENAIRE_MESSAGES.nomMax);
  if (value.siteWeb && value.siteWeb.length > 200) push('siteWeb', PARTENAIRE_MESSAGES.siteWebMax);
  else if (value.siteWeb && !isHttpUrl(value.siteWeb)) push('siteWeb', PARTENAIRE_MESSAGES.siteWebInvalid);
  if (mode === 'create' && !ctx.hasLogo) push('logo', PARTENAIRE_MESSAGES.logo);

  const actif = typeof input.actif === 'boolean' || !isBlank(input.actif) ? parseBoolean(input.actif) : onCreate(mode, true);
  if (actif === null) push('actif', PARTENAIRE_MESSAGES.actif);
  else value.actif = actif;
  const ordre = isBlank(input.ordreAffichage) ? onCreate(mode, 0) : parseNumber(input.ordreAffichage);
  if (ordre !== undefined && ordre < 0) push('ordreAffichage', PARTENAIRE_MESSAGES.ordreNegatif);
  else if (ordre !== undefined && !Number.isInteger(ordre)) push('ordreAffichage', PARTENAIRE_MESSAGES.ordreInvalide);
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
  return /^[+-]?\d+(\.\d+)?$/.test(s) ? Number(s) : NaN;
}

/** true/false, also as text ('true', 'false', '1', '0', 'on', 'off'); anything else gives null. */
function parseBoolean(raw: unknown): boolean | null {
  if (typeof raw === 'boolean') return raw;
  const s = text(raw).toLowerCase();
  if (['true', '1', 'on'].includes(s)) return true;
  if (['false', '0', 'off'].includes(s)) return false;
  return null;
}
