// @adobe/structured-data-validator ships no types: the part the tests use.
declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType?: string;
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, object[]>; microdata?: object; rdfa?: object; errors?: object[] }): Promise<Issue[]>;
  }
}
