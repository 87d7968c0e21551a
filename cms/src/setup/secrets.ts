import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { parseEnv } from 'node:util';

/** Secrets Strapi and users-permissions need; none has a fallback value. */
export const REQUIRED_SECRETS = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'ADMIN_JWT_SECRET',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  // Signs the editors' preview tokens (services/apercu.ts); the site's preview route holds the same one.
  'PREVIEW_SECRET',
] as const;

export function missingSecrets(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED_SECRETS.filter((name) => !env[name] || !String(env[name]).trim());
}

function newSecret(name: string): string {
  const value = () => randomBytes(32).toString('base64');
  return name === 'APP_KEYS' ? [value(), value(), value(), value()].join(',') : value();
}

/** Reads a .env file with Node's own parser (KEY=value lines, quotes, comments). */
function readEnvFile(file: string): Record<string, string> {
  if (!fs.existsSync(file)) return {};
  return parseEnv(fs.readFileSync(file, 'utf8')) as Record<string, string>;
}

/**
 * Makes sure every secret is available before Strapi loads its configuration.
 * Production refuses to start without them; a local start generates the missing ones into the
 * ignored cms/.env so they stay stable across restarts. Returns the names it generated.
 */
export function ensureSecrets(env: NodeJS.ProcessEnv, envFile: string): string[] {
  const fromFile = readEnvFile(envFile);
  const missing = missingSecrets({ ...fromFile, ...env });
  if (missing.length === 0) return [];

  if (env.NODE_ENV === 'production') {
    throw new Error(
      `Missing secret(s) in production: ${missing.join(', ')}. ` +
        'Set them in the environment (each a long random value; APP_KEYS is a comma-separated list).',
    );
  }

  const lines = missing.map((name) => `${name}=${newSecret(name)}`);
  const existing = fs.existsSync(envFile) ? fs.readFileSync(envFile, 'utf8') : '# Generated on first local start. Never commit.\n';
  fs.writeFileSync(envFile, `${existing.replace(/\n?$/, '\n')}${lines.join('\n')}\n`, { mode: 0o600 });
  return missing;
}
