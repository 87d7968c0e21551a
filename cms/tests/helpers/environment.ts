// Environment of a test CMS: fixed test secrets, a temporary public dir, low limits.
import { freshSecrets } from '../../scripts/fresh-secrets';

export function testEnvironment(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_EE: 'true',
    ...freshSecrets(),
    CONTACT_RATE_LIMIT: '1000',
    NEWSLETTER_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    ...overrides,
  };
}
