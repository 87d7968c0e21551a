// Complete answers for the tests' API mocks (the domain's sampleAnswer, read from the definitions): the
// back-office checks its answers against the domain's schemas in tests (src/backoffice/api/answers.ts),
// so a mock must be a real answer.
import { ARTICLE, OPPORTUNITE, PARTENAIRE, REALISATION, sampleAnswer } from '@teranga/domain';

type Given = Record<string, unknown>;

export const realisationAnswer = (given: Given) => sampleAnswer(REALISATION, given);
export const articleAnswer = (given: Given) => sampleAnswer(ARTICLE, given);
export const opportuniteAnswer = (given: Given) => sampleAnswer(OPPORTUNITE, given);
export const partenaireAnswer = (given: Given) => sampleAnswer(PARTENAIRE, given);
