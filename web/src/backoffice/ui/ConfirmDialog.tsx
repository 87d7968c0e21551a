// The confirmation dialog of the back-office (a delete, a bulk action): a modal <dialog> of the page,
// named by its title and described by its text, the rest of the page inert behind it, the focus kept
// inside (Tab and Shift+Tab go round its buttons) and given back to what opened it; Escape or
// "Annuler" cancels. `useConfirm()` gives the dialog to render and `ask()`, which resolves to the answer.
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { keepFocusInside, useModalDialog } from './modal';

export interface ConfirmRequest {
  title: string;
  /** What will happen, said plainly (the item's name, the corbeille and its days). */
  body?: ReactNode;
  /** The confirming button's text, the action itself ("Supprimer", "Publier"). */
  confirmLabel: string;
  /** A destructive action: its button is drawn as such. */
  danger?: boolean;
}

function ConfirmDialog({ request, onClose }: { request: ConfirmRequest; onClose: (confirmed: boolean) => void }) {
  const { t } = useTranslation('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  // The first button (Annuler) has the focus: a stray Enter does not destroy anything.
  useModalDialog(ref);

  return (
    <dialog
      ref={ref}
      className="bo-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={request.body ? `${id}-body` : undefined}
      onCancel={(event) => {
        // Escape: the dialog is closed by its owner, like with "Annuler".
        event.preventDefault();
        onClose(false);
      }}
      onKeyDown={(event) => keepFocusInside(event)}
    >
      <h2 id={`${id}-title`}>{request.title}</h2>
      {request.body ? (
        <div id={`${id}-body`} className="bo-dialog-body">
          {request.body}
        </div>
      ) : null}
      <div className="bo-dialog-actions">
        <button type="button" className="bo-button bo-button--secondary" onClick={() => onClose(false)}>
          {t('dialog.cancel')}
        </button>
        <button
          type="button"
          className={`bo-button ${request.danger ? 'bo-button--danger-solid' : 'bo-button--primary'}`}
          onClick={() => onClose(true)}
        >
          {request.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

/** The dialog to render (null while nothing is asked) and `ask`, which shows it and resolves to the answer. */
export function useConfirm(): [ReactNode, (request: ConfirmRequest) => Promise<boolean>] {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const ask = useCallback(
    (next: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setRequest(next);
      }),
    [],
  );
  const close = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setRequest(null);
  };
  return [request ? <ConfirmDialog request={request} onClose={close} /> : null, ask];
}
