import { useState, type FormEvent } from 'react';
import { CONTACT_FIELDS, CONTACT_MESSAGE_KEYS, contactFieldErrors, contactPayload, type ContactValues } from '../lib/contact';
import { waitMinutes, type FieldErrors } from '../lib/form-errors';
import { Honeypot, nativeAction, sendForm, usePublicForm } from './public-form';

export type ContactMessageKey = (typeof CONTACT_MESSAGE_KEYS)[number];

interface Props {
  messages: Messages;
  /** The page's language: the request is stored with it, and a native post comes back to a page in it. */
  lang?: 'fr' | 'en' | 'pt';
  /** The page's own path, where a refused native post comes back to. */
  retour?: string;
  /** Sector pages send their own sector; the general page shows a select instead. */
  secteur?: string;
  sectorOptions?: { value: string; label: string }[];
}

type Messages = Record<ContactMessageKey, string>;

/** The message above the form: the spec's own sentences for missing fields and sector, else the send failure. */
function summaryOf(m: Messages, errors: FieldErrors): string {
  if (Object.values(errors).includes('required')) return m['form.errors.required'];
  if (errors.secteur) return m['form.errors.secteur'];
  return m['form.errors.send'];
}

const waitMessage = (m: Messages, seconds: number) => m['form.errors.rateLimit'].replace('{{minutes}}', String(waitMinutes(seconds)));

/**
 * Contact form (docs/product.md §4 and §5). The controls are uncontrolled: what a visitor typed before the
 * script arrived stays, and is read from the form when sending. Before hydration the button submits the
 * form natively (form-encoded, to the same API), which answers with a 303 to a page of the site; once
 * hydrated, the island sends JSON, shows each field's error next to it and a success panel.
 */
export default function ContactForm({ messages: m, lang = 'fr', retour, secteur, sectorOptions }: Props) {
  const general = !secteur;
  const [status, setStatus] = useState<'editing' | 'sending' | 'success'>('editing');
  const [error, setError] = useState<string | null>(null);
  const { form, ready, fieldErrors, showErrors } = usePublicForm('contact', {
    order: CONTACT_FIELDS,
    focusAlert: true,
    onReturn: (returned) => setError(returned.retryAfter ? waitMessage(m, returned.retryAfter) : summaryOf(m, returned.errors)),
  });

  function show(errors: FieldErrors, summary: string | null) {
    showErrors(errors);
    setError(summary);
  }

  function valuesOf(target: HTMLFormElement): ContactValues {
    const data = new FormData(target);
    const value = (name: string) => String(data.get(name) ?? '');
    return {
      nom: value('nom'),
      numero: value('numero'),
      email: value('email'),
      entreprise: value('entreprise'),
      description: value('description'),
      secteur: secteur ?? value('secteur'),
    };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const values = valuesOf(target);
    const problems = contactFieldErrors(values);
    if (Object.keys(problems).length) return show(problems, summaryOf(m, problems));
    showErrors({}, false);
    setError(null);
    setStatus('sending');
    const honeypot = String(new FormData(target).get('website') ?? '');
    const result = await sendForm('contact', `/contact?lang=${lang}`, contactPayload(values, honeypot));
    if (result.ok) return setStatus('success');
    setStatus('editing');
    if (result.retryAfter) return show({}, waitMessage(m, result.retryAfter));
    show(result.errors, Object.keys(result.errors).length ? summaryOf(m, result.errors) : m['form.errors.send']);
  }

  if (status === 'success') {
    return (
      <div className="success-panel" role="status" data-testid="contact-success">
        <h3>{m['form.success.title']}</h3>
        <p>{m['form.success.text']}</p>
      </div>
    );
  }

  const id = (field: string) => `contact-${field}-error`;
  const invalid = (field: string) => (fieldErrors[field] ? { 'aria-invalid': true as const, 'aria-describedby': id(field) } : {});
  const message = (field: string) =>
    fieldErrors[field] ? (
      <span className="field-error" id={id(field)}>
        {m[`form.fieldErrors.${fieldErrors[field]}` as ContactMessageKey]}
      </span>
    ) : null;

  return (
    <form
      ref={form}
      className="form"
      method="post"
      action={nativeAction('contact', lang, retour)}
      onSubmit={submit}
      noValidate={ready}
      data-testid="contact-form"
    >
      {error && (
        <p className="alert" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
      <div className="row">
        <div className="field">
          <label>
            {m['form.nom']} *<input name="nom" required maxLength={100} autoComplete="name" {...invalid('nom')} />
          </label>
          {message('nom')}
        </div>
        <div className="field">
          <label>
            {m['form.numero']} *<input name="numero" type="tel" required maxLength={40} autoComplete="tel" {...invalid('numero')} />
          </label>
          {message('numero')}
        </div>
      </div>
      <div className="row">
        <div className="field">
          <label>
            {m['form.email']} *<input name="email" type="email" required maxLength={254} autoComplete="email" {...invalid('email')} />
          </label>
          {message('email')}
        </div>
        <div className="field">
          <label>
            {m['form.entreprise']}
            <input name="entreprise" maxLength={150} autoComplete="organization" {...invalid('entreprise')} />
          </label>
          {message('entreprise')}
        </div>
      </div>
      {general ? (
        <div className="field">
          <label>
            {m['form.secteur']} *
            <select name="secteur" required defaultValue="" {...invalid('secteur')}>
              <option value="">{m['form.secteurPlaceholder']}</option>
              {(sectorOptions ?? []).map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          {message('secteur')}
        </div>
      ) : (
        <input type="hidden" name="secteur" defaultValue={secteur} />
      )}
      <div className="field">
        <label>
          {m['form.description']} *<textarea name="description" rows={4} required maxLength={5000} {...invalid('description')} />
        </label>
        {message('description')}
      </div>
      <Honeypot />
      <p className="note">{m['form.requiredNote']}</p>
      <div>
        <button className="btn" type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? m['form.sending'] : m['form.submit']}
        </button>
      </div>
    </form>
  );
}
