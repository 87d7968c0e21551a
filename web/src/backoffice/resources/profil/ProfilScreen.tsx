// "Mon profil", in both spaces: the signed-in user's name and phone (PUT /utilisateurs/me) and their
// password (POST /utilisateurs/me/mot-de-passe: the current one is asked, the other sessions end).
// Checked in the browser with the CMS's own rules, enforced again by the server.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateMotDePasse, validateProfil } from '@teranga/domain';
import { dataProvider } from '../../api/provider';
import type { Utilisateur } from '../../api/types';
import { useAuth } from '../../session/AuthProvider';
import { ErrorSummary, Field, PageHeader, SubmitButton, useForm } from '../../ui';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

type IdentityKey = 'prenom' | 'nom' | 'telephone';
type PasswordKey = 'motDePasseActuel' | 'motDePasse' | 'confirmationMotDePasse';

function IdentityForm({ user }: { user: Utilisateur }) {
  const { t } = useTranslation('common');
  const { updateUser } = useAuth();
  const [done, setDone] = useState(false);
  const form = useForm({ prenom: user.prenom ?? '', nom: user.nom ?? '', telephone: user.telephone ?? '' });

  function submit(event: FormEvent) {
    setDone(false);
    return form.submit(
      event,
      () => validateProfil(form.values),
      async (payload) => {
        const { donnees } = await dataProvider.updateProfile<{ donnees: Utilisateur }>(payload);
        updateUser(donnees);
        setDone(true);
      },
    );
  }

  const field = (name: IdentityKey, type: string, autoComplete: string, required: boolean) => (
    <Field label={t(`profile.${name}`)} required={required} {...form.field(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          value={form.values[name]}
          autoComplete={autoComplete}
          onChange={(e) => form.set(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="bo-form bo-panel" onSubmit={submit} noValidate aria-labelledby="bo-profile-identity">
      <h2 id="bo-profile-identity">{t('profile.identity')}</h2>
      <ErrorSummary errors={form.fieldErrors} message={form.topError} failures={form.failures} />
      <p className="bo-muted">{t('profile.email', { email: user.email })}</p>
      <div className="bo-form-row">
        {field('prenom', 'text', 'given-name', true)}
        {field('nom', 'text', 'family-name', true)}
        {field('telephone', 'tel', 'tel', false)}
      </div>
      <div className="bo-form-actions">
        <SubmitButton submitting={form.submitting}>{t('profile.save')}</SubmitButton>
        {done && !form.submitting ? (
          <p role="status" className="bo-notice">
            {t('profile.saved')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

const EMPTY_PASSWORDS: Record<PasswordKey, string> = { motDePasseActuel: '', motDePasse: '', confirmationMotDePasse: '' };

function PasswordForm() {
  const { t } = useTranslation('common');
  const [done, setDone] = useState(false);
  const form = useForm(EMPTY_PASSWORDS);

  function submit(event: FormEvent) {
    setDone(false);
    return form.submit(
      event,
      () => {
        const { errors } = validateMotDePasse(form.values);
        return { errors, value: errors.length ? null : form.values };
      },
      async (payload) => {
        await dataProvider.changePassword(payload);
        form.setValues(EMPTY_PASSWORDS);
        setDone(true);
      },
    );
  }

  const field = (name: PasswordKey, autoComplete: string) => (
    <Field label={t(`profile.${name}`)} required {...form.field(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="password"
          value={form.values[name]}
          autoComplete={autoComplete}
          onChange={(e) => form.set(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="bo-form bo-panel" onSubmit={submit} noValidate aria-labelledby="bo-profile-password">
      <h2 id="bo-profile-password">{t('profile.password')}</h2>
      <ErrorSummary errors={form.fieldErrors} message={form.topError} failures={form.failures} />
      <p className="bo-muted">{t('profile.passwordHint')}</p>
      <div className="bo-form-row">
        {field('motDePasseActuel', 'current-password')}
        {field('motDePasse', 'new-password')}
        {field('confirmationMotDePasse', 'new-password')}
      </div>
      <div className="bo-form-actions">
        <SubmitButton submitting={form.submitting}>{t('profile.changePassword')}</SubmitButton>
        {done && !form.submitting ? (
          <p role="status" className="bo-notice">
            {t('profile.passwordChanged')}
          </p>
        ) : null}
      </div>
    </form>
  );
}

export default function ProfilScreen() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  useDocumentTitle(t('profile.title'));
  if (!user) return null;
  return (
    <section className="bo-profile">
      <PageHeader title={t('profile.title')} intro={t('profile.intro')} />
      <IdentityForm key={user._id} user={user} />
      <PasswordForm />
    </section>
  );
}
