// Which failures mean "the database cannot be reached right now" (a 503 to retry later), as opposed
// to a bug or a refused write (a 500 or a 4xx). Errors come from pg, Knex's pool and SQLite.

// PostgreSQL codes: connection exceptions (08…), the server shutting down or starting (57P01-57P03),
// a statement cancelled by statement_timeout (57014), too many connections (53300).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '57014',
  '53300',
  'SQLITE_BUSY',
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /Timeout acquiring a connection/i,
  /Connection ended unexpectedly/i,
  /Client has encountered a connection error/i,
  /canceling statement due to statement timeout/i,
  /the database system is (starting up|shutting down)/i,
];

/** True when `error` (or what caused it) says the database is unreachable, frozen or overloaded. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
  if (e.name === 'KnexTimeoutError') return true;
  if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // AggregateError (a host with several addresses) and wrapped causes.
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}
