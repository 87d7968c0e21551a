import { formPost, idempotent, rateLimited, route, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/newsletter', 'public.subscribe', formPost('newsletter'), rateLimited('newsletter'), idempotent()),
    route('POST', '/newsletter/confirmation', 'public.confirm', bodyLimit(BODY_LIMITS.small), rateLimited('newsletter')),
    // Also the target of the List-Unsubscribe one-click POST (RFC 8058), token in the query.
    route('POST', '/newsletter/desabonnement', 'public.unsubscribe', bodyLimit(BODY_LIMITS.small), rateLimited('newsletter')),
  ],
};
