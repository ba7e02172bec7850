import type { Editor, JSONContent } from '@tiptap/core';
import { type Command, TextSelection } from '@tiptap/pm/state';
import { addColumnAfter, addColumnBefore, addRowAfter, addRowBefore, deleteColumn, deleteRow, deleteTable, isInTable, selectedRect } from '@tiptap/pm/tables';
import type { EditorState } from '@tiptap/pm/state';

/*
 * What the toolbar does to tables: insert a new one, add and delete rows and columns, delete the
 * table. The commands are prosemirror-tables' own (through @tiptap/pm/tables), run on the editor's
 * state; the nodes are those of table.ts.
 */

/** The sizes the table form accepts. */
export const TABLE_LIMITS = { rows: 20, columns: 10 } as const;

/** The commands of the table buttons, shown while the caret is in a table. */
export const TABLE_COMMANDS = {
  rowAbove: addRowBefore,
  rowBelow: addRowAfter,
  columnLeft: addColumnBefore,
  columnRight: addColumnAfter,
  deleteRow,
  deleteColumn,
  deleteTable,
} as const satisfies Record<string, Command>;

export type TableCommand = keyof typeof TABLE_COMMANDS;
export const TABLE_COMMAND_NAMES = Object.keys(TABLE_COMMANDS) as TableCommand[];

/** The caret (or a cell selection) is inside a table. */
export const inTable = (editor: Editor): boolean => isInTable(editor.state);

/**
 * Deleting every row (or every column) of a table is refused by prosemirror-tables only when it
 * runs, while its dry run says yes: this is that refusal, asked first ('Elimina tabella' does it).
 */
function wouldEmptyTable(state: EditorState, name: TableCommand): boolean {
  if (name !== 'deleteRow' && name !== 'deleteColumn') return false;
  const rect = selectedRect(state);
  return name === 'deleteRow' ? rect.top === 0 && rect.bottom === rect.map.height : rect.left === 0 && rect.right === rect.map.width;
}

/** Whether a table command can run now (without running it). */
export const canRunTableCommand = (editor: Editor, name: TableCommand): boolean => editor.isEditable && TABLE_COMMANDS[name](editor.state) && !wouldEmptyTable(editor.state, name);

/** Runs a table command on the current selection, then gives the text its focus back. */
export function runTableCommand(editor: Editor, name: TableCommand): boolean {
  const done = TABLE_COMMANDS[name](editor.state, editor.view.dispatch);
  editor.commands.focus();
  return done;
}

/** A table of `rows` × `columns` empty cells, the first row of header cells when `header`. */
export function tableContent(rows: number, columns: number, header: boolean): JSONContent {
  return {
    type: 'table',
    content: Array.from({ length: rows }, (_, r) => ({
      type: 'tableRow',
      content: Array.from({ length: columns }, () => ({ type: header && r === 0 ? 'tableHeader' : 'tableCell', content: [{ type: 'paragraph' }] })),
    })),
  };
}

/** A new table may go where the caret is: not inside another table. */
export const canInsertTable = (editor: Editor): boolean => editor.isEditable && !inTable(editor);

/** Inserts a new table at the caret and puts the caret in its first cell. */
export function insertTable(editor: Editor, rows: number, columns: number, header: boolean): boolean {
  if (!canInsertTable(editor)) return false;
  const start = editor.state.selection.from;
  return editor
    .chain()
    .focus()
    .insertContent(tableContent(rows, columns, header))
    .command(({ tr }) => {
      let at: number | null = null;
      tr.doc.nodesBetween(start, tr.doc.content.size, (node, pos) => {
        if (at !== null) return false;
        if (node.type.name === 'table') at = pos;
        return at === null;
      });
      // table → row → cell → paragraph: the paragraph's inside is 4 positions after the table's start.
      if (at !== null) tr.setSelection(TextSelection.create(tr.doc, at + 4));
      return true;
    })
    .run();
}
