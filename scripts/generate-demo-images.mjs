#!/usr/bin/env node
/**
 * Generates the demo images used by the seed content (server/seed/demo-data.ts):
 *   public/demo/prodotti/<key>.svg   800×800 flat product illustrations
 *   public/demo/guide/<n>.svg        1600×900 guide covers
 *   public/demo/notizie/<slug>.svg   1600×900 news covers
 *   public/assets/placeholder.png    800×800 neutral placeholder (PNG encoded by hand)
 *
 * Plain Node, no dependencies. Icon paths for the covers are read from lucide-react's icon
 * modules when available (a simple glyph is drawn otherwise).
 *
 * The key/slug tables below must match demo-data.ts: tests/unit/demo-data.test.ts checks that
 * every image referenced by the demo data exists on disk.
 *
 * Usage: node scripts/generate-demo-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC = path.join(ROOT, 'public');

// Palette
const INK = '#1f2a37';
const OR = '#c2410c';
const GR = '#2f6b3f';
const G1 = '#e3e5e1';
const G0 = '#f5f6f4';
const W = '#fff';

const MAX_SVG_BYTES = 8 * 1024;

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Removes indentation/newlines from template output to keep files small. */
const compact = (s) => s.replace(/\n\s*/g, '').trim();

// ------------------------------------------------------------------------------------------
// Product illustrations: each function returns SVG markup drawn inside a group that already
// sets an ink stroke (width 6, round joins). Elements pass stroke="none" when needed.
// ------------------------------------------------------------------------------------------

const cross = (cx, cy, len, arm) => {
  const h = arm / 2;
  const l = len / 2;
  return `M${cx - h} ${cy - l}h${arm}v${l - h}h${l - h}v${arm}h${-(l - h)}v${l - h}h${-arm}v${-(l - h)}h${-(l - h)}v${-arm}h${l - h}z`;
};

const draw = {
  torch: (a) => `
    <g transform="translate(390 410) rotate(-30) scale(1.14) translate(-400 -400)">
      <path d="M622 352L740 298V502L622 448Z" fill="${a}" opacity=".14" stroke="none"/>
      <rect x="196" y="368" width="40" height="64" rx="12" fill="${INK}"/>
      <rect x="230" y="364" width="290" height="72" rx="12" fill="${INK}"/>
      <path d="M270 376v48M294 376v48M318 376v48M342 376v48" stroke="${G1}" stroke-width="5"/>
      <rect x="420" y="344" width="54" height="22" rx="8" fill="${a}"/>
      <path d="M516 364L586 334H606V466H586L516 436Z" fill="${a}"/>
      <rect x="604" y="330" width="22" height="140" rx="8" fill="${G1}"/>
    </g>`,

  lantern: (a) => `
    <circle cx="400" cy="420" r="170" fill="${a}" opacity=".1" stroke="none"/>
    <path d="M330 244C330 168 470 168 470 244" fill="none" stroke-width="12"/>
    <rect x="290" y="236" width="220" height="60" rx="16" fill="${INK}"/>
    <rect x="322" y="250" width="156" height="30" rx="4" fill="${a}" stroke="none"/>
    <path d="M374 250v30M426 250v30" stroke="${INK}" stroke-width="3"/>
    <rect x="300" y="296" width="200" height="238" rx="24" fill="${W}"/>
    <path d="M308 344h184M308 392h184M308 440h184M308 488h184" stroke="${G1}" stroke-width="5"/>
    <rect x="370" y="330" width="60" height="170" rx="30" fill="${a}" opacity=".45" stroke="none"/>
    <rect x="286" y="530" width="228" height="70" rx="18" fill="${INK}"/>
    <circle cx="400" cy="565" r="14" fill="${a}" stroke="none"/>
    <path d="M258 360l-38-14M256 420h-42M258 480l-38 14M542 360l38-14M544 420h42M542 480l38 14" stroke="${a}" stroke-width="9"/>`,

  headlamp: (a) => `
    <ellipse cx="400" cy="380" rx="236" ry="124" fill="none" stroke="${a}" stroke-width="30"/>
    <ellipse cx="400" cy="380" rx="236" ry="124" fill="none" stroke="${INK}" stroke-width="3" opacity=".35"/>
    <rect x="370" y="404" width="60" height="24" rx="8" fill="${G1}"/>
    <rect x="286" y="420" width="228" height="156" rx="44" fill="${INK}"/>
    <circle cx="360" cy="498" r="48" fill="${G1}"/>
    <circle cx="360" cy="498" r="26" fill="${W}" stroke="none"/>
    <rect x="428" y="464" width="58" height="30" rx="10" fill="${W}"/>
    <circle cx="457" cy="530" r="12" fill="${OR}" stroke="none"/>
    <path d="M330 560L270 660H450L390 560Z" fill="${a}" opacity=".12" stroke="none"/>`,

  nightlight: (a) => `
    <rect x="240" y="170" width="320" height="320" rx="44" fill="${W}"/>
    <circle cx="300" cy="230" r="8" fill="${G1}" stroke="none"/>
    <circle cx="500" cy="430" r="8" fill="${G1}" stroke="none"/>
    <rect x="300" y="236" width="200" height="340" rx="44" fill="${W}"/>
    <circle cx="400" cy="296" r="14" fill="${INK}" stroke="none"/>
    <rect x="366" y="336" width="68" height="38" rx="14" fill="${G1}"/>
    <rect x="330" y="420" width="140" height="120" rx="26" fill="${a}"/>
    <rect x="352" y="440" width="96" height="16" rx="8" fill="${W}" opacity=".55" stroke="none"/>
    <path d="M344 598l-22 30M400 604v38M456 598l22 30" stroke="${a}" stroke-width="9"/>`,

  powerbank: (a) => `
    <rect x="306" y="152" width="44" height="26" rx="6" fill="${G1}"/>
    <rect x="374" y="152" width="60" height="26" rx="6" fill="${G1}"/>
    <rect x="272" y="170" width="256" height="450" rx="44" fill="${INK}"/>
    <rect x="308" y="218" width="184" height="100" rx="14" fill="${G0}"/>
    <rect x="334" y="246" width="112" height="44" rx="8" fill="none" stroke="${GR}" stroke-width="6"/>
    <rect x="446" y="258" width="10" height="20" rx="3" fill="${GR}" stroke="none"/>
    <rect x="344" y="256" width="72" height="24" rx="4" fill="${GR}" stroke="none"/>
    <path d="M418 372L354 476H402L386 556L454 446H404L426 372Z" fill="${a}" stroke="none"/>
    <circle cx="352" cy="588" r="7" fill="${a}" stroke="none"/>
    <circle cx="384" cy="588" r="7" fill="${a}" stroke="none"/>
    <circle cx="416" cy="588" r="7" fill="${a}" stroke="none"/>
    <circle cx="448" cy="588" r="7" fill="${G1}" stroke="none" opacity=".4"/>`,

  powerstation: (a) => `
    <path d="M268 304V252Q268 228 292 228H508Q532 228 532 252V304" fill="none" stroke="${INK}" stroke-width="26"/>
    <rect x="176" y="290" width="448" height="324" rx="36" fill="${G1}"/>
    <path d="M176 560H624V578Q624 614 588 614H212Q176 614 176 578Z" fill="${a}"/>
    <rect x="208" y="322" width="384" height="212" rx="20" fill="${W}"/>
    <rect x="234" y="348" width="164" height="100" rx="10" fill="${INK}"/>
    <rect x="254" y="372" width="84" height="44" rx="6" fill="none" stroke="${GR}" stroke-width="5"/>
    <rect x="262" y="380" width="52" height="28" fill="${GR}" stroke="none"/>
    <path d="M356 380h22M356 396h26M356 412h16" stroke="${G1}" stroke-width="5"/>
    <rect x="420" y="348" width="66" height="100" rx="14" fill="${G0}"/>
    <rect x="502" y="348" width="66" height="100" rx="14" fill="${G0}"/>
    <path d="M443 384v16M463 384v16M525 384v16M545 384v16" stroke-width="7"/>
    <rect x="236" y="478" width="30" height="18" rx="5" fill="${INK}" stroke="none"/>
    <rect x="280" y="478" width="30" height="18" rx="5" fill="${INK}" stroke="none"/>
    <rect x="324" y="478" width="30" height="18" rx="9" fill="${INK}" stroke="none"/>
    <circle cx="548" cy="488" r="22" fill="${a}"/>`,

  solarpanel: (a) => {
    let s = `<circle cx="640" cy="170" r="30" fill="${OR}" stroke="none"/>
      <path d="M640 118v-18M692 170h18M677 133l13-13M603 133l-13-13M677 207l13 13" stroke="${OR}" stroke-width="7"/>`;
    for (let i = 0; i < 4; i++) {
      const x = 170 + i * 116;
      s += `<rect x="${x}" y="236" width="108" height="324" rx="10" fill="${a}"/>
        <rect x="${x + 10}" y="250" width="88" height="296" rx="4" fill="${INK}" stroke="none"/>
        <path d="M${x + 54} 250v296M${x + 10} 324h88M${x + 10} 398h88M${x + 10} 472h88" stroke="${G1}" stroke-opacity=".4" stroke-width="3"/>`;
    }
    s += `<rect x="356" y="556" width="88" height="46" rx="10" fill="${INK}"/>
      <path d="M444 580C500 580 500 630 556 624" fill="none" stroke-width="7"/>
      <rect x="552" y="610" width="34" height="26" rx="6" fill="${G1}"/>`;
    return s;
  },

  batteries: (a) => {
    let s = '';
    const xs = [250, 332, 414, 496];
    xs.forEach((x, i) => {
      const fill = i % 2 === 0 ? a : INK;
      s += `<rect x="${x + 17}" y="236" width="20" height="18" rx="4" fill="${G1}"/>
        <rect x="${x}" y="250" width="54" height="240" rx="12" fill="${fill}"/>
        <rect x="${x}" y="250" width="54" height="40" rx="12" fill="${G1}"/>`;
    });
    s += `<rect x="220" y="390" width="360" height="210" rx="30" fill="${W}"/>
      <path d="M244 432H556" stroke="${G1}" stroke-width="6"/>`;
    xs.forEach((x) => {
      s += `<circle cx="${x + 27}" cy="552" r="9" fill="${GR}" stroke="none"/>`;
    });
    return s;
  },

  filterstraw: (a) => `
    <rect x="296" y="196" width="64" height="30" rx="8" fill="${INK}"/>
    <path d="M212 300Q212 270 242 262L300 250V222H356V250L418 262Q448 270 448 300L460 580Q460 610 430 610H240Q210 610 210 580Z" fill="${W}"/>
    <path d="M215 450Q330 430 455 450L460 580Q460 610 430 610H240Q210 610 210 580Z" fill="${G1}" opacity=".7" stroke="none"/>
    <path d="M330 360C330 360 282 420 282 458A48 48 0 0 0 378 458C378 420 330 360 330 360Z" fill="${GR}" stroke="none"/>
    <g transform="rotate(18 560 400)">
      <rect x="526" y="168" width="68" height="52" rx="14" fill="${INK}"/>
      <rect x="510" y="204" width="100" height="396" rx="44" fill="${a}"/>
      <rect x="510" y="330" width="100" height="72" fill="${W}"/>
      <path d="M532 356h56M532 378h36" stroke="${G1}" stroke-width="7"/>
      <path d="M510 530H610V556Q610 600 566 600H554Q510 600 510 556Z" fill="${INK}"/>
    </g>`,

  watercontainer: (a) => `
    <rect x="340" y="196" width="290" height="330" rx="28" fill="${G1}"/>
    <rect x="290" y="206" width="140" height="74" rx="24" fill="${a}"/>
    <rect x="318" y="230" width="84" height="26" rx="13" fill="${W}"/>
    <rect x="446" y="240" width="56" height="38" rx="8" fill="${INK}"/>
    <rect x="190" y="270" width="330" height="340" rx="30" fill="${W}"/>
    <path d="M204 340H506M204 400H506M204 460H506M204 520H506" stroke="${G1}" stroke-width="7"/>
    <path d="M355 370C355 370 318 414 318 442A37 37 0 0 0 392 442C392 414 355 370 355 370Z" fill="${GR}" stroke="none"/>
    <rect x="226" y="548" width="74" height="40" rx="10" fill="${a}"/>
    <rect x="248" y="586" width="28" height="30" rx="6" fill="${INK}"/>`,

  rationpack: (a) => `
    <rect x="196" y="236" width="408" height="340" rx="26" fill="${G1}"/>
    <path d="M332 248V564M468 248V564M208 340H592M208 456H592" stroke="${W}" stroke-width="9"/>
    <path d="M196 268l16 8-16 8" fill="none" stroke-width="5"/>
    <rect x="244" y="368" width="312" height="72" rx="12" fill="${a}"/>
    <path d="M276 394h130M276 416h80" stroke="${W}" stroke-width="9"/>
    <circle cx="506" cy="404" r="22" fill="${W}" stroke="none"/>
    <path d="M506 390C518 402 520 410 514 418A10 10 0 0 1 498 418C494 410 498 402 506 390Z" fill="${a}" stroke="none"/>
    <g transform="rotate(-10 560 600)">
      <rect x="470" y="566" width="176" height="60" rx="10" fill="${W}"/>
      <path d="M502 580v32M534 580v32M566 580v32M598 580v32" stroke="${G1}" stroke-width="6"/>
    </g>`,

  stove: (a) => {
    const flame = (x) => `<path d="M${x} 376C${x - 16} 352 ${x} 336 ${x + 8} 322C${x + 16} 338 ${x + 28} 352 ${x + 12} 376Z" fill="${OR}" stroke="none"/>`;
    return `
      <path d="M204 272h-26M456 272h26" stroke-width="12"/>
      <rect x="222" y="236" width="216" height="100" rx="18" fill="${G1}"/>
      <rect x="206" y="224" width="248" height="22" rx="10" fill="${INK}"/>
      ${flame(268)}${flame(318)}${flame(368)}
      <rect x="170" y="396" width="460" height="176" rx="24" fill="${a}"/>
      <rect x="188" y="372" width="424" height="42" rx="12" fill="${G1}"/>
      <ellipse cx="330" cy="382" rx="96" ry="16" fill="${INK}"/>
      <path d="M232 382l-16-34M428 382l16-34" stroke-width="10"/>
      <path d="M470 430V540" stroke="${W}" stroke-width="5" opacity=".5"/>
      <circle cx="548" cy="484" r="36" fill="${W}"/>
      <path d="M548 458v26" stroke-width="9"/>`;
  },

  firstaidbag: (a) => `
    <path d="M318 290V250Q318 218 350 218H450Q482 218 482 250V290" fill="none" stroke="${INK}" stroke-width="24"/>
    <rect x="160" y="356" width="48" height="170" rx="16" fill="${INK}"/>
    <rect x="592" y="356" width="48" height="170" rx="16" fill="${INK}"/>
    <rect x="188" y="276" width="424" height="316" rx="58" fill="${a}"/>
    <path d="M214 330Q400 298 586 330" fill="none" stroke="${W}" stroke-width="6" stroke-dasharray="1 13" opacity=".8"/>
    <circle cx="400" cy="452" r="90" fill="${W}"/>
    <path d="${cross(400, 452, 116, 42)}" fill="${a}" stroke="none"/>`,

  firstaidpouch: (a) => `
    <rect x="368" y="214" width="64" height="56" rx="16" fill="none" stroke="${INK}" stroke-width="12"/>
    <rect x="246" y="248" width="308" height="366" rx="72" fill="${a}"/>
    <rect x="270" y="272" width="260" height="318" rx="54" fill="none" stroke="${W}" stroke-width="5" stroke-dasharray="1 13" opacity=".8"/>
    <rect x="522" y="300" width="20" height="50" rx="8" fill="${INK}"/>
    <path d="${cross(400, 432, 150, 46)}" fill="${W}" stroke="none"/>`,

  blanket: (a) => `
    <path d="M166 262L470 196L634 332L566 566L228 604L146 432Z" fill="${G1}"/>
    <path d="M470 196L402 420L634 332Z" fill="${a}" opacity=".55" stroke="none"/>
    <path d="M146 432L402 420L228 604Z" fill="${a}" opacity=".35" stroke="none"/>
    <path d="M166 262L402 420L566 566M402 420L470 196" fill="none" stroke="${W}" stroke-width="5"/>
    <rect x="432" y="420" width="164" height="206" rx="14" fill="${INK}"/>
    <rect x="454" y="446" width="120" height="74" rx="8" fill="${a}" stroke="none"/>
    <path d="${cross(514, 483, 44, 14)}" fill="${W}" stroke="none"/>
    <path d="M458 552h90M458 578h60" stroke="${G1}" stroke-width="7" opacity=".6"/>`,

  masks: (a) => {
    const mask = 'M180 420Q260 300 400 290Q540 300 620 420Q540 540 400 550Q260 540 180 420Z';
    const loops = 'M186 410C112 380 112 474 186 444M614 410C688 380 688 474 614 444';
    return `
      <g transform="translate(190 46) scale(.7)">
        <path d="${loops}" fill="none" stroke="${G1}" stroke-width="12"/>
        <path d="${mask}" fill="${G1}" stroke-width="8"/>
        <path d="M196 420H604" stroke="${W}" stroke-width="8"/>
      </g>
      <g transform="translate(-10 56)">
        <path d="${loops}" fill="none" stroke="${a}" stroke-width="9"/>
        <path d="${mask}" fill="${W}"/>
        <path d="M196 420H604" stroke="${G1}" stroke-width="6"/>
        <path d="M330 316Q400 300 470 316" fill="none" stroke-width="9"/>
        <path d="M300 480Q400 510 500 480" fill="none" stroke="${G1}" stroke-width="5"/>
      </g>`;
  },

  crankradio: (a) => `
    <path d="M540 296L640 150" stroke-width="10"/>
    <circle cx="640" cy="150" r="11" fill="${INK}" stroke="none"/>
    <path d="M282 298V262Q282 240 304 240H418Q440 240 440 262V298" fill="none" stroke="${INK}" stroke-width="18"/>
    <rect x="158" y="378" width="30" height="104" rx="8" fill="${G1}"/>
    <rect x="180" y="288" width="440" height="274" rx="44" fill="${a}"/>
    <rect x="210" y="308" width="380" height="46" rx="8" fill="${INK}"/>
    <path d="M305 308v46M400 308v46M495 308v46" stroke="${G1}" stroke-opacity=".4" stroke-width="3"/>
    <circle cx="298" cy="456" r="76" fill="${INK}"/>
    <circle cx="298" cy="456" r="52" fill="none" stroke="${G1}" stroke-width="5" stroke-dasharray="1 11" opacity=".7"/>
    <circle cx="298" cy="456" r="28" fill="none" stroke="${G1}" stroke-width="5" stroke-dasharray="1 11" opacity=".7"/>
    <rect x="406" y="388" width="174" height="66" rx="10" fill="${W}"/>
    <path d="M424 408v12M444 408v8M464 408v12M484 408v8M504 408v12M524 408v8M544 408v12M564 408v8" stroke-width="3"/>
    <path d="M494 396v50" stroke="${OR}" stroke-width="5"/>
    <circle cx="452" cy="506" r="20" fill="${W}"/>
    <circle cx="532" cy="506" r="20" fill="${W}"/>
    <circle cx="624" cy="430" r="24" fill="${INK}"/>
    <path d="M624 430L676 520" stroke-width="18"/>
    <rect x="660" y="508" width="34" height="58" rx="14" fill="${G1}"/>`,

  dabradio: (a) => `
    <path d="M594 296V138" stroke-width="10"/>
    <circle cx="594" cy="138" r="11" fill="${INK}" stroke="none"/>
    <path d="M250 306V252Q250 228 274 228H526Q550 228 550 252V306" fill="none" stroke="${INK}" stroke-width="20"/>
    <rect x="206" y="572" width="64" height="20" rx="6" fill="${INK}"/>
    <rect x="530" y="572" width="64" height="20" rx="6" fill="${INK}"/>
    <rect x="168" y="288" width="464" height="292" rx="40" fill="${W}"/>
    <circle cx="300" cy="434" r="96" fill="${a}"/>
    <circle cx="300" cy="434" r="70" fill="none" stroke="${W}" stroke-opacity=".35" stroke-width="5"/>
    <circle cx="300" cy="434" r="30" fill="${INK}"/>
    <rect x="428" y="334" width="166" height="84" rx="10" fill="${INK}"/>
    <path d="M450 362h76M450 388h48" stroke="${G1}" stroke-width="7"/>
    <path d="M556 394v-8M568 394v-16M580 394v-24" stroke="${GR}" stroke-width="6"/>
    <rect x="428" y="444" width="46" height="30" rx="8" fill="${G1}"/>
    <rect x="488" y="444" width="46" height="30" rx="8" fill="${G1}"/>
    <rect x="548" y="444" width="46" height="30" rx="8" fill="${G1}"/>
    <rect x="428" y="494" width="46" height="30" rx="8" fill="${G1}"/>
    <rect x="488" y="494" width="46" height="30" rx="8" fill="${G1}"/>
    <rect x="548" y="494" width="46" height="30" rx="8" fill="${a}"/>`,

  walkietalkie: (a) => {
    const dev = (x, fill, rot) => `
      <g transform="rotate(${rot} ${x + 75} 420)">
        <rect x="${x + 92}" y="168" width="24" height="112" rx="10" fill="${INK}"/>
        <rect x="${x + 28}" y="236" width="32" height="30" rx="6" fill="${INK}"/>
        <rect x="${x - 12}" y="330" width="16" height="74" rx="6" fill="${INK}"/>
        <rect x="${x}" y="258" width="150" height="334" rx="30" fill="${fill}"/>
        <rect x="${x + 20}" y="288" width="110" height="70" rx="10" fill="${G0}"/>
        <path d="M${x + 36} 314h50M${x + 36} 334h30" stroke="${GR}" stroke-width="6"/>
        <path d="M${x + 30} 396h90M${x + 30} 418h90M${x + 30} 440h90M${x + 30} 462h90" stroke="${W}" stroke-opacity=".5" stroke-width="6"/>
        <circle cx="${x + 46}" cy="524" r="15" fill="${G1}"/>
        <circle cx="${x + 104}" cy="524" r="15" fill="${G1}"/>
      </g>`;
    return dev(214, INK, -8) + dev(436, a, 8);
  },

  whistle: (a) => `
    <defs>
      <g id="w">
        <rect x="220" y="370" width="300" height="72" rx="16"/>
        <circle cx="500" cy="452" r="92"/>
        <rect x="223" y="373" width="294" height="66" rx="14" stroke="none"/>
        <circle cx="500" cy="452" r="89" stroke="none"/>
        <rect x="220" y="370" width="38" height="72" rx="12" fill="${INK}"/>
        <rect x="416" y="382" width="48" height="20" rx="4" fill="${INK}"/>
        <circle cx="500" cy="452" r="36" fill="${W}" opacity=".25" stroke="none"/>
      </g>
    </defs>
    <path d="M560 318C640 250 600 150 500 150C380 150 300 230 340 290" fill="none" stroke="${a}" stroke-width="10"/>
    <use href="#w" fill="${a}" transform="translate(-40 -90)"/>
    <circle cx="560" cy="318" r="20" fill="none" stroke-width="8"/>
    <use href="#w" fill="${GR}" transform="translate(150 400) scale(.45)"/>
    <use href="#w" fill="${INK}" transform="translate(360 410) scale(.45)"/>`,

  backpack72: (a) => `
    <path d="M356 214Q400 180 444 214" fill="none" stroke-width="14"/>
    <rect x="210" y="300" width="44" height="250" rx="18" fill="${INK}"/>
    <rect x="546" y="300" width="44" height="250" rx="18" fill="${INK}"/>
    <path d="M248 300Q248 210 340 206H460Q552 210 552 300V580Q552 622 510 622H290Q248 622 248 580Z" fill="${a}"/>
    <path d="M256 300Q260 228 340 224H460Q540 228 544 300Q400 330 256 300Z" fill="${INK}"/>
    <rect x="350" y="340" width="100" height="72" rx="12" fill="${W}"/>
    <path d="${cross(400, 376, 50, 16)}" fill="${a}" stroke="none"/>
    <rect x="294" y="440" width="212" height="146" rx="28" fill="${a}"/>
    <path d="M320 474H480" stroke-width="5"/>
    <path d="M248 400H292M508 400H552" stroke-width="10"/>
    <path d="M250 520H292M508 520H550" stroke="${G1}" stroke-width="10"/>`,

  backpack: (a) => `
    <rect x="222" y="296" width="40" height="260" rx="16" fill="${INK}"/>
    <rect x="538" y="296" width="40" height="260" rx="16" fill="${INK}"/>
    <path d="M268 252Q268 190 330 186H470Q532 190 532 252V592Q532 626 498 626H302Q268 626 268 592Z" fill="${a}"/>
    <path d="M258 252Q258 168 340 166H460Q542 168 542 252Q400 282 258 252Z" fill="${INK}"/>
    <path d="M340 262V332M460 262V332" stroke-width="12"/>
    <rect x="326" y="322" width="28" height="22" rx="4" fill="${G1}"/>
    <rect x="446" y="322" width="28" height="22" rx="4" fill="${G1}"/>
    <path d="M332 388V520Q332 540 352 540H448Q468 540 468 520V388" fill="none" stroke-width="5"/>
    <rect x="462" y="396" width="14" height="30" rx="6" fill="${OR}" stroke="none"/>
    <rect x="240" y="398" width="36" height="44" rx="8" fill="${OR}"/>
    <rect x="224" y="432" width="66" height="160" rx="20" fill="${G1}"/>
    <path d="M236 470h42M236 504h42M236 538h42" stroke="${W}" stroke-width="5"/>
    <rect x="312" y="566" width="176" height="52" rx="14" fill="${INK}"/>`,

  documentpouch: (a) => `
    <g transform="rotate(-6 390 300)">
      <rect x="250" y="196" width="290" height="210" rx="6" fill="${W}"/>
      <path d="M286 238h170M286 268h210M286 298h130" stroke="${G1}" stroke-width="9"/>
    </g>
    <rect x="168" y="286" width="464" height="320" rx="22" fill="${G1}"/>
    <path d="M168 308Q168 286 190 286H610Q632 286 632 308V366H168Z" fill="${a}"/>
    <path d="M188 336H612" stroke="${W}" stroke-width="6" stroke-dasharray="4 10"/>
    <rect x="560" y="322" width="48" height="28" rx="8" fill="${INK}"/>
    <circle cx="400" cy="486" r="64" fill="${W}"/>
    <path d="M400 440C432 472 442 494 432 516A34 34 0 0 1 368 516C358 494 376 470 400 440Z" fill="${a}" stroke="none"/>
    <path d="M200 586l40-40M560 586l40-40" stroke="${W}" stroke-width="5" opacity=".7"/>`,

  multitool: (a) => `
    <path d="M486 598L640 520Q658 514 652 532L498 620Z" fill="${W}"/>
    <path d="M318 596L182 556" stroke-width="16"/>
    <path d="M380 372L372 250Q372 200 394 188L402 372Z" fill="${G1}"/>
    <path d="M420 372L428 250Q428 200 406 188L398 372Z" fill="${G1}"/>
    <path d="M384 380L300 600Q294 620 312 624L336 628Q350 628 354 612L416 400Z" fill="${G1}"/>
    <path d="M416 380L500 600Q506 620 488 624L464 628Q450 628 446 612L384 400Z" fill="${G1}"/>
    <path d="M392 420L330 592M408 420L470 592" stroke="${a}" stroke-width="16"/>
    <circle cx="400" cy="374" r="24" fill="${a}"/>
    <circle cx="400" cy="374" r="8" fill="${INK}" stroke="none"/>`,
};

/** key → illustration. Keep in sync with DEMO_PRODUCTS in server/seed/demo-data.ts. */
const PRODUCTS = [
  // Illuminazione
  { key: 'torcia-led-ricaricabile', type: 'torch', accent: OR, bg: 'circle', title: 'Illustrazione di una torcia LED ricaricabile' },
  { key: 'lanterna-led-solare', type: 'lantern', accent: OR, bg: 'square', title: 'Illustrazione di una lanterna LED pieghevole con pannello solare' },
  { key: 'lampada-frontale-led', type: 'headlamp', accent: GR, bg: 'circle', title: 'Illustrazione di una lampada frontale LED' },
  { key: 'luce-emergenza-presa', type: 'nightlight', accent: OR, bg: 'square', title: 'Illustrazione di una luce di emergenza da presa' },
  // Energia e ricarica
  { key: 'power-bank-20000', type: 'powerbank', accent: OR, bg: 'square', title: 'Illustrazione di un power bank con display' },
  { key: 'stazione-energia-300w', type: 'powerstation', accent: GR, bg: 'circle', title: 'Illustrazione di una stazione di energia portatile' },
  { key: 'pannello-solare-28w', type: 'solarpanel', accent: GR, bg: 'square', title: 'Illustrazione di un pannello solare pieghevole' },
  { key: 'pile-ricaricabili-aa', type: 'batteries', accent: OR, bg: 'circle', title: 'Illustrazione di pile ricaricabili AA nel caricatore' },
  // Acqua e cibo
  { key: 'filtro-acqua-portatile', type: 'filterstraw', accent: GR, bg: 'circle', title: 'Illustrazione di un filtro per acqua portatile con sacca' },
  { key: 'tanica-acqua-pieghevole', type: 'watercontainer', accent: GR, bg: 'square', title: "Illustrazione di due taniche pieghevoli per l'acqua" },
  { key: 'razioni-emergenza', type: 'rationpack', accent: OR, bg: 'circle', title: "Illustrazione di una razione alimentare d'emergenza sottovuoto" },
  { key: 'fornello-portatile-gas', type: 'stove', accent: INK, bg: 'square', title: 'Illustrazione di un fornello portatile a cartuccia con pentola' },
  // Primo soccorso
  { key: 'kit-primo-soccorso-famiglia', type: 'firstaidbag', accent: OR, bg: 'circle', title: 'Illustrazione di una borsa di primo soccorso' },
  { key: 'kit-primo-soccorso-compatto', type: 'firstaidpouch', accent: GR, bg: 'square', title: 'Illustrazione di un kit di primo soccorso compatto' },
  { key: 'coperte-isotermiche', type: 'blanket', accent: OR, bg: 'circle', title: 'Illustrazione di una coperta isotermica e della sua busta' },
  { key: 'mascherine-ffp2', type: 'masks', accent: GR, bg: 'square', title: 'Illustrazione di mascherine FFP2' },
  // Comunicazione e radio
  { key: 'radio-emergenza-manovella', type: 'crankradio', accent: OR, bg: 'circle', title: "Illustrazione di una radio d'emergenza a manovella" },
  { key: 'radio-portatile-dab', type: 'dabradio', accent: GR, bg: 'square', title: 'Illustrazione di una radio portatile DAB+' },
  { key: 'ricetrasmittenti-pmr446', type: 'walkietalkie', accent: OR, bg: 'circle', title: 'Illustrazione di una coppia di ricetrasmittenti' },
  { key: 'fischietto-emergenza', type: 'whistle', accent: OR, bg: 'square', title: "Illustrazione di fischietti d'emergenza con cordino" },
  // Zaini e kit 72 ore
  { key: 'zaino-emergenza-72-ore', type: 'backpack72', accent: OR, bg: 'circle', title: "Illustrazione di uno zaino d'emergenza 72 ore" },
  { key: 'zaino-trekking-40l', type: 'backpack', accent: GR, bg: 'square', title: 'Illustrazione di uno zaino da trekking' },
  { key: 'busta-documenti-ignifuga', type: 'documentpouch', accent: OR, bg: 'circle', title: 'Illustrazione di una busta portadocumenti ignifuga' },
  { key: 'pinza-multiuso', type: 'multitool', accent: OR, bg: 'square', title: 'Illustrazione di una pinza multiuso aperta' },
];

function backdrop(kind, accent) {
  const dots = `<g fill="${accent}" opacity=".18"><circle cx="660" cy="150" r="8"/><circle cx="690" cy="180" r="5"/><circle cx="130" cy="640" r="6"/></g>`;
  if (kind === 'square') return `<rect x="110" y="100" width="580" height="580" rx="90" fill="${G0}"/>${dots}`;
  return `<circle cx="400" cy="390" r="292" fill="${G0}"/>${dots}`;
}

function productSvg(p) {
  const body = draw[p.type];
  if (!body) throw new Error(`Unknown illustration type ${p.type} for ${p.key}`);
  return compact(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-labelledby="t">
    <title id="t">${esc(p.title)}</title>
    <rect width="800" height="800" fill="${W}"/>
    ${backdrop(p.bg, p.accent)}
    <ellipse cx="400" cy="652" rx="214" ry="20" fill="${G1}"/>
    <g stroke="${INK}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round">${body(p.accent)}</g>
  </svg>`);
}

// ------------------------------------------------------------------------------------------
// Covers (guides and news): sky gradient, layered hills, a small scene and an icon badge.
// ------------------------------------------------------------------------------------------

/** Reads the node list of a lucide icon (24×24 grid) and returns SVG markup, or null. */
function lucideIcon(name) {
  const file = path.join(ROOT, 'node_modules', 'lucide-react', 'dist', 'esm', 'icons', `${name}.mjs`);
  if (!fs.existsSync(file)) return null;
  const src = fs.readFileSync(file, 'utf8');
  const block = src.slice(src.indexOf('node:'));
  let out = '';
  for (const m of block.matchAll(/\[\s*"(path|circle|rect|line|polyline|polygon|ellipse)",\s*\{([^}]*)\}\s*\]/g)) {
    const attrs = [...m[2].matchAll(/(?<![\w-])[\d_-]*([a-zA-Z][\w-]*):\s*"([^"]*)"/g)]
      .filter(([, k]) => k !== 'key')
      .map(([, k, v]) => `${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${esc(v)}"`)
      .join(' ');
    out += `<${m[1]} ${attrs}/>`;
  }
  return out || null;
}

const FALLBACK_ICON = '<circle cx="12" cy="12" r="9"/><path d="M12 7v6M12 16.5v.5"/>';

const house = (x, y, s, lit) => {
  const w = 70 * s;
  const h = 52 * s;
  return `<path d="M${x} ${y}v${-h}l${w / 2} ${-30 * s}l${w / 2} ${30 * s}v${h}z" fill="${W}" stroke="${INK}" stroke-width="4" stroke-linejoin="round"/>
    <rect x="${x + w * 0.36}" y="${y - h * 0.62}" width="${w * 0.28}" height="${h * 0.36}" fill="${lit ? OR : INK}" opacity="${lit ? 0.8 : 0.85}"/>`;
};
const tree = (x, y, s, fill = GR) => `<path d="M${x} ${y}l${26 * s} ${-86 * s}l${26 * s} ${86 * s}z" fill="${fill}"/>`;

/** Each scene returns [behind the green hills, in front of them]. */
const scenes = {
  houses: (lit) => [house(250, 640, 1.7, lit) + house(400, 628, 1.25, lit) + tree(520, 636, 1.2) + house(1220, 652, 1.45, lit) + tree(1360, 648, 1), ''],
  trees: () => [[150, 230, 310, 1250, 1330, 1420].map((x, i) => tree(x, 645 + (i % 2) * 14, 1.2 + (i % 3) * 0.25)).join(''), ''],
  river: () => [
    tree(260, 650, 1.3) + tree(340, 662, 1) + tree(1330, 640, 1.3) + tree(1400, 652, 1),
    `<path d="M560 900C660 830 540 790 720 752S980 720 1150 716" fill="none" stroke="${W}" stroke-width="40" opacity=".8" stroke-linecap="round"/>`,
  ],
  rain: () => [
    `<g fill="${INK}" opacity=".16"><ellipse cx="360" cy="200" rx="190" ry="62"/><ellipse cx="470" cy="170" rx="120" ry="70"/><ellipse cx="1260" cy="170" rx="170" ry="56"/><ellipse cx="1350" cy="146" rx="100" ry="56"/></g>
    <path d="M260 300l-22 60M330 300l-22 60M400 300l-22 60M470 300l-22 60M540 300l-22 60M1180 260l-20 54M1250 260l-20 54M1320 260l-20 54M1390 260l-20 54" stroke="${INK}" stroke-width="6" stroke-linecap="round" opacity=".25"/>` +
      house(300, 645, 1.5, false) +
      tree(440, 650, 1.1),
    '',
  ],
  tower: () => [
    `<path d="M1220 650L1280 330L1340 650M1238 560H1322M1256 460H1304M1238 560L1304 460M1322 560L1256 460" fill="none" stroke="${INK}" stroke-width="7" stroke-linejoin="round" opacity=".8"/>
    <path d="M1244 300a52 52 0 0 1 72 0M1222 272a84 84 0 0 1 116 0" fill="none" stroke="${OR}" stroke-width="7" stroke-linecap="round"/>` +
      house(280, 650, 1.5, true) +
      tree(410, 650, 1.1),
    '',
  ],
  town: () => [
    house(200, 655, 1.3, true) + house(320, 640, 1.7, true) + house(470, 655, 1.2, true) + tree(580, 655, 1.1) + house(1160, 655, 1.5, true) + house(1300, 660, 1.1, true),
    '',
  ],
  heat: () => [tree(260, 662, 1.4) + tree(350, 670, 1) + house(1300, 662, 1.4, true), ''],
  people: () => [
    '',
    [230, 300, 370, 1200, 1270, 1340]
      .map((x, i) => {
        const c = i % 3 === 1 ? OR : INK;
        const y = 700 - (i % 2) * 10;
        return `<circle cx="${x}" cy="${y - 92}" r="22" fill="${c}"/><rect x="${x - 26}" y="${y - 64}" width="52" height="76" rx="22" fill="${c}"/>`;
      })
      .join(''),
  ],
  school: () => [
    `<rect x="1120" y="520" width="300" height="130" fill="${W}" stroke="${INK}" stroke-width="5"/>
    <path d="M1100 524L1270 450L1440 524Z" fill="${OR}" stroke="${INK}" stroke-width="5" stroke-linejoin="round"/>
    <path d="M1150 560h40v34h-40zM1214 560h40v34h-40zM1286 560h40v34h-40zM1350 560h40v34h-40z" fill="${INK}" opacity=".8"/>
    <rect x="1250" y="604" width="40" height="46" fill="${INK}"/>` +
      tree(180, 655, 1.2) +
      tree(1480, 660, 1),
    [300, 360, 420, 480]
      .map((x, i) => {
        const c = i === 1 ? OR : INK;
        const r = i % 2 ? 16 : 20;
        return `<circle cx="${x}" cy="${636 - r * 3.6}" r="${r}" fill="${c}"/><rect x="${x - r * 1.2}" y="${636 - r * 2.6}" width="${r * 2.4}" height="${r * 3.4}" rx="${r}" fill="${c}"/>`;
      })
      .join(''),
  ],
  snow: () => [
    `<path d="M60 610L360 310L520 460L720 280L1000 610Z" fill="${G1}"/>
    <path d="M300 370L360 310L416 366L384 360L360 382L332 362ZM666 334L720 280L772 332L738 328L720 348L694 330Z" fill="${W}"/>` +
      tree(1250, 652, 1.3, INK) +
      tree(1330, 662, 1.1, INK) +
      tree(1400, 650, 1.2, INK),
    '',
  ],
};

function coverSvg(c) {
  const icon = lucideIcon(c.icon) ?? FALLBACK_ICON;
  const [sx, sy] = c.sun;
  const [bx, by] = c.badge;
  const [back, front] = scenes[c.scene](c.lit);
  const sun =
    c.sunKind === 'moon'
      ? `<circle cx="${sx}" cy="${sy}" r="54" fill="${W}"/><circle cx="${sx + 24}" cy="${sy - 12}" r="50" fill="${c.sky}"/>`
      : c.sunKind === 'none'
        ? ''
        : `<circle cx="${sx}" cy="${sy}" r="${c.sunR ?? 70}" fill="${OR}" opacity=".85"/>`;
  return compact(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900" role="img" aria-labelledby="t">
    <title id="t">${esc(c.title)}</title>
    <defs>
      <linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.sky}"/><stop offset=".7" stop-color="${G0}"/></linearGradient>
      <radialGradient id="h"><stop offset="0" stop-color="${OR}" stop-opacity="${c.warm}"/><stop offset="1" stop-color="${OR}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1600" height="900" fill="url(#s)"/>
    <circle cx="${sx}" cy="${sy}" r="460" fill="url(#h)"/>
    ${sun}
    <path d="M0 ${600 + c.wave}C300 ${520 - c.wave} 520 ${570 + c.wave} 800 545S1300 ${480 + c.wave} 1600 560V900H0Z" fill="${G1}"/>
    ${back}
    <path d="M0 690C350 ${615 + c.wave} 650 705 950 ${645 - c.wave}S1400 600 1600 655V900H0Z" fill="${GR}" opacity=".55"/>
    <path d="M0 790C400 ${725 - c.wave} 800 805 1200 ${755 + c.wave}S1500 745 1600 765V900H0Z" fill="${GR}"/>
    ${front}
    <circle cx="${bx}" cy="${by}" r="156" fill="${W}"/>
    <circle cx="${bx}" cy="${by}" r="156" fill="none" stroke="${c.ring}" stroke-width="10" opacity=".9"/>
    <g transform="translate(${bx - 96} ${by - 96}) scale(8)" fill="none" stroke="${INK}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${icon}</g>
  </svg>`);
}

/** Guide covers, n = 1..4 (DEMO_GUIDES order). */
const GUIDES = [
  {
    n: 1,
    icon: 'flashlight',
    scene: 'houses',
    lit: false,
    sky: '#d6d9d3',
    sunKind: 'moon',
    sun: [1380, 170],
    warm: 0.08,
    wave: 10,
    badge: [800, 330],
    ring: OR,
    title: 'Copertina: paesaggio serale con case al buio e icona di una torcia',
  },
  {
    n: 2,
    icon: 'backpack',
    scene: 'trees',
    sky: G1,
    sun: [1260, 230],
    warm: 0.22,
    wave: -12,
    badge: [760, 350],
    ring: GR,
    title: 'Copertina: colline alberate al mattino e icona di uno zaino',
  },
  {
    n: 3,
    icon: 'droplets',
    scene: 'river',
    sky: G1,
    sun: [300, 210],
    warm: 0.16,
    wave: 6,
    badge: [860, 330],
    ring: GR,
    title: "Copertina: valle con un fiume e icona di gocce d'acqua",
  },
  {
    n: 4,
    icon: 'radio',
    scene: 'tower',
    sky: G1,
    sun: [420, 200],
    warm: 0.14,
    wave: -6,
    badge: [800, 340],
    ring: OR,
    title: "Copertina: colline con un'antenna radio e icona di una radio",
  },
];

/** News covers by slug (DEMO_NEWS). */
const NEWS = [
  {
    slug: 'allerta-meteo-codici-colore',
    icon: 'cloud-rain-wind',
    scene: 'rain',
    sky: '#d6d9d3',
    sunKind: 'none',
    sun: [800, 120],
    warm: 0.05,
    wave: 8,
    badge: [1000, 340],
    ring: OR,
    title: 'Copertina: cielo nuvoloso con pioggia e icona di allerta meteo',
  },
  {
    slug: 'blackout-inverno-cinque-controlli',
    icon: 'zap-off',
    scene: 'houses',
    lit: false,
    sky: '#d6d9d3',
    sunKind: 'moon',
    sun: [260, 170],
    warm: 0.06,
    wave: -8,
    badge: [820, 330],
    ring: OR,
    title: 'Copertina: case al buio durante un blackout serale',
  },
  {
    slug: 'prove-evacuazione-scuole',
    icon: 'school',
    scene: 'school',
    sky: G1,
    sun: [300, 190],
    warm: 0.2,
    wave: 12,
    badge: [820, 330],
    ring: GR,
    title: 'Copertina: edificio scolastico con persone al punto di raccolta',
  },
  {
    slug: 'it-alert-come-funziona',
    icon: 'smartphone',
    scene: 'tower',
    sky: G1,
    sun: [300, 180],
    warm: 0.15,
    wave: -10,
    badge: [820, 340],
    ring: OR,
    title: 'Copertina: antenna della rete mobile e icona di uno smartphone',
  },
  {
    slug: 'piano-protezione-civile-comunale',
    icon: 'map',
    scene: 'town',
    lit: false,
    sky: G1,
    sun: [1320, 190],
    warm: 0.2,
    wave: 4,
    badge: [800, 330],
    ring: GR,
    title: 'Copertina: piccolo paese in collina e icona di una mappa',
  },
  {
    slug: 'ondate-di-calore-lezioni-estate',
    icon: 'thermometer-sun',
    scene: 'heat',
    sky: '#ecd9cc',
    sun: [1250, 220],
    sunR: 96,
    warm: 0.4,
    wave: 0,
    badge: [720, 340],
    ring: OR,
    title: 'Copertina: paesaggio estivo sotto un sole intenso e icona di un termometro',
  },
  {
    slug: 'io-non-rischio-volontari-in-piazza',
    icon: 'users',
    scene: 'people',
    sky: G1,
    sun: [320, 200],
    warm: 0.18,
    wave: -4,
    badge: [800, 330],
    ring: GR,
    title: 'Copertina: volontari e cittadini in piazza, icona di un gruppo di persone',
  },
  {
    slug: 'kit-emergenza-checklist-inverno',
    icon: 'list-checks',
    scene: 'snow',
    sky: '#d9dcd6',
    sun: [1360, 160],
    warm: 0.1,
    wave: 6,
    badge: [1060, 330],
    ring: OR,
    title: 'Copertina: montagne innevate e icona di una lista di controllo',
  },
];

// ------------------------------------------------------------------------------------------
// PNG placeholder: 800×800 RGB, light grey with a centred image glyph (frame, sun, mountains).
// ------------------------------------------------------------------------------------------

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function encodePng(width, height, rgbAt) {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = rgbAt(x, y);
      const o = y * stride + 1 + x * 3;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  ihdr[10] = 0; // compression
  ihdr[11] = 0; // filter
  ihdr[12] = 0; // interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function placeholderPng() {
  const SIZE = 800;
  const bg = [0xf5, 0xf6, 0xf4];
  const fg = [0xc8, 0xcc, 0xc4];
  const inRoundRect = (x, y, x0, y0, x1, y1, r) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false;
    const cx = Math.min(Math.max(x, x0 + r), x1 - r);
    const cy = Math.min(Math.max(y, y0 + r), y1 - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  const inTriangle = (px, py, ax, ay, bx, by, cx, cy) => {
    const d1 = (px - bx) * (ay - by) - (ax - bx) * (py - by);
    const d2 = (px - cx) * (by - cy) - (bx - cx) * (py - cy);
    const d3 = (px - ax) * (cy - ay) - (cx - ax) * (py - ay);
    const neg = d1 < 0 || d2 < 0 || d3 < 0;
    const pos = d1 > 0 || d2 > 0 || d3 > 0;
    return !(neg && pos);
  };
  // Glyph: 300×240 frame centred on (400, 400), stroke 16.
  const X0 = 250,
    Y0 = 280,
    X1 = 550,
    Y1 = 520,
    T = 16;
  const inside = (x, y) => {
    const outer = inRoundRect(x, y, X0, Y0, X1, Y1, 28);
    const inner = inRoundRect(x, y, X0 + T, Y0 + T, X1 - T, Y1 - T, 14);
    if (outer && !inner) return true;
    if (!inner) return false;
    if ((x - 330) ** 2 + (y - 348) ** 2 <= 26 ** 2) return true; // sun
    if (inTriangle(x, y, 250, 520, 378, 392, 506, 520)) return true; // big mountain
    if (inTriangle(x, y, 392, 520, 460, 432, 548, 520)) return true; // small mountain
    return false;
  };
  const SS = 4; // 4×4 supersampling for anti-aliased edges
  return encodePng(SIZE, SIZE, (x, y) => {
    if (x < X0 - 2 || x > X1 + 2 || y < Y0 - 2 || y > Y1 + 2) return bg;
    let hits = 0;
    for (let sy = 0; sy < SS; sy++) {
      for (let sx = 0; sx < SS; sx++) if (inside(x + (sx + 0.5) / SS, y + (sy + 0.5) / SS)) hits++;
    }
    const a = hits / (SS * SS);
    return bg.map((c, i) => Math.round(c + (fg[i] - c) * a));
  });
}

// ------------------------------------------------------------------------------------------

function write(rel, content) {
  const file = path.join(PUBLIC, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  if (rel.endsWith('.svg') && Buffer.byteLength(content) > MAX_SVG_BYTES) {
    throw new Error(`${rel} is ${Buffer.byteLength(content)} bytes (max ${MAX_SVG_BYTES})`);
  }
  return rel;
}

function main() {
  const written = [];
  for (const p of PRODUCTS) written.push(write(`demo/prodotti/${p.key}.svg`, productSvg(p)));
  for (const g of GUIDES) written.push(write(`demo/guide/${g.n}.svg`, coverSvg(g)));
  for (const n of NEWS) written.push(write(`demo/notizie/${n.slug}.svg`, coverSvg(n)));
  written.push(write('assets/placeholder.png', placeholderPng()));
  console.log(`Scritte ${written.length} immagini in ${path.relative(process.cwd(), PUBLIC) || '.'}/`);
}

main();
