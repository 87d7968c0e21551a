import { isActive, isAdministrateur, type Caller } from './access';

export interface AccountChange {
  role?: string;
  statut?: string;
  deleted?: boolean;
}

/** True when the change takes away the last active administrator (delete, demote or deactivate). */
export function wouldLeaveNoAdministrator(user: Caller, change: AccountChange, activeAdministrators: number): boolean {
  if (!isAdministrateur(user) || !isActive(user)) return false;
  const losesAdmin = change.deleted || (change.role !== undefined && change.role !== 'administrateur') || change.statut === 'inactif';
  return Boolean(losesAdmin) && activeAdministrators <= 1;
}
