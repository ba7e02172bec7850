import { type BlockActions, blockNode } from './block-nodes.ts';
import { ComparisonView, LibraryImageView, ProductBoxView } from './block-views.tsx';

/** The editor's three block nodes (decision 0057), each opening its dialog through `actions`. */
export function blockExtensions(actions: BlockActions) {
  return [
    blockNode('prodotto', ProductBoxView).configure({ actions }),
    blockNode('confronto', ComparisonView).configure({ actions }),
    blockNode('immagine', LibraryImageView).configure({ actions }),
  ];
}
