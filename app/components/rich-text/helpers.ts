import type { Editor } from '@tiptap/core';
import { canonicalBlocks } from './blocks/block-nodes.ts';

/**
 * A link may point to https://, http://, mailto: or a path of this site ('/guide/3'); anything
 * else (javascript:, data:, '//host') is refused. The server's sanitiser enforces the same.
 */
export function safeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (/^\/(?!\/)[^\s\\]*$/.test(url)) return url;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(url)) return url;
  if (/^https?:\/\/[^\s]+$/i.test(url)) {
    try {
      return new URL(url).host ? url : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The editor's HTML as the sanitiser writes it ('<br />', '<hr />', blocks in their canonical
 * form), so saving it stores it unchanged; '' when empty.
 */
export const editorHtml = (editor: Editor): string => (editor.isEmpty ? '' : canonicalBlocks(editor.getHTML().replace(/<(br|hr)>/g, '<$1 />')));
