import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureSecrets, REQUIRED_SECRETS } from '../../src/setup/secrets';

const tempEnvFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'secrets-')), '.env');

describe('ensureSecrets', () => {
  it('generates every missing secret into the local .env once', () => {
    const file = tempEnvFile();
    expect(ensureSecrets({ NODE_ENV: 'development' }, file).sort()).toEqual([...REQUIRED_SECRETS].sort());
    const content = fs.readFileSync(file, 'utf8');
    expect(content).toMatch(/^APP_KEYS=[^,\s]+,[^,\s]+,[^,\s]+,[^,\s]+$/m);
    expect(content).not.toMatch(/tobemodified/i);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(ensureSecrets({ NODE_ENV: 'development' }, file)).toEqual([]);
    expect(fs.readFileSync(file, 'utf8')).toBe(content);
  });

  it('keeps secrets given by the environment', () => {
    const file = tempEnvFile();
    const generated = ensureSecrets({ JWT_SECRET: 'from-env' }, file);
    expect(generated).not.toContain('JWT_SECRET');
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/^JWT_SECRET=/m);
  });

  it('refuses to start in production without them, naming what is missing', () => {
    const file = tempEnvFile();
    expect(() => ensureSecrets({ NODE_ENV: 'production', APP_KEYS: 'a,b' }, file)).toThrow(
      /Missing secret\(s\) in production: API_TOKEN_SALT, ADMIN_JWT_SECRET/,
    );
    expect(fs.existsSync(file)).toBe(false);
  });
});
