import { publicRoute } from '../../../contract/public-controller';

const limited = { middlewares: [{ name: 'global::rate-limit', config: { limit: 'newsletter' } }] };

export default {
  routes: [
    publicRoute('POST', '/newsletter', 'public.subscribe', limited),
    publicRoute('POST', '/newsletter/confirmation', 'public.confirm', limited),
    // Also the target of the List-Unsubscribe one-click POST (RFC 8058), token in the query.
    publicRoute('POST', '/newsletter/desabonnement', 'public.unsubscribe', limited),
  ],
};
