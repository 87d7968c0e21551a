import type { Core } from '@strapi/strapi';
import type { Context } from '../../../contract/http';
import { validateContact } from '@teranga/domain';
import { isBot } from '@teranga/domain';
import { validationError } from '../../../contract/errors';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async create(ctx: Context) {
    const body = ctx.request.body;
    if (isBot(body)) throw validationError('Requête rejetée.', []);
    const result = validateContact(body);
    if (!result.ok) throw validationError(result.message, result.errors);

    const stored = await strapi.service('api::demande-contact.demande-contact').store(result.value, ctx.query.lang);
    ctx.status = 201;
    ctx.body = { data: stored };
  },
});
