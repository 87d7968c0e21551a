// Password reset by mail (docs/product.md, "Mot de passe oublié"). The link carries a random token;
// only its SHA-256 is stored, with its expiry, and it works once. The request is answered before the
// address is even looked up (the lookup, the link and the mail follow the answer), so neither the
// answer nor its timing tells whether an account exists. Requests are capped per address as well as
// per client address; an account's last three links stay usable until one of them is used.
import { createHash, randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import {
  fieldError,
  frenchMessage,
  isActive,
  isEmail,
  normalizeEmail,
  roleOf,
  validateNouveauMotDePasse,
  type Caller,
} from '@teranga/domain';
import { RateLimitError, validationError } from '../contract/errors';
import { UID } from '../contract/queries';
import { decide } from '../rules/rate-limit';
import { counters } from './counters';
import { sendMail, textToHtml } from './mailer';
import { sessions } from './sessions';

const TOKEN = 'api::jeton-reinitialisation.jeton-reinitialisation';

/** How long a link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How many of an account's latest links work at once: a new request does not void the one just received. */
export const RESET_LINKS_KEPT = 3;

export const RESET_REQUESTED = 'Si un compte actif correspond à cette adresse, un lien de réinitialisation vient de lui être envoyé.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/** The space a user signs in to: its reset screen sits beside its sign-in page. */
const spaceOf = (user: Caller) => (roleOf(user) === 'conseiller' ? 'conseiller' : 'admin');

export function resetMail(siteName: string, link: string, prenom: string) {
  return {
    subject: `${siteName} : réinitialisation de votre mot de passe`,
    text:
      `Bonjour${prenom ? ` ${prenom}` : ''},\n\n` +
      `Une réinitialisation du mot de passe de votre compte ${siteName} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\n` +
      `Le lien ne sert qu'une fois. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.\n\n` +
      `L'équipe ${siteName}\n`,
  };
}

/**
 * Counts a request against the address it names, whether or not an account has it (the counter's key
 * is the address's digest, so no address sits in the counters), and refuses it past the cap with a 429.
 */
export async function countResetRequest(strapi: Core.Strapi, email: unknown, now = Date.now()) {
  if (!isEmail(email)) return;
  const { max, windowSeconds } = strapi.config.get('limits.motDePasseCompte') as { max: number; windowSeconds: number };
  const key = `reset-account:${digest(normalizeEmail(email))}`;
  const { count, resetAt } = await counters().hit(key, windowSeconds * 1000, now);
  const decision = decide(count, max, resetAt, now);
  if (!decision.allowed) {
    throw new RateLimitError('Trop de demandes. Veuillez réessayer plus tard.', { retryAfter: decision.retryAfterSeconds });
  }
}

/** The deferred work still running, so that whoever must know it has ended (the tests) can wait for it. */
const pending = new Set<Promise<void>>();

/**
 * Runs `requestPasswordReset` after the answer has gone: the request's handler does no work that
 * depends on the address. A failure (database, mail) is logged; the visitor was told nothing anyway.
 */
export function schedulePasswordReset(strapi: Core.Strapi, email: unknown) {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => requestPasswordReset(strapi, email))
    .catch((error: unknown) => {
      strapi.log.error(`auth: a password reset request failed: ${error instanceof Error ? error.message : String(error)}`);
    })
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Resolves once every password reset scheduled so far has done its work. */
export async function passwordResetsSettled(): Promise<void> {
  while (pending.size) await Promise.all(pending);
}

/** Rolls back the link written for no account. */
class NoAccount extends Error {}

/**
 * Issues a link for an active staff account (keeping its last links usable) and mails it. For any other
 * address the same work is done and dropped — a token and its digest, the same statements in a
 * transaction rolled back, the mail written and not sent — so that the work following the answer (which
 * slows the server's next requests a little) does not tell whether an account has the address.
 */
export async function requestPasswordReset(strapi: Core.Strapi, email: unknown, now = new Date()) {
  if (!isEmail(email)) return;
  const found = await strapi.db.query(UID.user).findOne({ where: { email: normalizeEmail(email) } });
  // The role by its own query, run for no one too (a populate would run only when the account exists).
  const role = await strapi.db.query(UID.role).findOne({ where: { users: { id: found?.id ?? 0 } }, select: ['type'] });
  const account = found ? { ...found, role } : null;
  const user = account && isActive(account) && roleOf(account) ? account : null;
  // No account has the id 0: its statements touch no row but the one written, then rolled back.
  const utilisateurId: number = user?.id ?? 0;
  const token = randomBytes(32).toString('hex');
  try {
    await strapi.db.transaction(async () => {
      // The newest links still usable stay (with this one, RESET_LINKS_KEPT); used, expired and older ones go.
      const usable = await strapi.db.query(TOKEN).findMany({
        where: { utilisateurId, utiliseLe: { $null: true }, expireLe: { $gt: now } },
        orderBy: [{ expireLe: 'desc' }, { id: 'desc' }],
        select: ['id'],
      });
      const kept = usable.slice(0, RESET_LINKS_KEPT - 1).map((row: { id: number }) => row.id);
      await strapi.db.query(TOKEN).deleteMany({ where: kept.length ? { utilisateurId, id: { $notIn: kept } } : { utilisateurId } });
      await strapi.db
        .query(TOKEN)
        .create({ data: { empreinte: digest(token), utilisateurId, expireLe: new Date(now.getTime() + RESET_TOKEN_TTL_MS) } });
      if (!user) throw new NoAccount();
    });
  } catch (error) {
    if (!(error instanceof NoAccount)) throw error;
  }
  const siteUrl = strapi.config.get('notifications.siteUrl') as string;
  const siteName = strapi.config.get('notifications.siteName') as string;
  const link = `${siteUrl}/${user ? spaceOf(user) : 'admin'}/reinitialiser?token=${token}`;
  const mail = { to: user?.email ?? String(email), ...resetMail(siteName, link, user?.prenom ?? '') };
  if (!user) {
    // The mail as it would be sent (its HTML part too), then dropped.
    textToHtml(mail.text);
    return;
  }
  void sendMail(strapi, mail);
  strapi.log.info(`auth: a password reset link was sent to user ${user.id}`);
}

const invalidToken = () =>
  validationError(frenchMessage('reinitialisation.invalid'), [fieldError('token', 'reinitialisation.invalid')], {
    code: 'reinitialisation.invalid',
  });

/**
 * Sets the new password of the token's user: the token is claimed by one conditional update (unused,
 * not expired), so two uses at once cannot both pass; then every session of the user ends.
 */
export async function resetPassword(strapi: Core.Strapi, body: Record<string, unknown>, now = new Date()) {
  const { errors, value } = validateNouveauMotDePasse(body);
  if (errors.length) throw validationError(errors[0].message, errors);
  const token = typeof body.token === 'string' && /^[0-9a-f]{64}$/.test(body.token) ? body.token : null;
  if (!token) throw invalidToken();
  const user = await strapi.db.transaction(async () => {
    const { count } = await strapi.db.query(TOKEN).updateMany({
      where: { empreinte: digest(token), utiliseLe: { $null: true }, expireLe: { $gt: now } },
      data: { utiliseLe: now },
    });
    if (!count) throw invalidToken();
    const row = await strapi.db.query(TOKEN).findOne({ where: { empreinte: digest(token) } });
    const found = await strapi.db.query(UID.user).findOne({ where: { id: row.utilisateurId }, populate: ['role'] });
    if (!found || !isActive(found)) throw invalidToken();
    // Once a link has served, the account's other links are void: the password they would reset is new.
    await strapi.db.query(TOKEN).deleteMany({ where: { utilisateurId: row.utilisateurId, id: { $ne: row.id } } });
    const service = strapi.service('api::utilisateur.utilisateur');
    await service.setPassword(await service.find(found.documentId), value.motDePasse);
    await strapi
      .service('api::journal.journal')
      .record(found, { action: 'mot de passe', typeContenu: 'Profil', cible: found.documentId, titre: 'Réinitialisation par lien' });
    return found;
  });
  // Every session, on every device: whoever held the old password is signed out.
  await sessions(strapi).invalidateRefreshToken(String(user.id));
  strapi.log.info(`auth: user ${user.id} reset their password by link; every session was ended`);
}
