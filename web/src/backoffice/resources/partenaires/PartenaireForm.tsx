import './partenaires.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../api/client';
import { ErrorSummary, Field, FormActions, UploadProgress, useForm, usePreview } from '../../ui';
import type { Mode } from '../../content/payload';
import { checkPartenaire, PARTENAIRES, type PartenaireFormValues } from './form';
import { MediaPicker } from '../medias/MediaPicker';
import type { ChosenMedia } from '../../content/payload';
import { PARTENAIRE } from '@teranga/domain';
import { useFieldLabel } from '../../i18n/labels';

/**
 * The partner form (docs/product.md §5): the logo is required on create, replaceable on edit; the
 * multipart body is sent with an upload progress bar.
 */
export function PartenaireForm(props: {
  mode: Mode;
  initial: PartenaireFormValues;
  storedLogo?: string | null;
  onSubmit: (form: FormData, onProgress: (fraction: number) => void) => Promise<void>;
}) {
  const { t } = useTranslation('people');
  const label = useFieldLabel(PARTENAIRE);
  const [logo, setLogo] = useState<File | null>(null);
  // A logo of the media library instead of a new file (its `_id` goes in the logo field).
  const [chosen, setChosen] = useState<ChosenMedia | null>(null);
  const preview = usePreview(logo);
  const { values, set, submit, submitting, progress, topError, failures, fieldErrors, field } = useForm(props.initial);

  const send = (form: FormData, onProgress: (fraction: number | null) => void) => {
    onProgress(logo ? 0 : null);
    return props.onSubmit(form, onProgress);
  };
  const logoRequired = props.mode === 'create';

  return (
    <form
      className="bo-form bo-form--aligned"
      onSubmit={(event) =>
        submit(
          event,
          () => {
            const checked = checkPartenaire(values, props.mode, logo, Boolean(props.storedLogo) || chosen !== null);
            if (checked.value && chosen && !logo) checked.value.append('logo', chosen._id);
            return checked;
          },
          send,
        )
      }
      noValidate
    >
      <ErrorSummary errors={fieldErrors} message={topError} failures={failures} />
      <div className="bo-form-row">
        <Field label={label('nom')} required {...field('nom')}>
          {(control) => (
            <input {...control} name="nom" value={values.nom} onChange={(e) => set('nom', e.target.value)} required maxLength={100} />
          )}
        </Field>
        <Field label={label('siteWeb')} {...field('siteWeb')}>
          {(control) => (
            <input
              {...control}
              name="siteWeb"
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.siteWeb}
              onChange={(e) => set('siteWeb', e.target.value)}
              maxLength={200}
            />
          )}
        </Field>
        <Field label={label('ordreAffichage')} hint={t('partners.ordreHelp')} {...field('ordreAffichage')}>
          {(control) => (
            <input
              {...control}
              name="ordreAffichage"
              type="number"
              min={0}
              step={1}
              value={values.ordreAffichage}
              onChange={(e) => set('ordreAffichage', e.target.value)}
            />
          )}
        </Field>
        <Field label={t('partners.actifHelp')} check {...field('actif')}>
          {(control) => (
            <input {...control} name="actif" type="checkbox" checked={values.actif} onChange={(e) => set('actif', e.target.checked)} />
          )}
        </Field>
      </div>
      <Field
        label={label('logo')}
        required={logoRequired}
        hint={props.storedLogo ? `${t('partners.logoHelp')} ${t('partners.logoReplaceHelp')}` : t('partners.logoHelp')}
        {...field('logo')}
      >
        {(control) => (
          <input
            {...control}
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required={logoRequired}
            onChange={(e) => {
              setLogo(e.target.files?.[0] ?? null);
              setChosen(null);
            }}
          />
        )}
      </Field>
      <MediaPicker nature="logo" onChoose={(media) => setChosen({ _id: media._id, url: media.url, nom: media.nom })} />
      <div className="bo-logo-previews">
        {chosen && !preview ? (
          <figure>
            <img src={mediaUrl(chosen.url)} alt={t('partners.logoAlt', { nom: values.nom })} className="bo-logo" />
            <figcaption>{chosen.nom}</figcaption>
          </figure>
        ) : null}
        {props.storedLogo && !preview && !chosen ? (
          <figure>
            <img
              src={mediaUrl(props.storedLogo)}
              alt={t('partners.logoAlt', { nom: values.nom || props.initial.nom })}
              className="bo-logo"
            />
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
      <FormActions mode={props.mode} submitting={submitting} cancelTo={PARTENAIRES} />
    </form>
  );
}
