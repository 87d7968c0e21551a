// The formatted-text toolbar's icons, drawn as SVG strokes (no glyph of a system font, which may lack
// it), and each button's shortcut as the platform writes it (Ctrl on Windows and Linux, ⌘ on a Mac).
import type { ReactNode } from 'react';
import { isMac } from '../../ui/platform';

export type ToolbarAction = 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'quote' | 'link' | 'undo' | 'redo';

const PATHS: Record<ToolbarAction, ReactNode> = {
  bold: <path d="M7 5h5.5a3.5 3.5 0 0 1 0 7H7zM7 12h6.5a3.5 3.5 0 0 1 0 7H7z" strokeWidth="2.5" />,
  italic: <path d="M10 5h8M6 19h8M14.5 5l-5 14" />,
  heading2: <path d="M3 6v12M11 6v12M3 12h8M14.5 10.5a2.5 2.5 0 1 1 4.4 1.6L14.5 18H20" />,
  heading3: <path d="M3 6v12M11 6v12M3 12h8M14.5 8H20l-3 4a3 3 0 1 1-2.8 4.2" />,
  bulletList: (
    <>
      <path d="M10 6h10M10 12h10M10 18h10" />
      <circle cx="5" cy="6" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="12" r="1.3" fill="currentColor" stroke="none" />
      <circle cx="5" cy="18" r="1.3" fill="currentColor" stroke="none" />
    </>
  ),
  orderedList: <path d="M11 6h9M11 12h9M11 18h9M4 4.5l1.5-1V9M3.5 9H7M3.5 13.8a1.7 1.7 0 1 1 3 1.1L3.5 19H7" strokeWidth="1.6" />,
  quote: <path d="M5 17c2.2-.9 3.5-2.6 3.5-5V7H4.5v5h4M14 17c2.2-.9 3.5-2.6 3.5-5V7h-4v5h4" />,
  link: (
    <path d="M10 14a4.2 4.2 0 0 0 5.9 0l3-3a4.2 4.2 0 0 0-5.9-5.9l-1.4 1.4M14 10a4.2 4.2 0 0 0-5.9 0l-3 3a4.2 4.2 0 0 0 5.9 5.9l1.4-1.4" />
  ),
  undo: <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
  redo: <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />,
};

/** The icon of a toolbar action, 20 px, in the button's colour; hidden from screen readers (the button is labelled). */
export function ToolbarIcon({ action }: { action: ToolbarAction }) {
  return (
    <svg
      className="bo-rich-icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[action]}
    </svg>
  );
}

/** The keys of each action, with `Mod` for Ctrl / ⌘ (Tiptap's own bindings, and Ctrl/⌘+K for a link). */
const KEYS: Record<ToolbarAction, string[]> = {
  bold: ['Mod', 'B'],
  italic: ['Mod', 'I'],
  heading2: ['Mod', 'Alt', '2'],
  heading3: ['Mod', 'Alt', '3'],
  bulletList: ['Mod', 'Shift', '8'],
  orderedList: ['Mod', 'Shift', '7'],
  quote: ['Mod', 'Shift', 'B'],
  link: ['Mod', 'K'],
  undo: ['Mod', 'Z'],
  redo: ['Mod', 'Shift', 'Z'],
};

/** 'Ctrl+Alt+2', or '⌘+⌥+2' on a Mac: what the tooltip says. */
export function shortcutLabel(action: ToolbarAction, mac = isMac()): string {
  const names: Record<string, string> = mac ? { Mod: '⌘', Alt: '⌥', Shift: '⇧' } : { Mod: 'Ctrl' };
  return KEYS[action].map((key) => names[key] ?? key).join('+');
}

/** 'Control+Alt+2', or 'Meta+Alt+2' on a Mac: the button's aria-keyshortcuts. */
export function ariaShortcut(action: ToolbarAction, mac = isMac()): string {
  return KEYS[action].map((key) => (key === 'Mod' ? (mac ? 'Meta' : 'Control') : key)).join('+');
}
