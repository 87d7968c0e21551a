import '../../people/people.css';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mediaUrl } from '../../api/client';
import { ErrorBanner, Field, SubmitButton, UploadProgress, usePreview } from '../../ui';
import { checkPartner, type FormMode } from '../../people/forms';
import { PARTNERS } from '../../people/paths';
import type { PartnerFormValues } from '../../people/types';
import { usePeopleForm } from '../../people/usePeopleForm';

/**
 * The partner form (docs/product.md §5): the logo is required on create, replaceable on edit; the
 * multipart body is sent with an upload progress bar.
 */
export function PartnerForm(props: {
  mode: FormMode;
  initial: PartnerFormValues;
  storedLogo?: string | null;
  onSubmit: (form: FormData, onProgress: (fraction: number) => void) => Promise<void>;
}) {
  const { t } = useTranslation('people');
  const [values, setValues] = useState(props.initial);
  const [logo, setLogo] = useState<File | null>(null);
  const preview = usePreview(logo);
  const { submit: send, submitting, topError, fieldId, aria, inlineError } = usePeopleForm();
  const [progress, setProgress] = useState<number | null>(null);

  const set = <K extends keyof PartnerFormValues>(key: K, value: PartnerFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { errors, form } = checkPartner(values, props.mode, logo, Boolean(props.storedLogo));
    await send(
      errors,
      form,
      (body) => {
        setProgress(logo ? 0 : null);
        return props.onSubmit(body, setProgress);
      },
      () => setProgress(null),
    );
  }

  const logoRequired = props.mode === 'create';

  return (
    <form className="bo-form bo-people-form" onSubmit={submit} noValidate>
      <ErrorBanner message={topError} />
      <div className="bo-form-row">
        <Field id={fieldId('nom')} label={t('field.nom')} required>
          <input id={fieldId('nom')} name="nom" value={values.nom} onChange={(e) => set('nom', e.target.value)} required maxLength={100} {...aria('nom')} />
          {inlineError('nom')}
        </Field>
        <Field id={fieldId('siteWeb')} label={t('field.siteWeb')}>
          <input
            id={fieldId('siteWeb')}
            name="siteWeb"
            type="url"
            inputMode="url"
            placeholder="https://"
            value={values.siteWeb}
            onChange={(e) => set('siteWeb', e.target.value)}
            maxLength={200}
            {...aria('siteWeb')}
          />
          {inlineError('siteWeb')}
        </Field>
        <Field id={fieldId('ordreAffichage')} label={t('field.ordreAffichage')} hint={t('partners.ordreHelp')}>
          <input
            id={fieldId('ordreAffichage')}
            name="ordreAffichage"
            type="number"
            min={0}
            step={1}
            value={values.ordreAffichage}
            onChange={(e) => set('ordreAffichage', e.target.value)}
            {...aria('ordreAffichage', true)}
          />
          {inlineError('ordreAffichage')}
        </Field>
        <div className="bo-field bo-field--check">
          <input id={fieldId('actif')} name="actif" type="checkbox" checked={values.actif} onChange={(e) => set('actif', e.target.checked)} {...aria('actif')} />
          <label htmlFor={fieldId('actif')}>{t('partners.actifHelp')}</label>
          {inlineError('actif')}
        </div>
      </div>
      <Field
        id={fieldId('logo')}
        label={t('field.logo')}
        required={logoRequired}
        hint={props.storedLogo ? `${t('partners.logoHelp')} ${t('partners.logoReplaceHelp')}` : t('partners.logoHelp')}
      >
        <input
          id={fieldId('logo')}
          name="logo"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          required={logoRequired}
          onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
          {...aria('logo', true)}
        />
        {inlineError('logo')}
      </Field>
      <div className="bo-logo-previews">
        {props.storedLogo && !preview ? (
          <figure>
            <img src={mediaUrl(props.storedLogo)} alt={t('partners.logoAlt', { nom: values.nom || props.initial.nom })} className="bo-logo" />
            <figcaption>{t('partners.logoCurrent')}</figcaption>
          </figure>
        ) : null}
        {preview ? (
          <figure>
            <img src={preview} alt={t('partners.logoAlt', { nom: values.nom })} className="bo-logo" />
            <figcaption>{t('partners.logoNew')}</figcaption>
          </figure>
        ) : null}
      </div>
      <UploadProgress fraction={progress} />
      <div className="bo-form-actions">
        <SubmitButton submitting={submitting} submittingText={props.mode === 'create' ? t('action.creating') : t('action.saving')}>
          {props.mode === 'create' ? t('action.create') : t('action.save')}
        </SubmitButton>
        <Link className="bo-button" to={PARTNERS}>
          {t('action.cancel')}
        </Link>
      </div>
    </form>
  );
}
