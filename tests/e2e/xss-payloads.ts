/**
 * The XSS payload catalogue of the attack tests. Pure data and one in-page checker, no
 * imports: the outside-service fakes (tests/mocks, loaded in the e2e server's process) use the
 * same payloads in what Amazon, the AI, the feeds, the article pages and Unsplash answer.
 *
 * Every payload, if it ran, would set `window.__xss` to its number and open an alert 'xss-N';
 * every dangerous address or element carries the word `xss`, so a survivor is recognised.
 */

const run = (n: number) => `window.__xss=${n};alert('xss-${n}')`;

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${run(1)}</script>`,
  `<img src=x onerror="${run(2)}">`,
  `<svg onload="${run(3)}"></svg>`,
  `<svg><script>${run(4)}</script></svg>`,
  `<a href="javascript:${run(5)}">clic-xss-5</a>`,
  // <script>alert('xss-6')</script>
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgneHNzLTYnKTwvc2NyaXB0Pg==">clic-xss-6</a>`,
  `<iframe src="javascript:parent.__xss=7"></iframe>`,
  `<math><mi xlink:href="javascript:${run(8)}">clic-xss-8</mi></math>`,
  `<img """><script>${run(9)}</script>">`,
  `<<script>${run(10)};//<</script>`,
  `"><img src=x onerror="${run(11)}">`,
  `<style>@import 'https://xss.scorta.test/xss-12.css';</style>`,
  `<details open ontoggle="${run(13)}">xss-13</details>`,
  `<body onload="${run(14)}">`,
  `&lt;script&gt;${run(15)}&lt;/script&gt;`,
  `{{constructor.constructor('${run(16).replace(/'/g, "\\'")}')()}}`,
  `<object data="javascript:${run(17)}"></object><embed src="javascript:${run(17)}">`,
  `<a href="jav&#x09;ascript:${run(18)}">clic-xss-18</a>`,
  `<form action="javascript:${run(19)}"><button formaction="javascript:${run(19)}">xss-19</button></form>`,
  `<input autofocus onfocus="${run(20)}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run(21)}">`,
  `<svg><a xlink:href="javascript:${run(22)}"><text x="0" y="20">clic-xss-22</text></a></svg>`,
];

/** Short payloads (under 64 characters) for short fields: names, titles, usernames. */
export const SHORT_XSS_PAYLOADS: readonly string[] = [
  `<svg/onload=window.__xss=30>`,
  `<img/src=x/onerror=window.__xss=31>`,
  `<script>window.__xss=32</script>`,
  `"><img src=x onerror=window.__xss=33>`,
  `<a href=javascript:window.__xss=34>xss-34</a>`,
  `<details open ontoggle=window.__xss=35>`,
  `<iframe src=javascript:parent.__xss=36>`,
  `&lt;script&gt;xss-37&lt;/script&gt;`,
];

/** Every payload, one after the other (for long text fields). */
export const XSS_ALL = `Prova XSS ${XSS_PAYLOADS.join(' ')} fine prova`;

/** As many short payloads as fit in `max` characters, starting at `start` (so fields differ). */
export function xssWithin(max: number, start = 0, prefix = 'XSS '): string {
  let out = prefix;
  for (let i = 0; i < SHORT_XSS_PAYLOADS.length; i++) {
    const next = SHORT_XSS_PAYLOADS[(start + i) % SHORT_XSS_PAYLOADS.length]!;
    if (out.length + next.length + 1 > max) break;
    out += `${next} `;
  }
  return out.trim();
}

/**
 * Runs IN THE PAGE (page.evaluate): what of a payload survived in the live DOM. Empty when
 * nothing did. Self-contained: Playwright sends its source to the browser.
 */
export function xssSurvivors(): string[] {
  const found: string[] = [];
  const w = window as unknown as { __xss?: unknown };
  if (w.__xss !== undefined) found.push(`window.__xss = ${String(w.__xss)}`);
  // As browsers read a URL's scheme: spaces and control characters do not count ('jav\tascript:').
  const squash = (v: string) =>
    [...v]
      .filter((c) => {
        const n = c.charCodeAt(0);
        return n > 32 && (n < 127 || n > 159);
      })
      .join('')
      .toLowerCase();
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}>`;
  const all = document.querySelectorAll('*');
  for (const el of all) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      const value = squash(attr.value);
      if (name.startsWith('on')) found.push(`${describe(el)} has ${name}="${attr.value.slice(0, 60)}"`);
      if (/^(javascript|vbscript|livescript):/.test(value)) found.push(`${describe(el)} ${name}="${attr.value.slice(0, 60)}"`);
      if (['href', 'xlink:href', 'action', 'formaction', 'data', 'src', 'srcdoc'].includes(name) && /^data:(?!image\/(png|jpe?g|gif|webp|avif))/.test(value)) {
        found.push(`${describe(el)} ${name}="${attr.value.slice(0, 60)}"`);
      }
      if (name === 'srcdoc') found.push(`${describe(el)} srcdoc`);
    }
  }
  for (const el of document.querySelectorAll('iframe, frame, frameset, object, embed, applet, math, base, form[action*="script" i]')) found.push(`${describe(el)} element`);
  for (const el of document.querySelectorAll('meta[http-equiv]')) {
    if ((el.getAttribute('http-equiv') ?? '').toLowerCase() === 'refresh') found.push('<meta http-equiv=refresh>');
  }
  for (const s of document.querySelectorAll('script')) {
    // The site's own scripts carry the page data (payload strings included, escaped): a payload
    // that broke out would be a script without the nonce, or JSON that no longer parses.
    const text = s.textContent ?? '';
    const type = (s.getAttribute('type') ?? '').toLowerCase();
    if (type === 'application/ld+json' || type === 'application/json') {
      try {
        JSON.parse(text);
      } catch {
        found.push(`<script type=${type}> that is not JSON: "${text.slice(0, 60)}"`);
      }
      continue;
    }
    if (s.src) {
      if (new URL(s.src, location.href).origin !== location.origin) found.push(`<script src="${s.src}">`);
    } else if (!s.nonce) {
      found.push(`<script> without nonce: "${text.slice(0, 60)}"`);
    }
  }
  // A style sheet a payload brought in (<style>@import…): the site's preload links may carry a
  // stored image address (escaped, harmless) and are not style sheets.
  for (const s of document.querySelectorAll('style, link[rel~="stylesheet" i], link[rel~="import" i]')) {
    const text = `${s.textContent ?? ''} ${s.getAttribute('href') ?? ''}`;
    if (/xss/i.test(text)) found.push(`<${s.tagName.toLowerCase()}> with "${text.trim().slice(0, 60)}"`);
  }
  return found;
}
