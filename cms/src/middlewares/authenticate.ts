import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';
import { forbidden, unauthorized } from '../contract/errors';
import { hasRole, isActive, type RoleType } from '@teranga/domain';
import { UID } from '../contract/queries';
import { routeOption } from '../contract/routes';
import { sessions } from '../services/sessions';

function bearer(ctx: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization'));
  return match ? match[1] : null;
}

/**
 * Who is calling, from the bearer access token: a valid signature is not enough, the session
 * behind it must still exist (a logged-out token is refused at once, not when it expires).
 */
export async function authenticatedUser(strapi: Core.Strapi, token: string) {
  const check = sessions(strapi).validateAccessToken(token);
  if (!check.isValid || check.payload?.type !== 'access') return null;
  const { userId, sessionId } = check.payload as { userId: string; sessionId: string };
  if (!sessionId || !(await sessions(strapi).isSessionActive(sessionId))) return null;
  const user = await strapi.db.query(UID.user).findOne({ where: { id: Number(userId) }, populate: ['role'] });
  if (!user || !isActive(user)) return null;
  return { user, sessionId };
}

/**
 * Route middleware: `{ name: 'global::authenticate', config: { roles: ['administrateur'] } }`.
 * No or bad token → 401; a role outside `roles` → 403. With `optional: true` an anonymous call
 * goes through with no user (for routes whose answer depends on who asks).
 */
export default (config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const roles = routeOption<RoleType[]>(config, 'roles');
  const optional = routeOption(config, 'optional') === true;
  return async (ctx: Context, next: Next) => {
    const token = bearer(ctx);
    if (!token && optional) return next();
    const auth = token ? await authenticatedUser(strapi, token) : null;
    if (!auth) throw unauthorized('Session invalide ou expirée. Veuillez vous reconnecter.');
    if (roles && !hasRole(auth.user, roles)) throw forbidden('Accès refusé.');
    ctx.state.user = auth.user;
    ctx.state.session = { id: auth.sessionId };
    return next();
  };
};
