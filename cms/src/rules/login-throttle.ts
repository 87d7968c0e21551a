// Failed logins. Each attempt is counted before its password is checked, per account and per client
// address, and given back if the password was right: concurrent attempts cannot slip past the limits.
// An account takes at most `perAccount` wrong passwords per window. Its window is short at first and
// doubles each time the account fills up again, up to `windowSeconds`: someone who fills it on purpose
// keeps the real user waiting a minute, then two… rather than locking a named account (the
// administrator's) for a quarter of an hour at the first try. The per-address limit stays fixed.

export interface LoginLimits {
  perAccount: number;
  perIp: number;
  /** The per-address window, and the longest an account ever waits. */
  windowSeconds: number;
  /** An account's first window. */
  accountDelaySeconds: number;
}

/** How long the account remembers that it filled up (what makes its next window longer). */
export const STRIKE_MEMORY_SECONDS = 24 * 3600;

/** The length of an account's next window after it filled up `strikes` times within the memory. */
export function accountWindowSeconds(strikes: number, limits: Pick<LoginLimits, 'windowSeconds' | 'accountDelaySeconds'>): number {
  return Math.min(limits.windowSeconds, limits.accountDelaySeconds * 2 ** Math.min(Math.max(0, strikes), 30));
}
