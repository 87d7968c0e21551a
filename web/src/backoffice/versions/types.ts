// The answers of the version history (cms/README.md, the API contract).
import type { VersionResume } from '@teranga/domain';

export type { VersionResume } from '@teranga/domain';

export interface Version<T = Record<string, unknown>> extends VersionResume {
  valeurs: T;
}
