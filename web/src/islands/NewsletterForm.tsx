import { useRef, useState, type FormEvent } from 'react';
import { waitMinutes, type FieldErrors } from '../lib/form-errors';
import { FormField, Honeypot, PublicForm, sendForm, usePublicForm } from './public-form';

export const NEWSLETTER_MESSAGE_KEYS = [
  'footer.newsletter.email',
  'footer.newsletter.interest',
  'footer.newsletter.interestAll',
  'footer.newsletter.submit',
  'footer.newsletter.sending',
  'footer.newsletter.success',
  'footer.newsletter.confirm',
  'footer.newsletter.error',
  'form.errors.rateLimit',
  'form.fieldErrors.email',
  'form.fieldErrors.tooLong',
  'form.fieldErrors.consent',
  'form.fieldErrors.invalid',
  'form.fieldErrors.required',
] as const;
type Key = (typeof NEWSLETTER_MESSAGE_KEYS)[number];
const ORDER = ['email'] as const;

interface Props {
  lang: 'fr' | 'en' | 'pt';
  messages: Record<Key, string>;
  interests: { value: string; label: string }[];
  /** The page's own path, where a refused native post comes back to. */
  retour?: string;
}

/** The line under the form: the wait after the rate limit, else the generic refusal. */
function failure(m: Record<Key, string>, retryAfter: number | null): string {
  return retryAfter ? m['form.errors.rateLimit'].replace('{{minutes}}', String(waitMinutes(retryAfter))) : m['footer.newsletter.error'];
}

/**
 * Footer newsletter: posts {email, domaineInteret, langue, website} and shows success or error. The
 * controls are uncontrolled (what was typed before hydration stays) and, before hydration, the button
 * posts the form natively to the same API, which answers with a 303 to a page of the site.
 */
export default function NewsletterForm({ lang, messages: m, interests, retour }: Props) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'success' | 'error'>('idle');
  const [confirm, setConfirm] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const email = useRef<HTMLInputElement>(null);
  const { form, ready, fieldErrors, showErrors } = usePublicForm('newsletter', {
    order: ORDER,
    onReturn: (returned) => {
      setMessage(failure(m, returned.retryAfter));
      setStatus('error');
    },
  });

  function fail(errors: FieldErrors, retryAfter: number | null) {
    showErrors(errors);
    setMessage(failure(m, retryAfter));
    setStatus('error');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const address = String(data.get('email') ?? '').trim();
    if (!address) return fail({ email: 'required' }, null);
    if (!email.current?.checkValidity()) return fail({ email: 'email' }, null);
    setStatus('sending');
    const result = await sendForm<{ confirmationRequise?: boolean }>('newsletter', '/newsletter', {
      email: address,
      domaineInteret: String(data.get('domaineInteret') ?? ''),
      langue: lang,
      website: String(data.get('website') ?? ''),
    });
    if (result.ok) {
      setConfirm(Boolean(result.data?.confirmationRequise));
      return setStatus('success');
    }
    fail(result.errors, result.retryAfter);
  }

  if (status === 'success') {
    return (
      <p className="ok" role="status">
        {confirm ? m['footer.newsletter.confirm'] : m['footer.newsletter.success']}
      </p>
    );
  }
  const emailError = fieldErrors.email ? m[`form.fieldErrors.${fieldErrors.email}` as Key] : null;
  return (
    <PublicForm name="newsletter" lang={lang} retour={retour} formRef={form} ready={ready} onSubmit={submit}>
      <FormField label={m['footer.newsletter.email']} error={emailError} errorId="newsletter-email-error">
        {(invalid) => <input ref={email} type="email" name="email" required maxLength={254} autoComplete="email" {...invalid} />}
      </FormField>
      <label>
        {m['footer.newsletter.interest']}
        <select name="domaineInteret" defaultValue="">
          <option value="">{m['footer.newsletter.interestAll']}</option>
          {interests.map((i) => (
            <option key={i.value} value={i.value}>
              {i.label}
            </option>
          ))}
        </select>
      </label>
      <input type="hidden" name="langue" defaultValue={lang} />
      <Honeypot />
      <button className="btn" type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? m['footer.newsletter.sending'] : m['footer.newsletter.submit']}
      </button>
      {status === 'error' && message && (
        <p className="ko" role="alert">
          {message}
        </p>
      )}
    </PublicForm>
  );
}
