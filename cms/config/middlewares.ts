import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
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
    name: 'strapi::body',
    config: {
      // JSON and form bodies are small. Multipart bodies are not read here: only the routes that take
      // files read them, after authentication (src/middlewares/multipart.ts).
      multipart: false,
      jsonLimit: env('BODY_JSON_LIMIT', '64kb'),
      formLimit: env('BODY_FORM_LIMIT', '64kb'),
      textLimit: env('BODY_TEXT_LIMIT', '64kb'),
      // The raw text beside the parsed body, for signed webhooks (Netlify's deploy notifications).
      includeUnparsed: true,
    },
  },
  'strapi::session',
  'strapi::favicon',
  // Uploaded files are served as images only, with headers that keep them from ever running as a page.
  'global::uploaded-files',
  'strapi::public',
];

export default config;
