/**
 * The editor's own page, one layout for reviews, guides and news: the header with the way back to
 * the list, the main column, the side panel with its sections, the sticky save bar, the word count
 * and the outline. Each type's page (in its feature) fills it.
 */
export { AsideSection, type EditorAside, EditorPage, type EditorPageProps, EditorPageState, loadState } from './editor-page.tsx';
export { editorPageHref, FROM_LIST_PARAM, useBackToList, useEditorPageHref, useFromListSuffix } from './back-link.ts';
export { ClaimsList, goToHeading, Outline, type OutlinePart, TextStats } from './text-aids.tsx';
export { ScheduleSection, StatusSection, type StatusItem } from './status-section.tsx';
export { headingsOf, type OutlineHeading, textStats, WORDS_PER_MINUTE } from './text-stats.ts';
export { default as editorPageCss } from './editor-page.css?url';
export { useRevealFromState } from './use-reveal-from-state.ts';
export { SaveGateDialog } from './save-gate-dialog.tsx';
export { MissingBlocks } from './missing-blocks.tsx';
export { ReviewFlowSection, type ReviewFlowItem, ReviewStateBadge } from './review-flow-section.tsx';
export { type ReadOnlyPart, ReadOnlyTextPage } from './read-only-page.tsx';
