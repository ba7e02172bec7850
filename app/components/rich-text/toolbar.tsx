import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, Redo2, Undo2 } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type RefObject, useState } from 'react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';

interface ToolState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bullet: boolean;
  ordered: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** Moves the focus to the toolbar's one tab stop (the button last used, the first at the start). */
export function focusToolbar(toolbarRef: RefObject<HTMLDivElement | null>): void {
  toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
}

/** The formatting buttons over the text: H2, H3, bold, italic, lists, link, undo and redo. */
export function Toolbar({ editor, disabled, onLink, toolbarRef }: { editor: Editor; disabled: boolean; onLink(): void; toolbarRef: { current: HTMLDivElement | null } }) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }): ToolState => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [current, setCurrent] = useState(0);
  const mod = isMac() ? '⌘' : 'Ctrl';
  const chain = () => editor.chain().focus();
  const tools: Array<{ key: string; label: string; keys?: string; icon: ReactNode; pressed?: boolean; enabled?: boolean; run(): void }> = [
    { key: 'h2', label: M.heading2, keys: `${mod}+Alt+2`, icon: <Heading2 size={18} />, pressed: s.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: M.heading3, keys: `${mod}+Alt+3`, icon: <Heading3 size={18} />, pressed: s.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', label: M.bold, keys: `${mod}+B`, icon: <Bold size={18} />, pressed: s.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: M.italic, keys: `${mod}+I`, icon: <Italic size={18} />, pressed: s.italic, run: () => chain().toggleItalic().run() },
    { key: 'ul', label: M.bulletList, keys: `${mod}+Shift+8`, icon: <List size={18} />, pressed: s.bullet, run: () => chain().toggleBulletList().run() },
    {
      key: 'ol',
      label: M.orderedList,
      keys: `${mod}+Shift+7`,
      icon: <ListOrdered size={18} />,
      pressed: s.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    { key: 'link', label: M.link, keys: `${mod}+K`, icon: <Link2 size={18} />, pressed: s.link, run: onLink },
    { key: 'undo', label: M.undo, keys: `${mod}+Z`, icon: <Undo2 size={18} />, enabled: s.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: M.redo, keys: `${mod}+Shift+Z`, icon: <Redo2 size={18} />, enabled: s.canRedo, run: () => chain().redo().run() },
  ];

  /** One tab stop; arrows, Home and End move along the toolbar, Escape goes back to the text (WAI-ARIA toolbar). */
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const last = tools.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? current === last
          ? 0
          : current + 1
        : e.key === 'ArrowLeft'
          ? current === 0
            ? last
            : current - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
      return;
    }
    if (next === null) return;
    e.preventDefault();
    setCurrent(next);
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }

  return (
    <div className="rte-toolbar" role="toolbar" aria-label={M.toolbar} aria-controls={editor.view.dom.id || undefined} ref={toolbarRef} onKeyDown={onKeyDown}>
      {tools.map((t, i) => (
        <button
          key={t.key}
          type="button"
          className={`rte-btn${t.pressed ? ' is-active' : ''}`}
          tabIndex={i === current ? 0 : -1}
          aria-pressed={t.pressed === undefined ? undefined : t.pressed}
          aria-label={t.label}
          title={t.keys ? `${t.label} ${M.shortcut(t.keys)}` : t.label}
          disabled={disabled || t.enabled === false}
          // Keep the text's selection: the button acts on it.
          onMouseDown={(e) => e.preventDefault()}
          onFocus={() => setCurrent(i)}
          onClick={t.run}
        >
          <span aria-hidden="true">{t.icon}</span>
        </button>
      ))}
    </div>
  );
}
