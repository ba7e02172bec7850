/**
 * Text from outside (feeds, Amazon pages, AI answers) read by helpers whose regular expressions
 * used to backtrack super-linearly (eslint regexp/no-super-linear-*): on the long runs
 * below they took seconds to minutes. Each must give the right value well within the test
 * timeout; the timings themselves are not tested.
 */
import { describe, expect, it } from 'vitest';
import { truncate } from '../../app/lib/seo.ts';
import { findUnverifiedClaims, stripPrices } from '../../common/grounding.ts';
import { replaceTags, trimEndMatching, withoutTrailingSlashes } from '../../common/text.ts';
import { parseJsonAnswer } from '../../server/domain/ai.ts';
import { readGeneratedPrompt } from '../../server/domain/prompts.ts';
import { parseRating } from '../../server/integrations/amazon/parse.ts';
import { htmlToText, truncateText } from '../../server/integrations/feeds/clean-text.ts';

const commas = (n: number) => ','.repeat(n);
const spaces = (n: number) => ' '.repeat(n);

describe('loops instead of regular expressions (common/text.ts)', () => {
  it('trims a set of characters at the end only', () => {
    expect(trimEndMatching(`${commas(100_000)}x${commas(5)}`, /,/)).toBe(`${commas(100_000)}x`);
    expect(trimEndMatching('Peso ‏ : ‎ :', /[\s:：\u200e\u200f]/u)).toBe('Peso');
    expect(trimEndMatching(',,,', /,/)).toBe('');
    expect(withoutTrailingSlashes('https://api.example///')).toBe('https://api.example');
    expect(withoutTrailingSlashes(`${'/'.repeat(100_000)}x`)).toBe(`${'/'.repeat(100_000)}x`);
  });

  it("replaces tags as /<[^>]*>/g did, a '<' without '>' kept", () => {
    expect(replaceTags('<p>Uno <b>due</b></p><br/>tre')).toBe('Uno duetre');
    expect(replaceTags('<p>a</p> < b', ' ')).toBe(' a  < b');
    expect(replaceTags('<a<b>c')).toBe('c');
    const opens = `${'<'.repeat(100_000)}x`;
    expect(replaceTags(opens)).toBe(opens);
  });
});

describe('truncation', () => {
  it('truncateText: long runs of commas and spaces', () => {
    expect(truncateText(`${commas(19_000)}${'x'.repeat(2_000)}`, 20_000)).toBe(`${commas(19_000)}${'x'.repeat(999)}…`);
    expect(truncateText(`Allerta${commas(30_000)} fine`, 20_000)).toBe('Allerta…');
    expect(truncateText(`a${spaces(30_000)}b`, 20_000)).toBe('a…');
    expect(truncateText(`Kit: ${' ,'.repeat(15_000)}x`, 20_000)).toBe('Kit…');
    expect(truncateText(`Acqua, cibo e radio: ${'– '.repeat(20_000)}`, 600)).toBe('Acqua, cibo e radio…');
  });

  it('the meta description (app/lib/seo.ts): long runs of commas and dashes', () => {
    expect(truncate(`Kit di emergenza${commas(50_000)} fine`)).toBe('Kit di emergenza…');
    expect(truncate(`Torcia ${'- '.repeat(50_000)}`)).toBe('Torcia…');
    expect(truncate('Breve, e basta.')).toBe('Breve, e basta.');
  });
});

describe('Amazon pages', () => {
  it('a rating next to a long run of digits', () => {
    expect(parseRating(`${'9'.repeat(50_000)} su 4`)).toBeNull();
    expect(parseRating(`${'9'.repeat(50_000)} 4,5 su 5 stelle`)).toBe(4.5);
    expect(parseRating('4,5 su 5 stelle')).toBe(4.5);
  });
});

describe('AI answers', () => {
  it('grounding: a specification line with a long run of spaces is no claim; the price sentence still goes', () => {
    expect(findUnverifiedClaims(`<p>Peso: a${spaces(20_000)}b</p>`, { products: [] })).toEqual([]);
    const html = `<p>Costa 49,99 €.</p><p>a${spaces(100_000)}b</p>`;
    const stripped = stripPrices(html);
    expect(stripped).not.toContain('49,99');
    expect(stripped).toContain(`<p>a${spaces(100_000)}b</p>`);
    expect(stripPrices(`<p>Costa 49,99 €. Leggera.${spaces(3)}</p>`)).toBe('<p>Leggera.</p>');
  });

  it('fences with a long run of spaces or line breaks and no end', () => {
    expect(parseJsonAnswer(`\`\`\`json${spaces(50_000)}{"a": 1}`)).toEqual({ a: 1 });
    const open = `\`\`\`\n${'\n'.repeat(50_000)}x`;
    expect(readGeneratedPrompt(open)).toBe(open);
    expect(readGeneratedPrompt('```text\nScrivi una guida.\n```')).toBe('Scrivi una guida.');
  });
});

describe('HTML to text', () => {
  it('many sibling blocks: 30,000 <br> (25,000 took 5 s when line breaks were inserted with cheerio)', () => {
    expect(htmlToText(`<p>a</p>${'<br>'.repeat(30_000)}<p>b</p>`, { paragraphs: true })).toBe('a\n\nb');
  });

  it('deep nesting: 30,000 <b> one inside the other (the call stack ran out)', () => {
    expect(htmlToText(`${'<b>'.repeat(30_000)}testo`)).toBe('testo');
  });
});
