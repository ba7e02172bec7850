/**
 * The revisions feature's public entry (decision 0032): the history of a content with its restore,
 * the edit-conflict dialog (decision 0031), the banner of a pending version (autosave, AI proposal),
 * their requests and helpers. Its other files are its own.
 */
export { type PendingAction, restoreRevision, revisionKeys, revisionListQuery, revisionQuery, savePendingVersion, type Snapshot } from '../../../entities/revisions/api.ts';
export { type ConflictAuthor, EditConflictDialog, type EditConflictDialogProps } from './conflict-dialog.tsx';
export { RevisionHistory, type RevisionHistoryProps } from './history-panel.tsx';
export { PendingVersionBanner, type PendingVersionBannerProps } from './pending-banner.tsx';
export { actionLabel, formatRevisionTime, formatRevisionTimeShort, isPending, pendingToOffer } from './revision-entries.ts';
export { htmlToText, type SnapshotField, snapshotFields } from './snapshot-fields.ts';
export { VersionDiff, type VersionDiffProps } from './version-diff.tsx';
export { type EditorSafety, type EditorSafetyOptions, type TaggedVersion, useEditorSafety } from './use-editor-safety.tsx';
