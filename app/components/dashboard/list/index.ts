/** The pieces of the dashboard lists that scale: filters in the address, search, pages, selection and bulk actions. */
export { BulkBar, contentBulkActions, deleteBulkAction, SelectBox, type BulkAction } from './bulk-bar.tsx';
export { useHeldDeletes } from './held-deletes.ts';
export { ListPager } from './list-pager.tsx';
export { ListSearch } from './list-search.tsx';
export { NoMatches } from './no-matches.tsx';
export { PublishButtons, StatusActions } from './status-actions.tsx';
export { StatusFilter, type StatusChoice } from './status-filter.tsx';
export { UNDO_WINDOW_MS, useBulkAction, useEachInTurn } from './use-bulk-action.ts';
export { usePageInRange } from './use-page-in-range.ts';
export { useRefetchWhenDue } from './use-refetch-when-due.ts';
export { DASHBOARD_PAGE_SIZE, useListParams, type ListParams } from './use-list-params.ts';
export { useRememberedView, type ListView } from './use-remembered-view.ts';
export { useSelection, type Selection } from './use-selection.ts';
export { useStatusChange, type StatusTarget } from './use-status-change.tsx';
export { ViewToggle } from './view-toggle.tsx';
export { useSearchParamsNow } from './use-search-params-now.ts';
export { IfRole, IfTextRight } from './if-allowed.tsx';
export { EditLink } from './edit-link.tsx';
