// Environment of a test CMS: fixed test secrets, a temporary public dir, low limits.
import { randomBytes } from 'node:crypto';

export function testEnvironment(overrides: Record<string, string> = {}): Record<string, string> {
  const secret = () => randomBytes(24).toString('base64');
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_EE: 'true',
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    PREVIEW_SECRET: secret(),
    CONTACT_RATE_LIMIT: '1000',
    NEWSLETTER_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    ...overrides,
  };
}
