import { type Editor, Node } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { type ReactNodeViewProps, ReactNodeViewRenderer } from '@tiptap/react';
import type { ComponentType } from 'react';
import { BLOCK_ATTRIBUTE, type BlockKind, type ContentBlock, blockAttributes, blockFromAttributes, blockHtml } from '../../../../common/content-blocks.ts';

/*
 * The blocks of decision 0057 as editor nodes: atoms (no text inside), one per kind, selectable,
 * draggable, deleted like any selected node (Backspace, Delete). Their one attribute is the
 * block itself; the HTML is read and written by common/content-blocks.ts only
 * (blockFromAttributes, blockAttributes), the functions the sanitiser uses, so a saved text
 * reloads unchanged. Enter on a selected block opens its dialog ('Modifica').
 */

/** The editor's node of each block kind. */
export const BLOCK_NODE: Record<BlockKind, string> = { prodotto: 'productBox', confronto: 'comparisonTable', immagine: 'libraryImage' };
export const BLOCK_NODE_NAMES: readonly string[] = Object.values(BLOCK_NODE);

/** What the blocks ask of the editor's component: open a block's dialog ('Modifica'); a guide's products. */
export interface BlockActions {
  editBlock(pos: number): void;
  /** In a guide's editor its products (what a 'guida' table shows), else null. */
  guideProducts(): readonly number[] | null;
}

export interface BlockNodeOptions {
  actions: BlockActions;
}

/** A DOM element's attributes, names lower-cased (what blockFromAttributes reads). */
function attributesOf(el: HTMLElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of Array.from(el.attributes)) out[a.name.toLowerCase()] = a.value;
  return out;
}

/** The block a figure stores, when it is a valid block of `kind`. */
function blockOf(el: HTMLElement, kind: BlockKind): ContentBlock | null {
  const block = blockFromAttributes(attributesOf(el));
  return block?.tipo === kind ? block : null;
}

/** The block a node holds. */
export const nodeBlock = (attrs: Record<string, unknown>): ContentBlock => attrs.block as ContentBlock;

export function blockNode(kind: BlockKind, view: ComponentType<ReactNodeViewProps>) {
  const name = BLOCK_NODE[kind];
  return Node.create<BlockNodeOptions>({
    name,
    group: 'block',
    atom: true,
    selectable: true,
    draggable: true,
    isolating: true,
    addOptions: () => ({ actions: { editBlock: () => undefined, guideProducts: () => null } }),
    addAttributes: () => ({
      block: { default: null, rendered: false, parseHTML: (el: HTMLElement) => blockOf(el, kind) },
    }),
    parseHTML: () => [{ tag: `figure[${BLOCK_ATTRIBUTE}="${kind}"]`, getAttrs: (el: HTMLElement) => (blockOf(el, kind) ? null : false) }],
    renderHTML: ({ node }) => ['figure', blockAttributes(nodeBlock(node.attrs))],
    addNodeView: () => ReactNodeViewRenderer(view),
    addKeyboardShortcuts() {
      return {
        Enter: () => {
          const { selection } = this.editor.state;
          if (!(selection instanceof NodeSelection) || selection.node.type.name !== name) return false;
          this.options.actions.editBlock(selection.from);
          return true;
        },
      };
    },
  });
}

/**
 * A block may go where the caret is when that is the text's top level (a paragraph or heading of
 * the text, not one inside a list, quote or table): the public page cuts the text at its blocks.
 */
export const canInsertBlock = (editor: Editor): boolean => editor.isEditable && editor.state.selection.$from.depth <= 1;

const FIGURE = /<figure((?:\s+[a-zA-Z_:][-a-zA-Z0-9_:.]*(?:="[^"]*")?)*)\s*><\/figure>/g;
const ATTRIBUTE = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;
const ENTITIES: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&nbsp;': '\u00a0', '&#39;': "'" };
const decode = (value: string) => value.replace(/&(?:quot|amp|lt|gt|nbsp|#39);/g, (m) => ENTITIES[m]!);

/**
 * The editor's serialised HTML with each block written as blockHtml writes it (and the sanitiser
 * keeps it): the DOM's serialiser leaves '<' and '>' unescaped in attributes in some browsers.
 * A trailing empty paragraph after a last block (the editor keeps one for the caret) goes too.
 */
export function canonicalBlocks(html: string): string {
  if (!html.includes(BLOCK_ATTRIBUTE)) return html;
  return html
    .replace(FIGURE, (whole, attrs: string) => {
      const found: Record<string, string> = {};
      for (const m of attrs.matchAll(ATTRIBUTE)) found[m[1]!.toLowerCase()] = decode(m[2] ?? '');
      if (!(BLOCK_ATTRIBUTE in found)) return whole;
      const block = blockFromAttributes(found);
      return block ? blockHtml(block) : whole;
    })
    .replace(/(<figure [^>]*><\/figure>)<p><\/p>$/, '$1');
}
