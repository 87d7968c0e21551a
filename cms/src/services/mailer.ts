import type { Core } from '@strapi/strapi';

interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML part: the same text, escaped, with its links clickable. */
export function textToHtml(text: string): string {
  const body = escapeHtml(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .split(/\n{2,}/)
    .map((para) => `<p>${para.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${body}</body></html>`;
}

export function mailEnabled(strapi: Core.Strapi): boolean {
  return Boolean(strapi.config.get('notifications.smtpEnabled'));
}

/**
 * Sends through Strapi's email plugin when SMTP is configured. The caller has already stored
 * what the mail is about, so a mail failure is logged and never loses the request.
 */
export async function sendMail(strapi: Core.Strapi, mail: Mail): Promise<boolean> {
  if (!mailEnabled(strapi)) return false;
  try {
    await strapi
      .plugin('email')
      .service('email')
      .send({ ...mail, html: textToHtml(mail.text) });
    return true;
  } catch (error) {
    strapi.log.error(`mail to ${mail.to} failed: ${(error as Error).message}`);
    return false;
  }
}
