// The rebuild worker's pieces on their own: the queue turns a burst into at most two builds, and the
// search refresher says it is idle once a refresh that had nothing to do ends.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createQueue } from '../rebuild-worker/queue.mjs';
import { createSearchRefresher } from '../rebuild-worker/search.mjs';
import { sitePaths } from '../rebuild-worker/paths.mjs';

describe('rebuild queue', () => {
  it('runs at once, turns requests made meanwhile into one more run, and answers every caller with the last entry', async () => {
    const runs: Array<() => void> = [];
    const queue = createQueue(
      () =>
        new Promise((resolve) => {
          const n = runs.length + 1;
          runs.push(() => resolve({ n }));
        }),
    );
    const first = queue.request();
    expect(queue.busy).toBe(true);
    const second = queue.request();
    const third = queue.request();
    expect(runs).toHaveLength(1);
    runs[0]();
    await new Promise((r) => setImmediate(r));
    expect(runs).toHaveLength(2);
    runs[1]();
    expect(await Promise.all([first, second, third])).toEqual([{ n: 2 }, { n: 2 }, { n: 2 }]);
    expect(queue.busy).toBe(false);
  });
});

describe('search refresher', () => {
  it('is idle again after a refresh with no live site to index', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
    const search = createSearchRefresher({ paths: sitePaths(root), log: () => {} });
    const refresh = search.refresh();
    expect(search.running).toBe(refresh);
    await refresh;
    expect(search.running).toBeNull();
    expect(search.last).toBeNull();
  });

  it('does nothing when disabled', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-'));
    expect(createSearchRefresher({ paths: sitePaths(root), log: () => {}, enabled: false }).refresh()).toBeNull();
  });
});
