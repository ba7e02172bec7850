import { type Attributes, Node } from '@tiptap/core';
import { goToNextCell, tableEditing } from '@tiptap/pm/tables';

/*
 * Tables in the editor: pasted ones (Word, Google Docs, a web page) are kept and their cells edited
 * as text; there is no table toolbar. The nodes are ProseMirror's table schema (prosemirror-tables,
 * through @tiptap/pm/tables) written here rather than taken from @tiptap/extension-table: that
 * package's releases require an exact @tiptap/core, and none matches the one installed. The HTML
 * is what server/lib/sanitize.ts keeps unchanged: <table><tbody><tr><th|td colspan rowspan><p>.
 */

/** prosemirror-tables finds the table's node types by this field of their specs. */
const TABLE_ROLES: Record<string, string> = { table: 'table', tableRow: 'row', tableCell: 'cell', tableHeader: 'header_cell' };

/** colspan and rowspan: whole numbers from 1, written only when not 1. */
function spanAttribute(name: 'colspan' | 'rowspan') {
  return {
    default: 1,
    parseHTML: (el: HTMLElement) => {
      const n = Number.parseInt(el.getAttribute(name) ?? '', 10);
      return Number.isInteger(n) && n > 1 && n <= 1000 ? n : 1;
    },
    renderHTML: (attrs: Record<string, unknown>) => (attrs[name] === 1 ? {} : { [name]: String(attrs[name]) }),
  };
}

/** prosemirror-tables reads (and sets, when columns change) a colwidth attribute; it is never written out. */
const cellAttributes = (): Attributes => ({
  colspan: spanAttribute('colspan'),
  rowspan: spanAttribute('rowspan'),
  colwidth: { default: null, rendered: false, parseHTML: () => null },
});

export const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', HTMLAttributes, 0],
});

export const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: cellAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', HTMLAttributes, 0],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
  // <thead>, <tbody> and <tfoot> are read through (their rows are the table's rows).
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
  addProseMirrorPlugins: () => [tableEditing({ allowTableNodeSelection: false })],
  addKeyboardShortcuts() {
    // Tab moves between cells; out of a table (or past its last cell) it does what it did before.
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
});

export const tableExtensions = [Table, TableRow, TableHeader, TableCell];
