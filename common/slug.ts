/**
 * URL slugs for news (/notizie/{slug}): Italian accents transliterated (è → e, à → a, ç → c…),
 * ligatures and a few letters spelled out (æ → ae, ß → ss, ø → o), everything else that is not a
 * letter or digit becomes a hyphen; lower case, at most 80 characters cut on a hyphen.
 */
export const SLUG_MAX = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const SPELLED: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', '&': ' e ' };

export function slugify(text: string): string {
  const base = text
    .toLowerCase()
    .replace(/[æœßøđłþð&]/g, (c) => SPELLED[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''); // one '-' at most at either end, after the line above
  if (base.length <= SLUG_MAX) return base;
  const cut = base.slice(0, SLUG_MAX + 1);
  const at = cut.lastIndexOf('-');
  return (at > 20 ? cut.slice(0, at) : base.slice(0, SLUG_MAX)).replace(/-$/, '');
}
