// @vitest-environment happy-dom
// A page whose screen code is gone from the server reloads once (src/backoffice/stale-code.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_QUIET_MS, installStaleCodeReload, shouldReload } from '../../../src/backoffice/stale-code';

describe('stale back-office code', () => {
  afterEach(() => sessionStorage.clear());

  it('reloads when it never did, or did long enough ago; not twice within the quiet time', () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 1_000 + RELOAD_QUIET_MS)).toBe(true);
    expect(shouldReload(1_000, 1_000 + RELOAD_QUIET_MS - 1)).toBe(false);
    expect(shouldReload(5_000, 1_000)).toBe(true);
  });

  it('a chunk that fails to load reloads the page once, and the next failure is left to show', () => {
    const reload = vi.fn();
    const target = new EventTarget();
    const win = Object.assign(target, { location: { reload } }) as unknown as Window;
    let now = 10_000;
    installStaleCodeReload(win, () => now);

    const first = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    now += 5_000;
    const second = new Event('vite:preloadError', { cancelable: true });
    win.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });
});
