import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { validationError } from '../../../contract/errors';
import { parseForm, scalar } from '../../../contract/form';
import { toUtilisateur } from '../../../contract/utilisateurs';
import { UID } from '../../../contract/queries';
import { pageOfRows } from '../../../controllers/row-lists';
import { LIST_SPECS } from '@teranga/domain';
import { UTILISATEUR, sharedFields, validateUtilisateur, type UtilisateurInput } from '@teranga/domain';

const FIELDS = [...sharedFields(UTILISATEUR), 'motDePasse', 'confirmationMotDePasse'] as const;

function readInput(body: unknown): UtilisateurInput {
  const form = parseForm(body);
  const input: Record<string, string | undefined> = {};
  for (const key of FIELDS)
    if (form[key] !== undefined)
      input[key] = key.startsWith('motDePasse') || key.startsWith('confirmation') ? String(form[key]) : scalar(form[key]);
  // An empty password on edit means "unchanged" (docs/product.md §5).
  if (input.motDePasse === '' && input.confirmationMotDePasse === undefined) delete input.motDePasse;
  if (input.motDePasse === '' && input.confirmationMotDePasse === '') {
    delete input.motDePasse;
    delete input.confirmationMotDePasse;
  }
  return input as UtilisateurInput;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const service = () => strapi.service('api::utilisateur.utilisateur');

  return {
    /** `{donnees}`; with list parameters, a page (services/paged-lists.ts). */
    async list(ctx: Context) {
      const page = await pageOfRows(strapi, ctx.query, {
        uid: UID.user,
        spec: LIST_SPECS.utilisateurs,
        search: ['nom', 'prenom', 'email'],
        // A user without statut is active (contract/utilisateurs.ts).
        etat: (statut) => (statut === 'inactif' ? { statut } : { $or: [{ statut }, { statut: null }] }),
        populate: ['role'],
        serialize: toUtilisateur,
      });
      ctx.body = page ?? { donnees: (await service().list()).map(toUtilisateur) };
    },
    async findOne(ctx: Context) {
      ctx.body = { donnees: toUtilisateur(await service().find(String(ctx.params.id))) };
    },
    async create(ctx: Context) {
      const { errors, value } = validateUtilisateur(readInput(ctx.request.body), 'create');
      if (errors.length) throw validationError(errors[0].message, errors);
      const user = await service().create(value);
      ctx.status = 201;
      ctx.body = { donnees: toUtilisateur(user) };
    },
    async update(ctx: Context) {
      const current = await service().find(String(ctx.params.id));
      const { errors, value } = validateUtilisateur(readInput(ctx.request.body), 'edit');
      if (errors.length) throw validationError(errors[0].message, errors);
      const user = await service().update(current, value);
      ctx.body = { donnees: toUtilisateur(user) };
    },
    async delete(ctx: Context) {
      const current = await service().find(String(ctx.params.id));
      await service().remove(current);
      ctx.body = { success: true, _id: current.documentId };
    },
  };
};
