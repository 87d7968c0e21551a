// A local S3-compatible server (s3rver) in a temporary folder, with one empty bucket, and the CMS
// environment that stores uploads there.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The `x-amz-acl` header of every request that carried one (what the CMS asked the bucket for). */
  acls: string[];
  /** UPLOAD_PROVIDER=aws-s3 and its S3_* variables for this bucket. */
  env: Record<string, string>;
  keys(): Promise<string[]>;
  get(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startS3(bucket = 'teranga-uploads'): Promise<LocalS3> {
  const S3rver = require('s3rver');
  const { S3Client, ListObjectsV2Command, GetObjectCommand } = require('@aws-sdk/client-s3');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // In front of s3rver, a pass-through that notes the ACLs requested.
  const acls: string[] = [];
  const front = http.createServer((req, res) => {
    if (req.headers['x-amz-acl']) acls.push(String(req.headers['x-amz-acl']));
    const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
  // s3rver accepts any credentials; these are its documented defaults.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    endpoint,
    bucket,
    acls,
    env: {
      UPLOAD_PROVIDER: 'aws-s3',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const item of page.Contents ?? []) keys.push(item.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async get(key) {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async close() {
      client.destroy();
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
