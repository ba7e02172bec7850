/**
 * Text helpers written as loops where the obvious regular expression backtracks: /[,;:]+$/ or
 * /<[^>]*>/g retry from every position of a long run that does not end as they need, so a
 * hostile text of 20,000 commas or '<' costs quadratic time (eslint regexp/no-super-linear-move).
 * These run in linear time, with the same result as the regular expression they replace.
 */

/**
 * `text` without the characters at its end that `char` matches (tested one UTF-16 unit at a
 * time: a class such as /[\s,;:.]/u, not global), like text.replace(/[\s,;:.]+$/u, '').
 */
export function trimEndMatching(text: string, char: RegExp): string {
  let end = text.length;
  while (end > 0 && char.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** An address without its trailing slashes, like url.replace(/\/+$/, ''). */
export const withoutTrailingSlashes = (url: string): string => trimEndMatching(url, /\//);

/**
 * Every tag ('<' up to the next '>') replaced by `by`, like html.replace(/<[^>]*>/g, by): a '<'
 * with no '>' after it, and what follows it, stay as they are.
 */
export function replaceTags(html: string, by = ''): string {
  let out = '';
  let at = 0;
  for (let open = html.indexOf('<'); open >= 0; open = html.indexOf('<', at)) {
    const close = html.indexOf('>', open + 1);
    if (close < 0) break;
    out += html.slice(at, open) + by;
    at = close + 1;
  }
  return out + html.slice(at);
}
