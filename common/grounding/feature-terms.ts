/**
 * The named features the grounding check reads (common/grounding/features.ts): each with the words
 * of the data that support it. A feature the text attaches to the product is a claim unless the
 * data names it or one of these.
 */

export interface Feature {
  /** How the text writes it (folded words). */
  words: string[];
  /** Folded words or phrases of the data that support it: a single word by its stem, a phrase as written (its last word a prefix). */
  data: string[];
  /** Needs no attachment cue: the words only ever describe a product ('onda sinusoidale pura'). */
  own?: boolean;
  /** Said of a product only: not read in a news item (whose source is no product's data). */
  product?: boolean;
}

const DISPLAY = ['display', 'schermo', 'schermi', 'lcd', 'oled', 'screen'];
const FLASHING = ['strobo', 'stroboscopic', 'lampeggi', 'intermittent', 'flash'];
const MAGNET = ['magnet', 'calamit'];
const HYPO = ['ipoallergenic', 'hypoallergenic', 'dermatologicamente'];
const REPLACEABLE = ['sostituibil', 'removibil', 'rimovibil', 'estraibil', 'ricambi', 'intercambiabil'];
const GLOW = ['luminescent', 'fosforescent', 'fotoluminescent', 'glow'];
const REFLECTIVE = ['riflett', 'reflect', 'rifrangent', 'catarifrangent', 'catadiottr'];
const feature = (text: string, data: string[], own = false): Feature => ({ words: text.split(' '), data: [text, ...data], own });

export const FEATURES: Feature[] = [
  feature('onda sinusoidale pura', ['sinusoidale pur', 'onda pur', 'pure sine', 'sinusoidale pur'], true),
  feature('sinusoidale pura', ['onda pur', 'pure sine'], true),
  feature('onda pura', ['sinusoidale pur', 'pure sine'], true),
  feature('display', DISPLAY),
  feature('schermo', DISPLAY),
  feature('schermino', DISPLAY),
  feature('app', ['applicazion', 'smartphone app']),
  feature('app dedicata', ['app', 'applicazion']),
  feature('applicazione', ['app']),
  feature('telecomando', ['telecomand', 'remote', 'controllo remoto', 'comando a distanza']),
  feature('bussola', ['compass']),
  feature('fischietto', ['fischio', 'whistle']),
  feature('acciarino', ['pietra focaia', 'firestarter', 'fire starter']),
  feature('martelletto', ['martell', 'frangivetr', 'rompivetr']),
  feature('martelletto frangivetro', ['martell', 'frangivetr', 'rompivetr']),
  feature('frangivetro', ['rompivetr', 'martell']),
  feature('rompivetro', ['frangivetr', 'martell']),
  feature('tagliacinture', ['taglia cintur', 'taglia cintura']),
  feature('luce rossa', ['ross', 'red']),
  feature('luci rosse', ['ross', 'red']),
  feature('strobo', FLASHING),
  feature('stroboscopica', FLASHING),
  feature('lampeggiante', [...FLASHING, 'sos']),
  feature('intermittente', [...FLASHING, 'sos']),
  feature('sensore', ['sensor', 'pir', 'motion']),
  feature('sensore di movimento', ['sensor', 'pir', 'motion']),
  feature('sensore crepuscolare', ['crepuscolar', 'dusk']),
  feature('magnete', MAGNET),
  feature('magneti', MAGNET),
  feature('magnetica', MAGNET),
  feature('magnetico', MAGNET),
  feature('calamita', MAGNET),
  feature('memoria', ['memory']),
  feature('dinamo', ['manovell']),
  feature('manovella', ['dinamo']),
  feature('timer', ['temporizzat']),
  feature('moschettone', ['carabiner']),
  ...[
    // Round 4: parts, accessories, functions and properties an AI text adds to a product (the
    // sealed sets' largest class of misses): each a claim unless the data names it or a synonym.
    feature('display a colori', ['display a color', 'schermo a color', 'tft', 'a colori']),
    feature('termostato', ['termostat', 'thermostat']),
    feature('termometro digitale', ['termometro digital', 'termometro elettronic']),
    feature('allarme acustico', ['allarm', 'sirena', 'buzzer', 'cicalin', 'segnale acustic']),
    feature('antenna telescopica', ['antenna telescop', 'telescop']),
    feature('lettore di schede', ['lettore', 'slot', 'microsd', 'scheda sd', 'schede sd']),
    feature('lettore mp3', ['mp3', 'lettore']),
    feature('microsd', ['micro sd', 'lettore', 'slot', 'scheda sd']),
    feature('valvola', ['valvol', 'valve', 'sfiato']),
    feature('tracolla', ['tracoll', 'spallacc', 'shoulder']),
    feature('serratura', ['serratur', 'lucchett', 'combinazion', 'chiave', 'chiavi', 'lock']),
    feature('bottoni a pressione', ['bottoni a pression', 'automatic']),
    feature('laccio emostatico', ['emostatic', 'tourniquet']),
    feature('alimentatore', ['alimentator', 'adattator', 'caricabatteri', 'caricatore da']),
    feature('avviamento elettrico', ['avviamento elettric', 'electric start', 'avviamento a pulsant', 'avviamento con pulsant']),
    // A warranty is the product's own wherever it is written ('Garanzia a vita del produttore' as a list item).
    feature('garanzia a vita', ['garanzia a vita', 'lifetime', 'a vita'], true),
    feature('regolatore di pressione', ['regolatore di pression', 'riduttore di pression', 'regolator']),
    feature('anello', ['anell', 'occhiell', 'ring']),
    feature('guanti', ['guant', 'glove']),
    feature('ruote', ['ruot', 'wheel', 'trolley']),
    feature('pannello solare', ['pannello solar', 'pannelli solar', 'solar']),
    feature('luce di segnalazione', ['luce di segnalazion', 'luce', 'led', 'lampeggiant', 'strobo']),
    feature('virus', ['virus', 'viral'], true),
    feature('metalli pesanti', ['metalli pesant', 'piombo', 'heavy metal']),
    feature('impermeabile', ['impermeabil', 'waterproof', 'stagn', '#water']),
    feature('resistente all acqua', ['impermeabil', 'waterproof', 'resistente all acqua', 'stagn', '#water']),
    feature('idrorepellente', ['idrorepellent', 'water repellent', 'dwr', 'impermeabil']),
    feature('biodegradabile', ['biodegradabil', 'compostabil']),
    feature('biodegradabili', ['biodegradabil', 'compostabil']),
    feature('ipoallergenico', HYPO),
    feature('ipoallergenica', HYPO),
    feature('ipoallergenici', HYPO),
    feature('ipoallergeniche', HYPO),
    feature('riciclabile', ['riciclabil', 'riciclat', 'recycl']),
    feature('riciclabili', ['riciclabil', 'riciclat', 'recycl']),
    feature('sostituibile', REPLACEABLE),
    feature('sostituibili', REPLACEABLE),
    feature('luminescente', GLOW),
    feature('luminescenti', GLOW),
    feature('fosforescente', GLOW),
    feature('fosforescenti', GLOW),
    feature('riflettente', REFLECTIVE),
    feature('riflettenti', REFLECTIVE),
    feature('traspirante', ['traspir', 'breathable']),
    feature('lavabile', ['lavabil', 'lavatric', 'lavaggi', 'si lava', 'lavare']),
    feature('termosaldate', ['termosaldat', 'saldat']),
    feature('termosaldati', ['termosaldat', 'saldat']),
    feature('monocristallino', ['monocristallin', 'mono']),
    feature('policristallino', ['policristallin', 'poly']),
    feature('telescopica', ['telescop']),
    feature('telescopico', ['telescop']),
  ].map((f) => ({ ...f, product: true })),
];
