// An edit page's "Historique" (content and partner forms): the header's button, and the place above the
// form where it opens the item's versions.
import { useId, useState, type ComponentProps } from 'react';
import { DisclosureButton } from '../ui/DisclosureButton';
import { HistoryPanel } from './HistoryPanel';

type Versions = ComponentProps<typeof HistoryPanel<object>>;

export function useHistoryToggle(label: string) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    button: (
      <DisclosureButton open={open} controls={panelId} onToggle={() => setOpen((was) => !was)}>
        {label}
      </DisclosureButton>
    ),
    /** The versions of `item` once the button opened them; null while the item is not loaded. */
    panel: (item: Versions | null) => <div id={panelId}>{open && item ? <HistoryPanel {...item} /> : null}</div>,
  };
}
