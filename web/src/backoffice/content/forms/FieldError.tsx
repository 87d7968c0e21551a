// The message under a field, tied to it by aria-describedby (the top banner lists them all).
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="bo-field-error">{message}</p> : null;
}
