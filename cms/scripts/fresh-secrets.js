// Random values for every secret the CMS requires (src/setup/secrets.ts), for the throwaway CMSs of the
// tests, the benchmarks and the seed template: never written anywhere, new for each CMS.
const { randomBytes } = require('node:crypto');

function freshSecrets() {
  const secret = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    PREVIEW_SECRET: secret(),
  };
}

module.exports = { freshSecrets };
