import type { ContentType } from '../../../common/content-types.ts';
import type { PreviewCreated } from '../../../common/schemas-previews.ts';
import { api } from '../../lib/api.ts';

/** The editor's current fields, as its snapshot names them (common/content-types.ts EDITABLE_FIELDS). */
export type PreviewDraft = Record<string, unknown>;

/**
 * POST /api/anteprime: keeps the editor's unsaved fields for an hour; answers the address of the
 * staff-only page that shows them with the public template (/anteprima/{token}).
 */
export const createPreview = ({ tipo, id, draft }: { tipo: ContentType; id: number | null; draft: PreviewDraft }) =>
  api<PreviewCreated>('/api/anteprime', { method: 'POST', body: { ...draft, tipo, id } });
