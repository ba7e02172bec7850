// Clicks on Amazon links without React (decision 0036): the server's markup (the real
// ProductCard, and a link of stored HTML rewritten by normalizeAmazonLinks) carries `ping` and
// `data-clic`; app/enhance/affiliate-clicks.ts sends the report with navigator.sendBeacon and
// removes the ping before the browser follows the link, so a click counts once.
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { normalizeAmazonLinks } from '../../common/amazon-links.ts';
import { ProductCard, type ProductCardData } from '../../app/components/site/product-card.tsx';
import { EnhanceContext } from '../../app/lib/enhance.tsx';

const PRODUCT: ProductCardData = {
  id: 5,
  nome_prodotto: 'Torcia frontale ricaricabile',
  nome_sintetico: 'Torcia frontale',
  nome_visualizzato: null,
  img_prodotto: null,
  prezzo_prodotto: 19.9,
  prezzo_originale: null,
  url_acquisto: 'https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21',
  haRecensionePubblicata: true,
  valutazione_prodotto: 4,
  prezzo_aggiornato_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  nome_categoria: 'Illuminazione',
};
const SCRIPT = '/assets/enhance-affiliate-clicks-AB12CD34.js';

/** The card's HTML as the server sends it (the script tag included). */
function cardHtml(path = '/prodotti') {
  const router = createMemoryRouter([{ path: '*', element: <ProductCard product={PRODUCT} /> }], { initialEntries: [path] });
  return renderToStaticMarkup(
    <EnhanceContext.Provider value={{ 'affiliate-clicks': SCRIPT }}>
      <RouterProvider router={router} />
    </EnhanceContext.Provider>,
  );
}

/** The card in the page, without its script tag (the script under test is imported once, below). */
const renderCard = (path?: string) => cardHtml(path).replace(/<script\b[^>]*><\/script>/g, '');

const beacon = vi.fn<(url: string) => boolean>();
// The page itself never leaves: the test stops the link's default action after the script ran
// (in the capture phase too: happy-dom follows a link as the event passes it).
const stay = (e: Event) => e.preventDefault();

beforeAll(async () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
  await import('../../app/enhance/affiliate-clicks.ts');
});

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true);
  document.addEventListener('click', stay, true);
  document.addEventListener('auxclick', stay, true);
});

afterEach(() => {
  document.removeEventListener('click', stay, true);
  document.removeEventListener('auxclick', stay, true);
  document.body.innerHTML = '';
});

const orderLink = () => document.querySelector<HTMLAnchorElement>('a.btn-accent')!;

describe('the markup', () => {
  test("'Ordina su Amazon' of a card reports to /api/clic with the product and the page, sponsored, and brings the script", () => {
    const html = cardHtml('/prodotti');
    document.body.innerHTML = renderCard('/prodotti');
    const link = orderLink();
    expect(link).toHaveAttribute('href', PRODUCT.url_acquisto);
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('ping', '/api/clic?p=5&da=%2Fprodotti&blocco=pulsante');
    expect(link).toHaveAttribute('data-clic', '/api/clic?p=5&da=%2Fprodotti&blocco=pulsante');
    expect(html).toContain(`<script type="module" src="${SCRIPT}"></script>`);
    // The review link is not an Amazon link: no report.
    expect(document.querySelector('a.btn-secondary')).not.toHaveAttribute('ping');
  });

  test('the page path is the one the card is shown on', () => {
    document.body.innerHTML = renderCard('/');
    expect(orderLink()).toHaveAttribute('data-clic', '/api/clic?p=5&da=%2F&blocco=pulsante');
  });
});

describe('a click', () => {
  test('is the script that marks the page ready', () => {
    expect(document.documentElement.getAttribute('data-enhanced')).toContain('affiliate-clicks');
  });

  test('sends one beacon and removes the ping, so the browser does not report it again', () => {
    document.body.innerHTML = renderCard();
    const link = orderLink();
    // On the icon inside the link too.
    link.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon).toHaveBeenCalledWith('/api/clic?p=5&da=%2Fprodotti&blocco=pulsante');
    expect(link).not.toHaveAttribute('ping');
    // A second click is a second click: one more beacon, still no ping.
    link.click();
    expect(beacon).toHaveBeenCalledTimes(2);
    expect(link).not.toHaveAttribute('ping');
  });

  test('with the middle button counts too; the right button (the menu) does not', () => {
    document.body.innerHTML = renderCard();
    const link = orderLink();
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 2 }));
    expect(beacon).not.toHaveBeenCalled();
    expect(link).toHaveAttribute('ping');
    link.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(link).not.toHaveAttribute('ping');
  });

  test('keeps the ping when the beacon cannot be queued (or fails), so the browser reports it instead', () => {
    document.body.innerHTML = renderCard();
    beacon.mockReturnValue(false);
    orderLink().click();
    expect(orderLink()).toHaveAttribute('ping', '/api/clic?p=5&da=%2Fprodotti&blocco=pulsante');
    beacon.mockImplementation(() => {
      throw new TypeError('blocked');
    });
    orderLink().click();
    expect(orderLink()).toHaveAttribute('ping');
  });

  test('on a link of a review reports its product; other links report nothing', () => {
    const stored = normalizeAmazonLinks(
      '<p><a href="https://www.amazon.it/dp/B0CK7T4RQ2?tag=concorrente-21">qui</a> e <a href="https://www.example.com/">altrove</a></p>',
      { baseUrl: 'https://www.amazon.it', tag: 'scorta-21' },
      { path: '/articolo/5', productFor: () => 5 },
    );
    document.body.innerHTML = stored.html;
    const [amazon, other] = [...document.querySelectorAll('a')];
    other!.click();
    expect(beacon).not.toHaveBeenCalled();
    amazon!.click();
    expect(beacon).toHaveBeenCalledExactlyOnceWith('/api/clic?p=5&da=%2Farticolo%2F5&blocco=testo');
    expect(amazon).not.toHaveAttribute('ping');
    expect(amazon).toHaveAttribute('href', 'https://www.amazon.it/dp/B0CK7T4RQ2?tag=scorta-21');
  });
});
