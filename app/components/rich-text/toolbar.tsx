import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { type KeyboardEvent, type RefObject, useState } from 'react';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import { mainTools, readToolState, type Tool, tableTools } from './toolbar-tools.tsx';

/** Moves the focus to the toolbar's one tab stop (the button last used, the first at the start). */
export function focusToolbar(toolbarRef: RefObject<HTMLDivElement | null>): void {
  toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
}

interface ToolbarProps {
  editor: Editor;
  disabled: boolean;
  onLink(): void;
  onTable(): void;
  /** The new-table form is open under the toolbar. */
  tableOpen: boolean;
  onInsert(): void;
  /** The 'Inserisci' menu is open under the toolbar (its id: `insertMenu`). */
  insertOpen: boolean;
  insertMenu: string;
  toolbarRef: { current: HTMLDivElement | null };
}

function ToolButton({ tool, disabled, tabStop, onFocus }: { tool: Tool; disabled: boolean; tabStop: boolean; onFocus(): void }) {
  return (
    <button
      type="button"
      className={`rte-btn${tool.text ? ' rte-btn-text' : ''}${tool.pressed ? ' is-active' : ''}${tool.groupEnd ? ' rte-group-end' : ''}`}
      data-tool={tool.key}
      tabIndex={tabStop ? 0 : -1}
      aria-pressed={tool.pressed === undefined ? undefined : tool.pressed}
      aria-expanded={tool.expanded}
      aria-haspopup={tool.menu ? 'menu' : undefined}
      aria-controls={tool.menu && tool.expanded ? tool.menu : undefined}
      aria-label={tool.label}
      title={tool.keys ? `${tool.label} ${M.shortcut(tool.keys)}` : tool.label}
      disabled={disabled}
      // Keep the text's selection: the button acts on it.
      onMouseDown={(e) => e.preventDefault()}
      onFocus={onFocus}
      onClick={tool.run}
    >
      <span aria-hidden="true">{tool.icon}</span>
      {tool.text && <span aria-hidden="true">{tool.text}</span>}
    </button>
  );
}

/**
 * The formatting buttons over the text: H2, H3, bold, italic, lists, quote, horizontal rule, link,
 * table, the 'Inserisci' menu of blocks, undo and redo; while the caret is in a table, a second group adds and deletes its rows and
 * columns. A button is disabled when its command cannot run where the caret is.
 */
export function Toolbar({ editor, disabled, onLink, onTable, tableOpen, onInsert, insertOpen, insertMenu, toolbarRef }: ToolbarProps) {
  const s = useEditorState({ editor, selector: ({ editor: e }) => readToolState(e) });
  const [current, setCurrent] = useState('h2');
  const main = mainTools(editor, s, { link: onLink, table: onTable, tableOpen, insert: onInsert, insertOpen, insertMenu });
  const table = s.inTable ? tableTools(editor, s) : [];
  const isDisabled = (t: Tool) => disabled || t.enabled === false;
  const enabled = [...main, ...table].filter((t) => !isDisabled(t)).map((t) => t.key);
  // The one tab stop: the button last focused while it can run, else the first that can.
  const stop = enabled.includes(current) ? current : enabled[0];

  /** One tab stop; arrows, Home and End move along the buttons that can run, Escape goes back to the text (WAI-ARIA toolbar). */
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      editor.commands.focus();
      return;
    }
    const buttons = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])];
    const at = buttons.findIndex((b) => b === document.activeElement);
    if (at < 0 || buttons.length === 0) return;
    const last = buttons.length - 1;
    const moves: Record<string, number> = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at === 0 ? last : at - 1, Home: 0, End: last };
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    buttons[next]?.focus();
  }

  const button = (t: Tool) => <ToolButton key={t.key} tool={t} disabled={isDisabled(t)} tabStop={t.key === stop} onFocus={() => setCurrent(t.key)} />;
  return (
    <div className="rte-toolbar" role="toolbar" aria-label={M.toolbar} aria-controls={editor.view.dom.id || undefined} ref={toolbarRef} onKeyDown={onKeyDown}>
      {main.map(button)}
      {table.length > 0 && (
        <div className="rte-table-tools" role="group" aria-label={M.tableTools}>
          {table.map(button)}
        </div>
      )}
    </div>
  );
}
