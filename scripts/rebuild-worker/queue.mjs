// The worker's queue: calls that come while a build runs make one more build after it, so a burst of
// publications makes at most two builds.

/**
 * `run(requestedAt)` resolves to a build's entry; `request()` resolves to the last entry of its burst.
 * `idle()` is called once a burst's last build ended, no request having come since (what was asked for is
 * built, or reported failed). A `run` that throws ends its burst (not idle: what was asked is not built)
 * without stopping the queue.
 */
export function createQueue(run, { idle = () => {} } = {}) {
  let running = null;
  let again = false;
  function request() {
    const requestedAt = Date.now();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        let entry = await run(requestedAt);
        while (again) {
          again = false;
          entry = await run(Date.now());
        }
        idle();
        return entry;
      } finally {
        running = null;
        again = false;
      }
    })();
    return running;
  }
  return {
    request,
    get busy() {
      return Boolean(running);
    },
  };
}
