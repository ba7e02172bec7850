import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEED_MSG } from '../../common/messages-outside.ts';
import { classifyAmazonPage } from '../../server/integrations/amazon/parse.ts';
import { extractArticle } from '../../server/integrations/articles/client.ts';
import { htmlToText } from '../../server/integrations/feeds/clean-text.ts';
import { parseFeed } from '../../server/integrations/feeds/parse.ts';
import { MAX_MARKUP_DEPTH, markupDepth } from '../../server/integrations/markup-depth.ts';

/**
 * Outside markup nested to attack the parsers: read in one pass and refused before any
 * parser sees it. Before, 5,000 nested <div> kept Readability busy for minutes and 5,000 nested
 * feed elements overflowed the feed parser's stack; these tests would time out or throw then.
 */
const nested = (name: string, n: number, inside = 'testo') => `${`<${name}>`.repeat(n)}${inside}${`</${name}>`.repeat(n)}`;

describe('markupDepth', () => {
  it('counts the levels of elements, not of void, self-closing, implied or raw-text ones', () => {
    expect(markupDepth('testo senza tag')).toBe(0);
    expect(markupDepth('<div><section><p>uno<p>due<br><img src="x"><hr/></section></div>')).toBe(2);
    expect(markupDepth('<ul><li>a<li>b<li>c</ul>')).toBe(1);
    expect(markupDepth('<script>for (i = 0; i<n; i++) if (a<b) x();</script><div></div>')).toBe(1);
    expect(markupDepth('<!-- <div><div><div> --><![CDATA[<a><b><c>]]><?xml version="1.0"?><x/>')).toBe(0);
    // A closing tag of a name never opened closes nothing.
    expect(markupDepth(`${'<div></span>'.repeat(10)}`)).toBe(10);
    expect(markupDepth('a < b, 3<4, <<<')).toBe(0);
  });

  it('stops past its limit, in one pass over 600,000 levels', () => {
    expect(markupDepth(nested('div', 600_000), 256)).toBe(257);
    expect(markupDepth('<a'.repeat(200_000))).toBe(1);
    expect(markupDepth(`${'<!--'.repeat(100_000)}`)).toBe(0);
  });

  it('real pages and feeds stay far below the limit', () => {
    for (const dir of ['amazon', 'articles', 'feeds']) {
      const folder = path.resolve('tests', 'fixtures', dir);
      const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html?|xml|rss|atom|rdf)$/.test(f));
      expect(files.length, dir).toBeGreaterThan(0);
      for (const file of files) {
        expect(markupDepth(fs.readFileSync(path.join(folder, file), 'latin1')), `${dir}/${file}`).toBeLessThan(MAX_MARKUP_DEPTH / 2);
      }
    }
  });
});

describe('markup nested to attack the parsers', () => {
  it('a feed of 5,000 nested elements is refused as not a feed', () => {
    const xml = `<rss><channel><title>x</title><item><title>t</title></item>${nested('x', 5_000)}</channel></rss>`;
    expect(() => parseFeed(Buffer.from(xml))).toThrow(expect.objectContaining({ message: FEED_MSG.notAFeed }));
  });

  it('a field of 20,000 nested tags is read as text without the parser', () => {
    expect(htmlToText(nested('b', 20_000, 'Allerta meteo &amp; vento'))).toBe('Allerta meteo & vento');
  });

  it('an article page of 5,000 nested <div> is refused: no article', () => {
    expect(() => extractArticle(`<html><body>${nested('div', 5_000)}</body></html>`, 'https://notizie.example/a')).toThrow(FEED_MSG.noArticle);
  });

  it('an Amazon page of 5,000 nested <div> is not a product page', () => {
    expect(classifyAmazonPage(`<html><body><span id="productTitle">Torcia</span>${nested('div', 5_000)}</body></html>`)).toBe('unknown');
  });
});
