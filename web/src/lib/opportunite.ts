// How a visitor answers an offer, and whether it is still open (the CMS's own rule).
import type { Closure } from '@teranga/domain';
import type { MessageKey } from '../i18n';

export { closure, isOpen, type Closure } from '@teranga/domain';

// A plain address: something@domain.tld with no spaces, quotes or angle brackets.
const EMAIL = /^[^\s@<>"]+@[^\s"<>@][^\s".<>@]*\.[^\s"<>@]+$/;
const PHONE = /^\+?[\d\s().-]{6,}$/;

/**
 * Where the contact field sends a visitor: a mail with the offer's title as subject, a phone call,
 * or nothing when the field is neither (it is then shown as text).
 */
export function contactHref(contact: string | null | undefined, subject: string): string | null {
  const value = (contact ?? '').trim();
  if (EMAIL.test(value)) return `mailto:${value}?subject=${encodeURIComponent(subject)}`;
  if (PHONE.test(value) && value.replace(/\D/g, '').length >= 6) return `tel:${value.replace(/[^\d+]/g, '')}`;
  return null;
}

/** "Postuler" for a job, "Répondre à l'offre" for the other kinds. */
export function answerLabel(categorie: string | null | undefined): MessageKey {
  return /recrut/i.test(categorie ?? '') ? 'opportunite.apply' : 'opportunite.respond';
}

/** The notice of a closed offer. */
export function closedNotice(reason: Closure): MessageKey {
  return reason === 'retiré' ? 'opportunite.closed.withdrawn' : 'opportunite.closed.expired';
}
