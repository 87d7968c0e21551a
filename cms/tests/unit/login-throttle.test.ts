import { describe, expect, it } from 'vitest';
import { accountWindowSeconds } from '../../src/rules/login-throttle';

describe('account window', () => {
  const limits = { windowSeconds: 900, accountDelaySeconds: 60 };

  it('starts short and doubles each time the account filled up again', () => {
    expect([0, 1, 2, 3].map((strikes) => accountWindowSeconds(strikes, limits))).toEqual([60, 120, 240, 480]);
  });

  it('never goes beyond the longest window', () => {
    expect(accountWindowSeconds(4, limits)).toBe(900);
    expect(accountWindowSeconds(1000, limits)).toBe(900);
    expect(accountWindowSeconds(-1, limits)).toBe(60);
  });
});
