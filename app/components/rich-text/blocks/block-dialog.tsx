import type { Editor } from '@tiptap/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { BlockKind, ComparisonBlock, ContentBlock, ImageBlock, ProductBlock } from '../../../../common/content-blocks.ts';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import { BLOCK_NODE, BLOCK_NODE_NAMES, nodeBlock } from './block-nodes.ts';
import { ComparisonDialog } from './comparison-dialog.tsx';
import { ImageDialog } from './image-dialog.tsx';
import { ProductBoxDialog } from './product-box-dialog.tsx';

/** A block's dialog: a new block of `kind`, or the block at `pos` edited. */
export interface BlockDraft {
  kind: BlockKind;
  pos: number | null;
  block: ContentBlock | null;
}

/** The draft of the block node at `pos` ('Modifica'), or null when there is none there. */
export function draftAt(editor: Editor, pos: number): BlockDraft | null {
  const node = editor.state.doc.nodeAt(pos);
  if (!node || !BLOCK_NODE_NAMES.includes(node.type.name)) return null;
  const block = nodeBlock(node.attrs);
  return { kind: block.tipo, pos, block };
}

/** The block chosen: in place of the one edited (selected after), else at the caret. */
export function applyBlock(editor: Editor, draft: BlockDraft, block: ContentBlock): void {
  const pos = draft.pos;
  const node = pos === null ? null : editor.state.doc.nodeAt(pos);
  if (pos !== null && node?.type.name === BLOCK_NODE[block.tipo]) {
    editor
      .chain()
      .focus()
      .command(({ tr }) => {
        tr.setNodeMarkup(pos, undefined, { block });
        return true;
      })
      .setNodeSelection(pos)
      .run();
    return;
  }
  editor.chain().focus().insertContent({ type: BLOCK_NODE[block.tipo], attrs: { block } }).run();
}

/** The dialog of a draft; choosing writes the block into the text and closes it. */
export function BlockDialog({ editor, draft, guideProductIds, onClose }: { editor: Editor; draft: BlockDraft; guideProductIds?: readonly number[]; onClose(): void }) {
  const done = (block: ContentBlock) => {
    onClose();
    applyBlock(editor, draft, block);
  };
  const cancel = () => {
    onClose();
    editor.commands.focus();
  };
  if (draft.kind === 'prodotto') return <ProductBoxDialog editing={draft.block as ProductBlock | null} onDone={done} onClose={cancel} />;
  if (draft.kind === 'confronto') return <ComparisonDialog editing={draft.block as ComparisonBlock | null} guideProductIds={guideProductIds} onDone={done} onClose={cancel} />;
  return <ImageDialog editing={draft.block as ImageBlock | null} onDone={done} onClose={cancel} />;
}

const MENU: Array<{ kind: BlockKind; label: string }> = [
  { kind: 'prodotto', label: M.productBox },
  { kind: 'confronto', label: M.comparison },
  { kind: 'immagine', label: M.image },
];

/**
 * The toolbar's 'Inserisci' menu (under the toolbar, as the table form): Box prodotto, Tabella di
 * confronto, Immagine. The first item takes the focus; arrows move, Escape closes (WAI-ARIA menu).
 */
export function InsertMenu({ id, onChoose, onClose }: { id: string; onChoose(kind: BlockKind): void; onClose(): void }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const items = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.findIndex((b) => b === document.activeElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: at === last ? 0 : at + 1,
      ArrowRight: at === last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    if (e.key === 'Escape' || e.key === 'Tab') {
      if (e.key === 'Escape') e.preventDefault();
      onClose();
      return;
    }
    const next = moves[e.key];
    if (next === undefined) return;
    e.preventDefault();
    items[next]?.focus();
  }

  return (
    <div id={id} className="rte-insert-menu" role="menu" aria-label={M.insertMenu} ref={ref} onKeyDown={onKeyDown}>
      {MENU.map((m) => (
        <button key={m.kind} type="button" role="menuitem" tabIndex={-1} className="btn btn-ghost btn-sm" onClick={() => onChoose(m.kind)}>
          {m.label}
        </button>
      ))}
    </div>
  );
}
