import type { Editor } from '@tiptap/core';
import {
  BetweenHorizontalEnd,
  BetweenHorizontalStart,
  BetweenVerticalEnd,
  BetweenVerticalStart,
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Plus,
  Quote,
  Redo2,
  Table,
  TableColumnsSplit,
  TableRowsSplit,
  Trash2,
  Undo2,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { BLOCKS_MSG as B } from '../../../common/messages-blocks.ts';
import { EDITOR_MSG as M } from '../../../common/messages-editor.ts';
import { canInsertBlock } from './blocks/block-nodes.ts';
import { canInsertTable, canRunTableCommand, inTable, runTableCommand, TABLE_COMMAND_NAMES, type TableCommand } from './table-commands.ts';

/** What the buttons show: which formats are on at the caret, which commands can run. */
export interface ToolState {
  h2: boolean;
  h3: boolean;
  bold: boolean;
  italic: boolean;
  bullet: boolean;
  ordered: boolean;
  quote: boolean;
  link: boolean;
  canQuote: boolean;
  canRule: boolean;
  canUndo: boolean;
  canRedo: boolean;
  canTable: boolean;
  /** A block (box, comparison, image) can go at the caret: not inside a table, a list or a quote. */
  canBlock: boolean;
  inTable: boolean;
  table: Record<TableCommand, boolean>;
}

/** The state read on every transaction (useEditorState's selector). */
export function readToolState(e: Editor): ToolState {
  const table = Object.fromEntries(TABLE_COMMAND_NAMES.map((name) => [name, canRunTableCommand(e, name)])) as Record<TableCommand, boolean>;
  return {
    h2: e.isActive('heading', { level: 2 }),
    h3: e.isActive('heading', { level: 3 }),
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    bullet: e.isActive('bulletList'),
    ordered: e.isActive('orderedList'),
    quote: e.isActive('blockquote'),
    link: e.isActive('link'),
    canQuote: e.can().toggleBlockquote(),
    canRule: e.can().setHorizontalRule(),
    canUndo: e.can().undo(),
    canRedo: e.can().redo(),
    canTable: canInsertTable(e),
    canBlock: canInsertBlock(e),
    inTable: inTable(e),
    table,
  };
}

export interface Tool {
  key: string;
  label: string;
  keys?: string;
  icon: ReactNode;
  /** Words shown next to the icon (the table buttons). */
  text?: string;
  pressed?: boolean;
  /** Whether the form this button opens is open (aria-expanded). */
  expanded?: boolean;
  /** It opens a menu (aria-haspopup), this one (aria-controls). */
  menu?: string;
  enabled?: boolean;
  /** A little space after this button: the end of a group. */
  groupEnd?: boolean;
  run(): void;
}

const isMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The toolbar's buttons, in order: text formats, blocks, link, table and the 'Inserisci' menu, undo and redo. */
export function mainTools(
  editor: Editor,
  s: ToolState,
  open: { link(): void; table(): void; tableOpen: boolean; insert(): void; insertOpen: boolean; insertMenu: string },
): Tool[] {
  const mod = isMac() ? '⌘' : 'Ctrl';
  const chain = () => editor.chain().focus();
  return [
    { key: 'h2', label: M.heading2, keys: `${mod}+Alt+2`, icon: <Heading2 size={18} />, pressed: s.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: M.heading3, keys: `${mod}+Alt+3`, icon: <Heading3 size={18} />, pressed: s.h3, groupEnd: true, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bold', label: M.bold, keys: `${mod}+B`, icon: <Bold size={18} />, pressed: s.bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: M.italic, keys: `${mod}+I`, icon: <Italic size={18} />, pressed: s.italic, groupEnd: true, run: () => chain().toggleItalic().run() },
    { key: 'ul', label: M.bulletList, keys: `${mod}+Shift+8`, icon: <List size={18} />, pressed: s.bullet, run: () => chain().toggleBulletList().run() },
    { key: 'ol', label: M.orderedList, keys: `${mod}+Shift+7`, icon: <ListOrdered size={18} />, pressed: s.ordered, run: () => chain().toggleOrderedList().run() },
    { key: 'quote', label: M.quote, keys: `${mod}+Shift+B`, icon: <Quote size={18} />, pressed: s.quote, enabled: s.canQuote, run: () => chain().toggleBlockquote().run() },
    { key: 'hr', label: M.horizontalRule, icon: <Minus size={18} />, enabled: s.canRule, groupEnd: true, run: () => chain().setHorizontalRule().run() },
    { key: 'link', label: M.link, keys: `${mod}+K`, icon: <Link2 size={18} />, pressed: s.link, run: open.link },
    { key: 'table', label: M.table, icon: <Table size={18} />, expanded: open.tableOpen, enabled: s.canTable, run: open.table },
    {
      key: 'insert',
      label: B.insertMenu,
      text: B.insert,
      icon: <Plus size={16} />,
      expanded: open.insertOpen,
      menu: open.insertMenu,
      enabled: s.canBlock,
      groupEnd: true,
      run: open.insert,
    },
    { key: 'undo', label: M.undo, keys: `${mod}+Z`, icon: <Undo2 size={18} />, enabled: s.canUndo, run: () => chain().undo().run() },
    {
      key: 'redo',
      label: M.redo,
      keys: M.eitherKeys(`${mod}+Shift+Z`, `${mod}+Y`),
      icon: <Redo2 size={18} />,
      enabled: s.canRedo,
      run: () => chain().redo().run(),
    },
  ];
}

const TABLE_TOOLS: Array<{ name: TableCommand; label: string; text: string; icon: ReactNode; groupEnd?: boolean }> = [
  { name: 'rowAbove', label: M.rowAbove, text: M.rowAboveShort, icon: <BetweenHorizontalStart size={16} /> },
  { name: 'rowBelow', label: M.rowBelow, text: M.rowBelowShort, icon: <BetweenHorizontalEnd size={16} /> },
  { name: 'columnLeft', label: M.columnLeft, text: M.columnLeftShort, icon: <BetweenVerticalStart size={16} /> },
  { name: 'columnRight', label: M.columnRight, text: M.columnRightShort, icon: <BetweenVerticalEnd size={16} />, groupEnd: true },
  { name: 'deleteRow', label: M.deleteRow, text: M.deleteRowShort, icon: <TableRowsSplit size={16} /> },
  { name: 'deleteColumn', label: M.deleteColumn, text: M.deleteColumnShort, icon: <TableColumnsSplit size={16} /> },
  { name: 'deleteTable', label: M.deleteTable, text: M.deleteTableShort, icon: <Trash2 size={16} /> },
];

/** The buttons shown while the caret is in a table: rows and columns added or deleted, the table deleted. */
export function tableTools(editor: Editor, s: ToolState): Tool[] {
  return TABLE_TOOLS.map((t) => ({
    key: t.name,
    label: t.label,
    text: t.text,
    icon: t.icon,
    enabled: s.table[t.name],
    groupEnd: t.groupEnd,
    run: () => {
      runTableCommand(editor, t.name);
    },
  }));
}
