/**
 * The media library's shapes as the API answers them (GET/POST/PATCH /api/media): those of
 * common/media.ts, with the names the dashboard's screens use, and the upload checks' limits.
 */
import { ALT_MAX, CREDIT_MAX, MEDIA_INPUT_TYPES, type MediaItem, type MediaUseType } from '../../../common/media.ts';

export { MEDIA_MAX_BYTES, type MediaDetail, type MediaItem, type MediaUse } from '../../../common/media.ts';

/** Where an item came from: an upload, an Unsplash pick kept in the library, or a later source. */
export type MediaSource = MediaItem['fonte'];
export type MediaUseKind = MediaUseType;

/** The upload's bounds, as the server enforces them (the server stays the judge). */
export const MEDIA_ALT_MAX = ALT_MAX;
export const MEDIA_CREDIT_MAX = CREDIT_MAX;
export const MEDIA_ACCEPT = MEDIA_INPUT_TYPES;
export const MEDIA_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;
