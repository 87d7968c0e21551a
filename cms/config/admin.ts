import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin =>
  ({
    // The product's back-office is the React SPA of web/; Strapi's own panel is opt-in.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', false),
    auth: {
      secret: env('ADMIN_JWT_SECRET'),
    },
    apiToken: {
      salt: env('API_TOKEN_SALT'),
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT'),
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY'),
    },
    // No calls home from the panel.
    ai: { enabled: false },
    flags: {
      nps: false,
      promoteEE: false,
      docLinks: false,
    },
  }) as Core.Config.Admin;

export default config;
