// The formatted-text editor: Tiptap limited to the subset the server keeps (docs/product.md §5), with a
// labelled toolbar whose toggles say their state (aria-pressed) and Tiptap's keyboard shortcuts
// (Ctrl/⌘+B, I, Z, Shift+Z, Alt+2/3, Shift+7/8, Shift+B; Ctrl/⌘+K for a link). Loaded lazily by RichTextField.
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { EditorView } from '@tiptap/pm/view';
import { StarterKit } from '@tiptap/starter-kit';
import { Link } from '@tiptap/extension-link';
import { LINK_REFERENCE_ATTRIBUTE, isAllowedLink, readLinkReference, toRichHtml, type Lang, type SitePage } from '@teranga/domain';
import { ariaShortcut, shortcutLabel, ToolbarIcon, type ToolbarAction } from './toolbar-icons';
import { SitePageSearch } from './SitePageSearch';

/** Tiptap's link, which also keeps a link's reference to a page of the site (`data-ref`). */
const SiteLink = Link.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      reference: {
        default: null,
        parseHTML: (element: HTMLElement) => element.getAttribute(LINK_REFERENCE_ATTRIBUTE),
        renderHTML: (attributes: { reference?: string | null }) =>
          readLinkReference(attributes.reference) ? { [LINK_REFERENCE_ATTRIBUTE]: attributes.reference } : {},
      },
    };
  },
});

interface Props {
  value: string;
  onChange: (value: string) => void;
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  required?: boolean;
  /** The error path, on the editable text: the error summary's link focuses it. */
  path?: string;
  /** While the form is being saved: not editable. */
  disabled?: boolean;
  /** The text's language: the link dialog searches the site's pages in it. */
  lang: Lang;
}

// A toolbar click leaves the focus (and the selection) in the text: what is typed right after it goes there, not
// to the button while the editor takes the focus back a frame later.
const keepEditorFocus = (event: MouseEvent) => event.preventDefault();

const html = (editor: Editor) => (editor.getText().trim() ? editor.getHTML() : '');

export default function RichTextEditor({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  required,
  path,
  disabled = false,
  lang,
}: Props) {
  const { t } = useTranslation('editing');
  const [linking, setLinking] = useState(false);
  const editorRef = useRef<Editor | null>(null);
  // Ctrl/⌘+K may come right after a keyboard selection (Shift+Home) whose selectionchange the editor has not
  // read yet; once the link bar takes the focus it never would. So the selection is read from the page first.
  const openLink = useRef((view: EditorView) => {
    const dom = view.dom.ownerDocument.getSelection();
    if (dom?.anchorNode && dom.focusNode && view.dom.contains(dom.anchorNode) && view.dom.contains(dom.focusNode)) {
      const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
      const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
      editorRef.current?.commands.setTextSelection({ from: Math.min(anchor, head), to: Math.max(anchor, head) });
    }
    setLinking(true);
  });
  // The last value the editor sent out.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Only what the server keeps: no code, rule, strike, underline, other heading levels.
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // No empty paragraph kept after the last block: it would be stored.
        trailingNode: false,
        heading: { levels: [2, 3] },
        link: false,
      }),
      SiteLink.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: ['mailto', 'tel'],
        isAllowedUri: (url) => isAllowedLink(url),
        HTMLAttributes: { target: null, rel: 'noopener', class: null },
      }),
    ],
    content: toRichHtml(value),
    editorProps: {
      attributes: {
        class: 'bo-rich-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        'aria-describedby': describedBy,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(path ? { 'data-field': path } : {}),
      },
      handleKeyDown: (view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
          event.preventDefault();
          openLink.current(view);
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: e }) => {
      emitted.current = html(e);
      onChange(emitted.current);
    },
  });

  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);

  // A value set from outside (a restored draft, a copied language) replaces the content; the editor's own
  // updates come back here unchanged and are left alone.
  // While the editor has the focus, or its link bar is open, it is the source: a render may still carry a
  // value it sent a moment ago, and setting it back would drop the last keystrokes and the selection.
  useEffect(() => {
    if (value === emitted.current || editor.isFocused || linking) return;
    emitted.current = value;
    editor.commands.setContent(toRichHtml(value), { emitUpdate: false });
  }, [editor, value, linking]);

  // aria-invalid follows the server's answer after the editor was made.
  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: { ...(editor.options.editorProps.attributes as Record<string, string>), 'aria-invalid': invalid ? 'true' : 'false' },
      },
    });
  }, [editor, invalid]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading2: e.isActive('heading', { level: 2 }),
      heading3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      reference: (e.getAttributes('link').reference as string | null | undefined) ?? null,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const chain = () => editor.chain().focus();
  const buttons: { key: ToolbarAction; pressed?: boolean; disabled?: boolean; run: () => void }[] = [
    { key: 'bold', pressed: state.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', pressed: state.italic, run: () => chain().toggleItalic().run() },
    { key: 'heading2', pressed: state.heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'heading3', pressed: state.heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', pressed: state.bulletList, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', pressed: state.orderedList, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', pressed: state.quote, run: () => chain().toggleBlockquote().run() },
    { key: 'link', pressed: state.link, run: () => setLinking((open) => !open) },
    { key: 'undo', disabled: !state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', disabled: !state.canRedo, run: () => chain().redo().run() },
  ];

  return (
    <div className="bo-rich-editor">
      <div role="toolbar" aria-label={t('toolbar')} className="bo-rich-toolbar">
        {buttons.map((b) => (
          <button
            key={b.key}
            type="button"
            aria-label={t(b.key)}
            // The name and the shortcut, on hover; the shortcut for assistive technologies too.
            title={`${t(b.key)} (${shortcutLabel(b.key)})`}
            aria-keyshortcuts={ariaShortcut(b.key)}
            aria-pressed={b.pressed}
            disabled={b.disabled}
            onMouseDown={keepEditorFocus}
            onClick={b.run}
          >
            <ToolbarIcon action={b.key} />
          </button>
        ))}
      </div>
      {linking ? (
        <LinkBar
          key={state.href}
          editor={editor}
          href={state.href}
          follows={Boolean(state.reference)}
          lang={lang}
          onClose={() => setLinking(false)}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

interface LinkBarProps {
  editor: Editor;
  /** The address of the link under the selection ('' for none). */
  href: string;
  /** Whether that link refers to a page of the site (it follows its address). */
  follows: boolean;
  lang: Lang;
  onClose: () => void;
}

/**
 * The link under the selection: an address typed (checked with the server's rule before it is applied),
 * or a page of the site found by its title, linked by reference. Without selected text, a page chosen
 * is inserted as its title.
 */
function LinkBar({ editor, href, follows, lang, onClose }: LinkBarProps) {
  const { t } = useTranslation('editing');
  const id = useId();
  const [address, setAddress] = useState(href);
  const [refused, setRefused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  function apply(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    // The field itself, not the state of the last render: Enter may come before it.
    const value = (input.current?.value ?? address).trim();
    if (!isAllowedLink(value)) {
      setRefused(true);
      return;
    }
    // A typed address is a plain link: it no longer follows a page.
    editor.chain().focus().extendMarkRange('link').setMark('link', { href: value, reference: null }).run();
    onClose();
  }

  function choose(page: SitePage) {
    const mark = { type: 'link', attrs: { href: page.adresse, reference: page.reference } };
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !href) chain.insertContent({ type: 'text', text: page.titre, marks: [mark] }).run();
    else chain.setMark('link', mark.attrs).run();
    onClose();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onClose();
  }

  // Not a <form>: it sits inside the content form, and Enter here must not submit it.
  return (
    <div
      className="bo-rich-link"
      role="group"
      aria-label={t('link')}
      onKeyDown={(event) => {
        // Enter in the address applies it; on a button it presses the button.
        if (event.key === 'Enter' && event.target === input.current) apply(event);
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
          editor.commands.focus();
        }
      }}
    >
      <label htmlFor={id}>{t('linkAddress')}</label>
      <input
        ref={input}
        id={id}
        type="url"
        value={address}
        aria-invalid={refused || undefined}
        aria-describedby={refused ? `${id}-error` : undefined}
        onChange={(event) => {
          setAddress(event.target.value);
          setRefused(false);
        }}
      />
      <button type="button" className="bo-button bo-button--primary bo-button--small" onClick={apply}>
        {t('linkApply')}
      </button>
      {href ? (
        <button type="button" className="bo-button bo-button--danger bo-button--small" onClick={remove}>
          {t('linkRemove')}
        </button>
      ) : null}
      <button type="button" className="bo-button bo-button--small" onClick={onClose}>
        {t('linkCancel')}
      </button>
      {refused ? (
        <p id={`${id}-error`} className="bo-field-error">
          {t('linkInvalid')}
        </p>
      ) : null}
      {follows ? <p className="bo-hint">{t('linkFollows')}</p> : null}
      <SitePageSearch lang={lang} onChoose={choose} />
    </div>
  );
}
