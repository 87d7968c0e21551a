import { useTranslation } from 'react-i18next';
import { ErrorSummary, Field, FieldSet, FormActions, useForm } from '../../ui';
import { checkUtilisateur, UTILISATEURS, type FormMode, type UtilisateurFormValues, type UtilisateurPayload } from './form';
import { UTILISATEUR } from '@teranga/domain';
import { useFieldLabel } from '../../i18n/labels';

type TextKey = 'nom' | 'prenom' | 'email' | 'telephone';

/**
 * The user form of docs/product.md §5, for create and edit. Client-side errors use the CMS's rules; the
 * error summary at the top lists them, each linked to its field (docs/product.md §8).
 */
export function UtilisateurForm(props: {
  mode: FormMode;
  initial: UtilisateurFormValues;
  onSubmit: (payload: UtilisateurPayload) => Promise<void>;
}) {
  const { t } = useTranslation('people');
  const label = useFieldLabel(UTILISATEUR);
  const { values, set, submit, submitting, topError, failures, fieldErrors, field } = useForm(props.initial);

  const text = (name: TextKey, type: string, required: boolean, autoComplete: string) => (
    <Field label={label(name)} required={required} {...field(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={type}
          value={values[name]}
          onChange={(e) => set(name, e.target.value)}
          required={required}
          maxLength={name === 'telephone' ? 30 : name === 'email' ? undefined : 50}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
  const passwordRequired = props.mode === 'create';

  return (
    <form
      className="bo-form bo-form--aligned"
      onSubmit={(event) => submit(event, () => checkUtilisateur(values, props.mode), props.onSubmit)}
      noValidate
    >
      <ErrorSummary errors={fieldErrors} message={topError} failures={failures} />
      <div className="bo-form-row">
        {text('prenom', 'text', true, 'given-name')}
        {text('nom', 'text', true, 'family-name')}
        {text('email', 'email', true, 'off')}
        {text('telephone', 'tel', false, 'off')}
        <Field label={label('role')} required {...field('role')}>
          {(control) => (
            <select
              {...control}
              name="role"
              value={values.role}
              onChange={(e) => set('role', e.target.value as UtilisateurFormValues['role'])}
            >
              <option value="conseiller">{t('role.conseiller')}</option>
              <option value="administrateur">{t('role.administrateur')}</option>
            </select>
          )}
        </Field>
        <Field label={label('statut')} required {...field('statut')}>
          {(control) => (
            <select
              {...control}
              name="statut"
              value={values.statut}
              onChange={(e) => set('statut', e.target.value as UtilisateurFormValues['statut'])}
            >
              <option value="actif">{t('statut.actif')}</option>
              <option value="inactif">{t('statut.inactif')}</option>
            </select>
          )}
        </Field>
      </div>
      <FieldSet legend={t('users.passwordSection')} required={passwordRequired}>
        <div className="bo-form-row">
          <Field
            label={t('field.motDePasse')}
            required={passwordRequired}
            hint={passwordRequired ? t('users.passwordHelp') : t('users.passwordHelpEdit')}
            {...field('motDePasse')}
          >
            {(control) => (
              <input
                {...control}
                name="motDePasse"
                type="password"
                value={values.motDePasse}
                onChange={(e) => set('motDePasse', e.target.value)}
                required={passwordRequired}
                autoComplete="new-password"
              />
            )}
          </Field>
          <Field label={t('field.confirmationMotDePasse')} required={passwordRequired} {...field('confirmationMotDePasse')}>
            {(control) => (
              <input
                {...control}
                name="confirmationMotDePasse"
                type="password"
                value={values.confirmationMotDePasse}
                onChange={(e) => set('confirmationMotDePasse', e.target.value)}
                required={passwordRequired}
                autoComplete="new-password"
              />
            )}
          </Field>
        </div>
      </FieldSet>
      <FormActions mode={props.mode} submitting={submitting} cancelTo={UTILISATEURS} />
    </form>
  );
}
