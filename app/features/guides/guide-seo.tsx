import { collapseSpaces, htmlTextBlocks } from '../../../common/html-text.ts';
import { stripPrices } from '../../../common/grounding.ts';
import { SeoPanel } from '../../components/dashboard/editing/index.ts';
import type { GuideEditorModel } from './use-guide-editor.ts';

/**
 * The guide's search-engine fields (SeoPanel). Without them the page shows its title and, as
 * description, the introduction's text without prices, else the subtitle, else the title.
 */
export function GuideSeo({ editor, guideId }: { editor: GuideEditorModel; guideId: number | undefined }) {
  const { state, dispatch } = editor;
  const intro = collapseSpaces(htmlTextBlocks(stripPrices(state.draft?.introduzione ?? '')).join(' '));
  return (
    <SeoPanel
      values={state.seo}
      onChange={(patch) => dispatch({ type: 'seo', patch })}
      fallbackTitle={state.titolo}
      fallbackDescription={intro || state.sottotitolo || state.titolo}
      path={guideId ? `/guida/${guideId}` : '/guide'}
      disabled={state.saving}
    />
  );
}
