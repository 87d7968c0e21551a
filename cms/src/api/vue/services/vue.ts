import type { Core } from '@strapi/strapi';
import { UID } from '../../../contract/queries';
import { isPublished } from '@teranga/domain';
import { isDocumentId, isViewedType, msUntilNextDay, utcDay, VIEWED_TYPES, visitorHash } from '../../../rules/vues';
import { counters } from '../../../services/counters';
import { dailySalt } from '../../../services/daily-salt';

export interface Visit {
  type: unknown;
  id: unknown;
  ip: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Adds one view to a published item unless this address saw it earlier today; false when there is no
   * such item. Only the day's mark (a salted hash) is kept, in Redis with REDIS_URL or in memory, and only
   * until the day ends.
   */
  async record({ type, id, ip }: Visit, now = new Date()): Promise<boolean> {
    if (!isViewedType(type) || !isDocumentId(id)) return false;
    const uid = UID[VIEWED_TYPES[type]];
    const rows = await strapi.db.query(uid).findMany({ where: { documentId: id }, select: ['id', 'etat'] });
    if (!rows.some((row: { etat?: unknown }) => isPublished(row))) return false;

    const day = utcDay(now);
    const visitor = visitorHash(await dailySalt().saltFor(day), { ip, type, id });
    const { count } = await counters().hit(`vue:${day}:${visitor}`, msUntilNextDay(now) + 60_000, now.getTime());
    if (count === 1) await increment(strapi, uid, id);
    return true;
  },
});

/**
 * One atomic increment on every language row of the document, straight through the query builder: a view
 * is not an edit, so it must not ask for a rebuild, empty the public cache or change dateModification.
 */
async function increment(strapi: Core.Strapi, uid: string, documentId: string) {
  const meta = strapi.db.metadata.get(uid) as { tableName: string; attributes: Record<string, { columnName?: string }> };
  const column = meta.attributes.nombreVues?.columnName ?? 'nombre_vues';
  const idColumn = meta.attributes.documentId?.columnName ?? 'document_id';
  await strapi.db
    .connection(meta.tableName)
    .where(idColumn, documentId)
    .update({ [column]: strapi.db.connection.raw('COALESCE(??, 0) + 1', [column]) });
}
