// "Mon profil": the signed-in user changes their own name and phone, and their own password (the
// current one is asked; the other sessions end; the journal keeps a line). Both roles.
import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { RateLimitError, validationError } from '../../../contract/errors';
import { parseForm, scalar } from '../../../contract/form';
import { toUtilisateur } from '../../../contract/utilisateurs';
import { fieldError, frenchMessage, validateMotDePasse, validateProfil } from '@teranga/domain';
import { sessions } from '../../../services/sessions';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::utilisateur.utilisateur');

  /** Every session of the user but the one making the call (other browsers and devices). */
  async function endOtherSessions(userId: number, currentSessionId: string) {
    const current = await strapi.db.query('admin::session').findOne({ where: { sessionId: currentSessionId } });
    const others = (await sessions(strapi).listSessions(String(userId))) as { sessionId: string; deviceId?: string | null }[];
    for (const session of others) {
      if (session.sessionId === currentSessionId || (current?.deviceId && session.deviceId === current.deviceId)) continue;
      if (session.deviceId) await sessions(strapi).invalidateRefreshToken(String(userId), session.deviceId);
      else await sessions(strapi).revokeSessionById(String(userId), session.sessionId);
    }
  }

  return {
    async update(ctx: Context) {
      const form = parseForm(ctx.request.body);
      const { errors, value } = validateProfil({ nom: scalar(form.nom), prenom: scalar(form.prenom), telephone: scalar(form.telephone) });
      if (errors.length) throw validationError(errors[0].message, errors);
      const current = await service().find(ctx.state.user.documentId);
      const user = await service().update(current, value);
      ctx.body = { donnees: toUtilisateur(user) };
    },

    async changePassword(ctx: Context) {
      const form = parseForm(ctx.request.body);
      const { errors, value } = validateMotDePasse({
        motDePasseActuel: form.motDePasseActuel,
        motDePasse: form.motDePasse,
        confirmationMotDePasse: form.confirmationMotDePasse,
      });
      if (errors.length) throw validationError(errors[0].message, errors);
      const stored = await strapi.db
        .query('plugin::users-permissions.user')
        .findOne({ where: { id: ctx.state.user.id }, select: ['id', 'email', 'password'] });
      let right: boolean;
      try {
        right = Boolean(stored) && (await strapi.service('api::auth.auth').verifyOwnPassword(stored, value.motDePasseActuel, ctx.ip));
      } catch (error) {
        // Too many wrong passwords: the same 429 and Retry-After as the sign-in page.
        if (error instanceof RateLimitError) ctx.set('Retry-After', String((error.details as { retryAfter?: number }).retryAfter ?? 1));
        throw error;
      }
      if (!right) {
        throw validationError(frenchMessage('motDePasseActuel.wrong'), [fieldError('motDePasseActuel', 'motDePasseActuel.wrong')]);
      }
      const current = await service().find(ctx.state.user.documentId);
      await service().setPassword(current, value.motDePasse);
      await endOtherSessions(current.id, ctx.state.session.id);
      strapi.log.info(`profile: user ${current.id} changed their password; their other sessions were ended`);
      ctx.body = { success: true };
    },
  };
};
