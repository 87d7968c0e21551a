// Pure rules of the contact inbox.
import type { DemandeContact, InboxFilter } from './types';

export const INBOX_FILTERS: readonly InboxFilter[] = ['pending', 'handled', 'all'];

/** The filter named in the page's query (`?filtre=`); the requests still to handle by default. */
export function parseInboxFilter(value: string | null): InboxFilter {
  return (INBOX_FILTERS as readonly string[]).includes(value ?? '') ? (value as InboxFilter) : 'pending';
}

/**
 * Overdue as of `now`: not handled and past the 24-hour deadline. The server's `enRetard` is true
 * when the list was read; a list left open keeps turning requests overdue as time passes.
 */
export function isOverdue(demande: Pick<DemandeContact, 'traitee' | 'reponseAvant' | 'enRetard'>, now: Date): boolean {
  if (demande.traitee) return false;
  const deadline = new Date(demande.reponseAvant).getTime();
  return demande.enRetard || (!Number.isNaN(deadline) && deadline < now.getTime());
}

/** Whether a request belongs in the list shown under `filter`. */
export function matchesFilter(demande: Pick<DemandeContact, 'traitee'>, filter: InboxFilter): boolean {
  return filter === 'all' || (filter === 'handled') === demande.traitee;
}

/** After a mark-handled (or reopen) answer: the list shown under `filter`, with the request replaced or removed. */
export function applyHandled(list: readonly DemandeContact[], updated: DemandeContact, filter: InboxFilter): DemandeContact[] {
  if (!matchesFilter(updated, filter)) return list.filter((d) => d._id !== updated._id);
  return list.map((d) => (d._id === updated._id ? updated : d));
}

/** A tel: link from a typed number: keeps digits and a leading +. */
export function telHref(numero: string): string {
  const trimmed = numero.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
