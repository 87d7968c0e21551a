import type { Core } from '@strapi/strapi';
import { POPULATE, UID } from '../../../contract/queries';
import { toPartenaire } from '../../../contract/serializers';
import type { LocaleRow } from '../../../contract/documents';
import { sortByDisplayOrder } from '@teranga/domain';
import { publicCache } from '../../../services/public-cache';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** Active partners only, by ordreAffichage. */
  listPublic() {
    return publicCache(strapi).get(`${UID.partenaire}:list`, async () => {
      const rows = (await strapi.db
        .query(UID.partenaire)
        .findMany({ where: { actif: true }, populate: POPULATE.partenaire })) as LocaleRow[];
      return sortByDisplayOrder(rows.map(toPartenaire));
    });
  },
});
