// Beside a field to review: the source language's text now, with the words changed since the
// translation was written marked (<ins>, <del>), and "Marquer comme à jour" for this field only.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@teranga/domain';
import { useFieldReviews } from './useTraductionReview';
import { visibleText, wordDiff } from './review';
import { useFieldLabel } from '../i18n/labels';

export function FieldReview({ champ, lang }: { champ: string; lang: Lang }) {
  const context = useFieldReviews();
  const { t } = useTranslation('traductions');
  const label = useFieldLabel();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const review = context?.reviews[lang]?.find((r) => r.champ === champ);
  if (!context || !review) return null;
  const source = t(`source.${review.source}`);
  const now = visibleText(context.definition, champ, review.texte);
  const parts = review.avant !== null && !review.copie ? wordDiff(visibleText(context.definition, champ, review.avant), now) : null;
  const head = parts ? 'review.changed' : review.copie ? 'review.copy' : 'review.unknown';

  async function confirm() {
    if (!context) return;
    setBusy(true);
    setFailed(false);
    try {
      await context.confirm(lang, champ);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="bo-review" aria-label={t('review.label', { field: label(champ) })}>
      <p className="bo-review-head">
        <span className="bo-review-mark" aria-hidden="true">
          !
        </span>{' '}
        {t(head, { source })}
      </p>
      <p className="bo-review-text" lang={review.source}>
        {parts
          ? parts.map((part, index) =>
              part.kind === 'ins' ? (
                <ins key={index} data-label={t('review.inserted')}>
                  {part.text}
                </ins>
              ) : part.kind === 'del' ? (
                <del key={index} data-label={t('review.removed')}>
                  {part.text}
                </del>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )
          : now}
      </p>
      {parts ? <p className="bo-review-legend">{t('review.legend')}</p> : null}
      <p className="bo-review-actions">
        <button type="button" className="bo-button bo-button--small" disabled={busy} onClick={() => void confirm()}>
          {busy ? t('review.confirming') : t('review.confirm')}
        </button>
      </p>
      {failed ? (
        <p role="alert" className="bo-field-errors">
          {t('review.confirmFailed')}
        </p>
      ) : null}
    </section>
  );
}

/** In a language tab whose review could not be loaded: says so (the fields to review show no help). */
export function ReviewLoadFailed({ lang }: { lang: Lang }) {
  const context = useFieldReviews();
  const { t } = useTranslation('traductions');
  if (!context?.failed.has(lang)) return null;
  return (
    <p role="alert" className="bo-field-errors">
      {t('review.loadFailed')}
    </p>
  );
}
