/** What a fetched page is before it is parsed: a product, Amazon's robot check, its 404 page, or unknown. */
import { cheerioSlim } from '../parsers.ts';
import { MAX_MARKUP_DEPTH, markupDepth } from '../markup-depth.ts';
import { cleanText, fold, textOf } from './text.ts';
import { productTitle } from './title.ts';

export type AmazonPageKind = 'product' | 'captcha' | 'not-found' | 'unknown';

const CAPTCHA_MARKUP = [/\/errors\/validatecaptcha/i, /\bcaptchacharacters\b/i, /opfcaptcha/i];
const CAPTCHA_TEXT = [
  'robot check',
  'enter the characters you see below',
  'type the characters you see in this image',
  "sorry, we just need to make sure you're not a robot",
  'inserisci i caratteri',
  'digita i caratteri',
  'assicurarci che tu non sia un robot',
  'introduce los caracteres',
  'geben sie die zeichen',
  'saisissez les caractères',
  'api-services-support@amazon.com',
];
const NOT_FOUND_TEXT = [
  "l'indirizzo web che hai inserito non è una pagina attiva",
  'non è una pagina attiva del nostro sito',
  'pagina non trovata',
  'page not found',
  'is not a functioning page on our site',
  "we couldn't find that page",
  'no es una página activa de nuestro sitio',
  'página no encontrada',
  'documento no encontrado',
  'keine funktionierende seite auf unserer website',
  'seite wurde nicht gefunden',
  'ne correspond à aucune page active',
  'page introuvable',
];

/**
 * What a fetched page is: 'captcha' for the robot check (form /errors/validateCaptcha, 'Robot Check',
 * 'Enter the characters you see below', 'Inserisci i caratteri', opfcaptcha…), 'not-found' for the
 * 404 "dog" page, 'product' when it has a product title, else 'unknown'.
 */
export function classifyAmazonPage(html: string): AmazonPageKind {
  if (CAPTCHA_MARKUP.some((re) => re.test(html))) return 'captcha';
  // A page nested deeper than any real one is not parsed (the parser is not linear in the depth).
  if (markupDepth(html) > MAX_MARKUP_DEPTH) return 'unknown';
  const $ = cheerioSlim().load(html);
  if (textOf(productTitle($))) return 'product';
  $('script, style, noscript, template').remove();
  const text = fold(
    cleanText(
      `${$('title').text()} ${$('body').text()} ${$('img[alt]')
        .map((_, e) => $(e).attr('alt'))
        .get()
        .join(' ')}`,
    ),
  );
  if (CAPTCHA_TEXT.some((t) => text.includes(t)) || /api-services-support@amazon\.com/i.test(html)) return 'captcha';
  if (NOT_FOUND_TEXT.some((t) => text.includes(t)) || /dogsofamazon/i.test(html)) return 'not-found';
  return 'unknown';
}
