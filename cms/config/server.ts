import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Behind Netlify's proxy or a load balancer the client address comes from X-Forwarded-For, where each
  // proxy appends the address it received the request from. Only the last PROXY_HOPS entries were
  // written by proxies in front of the CMS; anything before them is what the client chose to send.
  // 0 (the default): the header is ignored and the address is the connection's.
  proxy: { koa: env.int('PROXY_HOPS', 0) > 0, maxIpsCount: Math.max(0, env.int('PROXY_HOPS', 0)) },
  // Uploads live under dirs.public; tests point it at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  app: {
    keys: env.array('APP_KEYS', []) as string[],
  },
  // No update checks: the CMS makes no outbound calls.
  logger: { updates: { enabled: false }, startup: { enabled: false } },
  // Scheduled articles (planifié) are published when their date arrives.
  cron: { enabled: env.bool('CRON_ENABLED', true), tasks: cronTasks },
  // No remote data transfer into or out of this instance.
  transfer: { remote: { enabled: false } },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
});

export default config;
