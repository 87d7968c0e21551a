import type { Readable } from 'node:stream';
import type { Core } from '@strapi/strapi';
import { GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { withoutTrailing } from '@teranga/domain';

// Reads uploads back from the S3 bucket of @strapi/provider-upload-aws-s3, with the same settings
// (config/plugins.ts), so that /uploads on the site's origin is answered by the CMS and its headers
// whatever the bucket's own policy.

export interface BucketObject {
  status: 200 | 304 | 404;
  body?: Readable;
  length?: number;
  etag?: string;
  lastModified?: Date;
}

export interface BucketReader {
  /** The object key an /uploads/… path names, inside the uploads' root path only; null for anything else. */
  keyOf(urlPath: string): string | null;
  read(key: string, options: { head: boolean; ifNoneMatch?: string }): Promise<BucketObject>;
}

interface S3Settings {
  s3Options?: S3ClientConfig & { params?: { Bucket?: string } };
  rootPath?: string;
  baseUrl?: string;
}

/**
 * The object key of an /uploads/… path: what the provider put after its base URL (root path included).
 * With a root path (S3_ROOT_PATH), only keys inside it: the bucket may hold other things beside the
 * uploads (another application's files, backups), which /uploads must never read.
 */
export function keyOfUploadPath(urlPath: string, baseUrl = '/uploads', rootPath = ''): string | null {
  const prefix = `${withoutTrailing(baseUrl, '/')}/`;
  if (!urlPath.startsWith(prefix)) return null;
  let key: string;
  try {
    key = decodeURIComponent(urlPath.slice(prefix.length));
  } catch {
    return null;
  }
  // The provider never writes such keys; refuse them rather than ask the bucket.
  if (!key || key.includes('\0') || key.split('/').some((part) => part === '' || part === '.' || part === '..')) return null;
  // The provider's own prefix: the root path without its trailing slashes, then a slash.
  const root = withoutTrailing(rootPath, '/');
  if (root && !key.startsWith(`${root}/`)) return null;
  return key;
}

const readers = new WeakMap<Core.Strapi, BucketReader | null>();

/** The reader of the configured bucket, or null with the local provider. */
export function bucketReader(strapi: Core.Strapi): BucketReader | null {
  if (readers.has(strapi)) return readers.get(strapi) as BucketReader | null;
  const upload = strapi.config.get('plugin::upload') as { provider?: string; providerOptions?: S3Settings };
  let reader: BucketReader | null = null;
  if (upload?.provider === 'aws-s3') {
    const { params, ...options } = upload.providerOptions?.s3Options ?? {};
    const client = new S3Client(options);
    const Bucket = params?.Bucket;
    const { baseUrl, rootPath } = upload.providerOptions ?? {};
    reader = {
      keyOf: (urlPath) => keyOfUploadPath(urlPath, baseUrl, rootPath),
      async read(key, { head, ifNoneMatch }) {
        try {
          const answer = head
            ? await client.send(new HeadObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }))
            : await client.send(new GetObjectCommand({ Bucket, Key: key, IfNoneMatch: ifNoneMatch }));
          return {
            status: 200,
            body: 'Body' in answer ? (answer.Body as Readable) : undefined,
            length: answer.ContentLength,
            etag: answer.ETag,
            lastModified: answer.LastModified,
          };
        } catch (caught) {
          const error = caught as { $metadata?: { httpStatusCode?: number }; name?: string } | null;
          const status = error?.$metadata?.httpStatusCode;
          if (status === 304) return { status: 304, etag: ifNoneMatch };
          if (status === 404 || error?.name === 'NoSuchKey' || error?.name === 'NotFound') return { status: 404 };
          throw caught;
        }
      },
    };
  }
  readers.set(strapi, reader);
  return reader;
}
