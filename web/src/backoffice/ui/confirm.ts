// Deletes need a browser confirmation (docs/product.md §6). Callers may pass the translated
// `t('common:confirm.delete')` / `t('common:confirm.deleteUser')`; the default is the spec's French.
export const CONFIRM_DELETE = 'Confirmer la suppression ?';
export const CONFIRM_DELETE_USER = 'Confirmer la suppression de cet utilisateur ?';

export function confirmDelete(message: string = CONFIRM_DELETE): boolean {
  return window.confirm(message);
}
