// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAction } from '../../../src/backoffice/ui/useAction';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useAction', () => {
  it('names the running action, then clears it when it succeeds', async () => {
    const { result } = renderHook(() => useAction());
    let finish = () => {};
    let done: Promise<void> = Promise.resolve();
    act(() => {
      done = result.current.run('r1', () => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.running).toBe('r1');
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.running).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('logs and keeps a failure, and clears it when the next action starts', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('refusé');
    const { result } = renderHook(() => useAction());
    await act(() => result.current.run('r1', () => Promise.reject(failure)));
    expect(result.current.error).toBe(failure);
    expect(result.current.running).toBeNull();
    expect(log).toHaveBeenCalledWith(failure);
    await act(() => result.current.run('r2', () => Promise.resolve()));
    expect(result.current.error).toBeNull();
  });
});
