// One error shape for the whole API (documented in cms/README.md#errors): a field is a dotted path.
export interface FieldError {
  path: string;
  message: string;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldError[] };

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
