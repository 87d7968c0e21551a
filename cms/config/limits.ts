// Server-side limits the spec leaves open (docs/product.md §9: "not shown").
import type { Core } from '@strapi/strapi';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  contact: { max: env.int('CONTACT_RATE_LIMIT', 5), windowSeconds: env.int('CONTACT_RATE_WINDOW_SECONDS', 600) },
  // View beacons: a visitor reading many pages stays far below it.
  vues: { max: env.int('VIEW_RATE_LIMIT', 120), windowSeconds: env.int('VIEW_RATE_WINDOW_SECONDS', 600) },
  newsletter: { max: env.int('NEWSLETTER_RATE_LIMIT', 5), windowSeconds: env.int('NEWSLETTER_RATE_WINDOW_SECONDS', 600) },
  // Password reset requests and uses, per IP: a mail each, so kept low.
  motDePasse: { max: env.int('PASSWORD_RESET_RATE_LIMIT', 5), windowSeconds: env.int('PASSWORD_RESET_RATE_WINDOW_SECONDS', 900) },
  // Password reset requests per address, whatever the client's (src/services/mot-de-passe-oublie.ts): an
  // account gets at most this many mails per window, and each of them stays usable (the last 3 links are kept).
  motDePasseCompte: {
    max: env.int('PASSWORD_RESET_ACCOUNT_LIMIT', 3),
    windowSeconds: env.int('PASSWORD_RESET_ACCOUNT_WINDOW_SECONDS', 3600),
  },
  // Address changes of one item (src/services/slug-edits.ts), whoever makes them: each one reserves a
  // former address, so an editor cannot cycle through addresses to squat them.
  adresses: { max: env.int('SLUG_CHANGE_LIMIT', 10), windowSeconds: env.int('SLUG_CHANGE_WINDOW_SECONDS', 3600) },
  // Failed logins: per account and per IP, so changing the email does not get round it. An account's
  // window starts at LOGIN_ACCOUNT_DELAY_SECONDS and doubles each time it fills up again, up to the
  // IP window (src/rules/login-throttle.ts).
  login: {
    perAccount: env.int('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
    perIp: env.int('LOGIN_MAX_FAILURES_PER_IP', 20),
    windowSeconds: env.int('LOGIN_FAILURE_WINDOW_SECONDS', 900),
    accountDelaySeconds: env.int('LOGIN_ACCOUNT_DELAY_SECONDS', 60),
  },
  // Multipart bodies, read only on the routes that take files (src/middlewares/multipart.ts); the
  // per-file limit is UPLOAD_MAX_FILE_BYTES. Temporary files (in the system's temporary folder, TMPDIR)
  // never outlive the request.
  multipart: {
    maxFiles: env.int('UPLOAD_MAX_FILES', 10),
    maxFields: env.int('UPLOAD_MAX_FIELDS', 200),
    maxFieldsBytes: env.int('UPLOAD_MAX_FIELDS_BYTES', 2 * 1024 * 1024),
  },
});
