import { formPost, idempotent, rateLimited, route, BODY_LIMITS, bodyLimit } from '../../../contract/routes';

export default {
  routes: [
    route('POST', '/contact', 'public.create', bodyLimit(BODY_LIMITS.message), formPost('contact'), rateLimited('contact'), idempotent()),
  ],
};
