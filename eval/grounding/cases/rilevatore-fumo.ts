import type { CaseFile } from '../types.ts';

/** A stand-alone photoelectric smoke detector (EN 14604, 10-year battery), modelled on the smoke-alarm listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Vigilux Rilevatore di Fumo con Batteria da 10 Anni, Sensore Fotoelettrico, Certificato EN 14604, Allarme 85 dB, Pulsante Test, Rilevatore Fumo Casa Autonomo, Modello RF-10, Confezione da 1',
    nome_sintetico: 'Rilevatore di fumo Vigilux RF-10',
    specifiche_tecniche: [
      'Tipo di sensore: Fotoelettrico',
      'Norma: EN 14604:2005/AC:2008',
      'Certificazione: CE',
      'Alimentazione: batteria al litio 3 V integrata, non sostituibile',
      'Durata batteria: 10 anni',
      'Volume allarme: 85 Decibel a 3 metri',
      'Temperatura di funzionamento: 0 °C - 45 °C',
      'Umidità di funzionamento: ≤ 93% UR',
      'Interconnessione: No (funzionamento autonomo)',
      'Pulsante test/silenzio: Sì',
      'Funzione silenzio: 10 minuti',
      'Segnalazione batteria scarica: bip ogni 40 secondi',
      'Area di copertura: 40 Metri quadrati',
    ].join('\n'),
    descrizione_generale:
      'Rilevatore di fumo autonomo con sensore fotoelettrico, certificato EN 14604. La batteria al litio integrata dura 10 anni: alla scadenza si sostituisce l’intero rilevatore. L’allarme raggiunge 85 dB a 3 metri e il grande pulsante serve sia per il test sia per silenziare i falsi allarmi.',
    informazioni_articolo: [
      'Produttore: Vigilux',
      'Numero modello articolo: RF-10',
      'Dimensioni prodotto: 10,2 x 10,2 x 3,8 Centimetri',
      'Peso articolo: 145 Grammi',
      'Colore: Bianco',
      'Batterie incluse: Sì',
      'Garanzia: 3 anni',
      'Numero di pezzi: 1',
    ].join('\n'),
    contenuto_scatola: ['Rilevatore di fumo RF-10', 'Staffa di montaggio', '2 tasselli e 2 viti', 'Manuale di istruzioni'].join('\n'),
    prezzo_originale: 19.99,
    prezzo_scontato: 15.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'rilevatore-01',
      text: '<h2>In sintesi</h2><p>Il Vigilux RF-10 è un rilevatore di fumo fotoelettrico conforme alla norma EN 14604, con una batteria al litio integrata che dura un decennio. La sirena arriva a 85 dB a tre metri di distanza.</p>',
      claims: [],
    },
    {
      id: 'rilevatore-02',
      text: '<p>Certificato EN 14604 ed EN 50291, rileva sia il fumo sia il monossido di carbonio: un solo dispositivo per due pericoli.</p>',
      claims: [
        { quote: 'EN 50291', class: 'specifica' },
        { quote: 'rileva sia il fumo sia il monossido di carbonio', class: 'qualitativa' },
      ],
    },
    {
      id: 'rilevatore-03',
      text: '<h2>Scheda rapida</h2><ul><li>Sensore: fotoelettrico</li><li>Durata batteria: 3 anni</li><li>Allarme: 95 dB</li><li>Prezzo indicativo: circa 25 €</li></ul>',
      claims: [
        { quote: '3 anni', class: 'numero' },
        { quote: '95 dB', class: 'numero' },
        { quote: 'circa 25 €', class: 'prezzo' },
      ],
    },
    {
      id: 'rilevatore-04',
      text: '<p>Grazie all’interconnessione wireless puoi collegare fino a 12 rilevatori: quando uno suona, suonano tutti.</p>',
      claims: [
        { quote: 'interconnessione wireless', class: 'specifica' },
        { quote: '12 rilevatori', class: 'numero' },
      ],
    },
    {
      id: 'rilevatore-05',
      text: '<p>L’abbiamo messo alla prova in cucina con una padella fumante ed è scattato in pochi secondi. In redazione ne abbiamo installati tre e finora nessuno ha dato falsi allarmi.</p>',
      claims: [
        { quote: 'L’abbiamo messo alla prova in cucina', class: 'test' },
        { quote: 'In redazione ne abbiamo installati tre', class: 'test' },
      ],
    },
    {
      id: 'rilevatore-06',
      text: '<p>Gli acquirenti lo valutano 4.7/5 e oggi si trova a meno di 10 euro.</p>',
      claims: [
        { quote: '4.7/5', class: 'valutazione' },
        { quote: 'meno di 10 euro', class: 'prezzo' },
      ],
    },
    {
      id: 'rilevatore-07',
      text: '<p>Ha un grande pulsante per il test e il silenzio, funziona in modo autonomo (non si collega ad altri rilevatori) e si fissa al soffitto con la staffa, i due tasselli e le due viti inclusi. Pesa 145 g e protegge fino a 40 m².</p>',
      claims: [],
    },
    {
      id: 'rilevatore-08',
      text: '<p>Funziona tra -10 °C e 45 °C e il tasto silenzio zittisce i falsi allarmi per 15 minuti.</p>',
      claims: [
        { quote: '-10 °C', class: 'numero' },
        { quote: '15 minuti', class: 'numero' },
      ],
    },
    {
      id: 'rilevatore-09',
      text: '<p>Il Vigilux RF-100 è certificato CE e TÜV e, essendo a batteria, si installa senza fili.</p>',
      claims: [
        { quote: 'RF-100', class: 'specifica' },
        { quote: 'TÜV', class: 'specifica' },
      ],
    },
    {
      id: 'rilevatore-10',
      text: '<h2>Verdetto</h2><p>Dopo un mese di utilizzo è il rilevatore più affidabile che abbiamo avuto in casa, e con la batteria da dieci anni te ne dimentichi fino alla sostituzione.</p>',
      claims: [
        { quote: 'Dopo un mese di utilizzo', class: 'test' },
        { quote: 'il rilevatore più affidabile che abbiamo avuto in casa', class: 'qualitativa' },
      ],
    },
  ],
};

export default file;
