// The worker's queue: calls that come while a build runs make one more build after it, so a burst of
// publications makes at most two builds.

/** `run(requestedAt)` resolves to a build's entry; `request()` resolves to the last entry of its burst. */
export function createQueue(run) {
  let running = null;
  let again = false;
  function request() {
    const requestedAt = Date.now();
    if (running) {
      again = true;
      return running;
    }
    running = run(requestedAt).then(async (entry) => {
      while (again) {
        again = false;
        entry = await run(Date.now());
      }
      running = null;
      return entry;
    });
    return running;
  }
  return {
    request,
    get busy() {
      return Boolean(running);
    },
  };
}
