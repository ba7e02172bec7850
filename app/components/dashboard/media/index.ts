/**
 * The media library's shared pieces: the picker of covers and image blocks
 * (`<MediaLibraryPicker onPick />`), the upload dialog, the grid with its filters and a card.
 * The Media page (app/features/media) composes them with its detail dialog.
 */
export { MediaBrowser, type MediaBrowserProps } from './media-browser.tsx';
export { MediaCard } from './media-card.tsx';
export { creditLine, hasAlt, sizeLine } from './media-facts.ts';
export { MediaLibraryPicker, type MediaLibraryPickerProps } from './media-library-picker.tsx';
export { UploadDialog, type UploadDialogProps } from './upload-dialog.tsx';
export { default as mediaLibraryCss } from '../../../styles/media-library.css?url';
