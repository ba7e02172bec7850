import { describe, expect, it } from 'vitest';
import { sanitizeRichText, toPlainText } from '../../server/lib/sanitize.ts';

/** Parses the attributes of the first <tag …> in some HTML. */
function attrsOf(html: string, tag: string): Record<string, string> {
  const open = new RegExp(`<${tag}\\b([^>]*)>`, 'i').exec(html)?.[1] ?? '';
  return Object.fromEntries([...open.matchAll(/(?<![\w-])([\w-]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
}

describe('links', () => {
  it('an internal link with a target keeps it and gets rel="noopener noreferrer"', () => {
    for (const target of ['_blank', 'finestra']) {
      const a = attrsOf(sanitizeRichText(`<p><a href="/guida/3" target="${target}">guida</a></p>`), 'a');
      expect(a.target).toBe(target);
      expect(a.rel?.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
    }
  });

  it('external links open in a new tab with noopener noreferrer, keeping allowed rel values', () => {
    const a = attrsOf(sanitizeRichText('<a href="https://example.it" rel="sponsored opener">x</a>'), 'a');
    expect(a.target).toBe('_blank');
    expect(a.rel?.split(' ').sort()).toEqual(['noopener', 'noreferrer', 'sponsored']);
  });

  it('a link without a target gets no rel it did not ask for', () => {
    const a = attrsOf(sanitizeRichText('<a href="/prodotti">prodotti</a> <a href="mailto:a@b.it" rel="nofollow">m</a>'), 'a');
    expect(a).toEqual({ href: '/prodotti' });
    expect(sanitizeRichText('<a href="mailto:a@b.it" rel="nofollow x">m</a>')).toContain('rel="nofollow"');
  });

  it('every link that ends up with a target has noopener and noreferrer', () => {
    const html = sanitizeRichText(
      '<a href="#s" target="_blank">1</a><a href="https://a.it" target="_self" rel="">2</a><a href="/x" target="_top" rel="nofollow">3</a><a href="http://b.it">4</a>',
    );
    const links = [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);
    expect(links).toHaveLength(4);
    for (const link of links) {
      expect(link).toMatch(/target="/);
      expect(link).toMatch(/rel="[^"]*\bnoopener\b[^"]*"/);
      expect(link).toMatch(/rel="[^"]*\bnoreferrer\b[^"]*"/);
    }
  });
});

describe('images', () => {
  it('http:// images are upgraded to https://; https and site paths are kept', () => {
    expect(attrsOf(sanitizeRichText('<img src="http://example.it/a.jpg" alt="a">'), 'img').src).toBe('https://example.it/a.jpg');
    expect(attrsOf(sanitizeRichText('<img src="HTTP://example.it/b.jpg">'), 'img').src).toBe('https://example.it/b.jpg');
    expect(attrsOf(sanitizeRichText('<img src="https://example.it/c.jpg">'), 'img').src).toBe('https://example.it/c.jpg');
    expect(attrsOf(sanitizeRichText('<img src="/demo/d.png">'), 'img').src).toBe('/demo/d.png');
  });

  it('no image keeps a non-https scheme', () => {
    const html = sanitizeRichText('<img src="ftp://x.it/a.jpg"><img src="data:image/png;base64,AAAA"><img src="//x.it/p.jpg">');
    expect(html).not.toMatch(/ftp:|data:|src="\/\//);
    expect(html).not.toMatch(/src="http:/);
  });
});

describe('toPlainText', () => {
  it('returns text, not HTML: entities are characters again', () => {
    expect(toPlainText('<p>Torce &amp; lanterne</p>')).toBe('Torce & lanterne');
    expect(toPlainText('<p>Acqua &lt;1 litro&gt; "potabile" l&#39;ultima</p>')).toBe('Acqua <1 litro> "potabile" l\'ultima');
    expect(toPlainText('Prezzo &euro;&nbsp;10 &amp;amp;')).toBe('Prezzo € 10 &amp;');
  });

  it('strips every tag (and script contents); block ends separate words', () => {
    expect(toPlainText('<h2>Titolo</h2><p>Uno <strong>due</strong></p><script>alert(1)</script>')).toBe('Titolo Uno due');
    expect(toPlainText('<p>&lt;script&gt;x&lt;/script&gt;</p>')).toBe('<script>x</script>');
  });
});

describe('tables', () => {
  it('keep their structure and a cell’s colspan and rowspan, nothing else', () => {
    const html = sanitizeRichText(
      '<table class="MsoTableGrid" border="1" style="width:100%" onclick="x()"><caption style="color:red">Scorte</caption><colgroup><col width="200"></colgroup>' +
        '<thead><tr style="height:0"><th scope="col" colspan="2" width="50" class="h">Acqua</th></tr></thead>' +
        '<tbody><tr><td rowspan="3" valign="top" onmouseover="x()"><p>36 litri</p></td><td>4</td></tr></tbody>' +
        '<tfoot><tr><td>Totale</td></tr></tfoot></table>',
    );
    expect(html).toBe(
      '<table><caption>Scorte</caption><thead><tr><th colspan="2">Acqua</th></tr></thead>' +
        '<tbody><tr><td rowspan="3"><p>36 litri</p></td><td>4</td></tr></tbody><tfoot><tr><td>Totale</td></tr></tfoot></table>',
    );
  });

  it('colspan and rowspan are whole numbers only; 1 and nonsense are left out', () => {
    expect(
      sanitizeRichText('<table><tr><td colspan="2abc" rowspan="-1">a</td><td colspan=" 3 " rowspan="1">b</td><td colspan="1e3" rowspan="javascript:x">c</td></tr></table>'),
    ).toBe('<table><tr><td>a</td><td colspan="3">b</td><td>c</td></tr></table>');
    expect(sanitizeRichText('<table><tr><td colspan="99999">a</td><th rowspan="1000">b</th></tr></table>')).toBe('<table><tr><td>a</td><th rowspan="1000">b</th></tr></table>');
  });

  it('the editor’s own table HTML is stored unchanged', () => {
    const html = '<table><tbody><tr><th colspan="2"><p>Per una famiglia</p></th></tr><tr><td><p>Acqua</p></td><td><p><strong>36</strong> litri</p></td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});
