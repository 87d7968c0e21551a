import type { Core } from '@strapi/strapi';
import jwt from 'jsonwebtoken';

/** The users-permissions sessions (docs/architecture.md §6): every token of the API belongs to one. */
export const sessions = (strapi: Core.Strapi) => strapi.sessionManager('users-permissions');

const SESSION = 'admin::session';

/** The claims of a refresh token signed with this CMS's secret, or null. */
function refreshClaims(strapi: Core.Strapi, token: string): { userId: string; sessionId: string } | null {
  try {
    const algorithm = (strapi.config.get('plugin::users-permissions.jwt.algorithm') as jwt.Algorithm | undefined) ?? 'HS256';
    const claims = jwt.verify(token, strapi.config.get('plugin::users-permissions.jwtSecret') as string, { algorithms: [algorithm] });
    if (typeof claims !== 'object' || claims.type !== 'refresh' || typeof claims.sessionId !== 'string') return null;
    return { userId: String(claims.userId), sessionId: claims.sessionId };
  } catch {
    return null;
  }
}

/**
 * A refresh token that was already exchanged comes back: someone else holds a copy. As OAuth 2.0
 * refresh-token rotation prescribes, the whole session family ends, the newer tokens included, and
 * both holders must sign in again. Returns true when that happened.
 */
export async function endFamilyOnReplay(strapi: Core.Strapi, token: string): Promise<boolean> {
  const claims = refreshClaims(strapi, token);
  if (!claims) return false;
  const record = await strapi.db.query(SESSION).findOne({ where: { sessionId: claims.sessionId } });
  if (record?.status !== 'rotated' || record.userId !== claims.userId) return false;
  if (record.deviceId) {
    // Every record of a family (one sign-in and its rotations) shares the deviceId given at sign-in.
    await sessions(strapi).invalidateRefreshToken(record.userId, record.deviceId);
  } else {
    for (let next: string | null = record.sessionId; next;) {
      const current = await strapi.db.query(SESSION).findOne({ where: { sessionId: next } });
      await strapi.db.query(SESSION).delete({ where: { sessionId: next } });
      next = current?.childId ?? null;
    }
  }
  strapi.log.warn(`auth: a rotated refresh token of user ${record.userId} was used again; that session has been ended`);
  return true;
}
