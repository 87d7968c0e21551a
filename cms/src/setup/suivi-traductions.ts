// Items saved before translation states existed (or written by the demo seed) get theirs on start,
// from their current values: every language with text is taken as up to date, unless it holds a copy of
// another language. Idempotent: only items without `suiviTraductions` are read. Written straight to the
// rows, so it is neither a save nor a version, and asks for no rebuild (visitors see nothing of it).
import type { Core } from '@strapi/strapi';
import { ARTICLE, OPPORTUNITE, REALISATION, suiviAfterSave, type ContentDefinition } from '@teranga/domain';
import { groupByDocument, type LocaleRow } from '../contract/documents';
import { UID } from '../contract/queries';

const TRANSLATED: [string, ContentDefinition][] = [
  [UID.article, ARTICLE],
  [UID.realisation, REALISATION],
  [UID.opportunite, OPPORTUNITE],
];

export async function ensureSuiviTraductions(strapi: Core.Strapi): Promise<number> {
  let filled = 0;
  for (const [uid, definition] of TRANSLATED) {
    const query = strapi.db.query(uid as Parameters<typeof strapi.db.query>[0]);
    const rows = (await query.findMany({ where: { suiviTraductions: { $null: true } } })) as LocaleRow[];
    if (rows.length === 0) continue;
    const ids = [...new Set(rows.map((row) => row.documentId))];
    const all = (await query.findMany({ where: { documentId: { $in: ids } } })) as LocaleRow[];
    for (const doc of groupByDocument(all)) {
      const after = { fr: doc.fr, en: doc.en, pt: doc.pt };
      const suivi = suiviAfterSave(definition, null, {}, after);
      await query.updateMany({ where: { documentId: doc.reference.documentId }, data: { suiviTraductions: suivi } });
      filled += 1;
    }
  }
  return filled;
}
