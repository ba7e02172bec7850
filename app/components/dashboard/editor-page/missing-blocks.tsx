import { AlertTriangle } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { blocksIn, GUIDE_PRODUCTS } from '../../../../common/content-blocks.ts';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import { useBlockProducts } from '../../rich-text/blocks/block-data.ts';

/** The text's blocks that name products, each product with how the block shows it. */
function productMentions(html: string): Array<{ id: number; label: string }> {
  const out: Array<{ id: number; label: string }> = [];
  for (const b of blocksIn(html)) {
    if (b.tipo === 'prodotto') out.push({ id: b.id, label: M.missingBox(b.id) });
    else if (b.tipo === 'confronto' && b.ids !== GUIDE_PRODUCTS) for (const id of b.ids) out.push({ id, label: M.missingTable(id) });
  }
  return out;
}

/**
 * The side panel's warning of blocks whose product is no longer in the catalogue (decision 0057:
 * the public page shows nothing for them). Reads the products as the blocks' previews do (the same
 * cache); nothing shows while every product is there (or still loading).
 */
export function MissingBlocks({ html }: { html: string | readonly string[] }) {
  const text = useDeferredValue(typeof html === 'string' ? html : html.join('\n'));
  const mentions = useMemo(() => productMentions(text), [text]);
  const ids = useMemo(() => [...new Set(mentions.map((m) => m.id))], [mentions]);
  const states = useBlockProducts(ids);
  const gone = new Set(ids.filter((_id, i) => states[i]?.state === 'gone'));
  const labels = [...new Set(mentions.filter((m) => gone.has(m.id)).map((m) => m.label))];
  return (
    <div className="editor-blocks-missing" role="status">
      {labels.length > 0 && (
        <>
          <AlertTriangle size={16} aria-hidden="true" />
          <div>
            <p>{M.missing(labels)}</p>
            <p className="muted">{M.missingHint}</p>
          </div>
        </>
      )}
    </div>
  );
}
