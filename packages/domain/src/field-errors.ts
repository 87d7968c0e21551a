// One error shape for the whole API (documented in cms/README.md#errors): a field is a dotted path.
export interface FieldError {
  path: string;
  /** French, as the spec words it. */
  message: string;
  /** The message's key in messages.ts, with its placeholders' values, for translations. */
  code?: string;
  params?: Record<string, string | number>;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string; errors: FieldError[] };

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}
