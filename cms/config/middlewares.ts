import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  // Answers that depend on the caller's token stay out of shared caches (src/middlewares/private-answers.ts).
  'global::private-answers',
  // /_ready, and a 503 with Retry-After when the database cannot be reached (src/middlewares/availability.ts).
  'global::availability',
  // Only the contract, uploads and health check are reachable (see src/middlewares/public-surface.ts).
  'global::public-surface',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'media-src': ["'self'", 'data:', 'blob:'], upgradeInsecureRequests: null },
      },
    },
  },
  {
    name: 'strapi::cors',
    config: {
      // Only the site itself may call the API from a browser.
      origin: env.array('SITE_ORIGINS', [env('SITE_URL', 'http://localhost:4321')]),
      credentials: true,
      headers: ['Content-Type', 'Authorization', 'Accept', 'Idempotency-Key'],
    },
  },
  // No strapi::poweredBy: the answers do not say what serves them.
  'strapi::query',
  {
    // strapi::body's parser, with each route's own size limit (BODY_LIMITS in src/contract/routes.ts;
    // src/middlewares/body.ts). Multipart bodies are not read here: only the routes that take files
    // read them, after authentication (src/middlewares/multipart.ts).
    name: 'global::body',
    config: {
      multipart: false,
      // The raw text beside the parsed body, for signed webhooks (Netlify's deploy notifications).
      includeUnparsed: true,
    },
  },
  // Strapi refuses to start without strapi::body; global::body above has read the body already, so
  // this one reads nothing and leaves what was read as it is.
  { name: 'strapi::body', config: { multipart: false, parsedMethods: [], patchKoa: false, patchNode: false } },
  'strapi::session',
  'strapi::favicon',
  // Uploaded files are served as images only, with headers that keep them from ever running as a page.
  'global::uploaded-files',
  'strapi::public',
];

export default config;
