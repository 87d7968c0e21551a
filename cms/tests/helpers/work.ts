// What a request costs the CMS, counted rather than timed (CONTRIBUTING.md, "Writing a test"): the CMS
// runs in the test's own thread, so the thread's CPU time around a request sent alone is that request's
// work (the client's share is small and fixed), whatever else the machine runs; and the database
// queries it issues are counted from the query builder's own events.
import type { Test } from 'supertest';
import type { TestCms } from './strapi';

export interface Work<T> {
  res: T;
  /** CPU time of this thread (user and system) while the request ran, in ms. */
  cpuMs: number;
  /** The SQL statements the CMS issued meanwhile. */
  queries: string[];
}

/** Sends one request alone (nothing else in flight from the test) and counts its work. */
export async function workOf<T = Awaited<Test>>(cms: TestCms, send: () => PromiseLike<T>): Promise<Work<T>> {
  const queries: string[] = [];
  const listen = (query: { sql?: string }) => queries.push(String(query.sql ?? ''));
  const knex = cms.strapi.db.connection;
  knex.on('query', listen);
  const before = process.threadCpuUsage();
  try {
    const res = await send();
    const used = process.threadCpuUsage(before);
    return { res, cpuMs: (used.user + used.system) / 1000, queries };
  } finally {
    knex.off('query', listen);
  }
}
