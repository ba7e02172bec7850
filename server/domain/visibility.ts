import type { ContentStatus } from '../../common/types.ts';

/**
 * Who is asking. Anonymous visitors only ever see published content, whatever status they ask for.
 */
export interface Viewer {
  staff: boolean;
}

export const ANONYMOUS: Viewer = { staff: false };
export const STAFF: Viewer = { staff: true };

/** The status filter to apply: anonymous viewers are pinned to 'pubblicata'. */
export function effectiveStatus(viewer: Viewer, requested?: ContentStatus): ContentStatus | undefined {
  return viewer.staff ? requested : 'pubblicata';
}

export function canSee(viewer: Viewer, stato: ContentStatus): boolean {
  return viewer.staff || stato === 'pubblicata';
}
