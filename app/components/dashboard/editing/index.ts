export { AUTOSAVE_DELAY_MS, type Autosave, useAutosave } from './use-autosave.ts';
export { SaveStatus } from './save-status.tsx';
export { useSaveShortcut } from './use-save-shortcut.ts';
export { useUnsavedGuard } from './use-unsaved-guard.tsx';
export { SubtitleField } from './subtitle-field.tsx';
export { SeoPanel, type SeoPanelProps } from './seo-panel.tsx';
