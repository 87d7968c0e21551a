import { useState } from 'react';

/**
 * A screen's row or page action (a delete, a toggle, an export), one at a time: which one runs
 * (`running`, the key given to `run`) and the last failure, logged (docs/product.md §8) and kept for the
 * screen to show. A new run clears the previous failure.
 */
export function useAction<K = string>() {
  const [running, setRunning] = useState<K | null>(null);
  const [error, setError] = useState<unknown>(null);

  async function run(key: K, action: () => Promise<unknown>) {
    setRunning(key);
    setError(null);
    try {
      await action();
    } catch (failure) {
      console.error(failure);
      setError(failure);
    } finally {
      setRunning(null);
    }
  }

  return { running, error, run };
}
