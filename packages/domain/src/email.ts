// A pragmatic well-formedness check: one @, a dotted domain, no spaces, sane lengths.
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;

export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value) && value.split('@')[0].length <= 64;
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
