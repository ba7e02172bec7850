import type { ReactNode } from 'react';
import { STATUS_LABELS } from '../../../common/messages.ts';
import type { ContentStatus } from '../../../common/types.ts';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'draft' | 'danger' | 'accent' | 'info';

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

const STATUS_TONE: Record<ContentStatus, BadgeTone> = { pubblicata: 'success', archiviata: 'warning', bozza: 'draft' };

/** bozza (slate), pubblicata (green), archiviata (amber): the design brief's status colours. */
export function StatusBadge({ stato }: { stato: ContentStatus }) {
  return <Badge tone={STATUS_TONE[stato]}>{STATUS_LABELS[stato]}</Badge>;
}
