// Netlify build plugin (netlify.toml [[plugins]]): before the build, writes the deploy's own origins in
// place of the site placeholder in netlify.toml's headers (the page CSP's `script-src …/_astro/`), so each
// deploy's pages take scripts from their own /_astro/ only. See scripts/site-origin.mjs.
module.exports = {
  async onPreBuild({ netlifyConfig, utils }) {
    const { deployOrigins, headersWithOrigins } = await import('../site-origin.mjs');
    const origins = deployOrigins(process.env);
    if (origins.length === 0) {
      return utils.build.failBuild(
        "netlify-csp-origin: no site address (SITE_URL, or Netlify's URL) to write into the Content-Security-Policy",
      );
    }
    // Netlify records a change of the whole `headers` list; a rule edited in place might go unnoticed.
    netlifyConfig.headers = netlifyConfig.headers.map((rule) => ({ ...rule, values: headersWithOrigins(rule.values, origins) }));
    console.log(`netlify-csp-origin: pages take scripts from ${origins.map((o) => `${o}/_astro/`).join(', ')}`);
  },
};
