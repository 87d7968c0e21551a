// Random values for every secret the CMS requires (src/setup/secrets.ts), for the throwaway CMSs of the
// tests, the benchmarks and the seed template: never written anywhere, new for each CMS. And what the
// tests' CMSs and the seed template's start from.
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

/** A quiet CMS in test mode on loopback: no telemetry nor enterprise check, fresh secrets, warnings only. */
function testCmsEnvironment() {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_EE: 'true',
    ...freshSecrets(),
    LOG_LEVEL: 'warn',
  };
}

module.exports = { freshSecrets, testCmsEnvironment };
