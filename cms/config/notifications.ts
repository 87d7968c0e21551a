// Where mail goes and which site its links point to.
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  smtpEnabled: Boolean(env('SMTP_HOST', '')),
  // The site's name, in the mails the CMS sends on its behalf.
  siteName: env('SITE_NAME', 'Teranga Services'),
  companyEmail: env('COMPANY_EMAIL', 'contact@teranga-services.sn'),
  siteUrl: env('SITE_URL', 'http://localhost:4321').replace(/\/$/, ''),
  apiUrl: env('PUBLIC_URL', env('SITE_URL', 'http://localhost:4321')).replace(/\/$/, ''),
});
