// The resources' answers checked against the domain's schemas (read from the content definitions) at
// the edge, in development and in tests: an answer that drifts from the contract fails there with the
// field it concerns. Production builds leave the check out (the condition is a build-time constant),
// so zod never reaches the back-office's bundle.
import type { ManagedCollection } from '@teranga/domain';

/** The resources of provider.ts: the managed collections and the accounts. */
export type ResourceName = ManagedCollection | 'utilisateurs';

/** A resource's answer that does not match its schema. */
export class AnswerShapeError extends Error {
  constructor(
    readonly resource: ResourceName,
    readonly issues: string[],
  ) {
    super(`The answer of ${resource} does not match its schema: ${issues.join('; ')}`);
    this.name = 'AnswerShapeError';
  }
}

/** The item of an answer of `resource`: accounts come in `{donnees}`, the others as they are. */
export function itemOf(resource: ResourceName, answer: unknown): unknown {
  return resource === 'utilisateurs' && answer && typeof answer === 'object' ? (answer as { donnees?: unknown }).donnees : answer;
}

/** One item of `resource` as the API answered it, read out of its wrapping; returned when it matches its schema. */
export async function checkedItem<T>(resource: ResourceName, answer: unknown): Promise<T> {
  const item = itemOf(resource, answer) as T;
  // Inside the build-time condition, so the production bundle has neither the import nor its chunk.
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') await check(resource, item);
  return item;
}

async function check(resource: ResourceName, answer: unknown): Promise<void> {
  if (answer === null || typeof answer !== 'object') return;
  const schemas = await import('@teranga/domain/answers');
  const schema = {
    realisations: schemas.realisationSchema,
    articles: schemas.articleSchema,
    opportunites: schemas.opportuniteSchema,
    partenaires: schemas.partenaireSchema,
    utilisateurs: schemas.utilisateurSchema,
  }[resource];
  const result = schema.safeParse(answer);
  if (!result.success)
    throw new AnswerShapeError(
      resource,
      result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
}
