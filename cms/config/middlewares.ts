import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
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
      headers: ['Content-Type', 'Authorization', 'Accept'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  {
    name: 'strapi::body',
    config: {
      // JSON and form bodies are small; files go through multipart with their own limit.
      jsonLimit: env('BODY_JSON_LIMIT', '64kb'),
      formLimit: env('BODY_FORM_LIMIT', '64kb'),
      textLimit: env('BODY_TEXT_LIMIT', '64kb'),
      // The raw text beside the parsed body, for signed webhooks (Netlify's deploy notifications).
      includeUnparsed: true,
      // A hard cap above the per-file limit: files between the two reach the upload checks,
      // which refuse them with a clear message; beyond it the parser stops reading (413).
      formidable: { maxFileSize: 2 * env.int('UPLOAD_MAX_FILE_BYTES', 5 * 1024 * 1024), maxFiles: 10 },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
