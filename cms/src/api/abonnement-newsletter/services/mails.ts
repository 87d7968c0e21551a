// Newsletter mails in the subscriber's language; every one carries the unsubscribe link.
type Lang = 'fr' | 'en' | 'pt';

export function sitePath(lang: string, path: string): string {
  return lang === 'en' || lang === 'pt' ? `/${lang}${path}` : path;
}

const TEXTS: Record<Lang, { subject: string; body: (confirm: string, unsubscribe: string) => string }> = {
  fr: {
    subject: 'Confirmez votre inscription à notre newsletter',
    body: (confirm, unsubscribe) =>
      `Bonjour,\n\nMerci de votre intérêt. Pour confirmer votre inscription, ouvrez ce lien :\n${confirm}\n\n` +
      `Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.\n\nSe désabonner : ${unsubscribe}\n`,
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    body: (confirm, unsubscribe) =>
      `Hello,\n\nThank you for your interest. To confirm your subscription, open this link:\n${confirm}\n\n` +
      `If you did not ask for this, simply ignore this message.\n\nUnsubscribe: ${unsubscribe}\n`,
  },
  pt: {
    subject: 'Confirme a sua inscrição na nossa newsletter',
    body: (confirm, unsubscribe) =>
      `Olá,\n\nObrigado pelo seu interesse. Para confirmar a sua inscrição, abra este link:\n${confirm}\n\n` +
      `Se não foi você que fez este pedido, ignore esta mensagem.\n\nCancelar a inscrição: ${unsubscribe}\n`,
  },
};

export function confirmationMail(lang: string, confirmUrl: string, unsubscribeUrl: string) {
  const t = TEXTS[(lang as Lang) in TEXTS ? (lang as Lang) : 'fr'];
  return { subject: t.subject, text: t.body(confirmUrl, unsubscribeUrl) };
}
