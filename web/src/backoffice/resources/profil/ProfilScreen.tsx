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

interface PanelProps<K extends IdentityKey | PasswordKey> {
  id: string;
  title: string;
  hint: string;
  form: ReturnType<typeof useForm<Record<K, string>>>;
  /** Each input, labelled by its key's `profile.<key>` text; required unless told otherwise. */
  fields: { name: K; type: string; autoComplete: string; required?: boolean }[];
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  /** The notice once saved (hidden while a new save is under way). */
  doneText: string | null;
}

/** One of the screen's two forms: its heading, its errors, a hint, its inputs and its button. */
function ProfilPanel<K extends IdentityKey | PasswordKey>({
  id,
  title,
  hint,
  form,
  fields,
  onSubmit,
  submitLabel,
  doneText,
}: PanelProps<K>) {
  const { t } = useTranslation('common');
  return (
    <form className="bo-form bo-panel" onSubmit={onSubmit} noValidate aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ErrorSummary errors={form.fieldErrors} message={form.topError} failures={form.failures} />
      <p className="bo-muted">{hint}</p>
      <div className="bo-form-row">
        {fields.map(({ name, type, autoComplete, required = true }) => (
          <Field key={name} label={t(`profile.${name as IdentityKey | PasswordKey}`)} required={required} {...form.field(name)}>
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
        ))}
      </div>
      <div className="bo-form-actions">
        <SubmitButton submitting={form.submitting}>{submitLabel}</SubmitButton>
        {doneText && !form.submitting ? (
          <p role="status" className="bo-notice">
            {doneText}
          </p>
        ) : null}
      </div>
    </form>
  );
}

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

  return (
    <ProfilPanel
      id="bo-profile-identity"
      title={t('profile.identity')}
      hint={t('profile.email', { email: user.email })}
      form={form}
      fields={[
        { name: 'prenom', type: 'text', autoComplete: 'given-name' },
        { name: 'nom', type: 'text', autoComplete: 'family-name' },
        { name: 'telephone', type: 'tel', autoComplete: 'tel', required: false },
      ]}
      onSubmit={submit}
      submitLabel={t('profile.save')}
      doneText={done ? t('profile.saved') : null}
    />
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

  return (
    <ProfilPanel
      id="bo-profile-password"
      title={t('profile.password')}
      hint={t('profile.passwordHint')}
      form={form}
      fields={[
        { name: 'motDePasseActuel', type: 'password', autoComplete: 'current-password' },
        { name: 'motDePasse', type: 'password', autoComplete: 'new-password' },
        { name: 'confirmationMotDePasse', type: 'password', autoComplete: 'new-password' },
      ]}
      onSubmit={submit}
      submitLabel={t('profile.changePassword')}
      doneText={done ? t('profile.passwordChanged') : null}
    />
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
