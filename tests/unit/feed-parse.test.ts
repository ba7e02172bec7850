import fs from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { FEED_MSG } from '../../common/messages-outside.ts';
import { OutsideServiceError } from '../../server/domain/errors.ts';
import { decodeDocument } from '../../server/integrations/feeds/charset.ts';
import { cleanText, htmlToText, truncateText } from '../../server/integrations/feeds/clean-text.ts';
import { parseFeedDate } from '../../server/integrations/feeds/feed-dates.ts';
import { parseFeed } from '../../server/integrations/feeds/parse.ts';
import { FEED_LIMITS, safeHttpUrl } from '../../server/integrations/feeds/xml.ts';

const OWN = path.resolve(import.meta.dirname, '..', 'fixtures', 'feeds');
const SHARED = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'fixtures', 'feeds');
const hasShared = fs.existsSync(SHARED);
if (!hasShared) console.warn(`feed-parse: ${SHARED} assente, i test sui feed reali sono saltati.`);

const own = (name: string, url: string, contentType: string | null = null) => parseFeed(fs.readFileSync(path.join(OWN, name)), contentType, url);
const shared = (name: string) => parseFeed(fs.readFileSync(path.join(SHARED, name)), null, 'https://feed.example/x');
const rss = (items: string, head = '') =>
  Buffer.from(
    `<?xml version="1.0" encoding="utf-8"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Prova</title>${head}${items}</channel></rss>`,
  );

function notAFeed(body: string | Buffer, contentType?: string) {
  try {
    parseFeed(typeof body === 'string' ? Buffer.from(body) : body, contentType);
  } catch (err) {
    expect(err).toBeInstanceOf(OutsideServiceError);
    const e = err as OutsideServiceError;
    expect([e.service, e.failure, e.message]).toEqual(['feed', 'invalid-response', FEED_MSG.notAFeed]);
    return;
  }
  throw new Error('nessun errore');
}

describe('our own feeds', () => {
  it('RSS 2.0: titles, links, dates, the largest media:content image with its credit', () => {
    const feed = own('protezione-civile-rss2.xml', 'https://feed.scorta.test/protezione-civile.xml');
    expect(feed.titolo).toBe('Notizie di Prova – Protezione civile');
    expect(feed.items).toHaveLength(5);
    expect(feed.items[0]).toEqual({
      titolo: 'Allerta meteo arancione in Liguria: scuole chiuse a Genova e Savona',
      link: 'https://notizie.scorta.test/articoli/allerta-meteo-arancione-liguria',
      link_fonte: 'https://notizie.scorta.test/articoli/allerta-meteo-arancione-liguria',
      guid: 'pc-2026-11-22-allerta-liguria',
      sommario: 'Piogge intense fino a 200 millimetri in dodici ore sul Centro-Ponente: chiuse scuole, parchi e cimiteri in trenta comuni.',
      descrizione: null,
      data_pubblicazione: '2026-11-22T16:40:00.000Z',
      immagine_url: 'https://notizie.scorta.test/immagini/allerta-liguria-1200.jpg',
      immagine_autore: 'Foto: Luca Zennaro/ANSA',
    });
  });

  it('RSS 2.0: enclosure image (not the podcast), <img> in escaped HTML (no tracking pixel, relative resolved), content:encoded, media:group, origLink', () => {
    const [, kit, marche, blackout, siccita] = own('protezione-civile-rss2.xml', 'https://feed.scorta.test/protezione-civile.xml').items;
    expect(kit!.immagine_url).toBe('https://notizie.scorta.test/immagini/kit-emergenza.jpg');
    expect(kit!.sommario).toBe('Acqua per tre giorni, torcia, radio e medicinali: solo una famiglia su cinque è pronta.');
    expect(kit!.data_pubblicazione).toBe('2026-11-22T11:15:00.000Z');
    expect(marche!.immagine_url).toBe('https://feed.scorta.test/immagini/esercitazione-marche.jpg');
    expect(marche!.sommario).toBe('In sei minuti dodicimila studenti hanno raggiunto le aree di attesa: l’esercitazione ha simulato una scossa di magnitudo 5.8.');
    expect(blackout!.immagine_url).toBe('https://notizie.scorta.test/immagini/blackout-piano.jpg');
    expect(blackout!.sommario).toBe('Ospedali, acqua e telecomunicazioni alla prova di un’interruzione di corrente di oltre 24 ore.');
    expect(blackout!.descrizione).toBe(
      'Il piano nazionale per la gestione dei blackout prolungati entra nella fase operativa: dieci città ospiteranno prove coordinate.\n\n' +
        'Le prove riguarderanno ospedali, impianti di pompaggio dell’acqua, telecomunicazioni e semafori.',
    );
    expect(siccita!.link).toBe('https://feed.scorta.test/~r/protezione-civile/siccita-razionamento-acqua-sicilia');
    expect(siccita!.link_fonte).toBe('https://notizie.scorta.test/articoli/siccita-razionamento-acqua-sicilia');
    expect(siccita!.immagine_url).toBe('https://notizie.scorta.test/immagini/siccita-600.jpg');
    expect(siccita!.immagine_autore).toBe('Foto: Regione Siciliana');
    expect(siccita!.data_pubblicazione).toBe('2026-11-19T15:20:00.000Z'); // CET
  });

  it('Atom: HTML title, xml:base, alternate link, thumbnail, enclosure link, html and xhtml content', () => {
    const feed = own('meteo-atom.xml', 'https://feed.scorta.test/meteo.atom');
    expect(feed.titolo).toBe('Notizie di Prova – Meteo ed emergenze');
    const [calore, neve, incendi] = feed.items;
    expect(calore).toMatchObject({
      titolo: 'Ondata di calore, bollino rosso in 14 città: le regole per difendersi',
      link: 'https://notizie.scorta.test/articoli/ondata-di-calore-bollino-rosso',
      guid: 'tag:notizie.scorta.test,2026:meteo/ondata-di-calore',
      data_pubblicazione: '2026-11-22T06:45:00.000Z',
      immagine_url: 'https://notizie.scorta.test/immagini/ondata-di-calore.jpg',
    });
    expect(neve).toMatchObject({
      link: 'https://notizie.scorta.test/articoli/neve-appennino-strade-chiuse',
      sommario: 'Fino a ottanta centimetri di neve fresca: chiusa la statale 17 tra Roccaraso e Castel di Sangro.',
      data_pubblicazione: '2026-11-21T19:10:00.000Z',
      immagine_url: 'https://notizie.scorta.test/immagini/neve-appennino.jpg',
    });
    expect(neve!.descrizione).toMatch(/^Una perturbazione arrivata dai Balcani .* sull’Appennino abruzzese e molisano\.\n\nChi deve/);
    expect(incendi).toMatchObject({
      immagine_url: 'https://notizie.scorta.test/immagini/incendi-sardegna.jpg',
      descrizione: 'Due incendi alimentati dal maestrale hanno costretto all’evacuazione di circa seicento persone.\n\nChi vede del fumo chiami il 1515 o il 112.',
    });
  });

  it('RSS 1.0 (RDF): items beside the channel, dc:date, rdf:about as guid', () => {
    const feed = own('ingv-rdf.xml', 'https://feed.scorta.test/ingv.rdf');
    expect(feed.titolo).toBe('Notizie di Prova – Terremoti e maremoti');
    expect(feed.items.map((i) => [i.titolo, i.link, i.data_pubblicazione])).toEqual([
      ['Scossa di magnitudo 4.2 ai Campi Flegrei, nessun danno grave', 'https://notizie.scorta.test/articoli/scossa-magnitudo-campi-flegrei', '2026-11-22T02:17:00.000Z'],
      ['Allerta tsunami simulata sulla costa calabrese: come è andata', 'https://notizie.scorta.test/articoli/tsunami-esercitazione-calabria', '2026-11-18T10:00:00.000Z'],
    ]);
    expect(feed.items[0]!.guid).toBe('https://notizie.scorta.test/articoli/scossa-magnitudo-campi-flegrei');
  });

  it('ISO-8859-1 declared in the XML only, windows-1252 bytes (€ ’ —) and an Italian day name', () => {
    const feed = own('regioni-iso-8859-1.xml', 'https://feed.scorta.test/regioni.xml', 'text/xml');
    expect(feed.titolo).toBe('Gazzetta di Prova — Regioni');
    expect(feed.items[0]!.titolo).toBe('Alluvione in Emilia-Romagna, un anno dopo: cosa è cambiato');
    expect(feed.items[0]!.sommario).toMatch(/Danni medi per famiglia: 25\.000 €\.$/);
    expect(feed.items[0]!.data_pubblicazione).toBe('2026-11-18T07:30:00.000Z');
    expect(feed.items[1]!.titolo).toBe('Più giovani tra i volontari: «Così ci prepariamo alla prossima emergenza»');
    expect(feed.items[1]!.sommario).toContain('sotto i trent’anni');
  });
});

describe.skipIf(!hasShared)('the real feeds of ../shared/fixtures/feeds', () => {
  it('Guardian (RSS 2.0): entity-escaped HTML description, the largest media:content, the credit of its smaller rendition', () => {
    const feed = shared('rss2_guardian_us_html_description_media_content.xml');
    expect(feed.titolo).toBe('The Guardian');
    expect(feed.items).toHaveLength(55);
    const first = feed.items[0]!;
    expect(first.titolo).toBe('Trump State of the Union address promised unity but emphasized discord');
    expect(first.link).toBe('https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord');
    expect(first.data_pubblicazione).toBe('2018-01-31T07:26:05.000Z');
    expect(first.immagine_url).toBe(
      'https://i.guim.co.uk/img/media/b73c8752cd4667c923dff7f1542f1fb20089e421/0_108_3000_1799/master/3000.jpg?w=460&q=55&auto=format&usm=12&fit=max&s=a606a273a90104e57b1e09bc4c0a1e11',
    );
    expect(first.immagine_autore).toBe('Photograph: Networ/Sipa USA/REX/Shutterstock');
    expect(first.sommario).toMatch(
      /^The president’s ‘new American moment’ speech stirred Republican applause while Democrats showed thinly disguised contempt Donald Trump has promised/,
    );
    expect(first.sommario).not.toMatch(/<|&lt;|&gt;/);
    expect(feed.items[1]!.immagine_autore).toBe('Photograph: POOL/Reuters');
    expect(feed.items.filter((i) => i.immagine_url?.startsWith('https://i.guim.co.uk/')).length).toBeGreaterThan(40);
    for (const item of feed.items) expect(item.sommario!.length).toBeLessThanOrEqual(FEED_LIMITS.summary);
  });

  it('heise (Atom): published date, alternate link, <img> of the CDATA content', () => {
    const feed = shared('atom_heise_developer_de.xml');
    expect(feed.titolo).toBe('heise developer neueste Meldungen');
    expect(feed.items).toHaveLength(15);
    expect(feed.items[0]).toMatchObject({
      titolo: 'Java-Anwendungsserver: Red Hat gibt WildFly 10 frei',
      link: 'http://www.heise.de/developer/meldung/Java-Anwendungsserver-Red-Hat-gibt-WildFly-10-frei-3088438.html?wt_mc=rss.developer.beitrag.atom',
      guid: 'http://heise.de/-3088438',
      data_pubblicazione: '2016-02-01T16:22:00.000Z',
      immagine_url: 'http://www.heise.de/scale/geometry/264/q80/imgs/18/1/7/3/9/9/2/1/wildfly-2bf4ffd2935e38b6-90200def80b152e9-5ba35d3770232d92.jpeg',
    });
    expect(feed.items[0]!.sommario).toMatch(/^Die nun verfügbare Version 10 des Enterprise-Java-Servers/);
    expect(feed.items[1]!.titolo).toBe('Scrum Day 2016: Bewerbungen für Vorträge und Workshops');
  });

  it('Jornal de Notícias: ISO-8859-1 decoded, feedburner:origLink, no 1×1 tracking pixel as image', () => {
    const feed = shared('rss2_jn_pt_iso-8859-1.xml');
    expect(feed.titolo).toBe('Jornal de Notícias - Últimas Notícias');
    expect(feed.items).toHaveLength(40);
    expect(feed.items[0]).toMatchObject({
      titolo: 'Mãe de utente é a nova presidente da Raríssimas',
      link: 'http://feeds.jn.pt/~r/JN-ULTIMAS/~3/UBnb8Ra3Q1U/sonia-laig-e-a-nova-presidente-da-rarissimas-9021600.html',
      link_fonte: 'https://www.jn.pt/nacional/interior/sonia-laig-e-a-nova-presidente-da-rarissimas-9021600.html',
      data_pubblicazione: '2018-01-03T13:47:00.000Z',
      immagine_url: null,
    });
    expect(feed.items[0]!.sommario).toBe(
      'Sónia Laygue, profissional na área da Recursos Humanos e mãe de uma criança de três anos, utente na Casa dos Marcos, é a nova presidente da direção da Raríssimas.',
    );
    expect(feed.items[1]!.titolo).toBe('Reações dos partidos ao veto de Marcelo');
    expect(feed.items[1]!.sommario).toBeNull();
    expect(feed.items.some((i) => i.immagine_url?.includes('feedburner'))).toBe(false);
  });
});

describe('text cleaning', () => {
  it('removes zero-width, bidi, soft hyphen, BOM and control characters; NBSP and tabs become spaces; NFC', () => {
    expect(cleanText('Al\u200blerta\u00ad meteo\u00a0\u00a0 in\tLiguria\u200e\u202e\ufeff\u0007\u0085!')).toBe('Allerta meteo in Liguria !');
    expect(cleanText('perche\u0301 e\u0300')).toBe('perché è');
    expect(cleanText('  uno\n\n\n  due \r\n tre  ', { paragraphs: true })).toBe('uno\n\ndue\n\ntre');
    expect(cleanText('  uno\n\n\n  due  ')).toBe('uno due');
    expect(cleanText(null)).toBe('');
  });

  it('decodes HTML entities, named and numeric', () => {
    expect(cleanText('L&rsquo;acqua &egrave; &quot;potabile&quot; &#8211; 5&nbsp;&euro; &#x2014; Tom &amp; Jerry')).toBe('L’acqua è "potabile" – 5 € — Tom & Jerry');
  });

  it('HTML to text: scripts and styles dropped, blocks become paragraphs, entities decoded once', () => {
    expect(htmlToText('<p>Uno <b>due</b></p><script>alert(1)</script><style>p{}</style><p>tre<br>quattro &amp;amp; cinque</p>', { paragraphs: true })).toBe(
      'Uno due\n\ntre\n\nquattro &amp; cinque',
    );
    expect(htmlToText('<div>Uno</div><div>due</div>')).toBe('Uno due');
  });

  it('truncates on a word boundary with an ellipsis', () => {
    expect(truncateText('La protezione civile raccomanda prudenza', 30)).toBe('La protezione civile…');
    expect(truncateText('breve', 30)).toBe('breve');
  });
});

describe('hostile and broken input', () => {
  it('never returns javascript:, data: or other non-http URLs; scripts are stripped from text', () => {
    const feed = parseFeed(
      rss(`<item><title>&lt;script&gt;alert(1)&lt;/script&gt;Titolo &lt;b&gt;sicuro&lt;/b&gt;</title><link>javascript:alert(1)</link>
        <description>&lt;script&gt;alert('x')&lt;/script&gt;&lt;img src="javascript:alert(2)"&gt;&lt;img src="data:image/png;base64,AAAA"&gt;Testo &lt;iframe src="https://x.example"&gt;&lt;/iframe&gt;pulito</description>
        <media:content url="data:image/jpeg;base64,AAAA" medium="image" /><enclosure url="java\tscript:alert(3)" type="image/jpeg" /></item>
        <item><title>Secondo</title><link> JAVASCRIPT:alert(1)</link><guid isPermaLink="false">x</guid><media:thumbnail url="file:///etc/passwd" /></item>`),
      null,
      'https://feed.example/rss',
    );
    expect(feed.items[0]).toMatchObject({ titolo: 'Titolo sicuro', link: null, link_fonte: null, sommario: 'Testo pulito', immagine_url: null });
    expect(feed.items[1]).toMatchObject({ titolo: 'Secondo', link: null, immagine_url: null });
  });

  it('drops items with neither title nor link; takes the title from the summary when only the link is there', () => {
    const feed = parseFeed(
      rss(`<item><description>Solo testo, niente titolo né link</description></item>
           <item><link>https://notizie.example/a</link><description>Frana sulla statale 36: la strada resterà chiusa fino a lunedì per le verifiche dei geologi sul versante.</description></item>
           <item><title>  </title><link>/relativo?id=1</link><description>Vento forte a Trieste</description></item>
           <item><title> </title><link>https://notizie.example/vuoto</link></item>`),
      null,
      'https://notizie.example/feed/',
    );
    expect(feed.items.map((i) => [i.titolo, i.link])).toEqual([
      ['Frana sulla statale 36: la strada resterà chiusa fino a lunedì per le verifiche dei geologi sul versante.', 'https://notizie.example/a'],
      ['Vento forte a Trieste', 'https://notizie.example/relativo?id=1'],
    ]);
  });

  it('cleans invisible characters, entities and NBSP in titles and summaries; unparseable dates are null', () => {
    const feed = parseFeed(
      rss(`<item><title>Allerta&#8203; rossa&amp;nbsp;in\u00a0Toscana\u0001</title><link>https://n.example/1</link><pubDate>ieri sera</pubDate>
           <description><![CDATA[<p>Evacuate&nbsp;200&nbsp;persone&#173; a Pisa</p>]]></description></item>`),
    );
    expect(feed.items[0]).toMatchObject({ titolo: 'Allerta rossa in Toscana', sommario: 'Evacuate 200 persone a Pisa', data_pubblicazione: null });
  });

  it('caps items and summary length', () => {
    const long = 'parola '.repeat(400);
    const items = Array.from({ length: 150 }, (_, i) => `<item><title>Notizia ${i}</title><link>https://n.example/${i}</link><description>${long}</description></item>`).join('');
    const feed = parseFeed(rss(items));
    expect(feed.items).toHaveLength(FEED_LIMITS.items);
    expect(feed.items[0]!.sommario!.length).toBeLessThanOrEqual(FEED_LIMITS.summary);
    expect(feed.items[0]!.sommario!.endsWith('parola…')).toBe(true);
  });

  it('reads 100 items of 20,000 commas in each field in linear time (the trailing-punctuation regex took 36 s: issue 20)', () => {
    // A letter near the end of the run: the run stops inside the 20,000-character cut of the description.
    const run = `${','.repeat(19_990)}x${','.repeat(10)}`;
    const items = Array.from(
      { length: 100 },
      (_, i) =>
        `<item><title>Titolo ${i}${run}</title><link>https://n.example/${i}</link><description>Sommario ${i}${run}</description>` +
        `<content:encoded>${run}${'y'.repeat(1_000)}</content:encoded></item>`,
    ).join('');
    const feed = parseFeed(rss(items));
    expect(feed.items).toHaveLength(100);
    feed.items.forEach((item, i) => {
      expect(item.titolo).toBe(`Titolo ${i}…`);
      expect(item.sommario).toBe(`Sommario ${i}…`);
      expect(item.descrizione).toBe(`${','.repeat(19_990)}x…`);
    });
    expect(feed.items[0]!.descrizione!.length).toBeLessThanOrEqual(FEED_LIMITS.description);
  });

  it('parses a field only up to a few times its limit: an image after the first 100,000 characters of markup is not looked for', () => {
    const content = `<p>${'parola '.repeat(20_000)}</p><img src="https://n.example/tardi.jpg" width="800" height="600">`;
    const [item] = parseFeed(rss(`<item><title>Lungo</title><link>https://n.example/1</link><content:encoded><![CDATA[${content}]]></content:encoded></item>`)).items;
    expect(item!.descrizione!.length).toBeLessThanOrEqual(FEED_LIMITS.description);
    expect(item!.descrizione!.endsWith('parola…')).toBe(true);
    expect(item!.immagine_url).toBeNull();
  });

  it('not a feed: HTML page, JSON, garbage, empty, another XML document', () => {
    notAFeed('<!doctype html><html lang="it"><head><title>Home</title></head><body><p>Benvenuto</p></body></html>');
    notAFeed('{"items":[{"title":"x"}]}', 'application/json');
    notAFeed('\u0000\u0001garbage');
    notAFeed('');
    notAFeed('   \n ');
    notAFeed('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><title>x</title></svg>');
  });

  it('decodes by BOM, then HTTP charset, then the XML declaration', () => {
    const xml = '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Città</title></channel></rss>';
    expect(parseFeed(iconv.encode(xml, 'latin1')).titolo).toBe('Città');
    expect(parseFeed(Buffer.from(xml.replace('ISO-8859-1', 'UTF-8'))).titolo).toBe('Città');
    expect(parseFeed(iconv.encode(xml.replace(' encoding="ISO-8859-1"', ''), 'latin1'), 'application/rss+xml; charset=ISO-8859-1').titolo).toBe('Città');
    expect(parseFeed(Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(xml.replace('ISO-8859-1', 'UTF-16'), 'utf-16le')])).titolo).toBe('Città');
    expect(decodeDocument(Buffer.from([0xef, 0xbb, 0xbf, 0x61]), 'text/xml; charset=latin1', 'xml')).toBe('a');
  });
});

describe('dates and URLs', () => {
  it('parses RFC 822 (zones, Italian names), ISO 8601 and refuses nonsense', () => {
    expect(parseFeedDate('Wed, 03 Jan 2018 13:47:00 GMT\n      ')).toBe('2018-01-03T13:47:00.000Z');
    expect(parseFeedDate('Sun, 22 Nov 2026 17:40:00 +0100')).toBe('2026-11-22T16:40:00.000Z');
    expect(parseFeedDate('Lun, 20 Lug 2026 10:00:00 CEST')).toBe('2026-07-20T08:00:00.000Z');
    expect(parseFeedDate('2026-11-22T03:17:00+01:00')).toBe('2026-11-22T02:17:00.000Z');
    expect(parseFeedDate('non una data')).toBeNull();
    expect(parseFeedDate('')).toBeNull();
  });

  it('keeps only absolute http(s) URLs', () => {
    expect(safeHttpUrl('/a b', 'https://x.example/')).toBeNull();
    expect(safeHttpUrl('img/a.jpg', 'https://x.example/feed/')).toBe('https://x.example/feed/img/a.jpg');
    expect(safeHttpUrl('//cdn.example/a.jpg', 'https://x.example/')).toBe('https://cdn.example/a.jpg');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://x.example/a', 'vbscript:x', 'mailto:a@b.it']) expect(safeHttpUrl(bad, 'https://x.example/')).toBeNull();
  });
});
