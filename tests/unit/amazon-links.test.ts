import { describe, expect, it } from 'vitest';
import { AMAZON_LINK_REL, amazonAsinsIn, amazonLinkKind, normalizeAmazonHref, normalizeAmazonLinks, productIdsByAsin, replaceForeignTags } from '../../common/amazon-links.ts';
import { amazonUrl } from '../../common/amazon.ts';
import { sanitizeRichText } from '../../server/lib/sanitize.ts';

/** Amazon link hygiene: every Amazon link of stored HTML made ours, the others left alone. */

const OURS = { baseUrl: 'https://www.amazon.it', tag: 'scorta-21' };
const NO_TAG = { baseUrl: 'https://www.amazon.it' };

/** The `<a …>` start tags of some HTML. */
const links = (html: string) => html.match(/<a\b[^>]*>/g) ?? [];
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? null;

describe('normalizeAmazonLinks', () => {
  it('replaces a foreign tag with ours, drops the tracking and marks the link sponsored in a new tab', () => {
    const html = sanitizeRichText(
      '<p>Vedi <a href="https://www.amazon.it/Cuffie-Bluetooth/dp/B0CK7T4RQ2/ref=sr_1_3?tag=concorrente-21&amp;th=1&amp;psc=1#recensioni">qui</a>.</p>',
    );
    const out = normalizeAmazonLinks(html, OURS);
    expect(out.foreignTags).toEqual(['concorrente-21']);
    const [a] = links(out.html);
    expect(attr(a!, 'href')).toBe('https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
    expect(attr(a!, 'rel')).toBe(AMAZON_LINK_REL);
    expect(attr(a!, 'target')).toBe('_blank');
    expect(out.html).toContain('>qui</a>.</p>');
    expect(out.html).not.toContain('concorrente');
  });

  it('adds our tag to a link without one, and points other marketplaces and hosts at ours', () => {
    for (const href of [
      'https://www.amazon.it/dp/B0CK7T4RQ2',
      'http://amazon.it/gp/product/B0CK7T4RQ2?ref_=x',
      'https://smile.amazon.com/dp/b0ck7t4rq2',
      'https://m.amazon.de/gp/aw/d/B0CK7T4RQ2/',
      'https://www.amazon.co.uk/Some-Name/dp/B0CK7T4RQ2?pd_rd_w=1&pf_rd_p=2',
      'https://WWW.AMAZON.IT./dp/B0CK7T4RQ2',
    ]) {
      const out = normalizeAmazonLinks(`<a href="${href.replace(/&/g, '&amp;')}">x</a>`, OURS);
      expect(attr(links(out.html)[0]!, 'href'), href).toBe('https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
      expect(out.foreignTags).toEqual([]);
    }
  });

  it('keeps a page other than a product with its own parameters, without the tracking ones', () => {
    const out = normalizeAmazonLinks('<a href="https://www.amazon.it/s?k=cuffie&amp;ref=nb_sb_noss&amp;tag=altro-21">cerca</a>', OURS);
    expect(attr(links(out.html)[0]!, 'href')).toBe('https://www.amazon.it/s?k=cuffie&tag=scorta-21');
    expect(out.foreignTags).toEqual(['altro-21']);
  });

  it('removes a foreign tag when the site has no tag of its own', () => {
    const out = normalizeAmazonLinks('<a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=concorrente-21">x</a>', NO_TAG);
    expect(attr(links(out.html)[0]!, 'href')).toBe('https://www.amazon.it/dp/B0CK7T4RQ2');
    expect(out.foreignTags).toEqual(['concorrente-21']);
  });

  it('catches a foreign tag hidden behind ours or written with entities', () => {
    const twice = normalizeAmazonLinks('<a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21&amp;tag=concorrente-21">x</a>', OURS);
    expect(attr(links(twice.html)[0]!, 'href')).toBe('https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
    expect(twice.foreignTags).toEqual(['concorrente-21']);
    const encoded = normalizeAmazonLinks('<a href="https://www.amazon.it/dp/B0CK7T4RQ2?&#116;ag=concorrente-21">x</a>', OURS);
    expect(attr(links(encoded.html)[0]!, 'href')).toBe('https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
    expect(encoded.foreignTags).toEqual(['concorrente-21']);
  });

  it('leaves every other link, and the text, untouched', () => {
    const html = sanitizeRichText(
      '<p><a href="https://www.example.com/dp/B0CK7T4RQ2?tag=x">a</a> <a href="https://www.amazon.it.evil.example/dp/B0CK7T4RQ2">b</a> <a href="https://www.amazon.it@evil.example/dp/B0CK7T4RQ2">c</a> <a href="/articolo/3">d</a> <a href="mailto:a@b.it">e</a> https://www.amazon.it/dp/B0CK7T4RQ2?tag=testo-21 <a>f</a></p>',
    );
    const out = normalizeAmazonLinks(html, OURS);
    expect(out.html).toBe(html);
    expect(out.foreignTags).toEqual([]);
  });

  it('keeps a short link as it is, marked sponsored, and reports it', () => {
    const out = normalizeAmazonLinks('<a href="https://amzn.eu/d/abc1234" rel="nofollow">breve</a> <a href="https://amzn.to/3xYz">to</a>', OURS);
    const [eu, to] = links(out.html);
    expect(attr(eu!, 'href')).toBe('https://amzn.eu/d/abc1234');
    expect(attr(eu!, 'rel')).toBe(AMAZON_LINK_REL);
    expect(attr(to!, 'target')).toBe('_blank');
    expect(out.shortLinks).toEqual(['https://amzn.eu/d/abc1234', 'https://amzn.to/3xYz']);
  });

  it('keeps the other attributes and drops whatever the link said of its own target, rel, ping and handlers', () => {
    const out = normalizeAmazonLinks(
      '<a title="Cuffie &quot;Pro&quot; &amp; co" href="https://www.amazon.it/dp/B0CK7T4RQ2" target="_self" rel="nofollow" ping="https://evil.example/p" data-clic="https://evil.example/c" onclick="alert(1)">x</a>',
      OURS,
    );
    expect(out.html).toBe(
      '<a title="Cuffie &quot;Pro&quot; &amp; co" href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21" target="_blank" rel="sponsored noopener noreferrer">x</a>',
    );
  });

  it('never lets an address escape its attribute or leave the marketplace', () => {
    const hostile = normalizeAmazonLinks('<a href="https://www.amazon.it//evil.example/x?&quot;&gt;&lt;script&gt;=1">x</a>', OURS);
    const [a] = links(hostile.html);
    expect(hostile.html).toMatch(/^<a href="[^"<>]*" target="_blank" rel="sponsored noopener noreferrer">x<\/a>$/);
    expect(new URL(attr(a!, 'href')!).hostname).toBe('www.amazon.it');
    // A quoted '>' inside an attribute does not end the tag.
    const quoted = normalizeAmazonLinks(`<a title='a > b' href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=altro-21">x</a>`, OURS);
    expect(quoted.html).toBe('<a title="a &gt; b" href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21" target="_blank" rel="sponsored noopener noreferrer">x</a>');
    // No href, a javascript: href: not Amazon, untouched.
    for (const html of ['<a name="x">y</a>', '<a href="javascript:alert(1)//www.amazon.it/dp/B0CK7T4RQ2">y</a>']) {
      expect(normalizeAmazonLinks(html, OURS).html).toBe(html);
    }
  });

  it('runs in linear time on hostile input', () => {
    // Each hostile shape at n and 8n repeats, compared by the CPU time this process spends (never a
    // wall clock), the least of three tries: linear work costs about 8 times more, a quadratic scan
    // 64 times; the margin (24) leaves room for a loaded machine, not for super-linear work.
    const shapes: Array<(n: number) => string> = [
      (n) => `<a ${'"'.repeat(n)}`,
      (n) => `<a ${'x='.repeat(n)}`,
      (n) => '<a '.repeat(n),
      (n) => '<a "'.repeat(n),
      (n) => `<a title="${'<a '.repeat(n)}`,
    ];
    const cpuMs = (html: string) => {
      const before = process.cpuUsage();
      normalizeAmazonLinks(html, OURS);
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    for (const [i, shape] of shapes.entries()) {
      const [small, large] = [shape(2_500), shape(20_000)];
      cpuMs(large); // compiled before it is measured
      const runs = Array.from({ length: 3 }, () => [cpuMs(small), cpuMs(large)] as const);
      const least = (k: 0 | 1) => Math.max(0.1, Math.min(...runs.map((r) => r[k])));
      expect(least(1) / least(0), `shape ${i}`).toBeLessThan(24);
    }
  });

  it('is idempotent, with the click reports too', () => {
    const clicks = { path: '/articolo/7', productFor: () => 7 };
    const html = sanitizeRichText(
      '<p><a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=concorrente-21">x</a> <a href="https://amzn.eu/d/abc">y</a> <a href="https://example.com">z</a></p>',
    );
    const once = normalizeAmazonLinks(html, OURS, clicks).html;
    expect(normalizeAmazonLinks(once, OURS, clicks).html).toBe(once);
    expect(normalizeAmazonLinks(sanitizeRichText(once), OURS, clicks).html).toBe(once);
  });

  it('gives each link whose product is known its click report (ping and data-clic), the others none', () => {
    const html =
      '<a href="https://www.amazon.it/dp/B0CK7T4RQ2">a</a><a href="https://www.amazon.it/dp/B0AAAAAAAA">b</a><a href="https://amzn.eu/d/x">c</a><a href="https://example.com">d</a>';
    const out = normalizeAmazonLinks(html, OURS, { path: '/guida/3', productFor: (asin) => (asin === 'B0CK7T4RQ2' ? 12 : null) });
    const [a, b, c, d] = links(out.html);
    expect(attr(a!, 'ping')).toBe('/api/clic?p=12&da=%2Fguida%2F3&blocco=testo');
    expect(attr(a!, 'data-clic')).toBe('/api/clic?p=12&da=%2Fguida%2F3&blocco=testo');
    for (const tag of [b!, c!, d!]) {
      expect(attr(tag, 'ping')).toBeNull();
      expect(attr(tag, 'data-clic')).toBeNull();
    }
  });
});

describe('replaceForeignTags (the save)', () => {
  it('replaces only a foreign tag and keeps the rest as written', () => {
    const html = '<p><a href="https://www.amazon.com/Nome/dp/B0CK7T4RQ2?tag=concorrente-21&amp;th=1" rel="nofollow">x</a></p>';
    const out = replaceForeignTags(html, OURS);
    expect(out.html).toBe('<p><a href="https://www.amazon.com/Nome/dp/B0CK7T4RQ2?tag=scorta-21&amp;th=1" rel="nofollow">x</a></p>');
    expect(out.foreignTags).toEqual(['concorrente-21']);
    expect(replaceForeignTags(out.html, OURS)).toEqual({ html: out.html, foreignTags: [], shortLinks: [] });
  });

  it('leaves links with our tag, without a tag or elsewhere unchanged, and reports short links', () => {
    const html =
      '<a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21">a</a><a href="https://www.amazon.it/dp/B0CK7T4RQ2">b</a><a href="https://example.com/?tag=x">c</a><a href="https://amzn.eu/d/abc">d</a>';
    expect(replaceForeignTags(html, OURS)).toEqual({ html, foreignTags: [], shortLinks: ['https://amzn.eu/d/abc'] });
  });
});

describe('helpers', () => {
  it('tells Amazon hosts apart', () => {
    expect(amazonLinkKind('https://www.amazon.it/dp/B0CK7T4RQ2')).toBe('marketplace');
    expect(amazonLinkKind('https://amzn.eu/d/abc')).toBe('short');
    expect(amazonLinkKind('https://user:pw@www.amazon.it/')).toBeNull();
    expect(amazonLinkKind('ftp://www.amazon.it/')).toBeNull();
    expect(amazonLinkKind('not a url')).toBeNull();
    expect(normalizeAmazonHref('https://example.com', OURS)).toBeNull();
  });

  it('lists the ASINs the links name and finds their products', async () => {
    const html =
      '<a href="https://www.amazon.it/dp/B0CK7T4RQ2">a</a><a href="https://www.amazon.de/gp/product/b0bbbbbbbb">b</a><a href="https://www.amazon.it/dp/B0CK7T4RQ2?x=1">c</a><a href="https://amzn.eu/d/x">d</a>';
    expect(amazonAsinsIn(html)).toEqual(['B0CK7T4RQ2', 'B0BBBBBBBB']);
    const asked: string[] = [];
    const ids = await productIdsByAsin(
      ['B0CK7T4RQ2', 'B0BBBBBBBB', 'B0CCCCCCCC'],
      async (asin) => {
        asked.push(asin);
        return asin === 'B0BBBBBBBB'
          ? [
              { id: 9, asin_prodotto: 'B0BBBBBBBBX', asin_preferito: null },
              { id: 8, asin_prodotto: 'b0bbbbbbbb', asin_preferito: null },
            ]
          : [];
      },
      [{ id: 3, asin_prodotto: 'B0CK7T4RQ2', asin_preferito: null }],
    );
    expect([...ids]).toEqual([
      ['B0CK7T4RQ2', 3],
      ['B0BBBBBBBB', 8],
    ]);
    expect(asked).toEqual(['B0BBBBBBBB', 'B0CCCCCCCC']);
  });
});

describe('amazonUrl (the buttons built from a product)', () => {
  it('points at the marketplace with our tag, and never keeps another tag from a pasted product link', () => {
    const settings = { baseUrl: 'https://www.amazon.it', tag: 'scorta-21' };
    expect(amazonUrl({ asin: 'B0CK7T4RQ2' }, settings)).toBe('https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
    expect(amazonUrl({ link_prodotto: 'https://www.amazon.it/dp/B0CK7T4RQ2?tag=concorrente-21' }, settings)).toBe('https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
    expect(amazonUrl({ link_prodotto: 'https://www.amazon.it/dp/B0CK7T4RQ2?tag=concorrente-21' }, { baseUrl: 'https://www.amazon.it' })).toBe(
      'https://www.amazon.it/dp/B0CK7T4RQ2',
    );
    expect(amazonUrl({ link_prodotto: 'javascript:alert(1)' }, settings)).toBeNull();
  });
});
