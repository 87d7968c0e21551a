import { useState, type FormEvent, type ReactNode } from 'react';
import { CONTACT_FIELDS, CONTACT_MESSAGE_KEYS, contactFieldErrors, contactPayload, type ContactValues } from '../lib/contact';
import { waitMinutes, type FieldErrors } from '../lib/form-errors';
import { FormField, Honeypot, PublicForm, sendForm, usePublicForm, type InvalidProps } from './public-form';

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

  /** A field with its label (required ones starred) and its message. */
  const field = (name: string, label: string, control: (invalid: InvalidProps) => ReactNode) => (
    <FormField
      label={label}
      error={fieldErrors[name] ? m[`form.fieldErrors.${fieldErrors[name]}` as ContactMessageKey] : null}
      errorId={`contact-${name}-error`}
    >
      {control}
    </FormField>
  );

  return (
    <PublicForm name="contact" lang={lang} retour={retour} formRef={form} ready={ready} onSubmit={submit}>
      {error && (
        <p className="alert" role="alert" tabIndex={-1}>
          {error}
        </p>
      )}
      <div className="row">
        {field('nom', `${m['form.nom']} *`, (invalid) => (
          <input name="nom" required maxLength={100} autoComplete="name" {...invalid} />
        ))}
        {field('numero', `${m['form.numero']} *`, (invalid) => (
          <input name="numero" type="tel" required maxLength={40} autoComplete="tel" {...invalid} />
        ))}
      </div>
      <div className="row">
        {field('email', `${m['form.email']} *`, (invalid) => (
          <input name="email" type="email" required maxLength={254} autoComplete="email" {...invalid} />
        ))}
        {field('entreprise', m['form.entreprise'], (invalid) => (
          <input name="entreprise" maxLength={150} autoComplete="organization" {...invalid} />
        ))}
      </div>
      {general ? (
        field('secteur', `${m['form.secteur']} *`, (invalid) => (
          <select name="secteur" required defaultValue="" {...invalid}>
            <option value="">{m['form.secteurPlaceholder']}</option>
            {(sectorOptions ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ))
      ) : (
        <input type="hidden" name="secteur" defaultValue={secteur} />
      )}
      {field('description', `${m['form.description']} *`, (invalid) => (
        <textarea name="description" rows={4} required maxLength={5000} {...invalid} />
      ))}
      <Honeypot />
      <p className="note">{m['form.requiredNote']}</p>
      <div>
        <button className="btn" type="submit" disabled={status === 'sending'}>
          {status === 'sending' ? m['form.sending'] : m['form.submit']}
        </button>
      </div>
    </PublicForm>
  );
}
