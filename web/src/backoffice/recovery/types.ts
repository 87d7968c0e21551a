// The answers of the corbeille and the version history (cms/README.md, the API contract).
import type { VersionResume } from '@teranga/domain';

export type { CorbeilleElement, Restauration, VersionResume } from '@teranga/domain';

export interface Version<T = Record<string, unknown>> extends VersionResume {
  valeurs: T;
}
