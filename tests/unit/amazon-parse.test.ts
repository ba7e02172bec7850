import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { AMAZON_LIMITS, classifyAmazonPage, cleanText, decodeAmazonHtml, parseAmazonProduct, parsePrice, parseRating } from '../../server/integrations/amazon/parse.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const own = (name: string) => fs.readFileSync(path.join(root, 'tests/fixtures/amazon', name));
/** Real pages saved from public repositories (../shared/fixtures/SOURCES.md); absent in a fresh clone. */
const sharedDir = path.join(root, '..', 'shared', 'fixtures', 'amazon');
const hasShared = fs.existsSync(sharedDir);
if (!hasShared) console.warn(`[amazon-parse] ${sharedDir} is missing: the tests on real Amazon pages are skipped.`);
const shared = (name: string) => fs.readFileSync(path.join(sharedDir, name));

const IT = { baseUrl: 'https://www.amazon.it' };

/** A minimal product page around some markup. */
const page = (body: string, head = '<meta charset="utf-8"><title>Amazon.it</title>') => `<!doctype html><html lang="it-it"><head>${head}</head><body>${body}</body></html>`;

/** No value of the response contains markup. */
function expectNoMarkup(data: Record<string, unknown>) {
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue;
    expect(value, key).not.toMatch(/<\s*(?:\/\s*)?[a-z!]/i);
    expect(value, key).not.toMatch(/(?!\n)\p{Cc}|[\u200e\u200f\u200b\ufeff]/u);
  }
}

describe('parsePrice', () => {
  it.each([
    ['1.299,00 €', 1299],
    ['12,99€', 12.99],
    ['EUR 205,60', 205.6],
    ['$1,299.00', 1299],
    ['1.299 €', 1299],
    ['0,99', 0.99],
    ['€ 12,99', 12.99],
    ['€12,99', 12.99],
    ['34,99\u00a0€', 34.99],
    ['1\u202f299,00 €', 1299],
    ['1.234.567,89 €', 1234567.89],
    ['£24.99', 24.99],
    ["CHF 1'299.50", 1299.5],
    ['￥1,299', 1299],
    ['49', 49],
    ['\u200e19,90 €', 19.9],
  ])('%j → %s', (text, value) => {
    expect(parsePrice(text)).toBe(value);
  });

  it.each([['abc'], [''], ['€'], ['12,99 € - 15,00 €'], ['-5,00 €'], ['1,2,3'], ['12.99.1'], ['Prezzo: n.d.'], ['1.29,00'], ['12,99 pezzi']])('%j → null', (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it('is null for a missing value', () => {
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
  });
});

describe('parseRating', () => {
  it.each([
    ['4,5 su 5 stelle', 4.5],
    ['4.5 out of 5 stars', 4.5],
    ['4,1 de 5 estrellas', 4.1],
    ['4,5 von 5 Sternen', 4.5],
    ['4,3 sur 5 étoiles', 4.3],
    ['5 su 5 stelle', 5],
    ['5つ星のうち4.5', 4.5],
    ['4,5', 4.5],
  ])('%j → %s', (text, value) => {
    expect(parseRating(text)).toBe(value);
  });

  it.each([['7 su 10'], ['nessuna recensione'], [''], [null]])('%j → null', (text) => {
    expect(parseRating(text)).toBeNull();
  });
});

describe('decodeAmazonHtml', () => {
  const accented = 'Perché è così: 19,90 € – d’emergenza';

  it('reads UTF-8 by default', () => {
    expect(decodeAmazonHtml(Buffer.from(page(accented), 'utf8'))).toContain(accented);
    expect(decodeAmazonHtml(Buffer.from(`<p>${accented}</p>`, 'utf8'))).toBe(`<p>${accented}</p>`);
  });

  it('drops a UTF-8 byte-order mark', () => {
    const text = decodeAmazonHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>è</p>')]));
    expect(text).toBe('<p>è</p>');
  });

  it('uses the Content-Type charset first', () => {
    const bytes = iconv.encode(`<meta charset="utf-8"><p>${accented}</p>`, 'windows-1252');
    expect(decodeAmazonHtml(bytes, 'text/html; charset=windows-1252')).toContain(accented);
    expect(decodeAmazonHtml(bytes, 'text/html;charset="ISO-8859-1"')).toContain(accented);
  });

  it('reads <meta charset> and <meta http-equiv> when the header has none', () => {
    const cp = iconv.encode(`<html><head><meta charset="windows-1252"></head><body>${accented}</body></html>`, 'windows-1252');
    expect(decodeAmazonHtml(cp, 'text/html')).toContain(accented);
    const eq = iconv.encode(`<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><body>${accented}</body></html>`, 'windows-1252');
    expect(decodeAmazonHtml(eq)).toContain(accented);
  });

  it('treats ISO-8859-1 as windows-1252, as browsers do (the euro sign is byte 0x80)', () => {
    const bytes = Buffer.from([0x3c, 0x70, 0x3e, 0x80, 0x20, 0x39, 0x2c, 0x39, 0x39]); // <p>€ 9,99
    expect(decodeAmazonHtml(bytes, 'text/html; charset=iso-8859-1')).toBe('<p>€ 9,99');
  });

  it('decodes Shift_JIS (amazon.co.jp) and EUC-KR', () => {
    const ja = '<meta charset="Shift_JIS"><span id="productTitle">防災ラジオ 手回し</span>';
    expect(decodeAmazonHtml(iconv.encode(ja, 'cp932'))).toBe(ja);
    const ko = '<p>비상 라디오</p>';
    expect(decodeAmazonHtml(iconv.encode(ko, 'cp949'), 'text/html; charset=euc-kr')).toBe(ko);
  });

  it('falls back to UTF-8 on an unknown charset', () => {
    expect(decodeAmazonHtml(Buffer.from('<p>è</p>'), 'text/html; charset=x-martian')).toBe('<p>è</p>');
  });
});

describe('classifyAmazonPage', () => {
  it('recognises the Italian captcha page', () => {
    expect(classifyAmazonPage(decodeAmazonHtml(own('captcha_it.html')))).toBe('captcha');
  });

  it('recognises the captcha by its words alone, in Italian and English', () => {
    expect(classifyAmazonPage(page('<h4>Inserisci i caratteri visualizzati nello spazio sottostante</h4>'))).toBe('captcha');
    expect(classifyAmazonPage(page('<h4>Enter the characters you see below</h4>'))).toBe('captcha');
    expect(classifyAmazonPage(page('<p>x</p>', '<title>Robot Check</title>'))).toBe('captcha');
    expect(classifyAmazonPage(page('<!-- please contact api-services-support@amazon.com --><p>x</p>'))).toBe('captcha');
  });

  it('recognises the Italian 404 page', () => {
    expect(classifyAmazonPage(decodeAmazonHtml(own('not_found_it.html')))).toBe('not-found');
    expect(classifyAmazonPage(page('<b>Siamo spiacenti. L’indirizzo web che hai inserito non è una pagina attiva del nostro sito.</b>'))).toBe('not-found');
    expect(classifyAmazonPage(page('<p>Sorry! We couldn&#39;t find that page.</p>', '<title>Page Not Found</title>'))).toBe('not-found');
  });

  it('recognises product pages', () => {
    expect(classifyAmazonPage(decodeAmazonHtml(own('product_it_current_layout_radio.html')))).toBe('product');
    expect(classifyAmazonPage(decodeAmazonHtml(own('product_it_old_layout_cp1252.html')))).toBe('product');
  });

  it('says unknown for anything else', () => {
    expect(classifyAmazonPage(page('<h1>Benvenuto</h1>'))).toBe('unknown');
    expect(classifyAmazonPage(page('<span id="productTitle">   </span>'))).toBe('unknown');
    expect(classifyAmazonPage('')).toBe('unknown');
  });
});

describe('parseAmazonProduct: current amazon.it layout (own fixture)', () => {
  const html = decodeAmazonHtml(own('product_it_current_layout_radio.html'));
  const data = parseAmazonProduct(html, { asin: 'B0SCORTA01', ...IT, tag: 'scorta-21' });

  it('returns exactly the fields of the spec lookup response', () => {
    expect(Object.keys(data).sort()).toEqual(
      [
        'nome',
        'nome_sintetico',
        'valutazione',
        'prezzo_originale',
        'prezzo_scontato',
        'seo_keyword_prodotto',
        'img_url',
        'link',
        'specifiche_tecniche',
        'descrizione_generale',
        'informazioni_articolo',
        'contenuto_scatola',
      ].sort(),
    );
  });

  it('reads name, short name and rating', () => {
    expect(data.nome).toBe('Radio di Emergenza a Manovella Solare, Radio AM/FM con Torcia LED, Power Bank 5000mAh e Allarme SOS - Ideale per Campeggio | Kit di Sopravvivenza');
    expect(data.nome_sintetico).toBe('Radio di Emergenza a Manovella');
    expect(data.valutazione).toBe(4.5);
  });

  it('reads the price to pay (whole + fraction) and the struck-through list price as numbers', () => {
    expect(data.prezzo_scontato).toBe(34.99);
    expect(data.prezzo_originale).toBe(49.99);
  });

  it('ignores the unit price and the prices of other products on the page', () => {
    const prices = [data.prezzo_originale, data.prezzo_scontato];
    expect(prices).not.toContain(9.99);
  });

  it('chooses the largest image of data-a-dynamic-image', () => {
    expect(data.img_url).toBe('https://m.media-amazon.com/images/I/71rAdIoScRtL._AC_SX679_.jpg');
  });

  it('builds the link with the affiliate tag, or without one', () => {
    expect(data.link).toBe('https://www.amazon.it/dp/B0SCORTA01?tag=scorta-21');
    expect(parseAmazonProduct(html, { asin: 'b0scorta01', ...IT }).link).toBe('https://www.amazon.it/dp/B0SCORTA01');
  });

  it('derives SEO keywords from the short name and the last breadcrumb category', () => {
    expect(data.seo_keyword_prodotto).toBe("radio di emergenza a manovella, radio d'emergenza");
  });

  it('reads the overview and technical tables as "Chiave: valore" lines, without the LRM marks', () => {
    expect(data.specifiche_tecniche?.split('\n')).toEqual([
      'Marca: Scortex',
      'Colore: Arancione',
      'Fonte di alimentazione: Solare, manovella, USB',
      'Tecnologia sintonizzatore: AM, FM',
      'Peso articolo: 380 g',
      'Dimensioni prodotto: 15 x 7 x 6 cm; 380 grammi',
      'Capacità batteria: 5000 Milliampere-ora',
      'Componenti inclusi: Radio; Cavo USB-C; Manuale',
    ]);
  });

  it('reads the bullets, one per line (not the hidden one), then the description', () => {
    const [bullets, description] = (data.descrizione_generale ?? '').split('\n\n');
    expect(bullets?.split('\n')).toHaveLength(4);
    expect(bullets).toMatch(/^【5 modi di ricarica】 Pannello solare, manovella a dinamo/);
    expect(bullets).toContain("Tre modalità d'illuminazione");
    expect(bullets).not.toContain('Clicca qui');
    expect(description).toBe(
      "La radio d'emergenza Scortex R5 riceve AM/FM e si ricarica in cinque modi.\nPensata per blackout, alluvioni e terremoti: tienila nello zaino d'emergenza.",
    );
  });

  it('reads the detail bullets and the additional-information table, cleaned of the ":" noise', () => {
    expect(data.informazioni_articolo?.split('\n')).toEqual([
      'ASIN: B0SCORTA01',
      "Posizione nella classifica Bestseller di Amazon: n. 1.502 in Sport e tempo libero (Visualizza i Top 100 nella categoria Sport e tempo libero) n. 3 in Radio d'emergenza",
      'Disponibile su Amazon.it a partire dal: 12 marzo 2023',
      'Produttore: Scortex Srl',
      'Numero modello articolo: SX-R5',
      'Paese di origine: Cina',
    ]);
  });

  it("reads the 'Contenuto della confezione' list", () => {
    expect(data.contenuto_scatola).toBe("1 x Radio di emergenza\n1 x Cavo di ricarica USB-C\n1 x Manuale d'uso in italiano");
  });

  it('contains no markup and no invisible characters', () => {
    expectNoMarkup({ ...data });
  });
});

describe('parseAmazonProduct: older amazon.it layout in windows-1252 (own fixture)', () => {
  const bytes = own('product_it_old_layout_cp1252.html');
  const html = decodeAmazonHtml(bytes);
  const data = parseAmazonProduct(html, { asin: 'B0SCORTA02', ...IT });

  it('is stored in windows-1252 and decoded from its meta charset', () => {
    expect(bytes.includes(Buffer.from('è', 'utf8'))).toBe(false);
    expect(bytes.includes(0x80)).toBe(true); // € in windows-1252
    expect(html).toContain('dà 10 minuti di luce');
  });

  it('reads the name with its accents and typographic quotes', () => {
    expect(data.nome).toBe('Torcia LED a dinamo ricaricabile “Lumen 3” – Luce d’emergenza per blackout, con bussola');
    expect(data.nome_sintetico).toBe('Torcia LED a dinamo ricaricabile');
  });

  it('reads the rating from .a-icon-alt when #acrPopover has no title', () => {
    expect(data.valutazione).toBe(4.3);
  });

  it('reads #priceblock_ourprice and the struck-through list price', () => {
    expect(data.prezzo_scontato).toBe(19.9);
    expect(data.prezzo_originale).toBe(24.9);
  });

  it('chooses data-old-hires (the 1200 px zoom image) over the smaller dynamic ones, never the data: URI, and asks for https', () => {
    expect(data.img_url).toBe('https://ecx.images-amazon.com/images/I/61dYnAmO3XL._SL1200_.jpg');
  });

  it('reads the bullets with accents and the euro sign', () => {
    const bullets = (data.descrizione_generale ?? '').split('\n\n')[0]?.split('\n');
    expect(bullets).toEqual([
      'Dinamo a manovella: un minuto di ricarica dà 10 minuti di luce, senza pile né corrente.',
      'Tre LED da 0,5 W, portata 30 m; impugnatura in gomma antiscivolo.',
      'Bussola integrata e fischietto d’emergenza: utile in montagna e nel kit per la protezione civile.',
      'Prezzo per unità: 19,90 €',
    ]);
    expect(data.descrizione_generale).toContain('È perfetta per l’auto');
  });

  it('reads the old detail bullets, without the reviews row', () => {
    expect(data.informazioni_articolo?.split('\n')).toEqual([
      'Peso articolo: 210 g',
      'Dimensioni prodotto: 18 x 5 x 5 cm',
      'Numero modello articolo: LUM-3',
      'ASIN: B0SCORTA02',
      'Posizione nella classifica Bestseller di Amazon: n. 2.310 in Fai da te',
    ]);
    expect(data.specifiche_tecniche).toBeNull();
  });

  it("reads 'Contenuto della confezione' from the description, up to the next heading", () => {
    expect(data.contenuto_scatola).toBe('1 torcia a dinamo\n1 cinghia da polso\nIstruzioni in italiano');
  });

  it('derives the keywords from the last breadcrumb category', () => {
    expect(data.seo_keyword_prodotto).toBe('torcia led a dinamo ricaricabile, torce elettriche');
  });
});

describe('parseAmazonProduct: edge cases', () => {
  it('gives null for every field a page lacks (captcha and 404 pages included), but always the link', () => {
    for (const name of ['captcha_it.html', 'not_found_it.html']) {
      const data = parseAmazonProduct(decodeAmazonHtml(own(name)), { asin: 'B0SCORTA01', ...IT });
      const { link, ...rest } = data;
      expect(link).toBe('https://www.amazon.it/dp/B0SCORTA01');
      expect(Object.values(rest).every((v) => v === null)).toBe(true);
    }
  });

  it('refuses an invalid ASIN', () => {
    expect(() => parseAmazonProduct(page(''), { asin: 'nope', ...IT })).toThrow(RangeError);
  });

  it('returns plain text for a title carrying <script> and <img onerror>', () => {
    const html = page(
      '<span id="productTitle">Radio <script>alert(1)</script><img src=x onerror="alert(2)">&lt;img src=x onerror=alert(3)&gt; SOS &lt;script&gt;alert(4)&lt;/script&gt; Pro</span>' +
        '<div id="feature-bullets"><ul><li><span class="a-list-item">Sicura <iframe src="javascript:alert(5)"></iframe><b onclick="alert(6)">davvero</b></span></li></ul></div>' +
        '<img id="landingImage" src="javascript:alert(7)" data-old-hires="data:image/png;base64,AAAA">',
    );
    const data = parseAmazonProduct(html, { asin: 'B0SCORTA01', ...IT });
    expect(data.nome).not.toMatch(/[<>]/);
    expect(data.nome).not.toContain('alert(1)');
    expect(data.nome).toMatch(/^Radio .*SOS .*Pro$/);
    expect(data.descrizione_generale).toBe('Sicura davvero');
    expect(data.img_url).toBeNull();
    expectNoMarkup({ ...data });
  });

  it('caps the name at 300 characters and the other fields at 5,000', () => {
    const long = 'parola '.repeat(2000);
    const data = parseAmazonProduct(page(`<span id="productTitle">${long}</span><div id="productDescription"><p>${long}</p></div>`), {
      asin: 'B0SCORTA01',
      ...IT,
    });
    expect(data.nome?.length).toBeLessThanOrEqual(AMAZON_LIMITS.name);
    expect(data.nome?.endsWith('…')).toBe(true);
    expect(data.descrizione_generale?.length).toBeLessThanOrEqual(AMAZON_LIMITS.field);
  });

  it('reads .a-offscreen prices, thousands included, and takes the current price as the original when nothing is struck through', () => {
    const data = parseAmazonProduct(
      page(
        '<span id="productTitle">Generatore</span><div id="corePrice_feature_div"><span class="a-price" data-a-size="xl"><span class="a-offscreen">1.299,00 €</span><span aria-hidden="true"><span class="a-price-whole">1.299<span class="a-price-decimal">,</span></span><span class="a-price-fraction">00</span></span></span></div>',
      ),
      { asin: 'B0SCORTA01', ...IT },
    );
    expect(data.prezzo_originale).toBe(1299);
    expect(data.prezzo_scontato).toBeNull();
  });

  it('reads a-price-whole + a-price-fraction with a thousands separator when .a-offscreen is empty', () => {
    const data = parseAmazonProduct(
      page(
        '<span id="productTitle">Generatore</span><div id="corePriceDisplay_desktop_feature_div"><span class="a-price priceToPay"><span class="a-offscreen"></span><span aria-hidden="true"><span class="a-price-whole">1.299<span class="a-price-decimal">,</span></span><span class="a-price-fraction">50</span><span class="a-price-symbol">€</span></span></span></div>',
      ),
      { asin: 'B0SCORTA01', ...IT },
    );
    expect(data.prezzo_originale).toBe(1299.5);
  });

  it('prefers the deal price of the old layout', () => {
    const data = parseAmazonProduct(
      page(
        '<span id="productTitle">Torcia</span><span id="priceblock_ourprice">EUR 20,00</span><span id="priceblock_dealprice">EUR 15,50</span><span id="listPrice">EUR 25,00</span>',
      ),
      { asin: 'B0SCORTA01', ...IT },
    );
    expect(data.prezzo_scontato).toBe(15.5);
    expect(data.prezzo_originale).toBe(25);
  });

  it('reads #imgBlkFront (books) and keeps the biggest width × height', () => {
    const data = parseAmazonProduct(
      page(
        '<span id="productTitle">Manuale di sopravvivenza</span><img id="imgBlkFront" src="data:image/gif;base64,R0lGOD" data-a-dynamic-image=\'{"https://m.media-amazon.com/images/I/a._SY300_.jpg":[200,300],"https://m.media-amazon.com/images/I/a._SY500_.jpg":[333,500],"https://m.media-amazon.com/images/I/a._SX400_.jpg":[400,450]}\'>',
      ),
      { asin: 'B0SCORTA01', ...IT },
    );
    expect(data.img_url).toBe('https://m.media-amazon.com/images/I/a._SX400_.jpg');
  });

  it('cleans control and invisible characters', () => {
    expect(cleanText('A\u200eB\u200f C\u0007D\u00adE\ufeff  F\u2028G')).toBe('AB C DE F G');
    expect(cleanText('uno\n\n  due  \n', true)).toBe('uno\ndue');
  });
});

describe.skipIf(!hasShared)('real pages from ../shared/fixtures/amazon (skipped when the folder is absent)', () => {
  it('amazon.it AMD Ryzen page, 2017 layout: name, prices, rating, image, bullets', () => {
    const html = decodeAmazonHtml(shared('product_amazon_it_amd_ryzen5_cpu.html'));
    expect(classifyAmazonPage(html)).toBe('product');
    const data = parseAmazonProduct(html, { asin: 'B06XNRQHG4', ...IT });
    expect(data.nome).toBe('AMD Ryzen 5 1600 3.2GHz');
    expect(data.nome_sintetico).toBe('AMD Ryzen 5 1600 3.2GHz');
    // "Prezzo: EUR 205,60", struck through "Prezzo consigliato: EUR 249,90".
    expect(data.prezzo_scontato).toBe(205.6);
    expect(data.prezzo_originale).toBe(249.9);
    expect(data.valutazione).toBe(4.8);
    // The landing image's src is a data: URI; the largest dynamic image is the unsized original (500 × 404).
    expect(data.img_url).toBe('https://images-na.ssl-images-amazon.com/images/I/319ktX3yGXL.jpg');
    expect(data.descrizione_generale?.split('\n')[0]).toBe('AMD, AM4, 6 core, 4.00 GHz turbo, Cache 10 Mo, Consommation : 65 W, Garantie 3 ans constructeur.');
    expect(data.descrizione_generale).toContain('Ryzen 5 1600. Socket AM4 / 6-Core / 12 Threads / 16 MB Cache / 65W / 3.6 GHz');
    expect(data.descrizione_generale).not.toContain('Clicca qui');
    expect(data.specifiche_tecniche).toContain('Velocità processore: 3.2 GHz');
    expect(data.specifiche_tecniche).toContain('Numero modello articolo: YD1600BBAEBOX');
    expect(data.informazioni_articolo).toContain('ASIN: B06XNRQHG4');
    expect(data.informazioni_articolo).toContain('Disponibile su Amazon.it a partire dal: 10 aprile 2017');
    expect(data.informazioni_articolo).not.toContain('recensioni clienti');
    expect(data.seo_keyword_prodotto).toBe('amd ryzen 5 1600 3.2ghz, processori');
    expect(data.contenuto_scatola).toBeNull();
    expectNoMarkup({ ...data });
  });

  it('amazon.es Cecotec page, current layout: name, rating, image, bullets; no price of other products', () => {
    const html = decodeAmazonHtml(shared('product_amazon_es_cecotec.html'), 'text/html; charset=UTF-8');
    expect(classifyAmazonPage(html)).toBe('product');
    const data = parseAmazonProduct(html, { asin: 'B01MUGXRT9', baseUrl: 'https://www.amazon.es' });
    expect(data.nome).toBe(
      'Cecotec Robot Limpiacristales Windroid 880 SprayWater Smart Connected. 90 W, Pulveriza, Limpia y Seca, Control por App y Mando a Distancia, 4 Programas, Cable 5,5m, Incluye 12 Paños',
    );
    expect(data.nome_sintetico).toBe('Cecotec Robot Limpiacristales Windroid 880');
    expect(data.valutazione).toBe(4.1);
    // The saved page has an empty buy box (#corePrice_desktop is empty, the comparison table says "—"
    // for this product): the prices on it belong to other products and must not be taken.
    expect(data.prezzo_originale).toBeNull();
    expect(data.prezzo_scontato).toBeNull();
    // data-old-hires (_SL1500_) is larger than the largest dynamic image (679 × 679).
    expect(data.img_url).toBe('https://m.media-amazon.com/images/I/81lde+541vL._AC_SL1500_.jpg');
    expect(data.descrizione_generale?.split('\n')).toEqual([
      'Navegación inteligente, cálculo de la ruta, detención de los límites de la superficie y limpieza en profundidad',
      'Escoge y programa el dispositivo escogiendo entre los 4 programas de limpieza',
      'Está diseñado para pulverizar y secar de forma inteligente, con sus mopas de microfibra',
    ]);
    expect(data.specifiche_tecniche).toContain('Marca: Cecotec');
    expect(data.specifiche_tecniche).toContain('Potencia: 1200 vatios');
    expect(data.specifiche_tecniche).toContain('Número de modelo: 05042');
    expect(data.informazioni_articolo).toContain('Producto en Amazon.es desde: 15 noviembre 2018');
    expect(data.informazioni_articolo).not.toMatch(/valoraciones|estrellas/);
    expect(data.contenuto_scatola?.split('\n')[0]).toBe('1 x Windroid');
    expect(data.contenuto_scatola?.split('\n')).toHaveLength(7);
    expect(data.link).toBe('https://www.amazon.es/dp/B01MUGXRT9');
    expectNoMarkup({ ...data });
  });

  it('amazon.com robot check page is a captcha', () => {
    expect(classifyAmazonPage(decodeAmazonHtml(shared('captcha_robot_check_image.html')))).toBe('captcha');
  });
});
