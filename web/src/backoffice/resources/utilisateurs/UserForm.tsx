import '../../people/people.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBanner, Field, FieldSet, SubmitButton } from '../../ui';
import { checkUser, type FormMode, type UserPayload } from '../../people/forms';
import { USERS } from '../../people/paths';
import type { UserFormValues } from '../../people/types';
import { usePeopleForm } from '../../people/usePeopleForm';

/**
 * The user form of docs/product.md §5, for create and edit. Client-side errors use the CMS's rules; the
 * top error follows docs/product.md §8 ('field: message' joined by ' | ').
 */
export function UserForm(props: { mode: FormMode; initial: UserFormValues; onSubmit: (payload: UserPayload) => Promise<void> }) {
  const { t } = useTranslation('people');
  const [values, setValues] = useState(props.initial);
  const { submit: send, submitting, topError, fieldId, aria, inlineError } = usePeopleForm();

  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { errors, payload } = checkUser(values, props.mode);
    await send(errors, payload, props.onSubmit);
  }

  const text = (name: 'nom' | 'prenom' | 'email' | 'telephone', type: string, required: boolean, autoComplete: string) => (
    <Field id={fieldId(name)} label={t(`field.${name}`)} required={required}>
      <input
        id={fieldId(name)}
        name={name}
        type={type}
        value={values[name]}
        onChange={(e) => set(name, e.target.value)}
        required={required}
        maxLength={name === 'telephone' ? 30 : name === 'email' ? undefined : 50}
        autoComplete={autoComplete}
        {...aria(name)}
      />
      {inlineError(name)}
    </Field>
  );
  const passwordRequired = props.mode === 'create';

  return (
    <form className="bo-form bo-people-form" onSubmit={submit} noValidate>
      <ErrorBanner message={topError} />
      <div className="bo-form-row">
        {text('prenom', 'text', true, 'given-name')}
        {text('nom', 'text', true, 'family-name')}
        {text('email', 'email', true, 'off')}
        {text('telephone', 'tel', false, 'off')}
        <Field id={fieldId('role')} label={t('field.role')} required>
          <select id={fieldId('role')} name="role" value={values.role} onChange={(e) => set('role', e.target.value as UserFormValues['role'])} {...aria('role')}>
            <option value="conseiller">{t('role.conseiller')}</option>
            <option value="administrateur">{t('role.administrateur')}</option>
          </select>
          {inlineError('role')}
        </Field>
        <Field id={fieldId('statut')} label={t('field.statut')} required>
          <select id={fieldId('statut')} name="statut" value={values.statut} onChange={(e) => set('statut', e.target.value as UserFormValues['statut'])} {...aria('statut')}>
            <option value="actif">{t('statut.actif')}</option>
            <option value="inactif">{t('statut.inactif')}</option>
          </select>
          {inlineError('statut')}
        </Field>
      </div>
      <FieldSet legend={t('users.passwordSection')} required={passwordRequired}>
        <div className="bo-form-row">
          <Field
            id={fieldId('motDePasse')}
            label={t('field.motDePasse')}
            required={passwordRequired}
            hint={passwordRequired ? t('users.passwordHelp') : t('users.passwordHelpEdit')}
          >
            <input
              id={fieldId('motDePasse')}
              name="motDePasse"
              type="password"
              value={values.motDePasse}
              onChange={(e) => set('motDePasse', e.target.value)}
              required={passwordRequired}
              autoComplete="new-password"
              {...aria('motDePasse', true)}
            />
            {inlineError('motDePasse')}
          </Field>
          <Field id={fieldId('confirmationMotDePasse')} label={t('field.confirmationMotDePasse')} required={passwordRequired}>
            <input
              id={fieldId('confirmationMotDePasse')}
              name="confirmationMotDePasse"
              type="password"
              value={values.confirmationMotDePasse}
              onChange={(e) => set('confirmationMotDePasse', e.target.value)}
              required={passwordRequired}
              autoComplete="new-password"
              {...aria('confirmationMotDePasse')}
            />
            {inlineError('confirmationMotDePasse')}
          </Field>
        </div>
      </FieldSet>
      <div className="bo-form-actions">
        <SubmitButton submitting={submitting} submittingText={props.mode === 'create' ? t('action.creating') : t('action.saving')}>
          {props.mode === 'create' ? t('action.create') : t('action.save')}
        </SubmitButton>
        <Link className="bo-button" to={USERS}>
          {t('action.cancel')}
        </Link>
      </div>
    </form>
  );
}
