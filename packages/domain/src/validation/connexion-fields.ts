// The sign-in rule without its messages (docs/product.md §3 and §5), for the back-office's sign-in
// screen, which checks the form before it loads the messages' catalogue: email and motDePasse are
// required; the email is compared lower-cased; `password` is read when `motDePasse` is absent.
import { normalizeEmail } from '../email';
import { text } from '../field-errors';

export interface ConnexionValues {
  email: string;
  motDePasse: string;
}

/** The values a sign-in reads from a body, and the required fields it lacks (in the form's order). */
export function readConnexion(input: unknown): { value: ConnexionValues; missing: (keyof ConnexionValues)[] } {
  const body = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const password = body.motDePasse !== undefined ? body.motDePasse : body.password;
  const value = {
    email: normalizeEmail(text(body.email)),
    motDePasse: typeof password === 'string' ? password : '',
  };
  return { value, missing: (['email', 'motDePasse'] as const).filter((field) => !value[field]) };
}
