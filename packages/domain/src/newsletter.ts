import { isEmail, normalizeEmail } from './email';
import { langFrom } from './languages';
import { text, type Validated, type FieldError } from './field-errors';

export const NEWSLETTER_MESSAGES = {
  email: 'Veuillez saisir une adresse e-mail valide.',
  consent: 'Veuillez accepter de recevoir la newsletter.',
  tooLong: 'Ce champ ne peut excéder 100 caractères.',
} as const;

export interface AbonnementNewsletterInput {
  email: string;
  domaineInteret: string;
  langue: 'fr' | 'en' | 'pt';
}

/** Email and field of interest; consent is the act of subscribing unless explicitly refused. */
export function validateNewsletter(body: unknown): Validated<AbonnementNewsletterInput> {
  const input = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const email = text(input.email);
  const domaineInteret = text(input.domaineInteret ?? input.interet);
  const errors: FieldError[] = [];
  if (!isEmail(email)) errors.push({ path: 'email', message: NEWSLETTER_MESSAGES.email });
  if (domaineInteret.length > 100) errors.push({ path: 'domaineInteret', message: NEWSLETTER_MESSAGES.tooLong });
  if (input.consentement === false || input.consentement === 'false') {
    errors.push({ path: 'consentement', message: NEWSLETTER_MESSAGES.consent });
  }
  if (errors.length) return { ok: false, message: errors[0].message, errors };
  return { ok: true, value: { email: normalizeEmail(email), domaineInteret, langue: langFrom(input.langue) } };
}
