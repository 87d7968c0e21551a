// A button that shows or hides the part of the page it names (aria-expanded, aria-controls): the phone
// menu, an edit page's "Historique".
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  /** The id of what the button shows or hides. */
  controls: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}

export function DisclosureButton({ open, controls, onToggle, className = 'bo-button bo-button--secondary', children }: Props) {
  return (
    <button type="button" className={className} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {children}
    </button>
  );
}
