// Names that no other test, file or run uses: test data shares one CMS per worker, and databases one server.
import { randomBytes } from 'node:crypto';

let counter = 0;

/** `prefix` followed by a part unique to this process and call (letters, digits and `_` only: a database name). */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${process.pid}_${counter}_${randomBytes(3).toString('hex')}`;
}
