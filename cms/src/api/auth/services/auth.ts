import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { RateLimitError, unauthorized, validationError } from '../../../contract/errors';
import { UID } from '../../../contract/queries';
import { toUtilisateur } from '../../../contract/users';
import { isActive } from '../../../rules/access';
import { validateConnexion } from '../../../rules/validation/connexion';
import { counters } from '../../../services/counters';
import { sessions } from '../../../services/sessions';

const WRONG_CREDENTIALS = 'Email ou mot de passe incorrect.';
const TOO_MANY = 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.';
// Compared against when the email is unknown, so both cases take the same time.
const DUMMY_HASH = '$2a$10$c4Z0Smed3CGcuyL0nYq/Je5mMZ8yRhWaZ6gwZ19Qm2QcvQ6ueouJW';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const limits = () => strapi.config.get('limits.login') as { perAccount: number; perIp: number; windowSeconds: number };

  async function throttled(email: string, ip: string) {
    const now = Date.now();
    const { perAccount, perIp } = limits();
    const [account, address] = await Promise.all([counters().peek(`login-account:${email}`, now), counters().peek(`login-ip:${ip}`, now)]);
    if (account.count >= perAccount || address.count >= perIp) {
      const resetAt = Math.max(account.count >= perAccount ? account.resetAt : 0, address.count >= perIp ? address.resetAt : 0);
      return Math.max(1, Math.ceil((resetAt - now) / 1000));
    }
    return 0;
  }

  async function recordFailure(email: string, ip: string) {
    const windowMs = limits().windowSeconds * 1000;
    await Promise.all([counters().hit(`login-account:${email}`, windowMs, Date.now()), counters().hit(`login-ip:${ip}`, windowMs, Date.now())]);
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

      const wait = await throttled(value.email, ip);
      if (wait) throw new RateLimitError(TOO_MANY, { retryAfter: wait });

      const user = await strapi.db.query(UID.user).findOne({ where: { email: value.email }, populate: ['role'] });
      const users = strapi.plugin('users-permissions').service('user');
      const passwordOk = await users.validatePassword(value.motDePasse, user?.password ?? DUMMY_HASH);
      if (!user || !passwordOk || !isActive(user) || !user.role) {
        await recordFailure(value.email, ip);
        throw unauthorized(WRONG_CREDENTIALS);
      }
      strapi.log.info(`auth: ${user.email} signed in (${userAgent || 'unknown agent'})`);
      return { ...(await issueTokens(user.id)), utilisateur: toUtilisateur(user) };
    },

    /** Rotates the refresh token: the old one gives way to a new one of the same session family. */
    async rafraichir(refreshToken: unknown) {
      if (typeof refreshToken !== 'string' || !refreshToken) {
        throw validationError('Le jeton de rafraîchissement est obligatoire.', [
          { path: 'tokenRafraichissement', message: 'Le jeton de rafraîchissement est obligatoire.' },
        ]);
      }
      const rotation = await sessions(strapi).rotateRefreshToken(refreshToken);
      if ('error' in rotation) throw unauthorized('Session invalide ou expirée. Veuillez vous reconnecter.');
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
