import fs from 'node:fs/promises';
import os from 'node:os';
import type { Core } from '@strapi/strapi';
import formidable, { errors as formidableErrors } from 'formidable';
import type { Context, Next } from '../contract/http';
import { PayloadTooLargeError, validationError } from '../contract/errors';
import { maxFileBytes, megabytes } from '../services/uploads';
import { frenchMessage, type MessageCode, type MessageParams } from '@teranga/domain';

export interface MultipartLimits {
  maxFiles: number;
  maxFields: number;
  maxFieldsBytes: number;
}

/** The answer to a body formidable refused: 413 for a limit, 400 for a broken body. `fieldsLimit`: the route's limit for the fields, in bytes. */
export function multipartRefusal(
  code: number | undefined,
  fieldsLimit: number,
): {
  status: 400 | 413;
  message: string;
  code: MessageCode;
  params?: MessageParams;
} {
  const refusal = (status: 400 | 413, messageCode: MessageCode, params?: MessageParams) => ({
    status,
    message: frenchMessage(messageCode, params),
    code: messageCode,
    ...(params ? { params } : {}),
  });
  switch (code) {
    case formidableErrors.biggerThanMaxFileSize:
    case formidableErrors.biggerThanTotalMaxFileSize:
      return refusal(413, 'upload.bodyTooLarge', { limitMb: megabytes(maxFileBytes()) });
    case formidableErrors.maxFilesExceeded:
      return refusal(413, 'upload.tooManyFiles');
    case formidableErrors.maxFieldsExceeded:
      return refusal(413, 'upload.tooManyFields');
    case formidableErrors.maxFieldsSizeExceeded:
      return refusal(413, 'body.tooLarge', { limitKb: Math.floor(fieldsLimit / 1024) });
    default:
      return refusal(400, 'upload.malformed');
  }
}

/** formidable gives every field as a list: one value stays a value, unless the name asks for a list. */
export function fieldValues(fields: Record<string, string[] | undefined>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, values] of Object.entries(fields)) {
    if (values) out[name] = values.length === 1 && !name.endsWith('[]') ? values[0] : values;
  }
  return out;
}

/**
 * The files of each field in the order the body sent them. formidable lists a file once it is written to
 * disk, so a small file after a large one can come first: a gallery would then not keep the editor's order.
 * `begun` holds the temporary paths in the order their parts began.
 */
export function inSentOrder<F extends { filepath: string }>(files: Record<string, F[] | undefined>, begun: string[]): Record<string, F[]> {
  const rank = new Map(begun.map((filepath, index) => [filepath, index]));
  const out: Record<string, F[]> = {};
  for (const [name, list] of Object.entries(files)) {
    if (list) out[name] = [...list].sort((a, b) => (rank.get(a.filepath) ?? 0) - (rank.get(b.filepath) ?? 0));
  }
  return out;
}

/**
 * Route middleware of the routes that take files, after global::authenticate: a multipart body is
 * read only there, once the caller is known, within the limits of config/limits.ts (multipart) and
 * the per-file limit; every temporary file it wrote is deleted when the request ends, whatever the
 * outcome (stored, refused, failed). Elsewhere multipart bodies are not read at all.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Context, next: Next) => {
    if (!ctx.is('multipart')) return next();
    const limits = strapi.config.get('limits.multipart') as MultipartLimits;
    // The fields stay within the route's body limit (src/contract/routes.ts), as a JSON body would.
    const routeLimit = (ctx.state.route as { config?: { bodyLimit?: number } } | undefined)?.config?.bodyLimit;
    const fieldsLimit = Math.min(limits.maxFieldsBytes, routeLimit ?? limits.maxFieldsBytes);
    const written: string[] = [];
    try {
      const form = formidable({
        uploadDir: os.tmpdir(),
        // Above the per-file limit, so a file between the two gets the upload checks' message naming it;
        // beyond it the parser stops reading.
        maxFileSize: 2 * maxFileBytes(),
        maxTotalFileSize: 2 * maxFileBytes() * limits.maxFiles,
        maxFiles: limits.maxFiles,
        maxFields: limits.maxFields,
        maxFieldsSize: fieldsLimit,
        allowEmptyFiles: true,
        minFileSize: 0,
      });
      form.on('fileBegin', (_name, file) => {
        written.push(file.filepath);
      });
      let parsed: [formidable.Fields, formidable.Files];
      try {
        parsed = await form.parse(ctx.req);
      } catch (error) {
        const failure = error as { code?: number; message?: string };
        const { status, message, code, params } = multipartRefusal(failure.code, fieldsLimit);
        // The editor reads "Envoi de fichiers illisible"; the log says what the parser met, which tells a body
        // cut short on its way (bytes read below the length announced) from one that really was malformed.
        if (status === 400) {
          const read = (form as unknown as { bytesReceived?: number }).bytesReceived ?? 0;
          strapi.log.warn(
            `multipart body refused on ${ctx.method} ${ctx.path}: ${failure.message ?? 'unknown error'} ` +
              `(parser code ${failure.code ?? 'none'}; ${read} of ${ctx.get('content-length') || 'unknown'} bytes read)`,
          );
        }
        // The code (and its parameters) lets the back-office say it in the editor's language.
        throw status === 413 ? new PayloadTooLargeError(message, { code, params }) : validationError(message, [], { code, params });
      }
      ctx.request.body = fieldValues(parsed[0]);
      ctx.request.files = inSentOrder(parsed[1], written) as Record<string, unknown>;
      await next();
    } finally {
      await Promise.all(written.map((file) => fs.rm(file, { force: true })));
    }
  };
