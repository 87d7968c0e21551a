import { useEffect, useState, type FormEvent } from 'react';
import { postJson } from '../lib/api';

type Key = 'footer.newsletter.email' | 'footer.newsletter.interest' | 'footer.newsletter.interestAll' | 'footer.newsletter.submit'
  | 'footer.newsletter.sending' | 'footer.newsletter.success' | 'footer.newsletter.confirm' | 'footer.newsletter.error';

interface Props {
  lang: 'fr' | 'en' | 'pt';
  messages: Record<Key, string>;
  interests: { value: string; label: string }[];
}

/** Footer newsletter: posts {email, domaineInteret, langue, website} and shows success or error. */
export default function NewsletterForm({ lang, messages: m, interests }: Props) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'success' | 'error'>('idle');
  const [confirm, setConfirm] = useState(false);
  // Server-rendered disabled: nothing is submitted natively before the island is hydrated.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setStatus('sending');
    const result = await postJson<{ confirmationRequise?: boolean }>('/newsletter', {
      email: String(form.get('email') ?? '').trim(),
      domaineInteret: String(form.get('domaineInteret') ?? ''),
      langue: lang,
      website: String(form.get('website') ?? ''),
    });
    if (!result.ok) console.error('newsletter', result.status, result.message);
    setConfirm(Boolean(result.data?.confirmationRequise));
    setStatus(result.ok ? 'success' : 'error');
  }

  if (status === 'success') {
    return <p className="ok" role="status">{confirm ? m['footer.newsletter.confirm'] : m['footer.newsletter.success']}</p>;
  }
  return (
    <form className="form" onSubmit={submit} data-testid="newsletter-form">
      <label>
        {m['footer.newsletter.email']}
        <input type="email" name="email" required autoComplete="email" />
      </label>
      <label>
        {m['footer.newsletter.interest']}
        <select name="domaineInteret" defaultValue="">
          <option value="">{m['footer.newsletter.interestAll']}</option>
          {interests.map((i) => <option key={i.value} value={i.value}>{i.label}</option>)}
        </select>
      </label>
      <div className="hp" aria-hidden="true">
        <label>Website<input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" /></label>
      </div>
      <button className="btn" type="submit" disabled={!ready || status === 'sending'}>
        {status === 'sending' ? m['footer.newsletter.sending'] : m['footer.newsletter.submit']}
      </button>
      {status === 'error' && <p className="ko" role="alert">{m['footer.newsletter.error']}</p>}
    </form>
  );
}
