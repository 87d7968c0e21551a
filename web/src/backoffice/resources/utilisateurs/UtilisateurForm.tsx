// Create or edit a back-office account (docs/product.md §5) on the frame every form passes through: no
// languages, no publication states, no pictures. The password and its confirmation are written only:
// required on create, on edit sent only when one is typed (empty keeps the current one). A form holding
// a password keeps no draft in the browser.
import { useTranslation } from 'react-i18next';
import { ROLES, STATUTS_UTILISATEUR, UTILISATEUR, validateUtilisateur } from '@teranga/domain';
import { FormFrame } from '../../content/forms/FormFrame';
import { SelectField } from '../../content/forms/SelectField';
import { TextField } from '../../content/forms/TextField';
import { jsonOf, stateFromItem, type FormState } from '../../content/payload';
import { ContentFormScreen, type ContentFormBodyProps } from '../../content/screens/ContentFormScreen';
import { useContentForm } from '../../content/screens/useContentForm';
import { FieldSet } from '../../ui';
import { useFieldLabel } from '../../i18n/labels';

/** What the account form holds: the definition's fields, a password and its confirmation. */
type UtilisateurState = FormState<typeof UTILISATEUR> & { motDePasse: string; confirmationMotDePasse: string };

const NO_PASSWORD = { motDePasse: '', confirmationMotDePasse: '' };

export function UtilisateurFormBody({ role, mode, id, version, onSaved, initial }: ContentFormBodyProps<FormState<typeof UTILISATEUR>>) {
  const { t } = useTranslation('people');
  const label = useFieldLabel(UTILISATEUR);
  const form = useContentForm<UtilisateurState>(
    'utilisateurs',
    role,
    id,
    { ...initial, ...NO_PASSWORD },
    { version, fromItem: (item: object) => ({ ...stateFromItem(UTILISATEUR, item), ...NO_PASSWORD }) },
    onSaved,
    { keepDraft: false },
  );
  const { state, set, field } = form;
  const passwordRequired = mode === 'create';

  // The form's values checked with the CMS's rules; the JSON body read from the definition, the
  // password and its confirmation with it when one is typed.
  function prepare(values: UtilisateurState = state) {
    const { motDePasse, confirmationMotDePasse, ...account } = values;
    const { errors } = validateUtilisateur({ ...account, motDePasse, confirmationMotDePasse }, mode);
    const build = () => ({ ...jsonOf(UTILISATEUR, account, new Date()), ...(motDePasse ? { motDePasse, confirmationMotDePasse } : {}) });
    return { errors, build };
  }

  const text = (name: 'prenom' | 'nom' | 'email' | 'telephone', type: 'text' | 'email' | 'tel', autoComplete: string) => {
    const { max, required } = UTILISATEUR.fields[name] as { max?: number; required?: boolean };
    return (
      <TextField
        type={type}
        label={label(name)}
        required={required}
        maxLength={max}
        autoComplete={autoComplete}
        value={state[name]}
        onChange={(v) => set(name, v)}
        {...field(name)}
      />
    );
  };
  const password = (name: 'motDePasse' | 'confirmationMotDePasse', hint?: string) => (
    <TextField
      type="password"
      label={t(`field.${name}`)}
      required={passwordRequired}
      hint={hint}
      autoComplete="new-password"
      value={state[name]}
      onChange={(v) => set(name, v)}
      {...field(name)}
    />
  );

  return (
    <FormFrame form={form} id={id} prepare={prepare}>
      <div className="bo-row">
        {text('prenom', 'text', 'given-name')}
        {text('nom', 'text', 'family-name')}
        {text('email', 'email', 'off')}
        {text('telephone', 'tel', 'off')}
      </div>
      <div className="bo-row">
        <SelectField
          label={label('role')}
          required
          value={state.role}
          onChange={(v) => set('role', v)}
          options={ROLES.map((value) => ({ value, label: t(`role.${value}`) }))}
          {...field('role')}
        />
        <SelectField
          label={label('statut')}
          required
          value={state.statut}
          onChange={(v) => set('statut', v)}
          options={STATUTS_UTILISATEUR.map((value) => ({ value, label: t(`statut.${value}`) }))}
          {...field('statut')}
        />
      </div>
      <FieldSet legend={t('users.passwordSection')} required={passwordRequired}>
        <div className="bo-row">
          {password('motDePasse', passwordRequired ? t('users.passwordHelp') : t('users.passwordHelpEdit'))}
          {password('confirmationMotDePasse')}
        </div>
      </FieldSet>
    </FormFrame>
  );
}

/** /admin/utilisateurs/creer and /admin/utilisateurs/modifier/{id}: POST, or GET then PUT (JSON). */
export default function UtilisateurForm() {
  return <ContentFormScreen kind="utilisateurs" role="administrateur" definition={UTILISATEUR} Body={UtilisateurFormBody} />;
}
