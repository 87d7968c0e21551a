import { memoryStore, type RateLimitStore } from '../rules/rate-limit';

// One counter store for the process (rate limits, failed logins). With several CMS instances
// behind a load balancer this is where a shared store (Redis) goes.
export const counters: RateLimitStore = memoryStore();
