import { formPost, idempotent, rateLimited, route } from '../../../contract/routes';

export default {
  routes: [route('POST', '/contact', 'public.create', formPost('contact'), rateLimited('contact'), idempotent())],
};
