import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** docs/product.md §4's submitting state: the button is disabled and shows a progress text. */
export function SubmitButton(props: { submitting: boolean; children: ReactNode; submittingText?: string; disabled?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="submit"
      className="bo-button bo-button--primary"
      disabled={props.submitting || props.disabled}
      aria-busy={props.submitting}
    >
      {props.submitting ? (props.submittingText ?? t('actions.saving')) : props.children}
    </button>
  );
}
