import { rateLimited, route, idempotent } from '../../../contract/routes';

export default {
  routes: [route('POST', '/contact', 'public.create', rateLimited('contact'), idempotent())],
};
