import { describe, expect, it } from 'vitest';
import { COVER_WIDTHS, PRODUCT_WIDTHS, amazonImageAt, responsiveImage } from '../../common/responsive-images.ts';

describe('responsive images', () => {
  it('resizes an Amazon picture by its size token, whatever token it had', () => {
    expect(amazonImageAt('https://m.media-amazon.com/images/I/71abcDEF+gL._AC_SL1500_.jpg', 640)).toBe('https://m.media-amazon.com/images/I/71abcDEF+gL._SL640_.jpg');
    expect(amazonImageAt('https://m.media-amazon.com/images/I/41+yS-UMFTL._AC_SR300,300_.jpg', 320)).toBe('https://m.media-amazon.com/images/I/41+yS-UMFTL._SL320_.jpg');
    expect(amazonImageAt('https://m.media-amazon.com/images/I/41-kUpCBAGL._AC_.jpg', 1000)).toBe('https://m.media-amazon.com/images/I/41-kUpCBAGL._SL1000_.jpg');
    expect(amazonImageAt('https://m.media-amazon.com/images/I/41-kUpCBAGL.png', 320)).toBe('https://m.media-amazon.com/images/I/41-kUpCBAGL._SL320_.png');
  });

  it('leaves other hosts, Amazon’s non-pictures and insecure URLs alone', () => {
    expect(amazonImageAt('https://m.media-amazon.com/images/I/01KmTqHHwBL.js', 320)).toBeNull();
    expect(amazonImageAt('http://m.media-amazon.com/images/I/41-kUpCBAGL.jpg', 320)).toBeNull();
    expect(amazonImageAt('https://example.com/images/I/41-kUpCBAGL._AC_.jpg', 320)).toBeNull();
    expect(responsiveImage('/demo/prodotti/torcia.svg', PRODUCT_WIDTHS, '50vw')).toEqual({});
    expect(responsiveImage(null, PRODUCT_WIDTHS, '50vw')).toEqual({});
  });

  it('builds srcset and sizes for an Amazon product picture', () => {
    expect(responsiveImage('https://m.media-amazon.com/images/I/71abcgL._AC_SL1500_.jpg', PRODUCT_WIDTHS, '(min-width: 48em) 25vw, 50vw')).toEqual({
      srcSet: [320, 640, 1000].map((w) => `https://m.media-amazon.com/images/I/71abcgL._SL${w}_.jpg ${w}w`).join(', '),
      sizes: '(min-width: 48em) 25vw, 50vw',
    });
  });

  it('builds srcset for an Unsplash cover from its w parameter, keeping the other parameters', () => {
    const url = 'https://images.unsplash.com/photo-1423034816855-245e5820ff8c?ixlib=rb-1.2.1&q=80&fm=jpg&crop=entropy&cs=tinysrgb&w=1600&fit=max&ixid=eyJhcHBfaWQiOjEyMDd9';
    const { srcSet, sizes } = responsiveImage(url, COVER_WIDTHS, '100vw');
    expect(sizes).toBe('100vw');
    const entries = srcSet!.split(', ');
    expect(entries.map((e) => e.split(' ')[1])).toEqual(['400w', '800w', '1200w', '1600w']);
    for (const [i, entry] of entries.entries()) {
      const u = new URL(entry.split(' ')[0]!);
      expect(u.searchParams.get('w')).toBe(String(COVER_WIDTHS[i]));
      expect([u.searchParams.get('ixid'), u.searchParams.get('q'), u.searchParams.get('fit'), u.searchParams.get('crop')]).toEqual([
        'eyJhcHBfaWQiOjEyMDd9',
        '80',
        'max',
        'entropy',
      ]);
    }
    expect(responsiveImage('https://plus.unsplash.com/premium_photo-1?w=1600', COVER_WIDTHS, '100vw')).toEqual({});
  });
});
