// Bulk actions on a managed content list: `POST /{type}/admin/lot {action, ids}` (cms/README.md).
// Each item goes through the same controller calls as the single ones (PATCH for publier and
// depublier, with the type's validation, DELETE for supprimer), so the same access rules, checks,
// journal lines and clean-up apply; the whole batch makes one rebuild of the site.
import type { Core } from '@strapi/strapi';
import type { ControllerUid } from './strapi-uids';
import { parseLot } from '@teranga/domain/list-query';
import type { LotAction } from '@teranga/domain';
import type { Context } from '../contract/http';
import { validationError } from '../contract/errors';
import { withOneRebuild } from '../setup/rebuild-hook';

/** What publier and depublier write, and the field that says whether an item is public. */
export interface LotStates {
  field: 'etat' | 'actif';
  publier: string;
  depublier: string;
}

export type LotResultat =
  { _id: string; ok: true; resultat: string } | { _id: string; ok: false; statut: number; message: string; details: unknown };

const STATUS_BY_NAME: Record<string, number> = {
  ValidationError: 400,
  NotFoundError: 404,
  ForbiddenError: 403,
  PayloadTooLargeError: 413,
  UnauthorizedError: 401,
};

/** The controller context of one item: the batch's caller, the item's id, the single call's body. */
function itemContext(ctx: Context, id: string, body: Record<string, unknown>) {
  return {
    params: { id },
    query: {},
    state: { user: ctx.state.user },
    request: { body, files: undefined },
    status: 200,
    body: undefined as unknown,
  } as unknown as Context;
}

export function lotActions(strapi: Core.Strapi, controllerUid: string, states: LotStates) {
  const controller = () =>
    strapi.controller(controllerUid as ControllerUid) as unknown as Record<
      'findOne' | 'update' | 'delete',
      (ctx: Context) => Promise<void>
    >;

  async function applyOne(ctx: Context, action: LotAction, id: string): Promise<string> {
    if (action === 'supprimer') {
      await controller().delete(itemContext(ctx, id, {}));
      return 'supprimé';
    }
    const target = states[action];
    // Read first (404 for an item the caller may not manage): an item already there is left as it is.
    const read = itemContext(ctx, id, {});
    await controller().findOne(read);
    if (String((read.body as Record<string, unknown>)[states.field]) === target) return 'inchangé';
    await controller().update(itemContext(ctx, id, { [states.field]: target }));
    return action === 'publier' ? 'publié' : 'dépublié';
  }

  return {
    async run(ctx: Context) {
      const parsed = parseLot(ctx.request.body);
      if (!parsed.ok) {
        const [first] = parsed.errors;
        throw validationError(first.message, parsed.errors, { code: first.code, params: first.params });
      }
      const resultats: LotResultat[] = await withOneRebuild(async () => {
        const out: LotResultat[] = [];
        for (const id of parsed.ids) {
          try {
            out.push({ _id: id, ok: true, resultat: await applyOne(ctx, parsed.action, id) });
          } catch (error) {
            const e = error as { name?: string; status?: number; message?: string; details?: unknown };
            const statut = e.status ?? STATUS_BY_NAME[e.name ?? ''];
            // An unexpected failure (the database gone) stops the batch: what was done stays done,
            // and the client sees an error rather than a partial success.
            if (!statut || statut >= 500) throw error;
            out.push({ _id: id, ok: false, statut, message: String(e.message ?? ''), details: e.details ?? {} });
          }
        }
        return out;
      });
      ctx.body = {
        action: parsed.action,
        resultats,
        reussis: resultats.filter((r) => r.ok).length,
        echecs: resultats.filter((r) => !r.ok).length,
      };
    },
  };
}
