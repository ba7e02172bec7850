import { REVISION_UI_MSG as R } from '../../../../common/messages-revisions.ts';
import { EDITABLE_FIELDS, type EditableField, type FieldKind } from '../../../../common/content-types.ts';
import type { RevisionType } from '../../../../common/types.ts';
import type { Snapshot } from '../../../entities/revisions/api.ts';
import { decodeEntities } from '../../../../common/html-text.ts';
import { type Block, BLOCK_TAGS, HIDDEN_TAGS, htmlBlocks } from '../../../lib/diff/html-blocks.ts';

/** One compared field of a snapshot, as readable plain text. */
export interface SnapshotField {
  /** Stable within a content type ('titolo', 'sezione-2'…): the same key on both sides is compared. */
  key: string;
  label: string;
  text: string;
  /** The same text as the blocks compared side by side: a rich text's paragraphs, a plain field's one line. */
  blocks: Block[];
  /** A rich text (its rows are paragraphs), not a plain field (one row). */
  rich?: boolean;
  /**
   * A part of a field both snapshots have (a guide's section): when one side has no such part, it is
   * compared with an empty text. A top-level field missing from one side is not compared at all.
   */
  part?: boolean;
}

/**
 * The fields compared for each content type, in the editor's order, with their Italian labels:
 * the editable fields of common/content-types.ts. A guide's `contenuto` is split into its
 * introduction, sections and conclusion (guideFields). The status is not compared: a restore never
 * changes it.
 */
export const SNAPSHOT_FIELDS = EDITABLE_FIELDS;

const F = R.fields;

/** The name of a tag ('p' of '<p class="x">', of '</p>' and of '<br/>'), lower-cased; '' for comments and doctypes. */
function tagName(tag: string): string {
  let i = tag[0] === '/' ? 1 : 0;
  let name = '';
  while (i < tag.length && /[a-zA-Z0-9]/.test(tag[i]!)) name += tag[i++];
  return name.toLowerCase();
}

/**
 * Readable plain text of the editors' HTML: tags removed, entities decoded, each paragraph, heading
 * and list item on its own line (list items start with '• '), spaces collapsed, no empty lines.
 * A small linear scanner (no DOM needed): the texts are the editors' own sanitised HTML.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  let hidden: string | null = null;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt === -1 ? html.length : lt;
    if (end > i && hidden === null) out.push(decodeEntities(html.slice(i, end)).replace(/\s+/g, ' '));
    if (lt === -1) break;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close === -1 ? html.length : close + 3;
      continue;
    }
    const gt = html.indexOf('>', lt + 1);
    // A '<' that opens no tag (not followed by a letter, '/' or '!', or never closed) is text.
    if (gt === -1 || !/[a-zA-Z/!]/.test(html[lt + 1] ?? '')) {
      if (hidden === null) out.push('<');
      i = lt + 1;
      continue;
    }
    const tag = html.slice(lt + 1, gt);
    const name = tagName(tag);
    const closing = tag.startsWith('/');
    i = gt + 1;
    if (hidden !== null) {
      if (closing && name === hidden) hidden = null;
      continue;
    }
    if (HIDDEN_TAGS.has(name) && !closing) hidden = name;
    else if (BLOCK_TAGS.has(name)) out.push(name === 'li' && !closing ? '\n• ' : '\n');
  }
  // A list item's bullet goes on its first line of text: `<li><p>…</p></li>` (the editor's own
  // markup) reads like `<li>…</li>` (a stored or pasted one), so the two never differ by a bullet.
  const lines: string[] = [];
  let bullet = false;
  for (const raw of out.join('').split('\n')) {
    const line = raw.replace(/ {2,}/g, ' ').trim();
    if (line === '•') bullet = true;
    else if (line !== '') {
      lines.push(bullet && !line.startsWith('• ') ? `• ${line}` : line);
      bullet = false;
    }
  }
  return lines.join('\n');
}

/** A plain stored value as text: strings as they are, numbers and booleans written out, lists joined, null empty. */
function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

const htmlText = (value: unknown) => (typeof value === 'string' ? htmlToText(value) : plainText(value));
const plainBlocks = (text: string): Block[] => (text === '' ? [] : [{ kind: 'paragraph', text }]);
/** A rich text's part as a compared field: its readable text and its blocks. */
const richField = (key: string, label: string, value: unknown, part?: boolean): SnapshotField => ({
  key,
  label,
  text: htmlText(value),
  blocks: typeof value === 'string' ? htmlBlocks(value) : plainBlocks(plainText(value)),
  rich: true,
  ...(part && { part }),
});

/** A guide's content (introduction, sections in order, conclusion); nothing when it is not an object. */
function guideFields(contenuto: unknown): SnapshotField[] {
  if (!contenuto || typeof contenuto !== 'object') return [];
  const c = contenuto as { introduzione?: unknown; sezioni?: unknown; conclusione?: unknown };
  const fields: SnapshotField[] = [richField('introduzione', F.introduzione, c.introduzione, true)];
  const sections = Array.isArray(c.sezioni) ? (c.sezioni as unknown[]) : [];
  sections.forEach((s, n) => {
    const testo = s && typeof s === 'object' ? (s as { testo?: unknown }).testo : undefined;
    fields.push(richField(`sezione-${n + 1}`, F.sezione(n + 1), testo, true));
  });
  fields.push(richField('conclusione', F.conclusione, c.conclusione, true));
  return fields;
}

const one = (spec: EditableField, text: string): SnapshotField[] => [{ key: spec.name, label: spec.label, text, blocks: plainBlocks(text) }];

/** Each kind of field as the compared texts: rich text read as plain text, a guide's parts each its own. */
const TEXT_OF: Record<FieldKind, (spec: EditableField, value: unknown) => SnapshotField[]> = {
  text: (spec, value) => one(spec, plainText(value)),
  number: (spec, value) => one(spec, plainText(value)),
  flag: (spec, value) => one(spec, value === true ? R.flagYes : R.flagNo),
  id: (spec, value) => one(spec, plainText(value)),
  tags: (spec, value) => one(spec, plainText(value)),
  ids: (spec, value) => one(spec, plainText(value)),
  html: (spec, value) => [richField(spec.name, spec.label, value)],
  'guide-content': (_spec, value) => guideFields(value),
};

/**
 * A snapshot of `tipo` as the labelled plain-text fields a person compares, in the editor's order.
 * Fields the snapshot does not have (and unknown ones) are left out.
 */
export function snapshotFields(tipo: RevisionType, snapshot: Snapshot | null | undefined): SnapshotField[] {
  if (!snapshot) return [];
  const fields: SnapshotField[] = [];
  const specs: readonly EditableField[] = SNAPSHOT_FIELDS[tipo] ?? [];
  for (const spec of specs) {
    const value = snapshot[spec.name];
    if (value === undefined) continue;
    fields.push(...TEXT_OF[spec.kind](spec, value));
  }
  return fields;
}
