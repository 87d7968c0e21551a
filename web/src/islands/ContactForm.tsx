import { useEffect, useRef, useState, type FormEvent } from 'react';
import { postJson } from '../lib/api';
import { checkContact, contactPayload, type ContactValues } from '../lib/contact';

export type ContactMessageKey = 'form.nom' | 'form.numero' | 'form.email' | 'form.entreprise' | 'form.description' | 'form.secteur'
  | 'form.secteurPlaceholder' | 'form.submit' | 'form.sending' | 'form.requiredNote' | 'form.success.title' | 'form.success.text'
  | 'form.errors.required' | 'form.errors.secteur' | 'form.errors.send';

interface Props {
  messages: Record<ContactMessageKey, string>;
  /** Sector pages send their own sector; the general page shows a select instead. */
  secteur?: string;
  sectorOptions?: { value: string; label: string }[];
}

const EMPTY: ContactValues = { nom: '', numero: '', email: '', entreprise: '', description: '', secteur: '' };

/**
 * Contact form (docs/product.md §4 and §5): editing, then a success panel after a successful send.
 * On a sector page a failed send is only logged; the general page shows the messages.
 */
export default function ContactForm({ messages: m, secteur, sectorOptions }: Props) {
  const general = !secteur;
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, secteur: secteur ?? '' });
  const [status, setStatus] = useState<'editing' | 'sending' | 'success'>('editing');
  const [error, setError] = useState<string | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  // Server-rendered disabled: nothing is submitted natively before the island is hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const set = (field: keyof ContactValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    if (general) {
      const problem = checkContact(values);
      if (problem) return setError(problem === 'required' ? m['form.errors.required'] : m['form.errors.secteur']);
    }
    setStatus('sending');
    const result = await postJson('/contact', contactPayload(values, honeypot.current?.value ?? ''));
    if (result.ok) return setStatus('success');
    console.error('contact', result.status, result.message);
    setStatus('editing');
    if (general) setError(m['form.errors.send']);
  }

  if (status === 'success') {
    return (
      <div className="success-panel" role="status" data-testid="contact-success">
        <h3>{m['form.success.title']}</h3>
        <p>{m['form.success.text']}</p>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate={general} data-testid="contact-form">
      {error && <p className="alert" role="alert">{error}</p>}
      <div className="row">
        <label>{m['form.nom']} *<input name="nom" required autoComplete="name" value={values.nom} onChange={set('nom')} /></label>
        <label>{m['form.numero']} *<input name="numero" type="tel" required autoComplete="tel" value={values.numero} onChange={set('numero')} /></label>
      </div>
      <div className="row">
        <label>{m['form.email']} *<input name="email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} /></label>
        <label>{m['form.entreprise']}<input name="entreprise" autoComplete="organization" value={values.entreprise} onChange={set('entreprise')} /></label>
      </div>
      {general && (
        <label>{m['form.secteur']} *
          <select name="secteur" value={values.secteur} onChange={set('secteur')}>
            <option value="">{m['form.secteurPlaceholder']}</option>
            {(sectorOptions ?? []).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
          </select>
        </label>
      )}
      <label>{m['form.description']} *<textarea name="description" rows={4} required value={values.description} onChange={set('description')} /></label>
      <div className="hp" aria-hidden="true">
        <label>Website<input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" /></label>
      </div>
      <p className="note">{m['form.requiredNote']}</p>
      <div>
        <button className="btn" type="submit" disabled={!ready || status === 'sending'}>
          {status === 'sending' ? m['form.sending'] : m['form.submit']}
        </button>
      </div>
    </form>
  );
}
