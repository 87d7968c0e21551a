// Build reports to the CMS (POST /api/v1/site/build with BUILD_STATUS_TOKEN), where GET /api/v1/site/build
// reads them.

/**
 * A stopped CMS must not stop the worker: the latest report is kept and sent again every few seconds
 * until the CMS takes it, so the status shows a failure once the CMS is back.
 */
export function createReporter({ cmsUrl, statusToken }) {
  let pending = null;
  let retry = null;
  async function report(body) {
    if (!statusToken) return;
    pending = body;
    clearTimeout(retry);
    const sent = await fetch(`${cmsUrl}/api/v1/site/build`, {
      method: 'POST',
      headers: { authorization: `Bearer ${statusToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (pending !== body) return;
    if (sent) pending = null;
    else retry = setTimeout(() => pending && report(pending), 3000).unref();
  }
  return { report, stop: () => clearTimeout(retry) };
}
