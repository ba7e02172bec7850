import { AlertTriangle } from 'lucide-react';
import { useEffect, useId } from 'react';
import { EDITOR_MSG } from '../../../common/messages-editor.ts';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { GuideContent, Product } from '../../../common/types.ts';
import { useClaimRevealRequest } from '../../components/rich-text/claim-reveal.tsx';
import { RichTextEditor } from '../../components/rich-text/rich-text-editor.tsx';
import { type TabItem, Tabs } from '../../components/ui/tabs.tsx';
import { productName } from '../../lib/format.ts';
import { htmlToText } from '../../components/dashboard/revisions/index.ts';
import { claimsOf, type GuidePartClaim } from './guide-claims.ts';
import { type GuideEditorAction, type GuidePart, INTRO, OUTRO, sectionTab } from './guide-editor-state.ts';

/** A tab's label: its name, and a warning flag when its text holds unverified claims. */
function TabLabel({ name, count }: { name: string; count: number }) {
  return (
    <>
      <span>{name}</span>
      {count > 0 && (
        <span className="guide-tab-flag" title={EDITOR_MSG.unverifiedListTitle(count)}>
          <AlertTriangle size={14} aria-hidden="true" />
          <span className="sr-only">{EDITOR_MSG.unverifiedListTitle(count)}</span>
        </span>
      )}
    </>
  );
}

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The tab whose text holds the first of these claims (in their order), or null. */
function tabOfClaims(draft: GuideContent, claims: readonly string[]): string | null {
  const html: Array<[string, string]> = [[INTRO, draft.introduzione], ...draft.sezioni.map((s, i): [string, string] => [sectionTab(i), s.testo]), [OUTRO, draft.conclusione]];
  const parts = html.map(([tab, text]) => [tab, words(htmlToText(text))] as const);
  for (const claim of claims) {
    const found = parts.find(([, text]) => text.includes(words(claim)));
    if (found) return found[0];
  }
  return null;
}

/** The id of a part's editor in GuideSections (`prefix` given to it): the outline scrolls it to a heading. */
export const guidePartEditorId = (prefix: string, tab: string) => `${prefix}-${tab}`;

/**
 * The draft's texts in tabs: Introduzione, one per product in the guide's order, Conclusione.
 * Edits in any tab go straight into the draft, so switching tabs loses nothing. The claims the
 * products' data does not support, and those the model-based verification found, are highlighted
 * ('Dato non verificato'), counted above the tabs and flagged on each tab. Asked to open at a
 * claim (ClaimRevealProvider), the tab holding it comes forward and its editor selects it.
 */
export function GuideSections({
  draft,
  claims,
  products,
  tab,
  busy,
  dispatch,
  idPrefix,
}: {
  draft: GuideContent;
  claims: readonly GuidePartClaim[];
  products: ReadonlyMap<number, Product>;
  tab: string;
  busy: boolean;
  dispatch(action: GuideEditorAction): void;
  /** The editors' ids start with it (guidePartEditorId); else one of its own. */
  idPrefix?: string;
}) {
  const ownId = useId();
  const uid = idPrefix ?? ownId;
  const reveal = useClaimRevealRequest();
  // Once per request: the tab that holds the first claim comes forward (its editor then selects it).
  useEffect(() => {
    const found = reveal ? tabOfClaims(draft, reveal.claims) : null;
    if (found !== null && found !== tab) dispatch({ type: 'tab', tab: found });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new request only, not every edit of the draft
  }, [reveal]);
  const sectionName = (id: number | null, i: number) => {
    if (id === null) return `${G.sectionSelect} ${i + 1}`;
    const product = products.get(id);
    return product ? productName(product) : G.productMissing(id);
  };
  // A comparison table may show the guide's own products: its sections' products, in their order.
  const guideProductIds = draft.sezioni.flatMap((s) => (s.id_prodotto === null ? [] : [s.id_prodotto]));
  const item = (value: string, name: string, unverified: string[], editor: { label: string; html: string; part: GuidePart }): TabItem => ({
    value,
    label: <TabLabel name={name} count={unverified.length} />,
    content: (
      <RichTextEditor
        id={guidePartEditorId(uid, value)}
        label={editor.label}
        value={editor.html}
        onChange={(html) => dispatch({ type: 'text', part: editor.part, html })}
        unverified={unverified}
        disabled={busy}
        guideProductIds={guideProductIds}
      />
    ),
  });

  const items = [
    item(INTRO, G.tabIntro, claimsOf(claims, 'introduzione'), { label: G.editorIntroLabel, html: draft.introduzione, part: 'introduzione' }),
    ...draft.sezioni.map((s, i) => {
      const name = sectionName(s.id_prodotto, i);
      const unverified = s.id_prodotto === null ? [] : claimsOf(claims, s.id_prodotto);
      return item(sectionTab(i), name, unverified, { label: G.editorSectionLabel(name), html: s.testo, part: i });
    }),
    item(OUTRO, G.tabOutro, claimsOf(claims, 'conclusione'), { label: G.editorOutroLabel, html: draft.conclusione, part: 'conclusione' }),
  ];
  const active = items.some((t) => t.value === tab) ? tab : INTRO;

  return (
    <div className="guide-tabs-wrap">
      {claims.length > 0 && (
        <p className="guide-claims-summary">
          <AlertTriangle size={16} aria-hidden="true" /> {G.unverifiedCount(claims.length)}
        </p>
      )}
      <Tabs label={G.editorLabel} items={items} value={active} onValueChange={(value) => dispatch({ type: 'tab', tab: value })} className="guide-tabs" />
    </div>
  );
}
