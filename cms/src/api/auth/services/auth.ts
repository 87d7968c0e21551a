import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RateLimitError, unauthorized, validationError } from '../../../contract/errors';
import { UID } from '../../../contract/queries';
import { toUtilisateur } from '../../../contract/utilisateurs';
import { isActive } from '@teranga/domain';
import { validateConnexion } from '@teranga/domain';
import { counters } from '../../../services/counters';
import { accountWindowSeconds, STRIKE_MEMORY_SECONDS, type LoginLimits } from '../../../rules/login-throttle';
import { endFamilyOnReplay, sessions } from '../../../services/sessions';
import { frenchMessage } from '@teranga/domain';
import { nowMs } from '../../../services/clock';

const WRONG_CREDENTIALS = frenchMessage('connexion.wrong');
const TOO_MANY = frenchMessage('connexion.tooMany');
// Compared against when the email is unknown, so both cases take the same time.
const DUMMY_HASH = '$2a$10$c4Z0Smed3CGcuyL0nYq/Je5mMZ8yRhWaZ6gwZ19Qm2QcvQ6ueouJW';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = (): LoginLimits => {
    const config = strapi.config.get('limits.login') as Partial<LoginLimits> & Pick<LoginLimits, 'perAccount' | 'perIp' | 'windowSeconds'>;
    return { ...config, accountDelaySeconds: config.accountDelaySeconds ?? config.windowSeconds };
  };
  const keys = (email: string, ip: string) => ({
    account: `login-account:${email}`,
    address: `login-ip:${ip}`,
    strikes: `login-strikes:${email}`,
  });

  /**
   * Counts the attempt against the account and the address before the password is checked (one
   * atomic increment each), so parallel attempts cannot all pass. Over a limit, the attempt is given
   * back and the wait until the fuller window ends is returned.
   */
  async function reserveAttempt(email: string, ip: string): Promise<{ wait: number; accountCount: number }> {
    const now = nowMs();
    const { perAccount, perIp, windowSeconds } = limits();
    const key = keys(email, ip);
    const strikes = (await counters().peek(key.strikes, now)).count;
    const [account, address] = await Promise.all([
      counters().hit(key.account, accountWindowSeconds(strikes, limits()) * 1000, now),
      counters().hit(key.address, windowSeconds * 1000, now),
    ]);
    if (account.count <= perAccount && address.count <= perIp) return { wait: 0, accountCount: account.count };
    await releaseAttempt(email, ip);
    const resetAt = Math.max(account.count > perAccount ? account.resetAt : 0, address.count > perIp ? address.resetAt : 0);
    return { wait: Math.max(1, Math.ceil((resetAt - now) / 1000)), accountCount: account.count };
  }

  async function releaseAttempt(email: string, ip: string) {
    const key = keys(email, ip);
    await Promise.all([counters().release(key.account, nowMs()), counters().release(key.address, nowMs())]);
  }

  /** A wrong password stays counted; the one that fills the account makes its next window longer. */
  async function recordFailure(email: string, accountCount: number) {
    if (accountCount === limits().perAccount) await counters().hit(keys(email, '').strikes, STRIKE_MEMORY_SECONDS * 1000, nowMs());
  }

  async function issueTokens(userId: number) {
    const refresh = await sessions(strapi).generateRefreshToken(String(userId), randomUUID(), { type: 'refresh' });
    const access = await sessions(strapi).generateAccessToken(refresh.token);
    if ('error' in access) throw unauthorized(WRONG_CREDENTIALS);
    return { token: access.token, tokenRafraichissement: refresh.token };
  }

  return {
    async connexion(body: unknown, ip: string, userAgent: string) {
      const { errors, value } = validateConnexion(body);
      if (errors.length) throw validationError(errors[0].message, errors);

      const { wait, accountCount } = await reserveAttempt(value.email, ip);
      if (wait) throw new RateLimitError(TOO_MANY, { retryAfter: wait, code: 'connexion.tooMany' });

      const user = await strapi.db.query(UID.user).findOne({ where: { email: value.email }, populate: ['role'] });
      const users = strapi.plugin('users-permissions').service('user');
      const passwordOk = await users.validatePassword(value.motDePasse, user?.password ?? DUMMY_HASH);
      if (!user || !passwordOk || !isActive(user) || !user.role) {
        await recordFailure(value.email, accountCount);
        throw unauthorized(WRONG_CREDENTIALS, 'connexion.wrong');
      }
      // A right password is not a failure: its counted attempt is given back.
      await releaseAttempt(value.email, ip);
      strapi.log.info(`auth: ${user.email} signed in (${userAgent || 'unknown agent'})`);
      return { ...(await issueTokens(user.id)), utilisateur: toUtilisateur(user) };
    },

    /**
     * The current password a signed-in user gives to change theirs (Mon profil), counted against the
     * account and the address exactly as a login is: a stolen session cannot try passwords faster
     * than the sign-in page allows, and the two share one budget.
     */
    async verifyOwnPassword(user: { email: string; password?: string | null }, password: string, ip: string): Promise<boolean> {
      const email = user.email.toLowerCase();
      const { wait, accountCount } = await reserveAttempt(email, ip);
      if (wait) throw new RateLimitError(TOO_MANY, { retryAfter: wait, code: 'connexion.tooMany' });
      const users = strapi.plugin('users-permissions').service('user');
      const ok = await users.validatePassword(password, user.password || DUMMY_HASH);
      if (ok && user.password) {
        await releaseAttempt(email, ip);
        return true;
      }
      await recordFailure(email, accountCount);
      return false;
    },

    /**
     * Rotates the refresh token: the old one gives way to a new one of the same session family. An
     * old one used again ends the family.
     */
    async rafraichir(refreshToken: unknown) {
      if (typeof refreshToken !== 'string' || !refreshToken) {
        throw validationError('Le jeton de rafraîchissement est obligatoire.', [
          { path: 'tokenRafraichissement', message: 'Le jeton de rafraîchissement est obligatoire.' },
        ]);
      }
      const rotation = await sessions(strapi).rotateRefreshToken(refreshToken);
      if ('error' in rotation) {
        await endFamilyOnReplay(strapi, refreshToken);
        throw unauthorized('Session invalide ou expirée. Veuillez vous reconnecter.');
      }
      const access = await sessions(strapi).generateAccessToken(rotation.token);
      if ('error' in access) throw unauthorized('Session invalide ou expirée. Veuillez vous reconnecter.');
      return { token: access.token, tokenRafraichissement: rotation.token };
    },

    /** Ends the whole session family of the token used: access and refresh tokens stop working. */
    async deconnexion(user: { id: number }, sessionId: string) {
      const session = await strapi.db.query('admin::session').findOne({ where: { sessionId } });
      if (session?.deviceId) await sessions(strapi).invalidateRefreshToken(String(user.id), session.deviceId);
      else await sessions(strapi).revokeSessionById(String(user.id), sessionId);
    },
  };
};
