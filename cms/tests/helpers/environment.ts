// Environment of a test CMS: fresh test secrets, high rate limits (the tests post many forms).
import { testCmsEnvironment } from '../../scripts/fresh-secrets';

export function testEnvironment(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    ...testCmsEnvironment(),
    CONTACT_RATE_LIMIT: '1000',
    NEWSLETTER_RATE_LIMIT: '1000',
    ...overrides,
  };
}
