import type { Core } from '@strapi/strapi';
import { UID } from '../../../contract/queries';
import { forbidden, NotFoundError, validationError } from '../../../contract/errors';
import { roleId } from '../../../setup/roles';
import type { Caller, UtilisateurValue } from '@teranga/domain';
import { wouldLeaveNoAdministrator } from '@teranga/domain';
import { sessions } from '../../../services/sessions';
import { fieldError, frenchMessage } from '@teranga/domain';

export const LAST_ADMIN = frenchMessage('utilisateur.lastAdmin');

/** An account as `find` reads it: its ids and what the last-administrator rule looks at. */
type Account = Caller & { id: number; documentId: string };

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.documents(UID.user);
  // The document service types `data` from the generated schema, where the role is a relation object and
  // the plugin's own fields are absent; what is written here is checked by the domain's validator.
  type CreateParams = Parameters<ReturnType<typeof users>['create']>[0];
  type UpdateParams = Parameters<ReturnType<typeof users>['update']>[0];
  const query = () => strapi.db.query(UID.user);

  async function emailTaken(email: string, exceptId?: number) {
    const found = await query().findOne({ where: { email }, select: ['id'] });
    return Boolean(found && found.id !== exceptId);
  }

  async function activeAdministrators(): Promise<number> {
    return query().count({ where: { role: { type: 'administrateur' }, blocked: false, statut: { $ne: 'inactif' } } });
  }

  return {
    async list() {
      return query().findMany({ populate: ['role'], orderBy: [{ nom: 'asc' }, { prenom: 'asc' }] });
    },

    async find(documentId: string) {
      const user = documentId.length <= 64 ? await query().findOne({ where: { documentId }, populate: ['role'] }) : null;
      if (!user) throw new NotFoundError("Impossible de charger l'utilisateur");
      return user;
    },

    async create(value: UtilisateurValue) {
      if (await emailTaken(value.email)) throw validationError(frenchMessage('email.taken'), [fieldError('email', 'email.taken')]);
      const created = await users().create({
        data: {
          username: value.email,
          email: value.email,
          password: value.motDePasse,
          provider: 'local',
          confirmed: true,
          blocked: false,
          nom: value.nom,
          prenom: value.prenom,
          telephone: value.telephone ?? '',
          statut: value.statut ?? 'actif',
          role: await roleId(strapi, value.role ?? 'conseiller'),
        },
      } as CreateParams);
      return this.find(created.documentId);
    },

    async update(current: Account, value: UtilisateurValue) {
      if (value.email && (await emailTaken(value.email, current.id))) {
        throw validationError(frenchMessage('email.taken'), [fieldError('email', 'email.taken')]);
      }
      const change = { role: value.role, statut: value.statut, deleted: false };
      if (wouldLeaveNoAdministrator(current, change, await activeAdministrators())) throw forbidden(LAST_ADMIN, 'utilisateur.lastAdmin');
      const data: Record<string, unknown> = {
        nom: value.nom,
        prenom: value.prenom,
        email: value.email,
        username: value.email,
        telephone: value.telephone,
        statut: value.statut,
      };
      if (value.role) data.role = await roleId(strapi, value.role);
      if (value.motDePasse) data.password = value.motDePasse;
      for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
      await users().update({ documentId: current.documentId, data } as UpdateParams);
      // A changed password or a deactivated account ends the user's sessions.
      if (value.motDePasse || value.statut === 'inactif') await sessions(strapi).invalidateRefreshToken(String(current.id));
      return this.find(current.documentId);
    },

    /** A new password from its owner ("Mon profil"): the caller ends the other sessions itself. */
    async setPassword(current: Account, motDePasse: string) {
      await users().update({ documentId: current.documentId, data: { password: motDePasse } } as UpdateParams);
    },

    async remove(current: Account) {
      if (wouldLeaveNoAdministrator(current, { deleted: true }, await activeAdministrators()))
        throw forbidden(LAST_ADMIN, 'utilisateur.lastAdmin');
      await sessions(strapi).invalidateRefreshToken(String(current.id));
      await users().delete({ documentId: current.documentId });
    },
  };
};
