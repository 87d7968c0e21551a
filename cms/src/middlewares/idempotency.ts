import createHttpError from 'http-errors';
import type { Core } from '@strapi/strapi';
import type { Context, Next } from '../contract/http';
import { validationError } from '../contract/errors';
import {
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_TTL_MS,
  isValidIdempotencyKey,
  keyFingerprint,
  requestHash,
  requestHashKey,
  withoutSecrets,
} from '../rules/idempotency';

const UID = 'api::idempotency-key.idempotency-key';
const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string })?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT';
};

/**
 * Honours an `Idempotency-Key` header on a create route (route middleware, after authentication and
 * the body). The key is written in the same database transaction as what the request writes, with
 * the answer: a retry after a committed request gets the same answer again (`Idempotent-Replayed:
 * true`) without doing anything; a request that failed or died before committing left no key, so
 * its retry runs normally. The same key with a different body is refused (422). Keys are kept 24 h.
 * Without the header nothing changes. Neither the body's digest (an HMAC under a server key, secret
 * fields left out) nor the kept answer (secret fields removed) holds a password or a token.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const hashKey = requestHashKey(strapi.config.get('admin.secrets.encryptionKey') as string | undefined);
  let lastPurge = 0;
  const query = () => strapi.db.query(UID);

  const replay = (ctx: Context, row: { requestHash: string; status: number; response: string | null }, hash: string) => {
    if (row.requestHash !== hash)
      throw createHttpError(422, IDEMPOTENCY_MESSAGES.reused, { name: 'UnprocessableEntityError', details: {} });
    ctx.status = row.status;
    ctx.set('Idempotent-Replayed', 'true');
    ctx.body = row.response === null ? null : JSON.parse(row.response);
  };

  return async (ctx: Context, next: Next) => {
    const key = ctx.get('Idempotency-Key');
    if (!key) return next();
    if (!isValidIdempotencyKey(key))
      throw validationError(IDEMPOTENCY_MESSAGES.invalid, [{ path: 'Idempotency-Key', message: IDEMPOTENCY_MESSAGES.invalid }]);

    const now = Date.now();
    if (now - lastPurge > 60 * 60 * 1000) {
      lastPurge = now;
      await query().deleteMany({ where: { expiresAt: { $lt: new Date(now) } } });
    }
    const caller = (ctx.state.user as { documentId?: string } | undefined)?.documentId;
    const fingerprint = keyFingerprint(key, ctx.method, ctx.path, caller);
    const hash = requestHash(ctx.request.body, ctx.request.files, hashKey);
    const live = { fingerprint, expiresAt: { $gt: new Date(now) } };

    try {
      await strapi.db.transaction(async ({ trx }: { trx: { raw(sql: string, bindings: string[]): Promise<unknown> } }) => {
        // Requests with the same key wait for each other here (PostgreSQL; SQLite runs one write
        // transaction at a time anyway): the second one then finds the first one's answer.
        if (strapi.db.dialect.client === 'postgres')
          await trx.raw('select pg_advisory_xact_lock(?::bigint)', [BigInt(`0x${fingerprint.slice(0, 15)}`).toString()]);
        const done = await query().findOne({ where: live });
        if (done) return replay(ctx, done, hash);
        // An expired key of the same fingerprint is forgotten.
        await query().deleteMany({ where: { fingerprint } });
        const row = await query().create({ data: { fingerprint, requestHash: hash, expiresAt: new Date(now + IDEMPOTENCY_TTL_MS) } });
        await next();
        if (
          ctx.status >= 200 &&
          ctx.status < 300 &&
          (ctx.body === undefined || ctx.body === null || (typeof ctx.body === 'object' && !Buffer.isBuffer(ctx.body)))
        ) {
          await query().update({
            where: { id: row.id },
            data: { status: ctx.status, response: ctx.body == null ? null : JSON.stringify(withoutSecrets(ctx.body)) },
          });
        } else {
          // Nothing was done (or not in a form that can be replayed): the key stays free for a retry.
          await query().delete({ where: { id: row.id } });
        }
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const done = await query().findOne({ where: live });
      if (!done) throw error;
      replay(ctx, done, hash);
    }
  };
};
