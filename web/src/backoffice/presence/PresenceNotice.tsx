// What presence says above an edit form (docs/product.md, "Présence"): who else has the item open; when
// someone else edits it, that the form is read only, with "Prendre la main"; and when someone took it
// over from this form, who did (the form keeps what was typed, read only, and can still save it: merged
// with what was saved meanwhile).
import { useTranslation } from 'react-i18next';
import { useAuth } from '../session/AuthProvider';
import type { Presence } from './usePresence';
import './presence.css';

export function PresenceNotice({ presence, saveMine }: { presence: Presence | null; saveMine?: () => void }) {
  const { t, i18n } = useTranslation('editing');
  const { user } = useAuth();
  if (!presence) return null;
  const { readOnly, holder, others, takenOverBy, takeOver } = presence;
  const mine = (utilisateur: string) => utilisateur === user?._id;
  // The others besides the one who edits, who is named on their own.
  const readers = others.filter((person) => !readOnly || person.utilisateur !== holder?.utilisateur);
  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    readers.map((person) => (mine(person.utilisateur) ? t('presenceYou') : person.nom)),
  );
  const also = readers.length ? <p>{t('presenceAlso', { names })}</p> : null;
  if (!readOnly)
    return also ? (
      <section className="bo-notice bo-presence-info" role="status">
        {also}
      </section>
    ) : null;
  const lead = takenOverBy
    ? t('presenceTakenOver', { nom: takenOverBy.nom })
    : holder && mine(holder.utilisateur)
      ? t('presenceReadOnlySelf')
      : t('presenceReadOnly', { nom: holder?.nom ?? '' });
  return (
    <section className={`bo-notice bo-presence${takenOverBy ? ' bo-presence--taken' : ''}`} role={takenOverBy ? 'alert' : 'status'}>
      <p>
        <strong>{lead}</strong>
      </p>
      {also}
      <p className="bo-presence-hint">{t('presenceTakeOverHint')}</p>
      <button type="button" className="bo-button bo-button--primary" onClick={takeOver}>
        {t('presenceTakeOver')}
      </button>
      {takenOverBy && saveMine ? (
        <>
          <p className="bo-presence-hint">{t('presenceSaveMineHint')}</p>
          <button type="button" className="bo-button" onClick={saveMine}>
            {t('presenceSaveMine')}
          </button>
        </>
      ) : null}
    </section>
  );
}
