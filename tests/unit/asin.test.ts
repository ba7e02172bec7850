import { describe, expect, it } from 'vitest';
import { AMAZON_MARKETPLACES, amazonShortLink, deriveShortName, isAmazonHost, isAmazonShortLinkHost, normalizeAsin } from '../../common/asin.ts';

describe('normalizeAsin', () => {
  it.each([
    ['B0SCORTA01', 'B0SCORTA01'],
    ['  b0scorta01  ', 'B0SCORTA01'],
    ['8804668237', '8804668237'],
    ['https://www.amazon.it/dp/B06XNRQHG4', 'B06XNRQHG4'],
    ['https://www.amazon.it/dp/B06XNRQHG4/', 'B06XNRQHG4'],
    ['https://www.amazon.it/AMD-Ryzen-1600-3-2GHz/dp/B06XNRQHG4/ref=sr_1_1?keywords=ryzen&qid=1&sr=8-1', 'B06XNRQHG4'],
    ['https://www.amazon.es/Cecotec-Limpiacristales-Windroid/dp/B01MUGXRT9?th=1&psc=1', 'B01MUGXRT9'],
    ['https://www.amazon.com/gp/product/B01MUGXRT9/ref=ppx_yo_dt_b_asin_title_o00_s00?ie=UTF8', 'B01MUGXRT9'],
    ['https://www.amazon.de/gp/aw/d/B01MUGXRT9?psc=1', 'B01MUGXRT9'],
    ['https://www.amazon.co.uk/dp/product/B01MUGXRT9', 'B01MUGXRT9'],
    ['https://www.amazon.com.br/dp/B01MUGXRT9#customerReviews', 'B01MUGXRT9'],
    ['https://smile.amazon.com/dp/b01mugxrt9', 'B01MUGXRT9'],
    ['http://amazon.fr/exec/obidos/ASIN/B01MUGXRT9', 'B01MUGXRT9'],
    ['amazon.it/dp/B06XNRQHG4', 'B06XNRQHG4'],
    ['www.amazon.it/Radio-d%E2%80%99emergenza/dp/B0SCORTA01/ref=x', 'B0SCORTA01'],
    ['https://www.amazon.it/product-reviews/B06XNRQHG4/ref=acr_dp', 'B06XNRQHG4'],
    ['https://www.amazon.it/gp/product/glance?asin=B06XNRQHG4', 'B06XNRQHG4'],
  ])('%s → %s', (input, asin) => {
    expect(normalizeAsin(input)).toBe(asin);
  });

  it.each([
    [''],
    ['   '],
    ['B0SCORTA0'], // 9 characters
    ['B0SCORTA012'], // 11
    ['B0SC-RTA01'],
    ['B0SC RTA01'],
    ['https://amzn.eu/d/abc1234'], // short link: only a redirect knows the ASIN
    ['https://amzn.to/3JH6QET'],
    ['https://a.co/d/5fGhIjK'],
    ['https://www.amazon.it/'],
    ['https://www.amazon.it/s?k=radio+manovella'],
    ['https://www.amazon.it/dp/B0SCORTA0'], // 9 characters in the URL
    ['https://www.ebay.it/dp/B06XNRQHG4'], // not Amazon
    ['https://amazon.it.evil.example/dp/B06XNRQHG4'],
    ['https://notamazon.it/dp/B06XNRQHG4'],
    ['javascript:alert(1)//amazon.it/dp/B06XNRQHG4'],
    ['ftp://www.amazon.it/dp/B06XNRQHG4'],
    ['radio a manovella'],
  ])('%j → null', (input) => {
    expect(normalizeAsin(input)).toBeNull();
  });
});

describe('isAmazonHost: the real marketplaces only', () => {
  it('knows every Amazon marketplace, bare or as www., m. and smile., in any case, with a final dot', () => {
    const marketplaces = ['amazon.it', 'amazon.de', 'amazon.fr', 'amazon.es', 'amazon.co.uk', 'amazon.com', 'amazon.nl', 'amazon.se', 'amazon.pl', 'amazon.com.be'];
    marketplaces.push('amazon.com.tr', 'amazon.ae', 'amazon.sa', 'amazon.eg', 'amazon.in', 'amazon.co.jp', 'amazon.com.au', 'amazon.sg', 'amazon.ca', 'amazon.com.mx');
    marketplaces.push('amazon.com.br', 'amazon.cn', 'amazon.ie', 'amazon.co.za');
    for (const host of marketplaces) {
      expect(AMAZON_MARKETPLACES, host).toContain(host);
      for (const form of [host, `www.${host}`, `m.${host}`, `smile.${host}`, `WWW.${host.toUpperCase()}`, `${host}.`]) expect(isAmazonHost(form), form).toBe(true);
    }
  });

  it('refuses amazon.{any two or three letters} that is no marketplace, other subdomains and look-alikes', () => {
    const others = [
      'amazon.xyz',
      'www.amazon.xyz',
      'amazon.zz',
      'amazon.co.zz',
      'amazon.com.zz',
      'amazon.biz',
      'amazon.evil',
      'amazon.it.evil.example',
      'notamazon.it',
      'amazon-it.com',
    ];
    others.push('evil.amazon.xyz', 'music.amazon.it', 'aws.amazon.com', 'www.www.amazon.it', 'amazon', 'it', '');
    for (const host of others) expect(isAmazonHost(host), host).toBe(false);
    expect(normalizeAsin('https://www.amazon.xyz/dp/B06XNRQHG4')).toBeNull();
    expect(normalizeAsin('amazon.zz/dp/B06XNRQHG4')).toBeNull();
  });
});

describe('amazonShortLink', () => {
  it.each([
    ['https://amzn.eu/d/abc123', 'https://amzn.eu/d/abc123'],
    ['amzn.eu/d/abc123', 'https://amzn.eu/d/abc123'],
    ['  http://amzn.eu/d/abc123  ', 'https://amzn.eu/d/abc123'],
    ['https://amzn.to/3JH6QET', 'https://amzn.to/3JH6QET'],
    ['amzn.to/xyz', 'https://amzn.to/xyz'],
    ['https://a.co/d/5fGhIjK', 'https://a.co/d/5fGhIjK'],
    ['https://www.amzn.eu/d/abc123?ref=share#x', 'https://www.amzn.eu/d/abc123?ref=share'],
    ['AMZN.EU/d/abc123', 'https://amzn.eu/d/abc123'],
  ])('%s → %s', (input, url) => {
    expect(amazonShortLink(input)).toBe(url);
  });

  it.each([
    [''],
    ['B0SCORTA01'],
    ['https://www.amazon.it/dp/B06XNRQHG4'], // a full address: its ASIN is read directly
    ['https://amzn.eu'],
    ['https://amzn.eu/'],
    ['https://amzn.eu.evil.example/d/abc123'],
    ['https://notamzn.eu/d/abc123'],
    ['https://user:pw@amzn.eu/d/abc123'],
    ['https://amzn.eu:8080/d/abc123'],
    ['ftp://amzn.eu/d/abc123'],
    ['javascript:alert(1)//amzn.eu/d/abc'],
    ['amzn.eu/d/abc 123'],
  ])('%j → null', (input) => {
    expect(amazonShortLink(input)).toBeNull();
  });

  it('knows the shorteners and nothing else', () => {
    for (const host of ['amzn.eu', 'amzn.to', 'a.co', 'amzn.asia', 'www.amzn.to', 'AMZN.EU.']) expect(isAmazonShortLinkHost(host), host).toBe(true);
    for (const host of ['amazon.it', 'amzn.com.evil', 'co', 'example.com']) expect(isAmazonShortLinkHost(host), host).toBe(false);
  });
});

describe('deriveShortName (spec section 5)', () => {
  it('takes the text before " - " and keeps the first 5 words', () => {
    expect(deriveShortName('Radio di Emergenza a Manovella Solare, Radio AM/FM - Ideale per Campeggio')).toBe('Radio di Emergenza a Manovella');
  });

  it('takes the text before " | "', () => {
    expect(deriveShortName('Coperta isotermica | Confezione da 10')).toBe('Coperta isotermica');
  });

  it('cuts at whichever separator comes first', () => {
    expect(deriveShortName('Kit pronto soccorso | 160 pezzi - Rosso')).toBe('Kit pronto soccorso');
    expect(deriveShortName('Kit pronto soccorso - 160 pezzi | Rosso')).toBe('Kit pronto soccorso');
  });

  it('strips punctuation and collapses spaces', () => {
    expect(deriveShortName('  Torcia,   LED (ricaricabile)!  ')).toBe('Torcia LED ricaricabile');
    expect(deriveShortName('Duracell® Plus AA: 12 pile')).toBe('Duracell Plus AA 12 pile');
    expect(deriveShortName('“Lumen 3” torcia')).toBe('Lumen 3 torcia');
  });

  it('keeps marks inside a word (USB-C, AM/FM, apostrophes, decimals)', () => {
    expect(deriveShortName("Power bank USB-C d'emergenza")).toBe("Power bank USB-C d'emergenza");
    expect(deriveShortName('AMD Ryzen 5 1600 3.2GHz')).toBe('AMD Ryzen 5 1600 3.2GHz');
    expect(deriveShortName('Radio AM/FM 5,5 W portatile extra')).toBe('Radio AM/FM 5,5 W portatile');
  });

  it('does not split on a hyphen without spaces, nor on other dashes', () => {
    expect(deriveShortName('Walkie-talkie PMR446')).toBe('Walkie-talkie PMR446');
    expect(deriveShortName('Torcia a dinamo – luce di emergenza')).toBe('Torcia a dinamo luce di');
  });

  it('handles short and empty names', () => {
    expect(deriveShortName('Fischietto')).toBe('Fischietto');
    expect(deriveShortName('')).toBe('');
    expect(deriveShortName(' - ')).toBe('');
  });
});
