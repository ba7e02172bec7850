import type { CaseFile } from '../types.ts';

/** Reviews of a 2000 W petrol inverter generator, modelled on Amazon.it portable inverter generator listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'VOLTERRA Generatore Inverter a Benzina 2000 W, Gruppo Elettrogeno Portatile Silenzioso 4 Tempi, 2 Prese Schuko 230 V, Uscita 12 V e USB, Modalità Eco, per Camper, Campeggio ed Emergenze Domestiche',
    nome_sintetico: 'Volterra generatore inverter 2000 W',
    specifiche_tecniche: [
      'Potenza massima: 2000 Watt',
      'Potenza nominale: 1800 Watt',
      'Motore: 4 tempi, monocilindrico, 80 cc',
      'Tipo di carburante: Benzina senza piombo',
      'Capacità serbatoio carburante: 4 Litri',
      'Capacità olio motore: 0,35 Litri',
      'Autonomia: fino a 5 ore (al 25% del carico)',
      'Livello di rumore: 58 dB (a 7 metri)',
      'Uscite: 2 prese Schuko 230 V, 1 uscita 12 V DC, 2 porte USB 5 V',
      'Tipo di avviamento: A strappo',
      'Peso articolo: 21 Chilogrammi',
    ].join('\n'),
    descrizione_generale: `Il Volterra VT-2000i è un generatore inverter a benzina pensato per chi vuole una fonte di corrente portatile durante un blackout, in campeggio o in camper. La tecnologia inverter produce una corrente stabile, con distorsione armonica inferiore al 3%, adatta anche a computer, smartphone e altri dispositivi elettronici sensibili. Il motore a 4 tempi da 80 cc eroga 1800 W continui e 2000 W di picco.

La modalità Eco adegua il regime del motore al carico, riducendo consumi e rumore: con il serbatoio da 4 litri si arriva fino a 5 ore di funzionamento al 25% del carico. Il sensore dell'olio spegne il motore quando il livello è troppo basso. L'olio motore non è incluso. Non utilizzare in ambienti chiusi: i gas di scarico contengono monossido di carbonio.`,
    informazioni_articolo: [
      'Marchio: Volterra',
      'Numero modello articolo: VT-2000i',
      'Dimensioni del prodotto: 50 x 29 x 45 cm',
      'Frequenza: 50 Hz',
      'Distorsione armonica totale: < 3%',
      'Funzionalità speciali: Modalità Eco, sensore livello olio, protezione da sovraccarico',
      'Garanzia: 2 anni',
    ].join('\n'),
    contenuto_scatola: [
      '1 generatore inverter',
      '1 cavo di ricarica batterie 12 V',
      "1 imbuto per l'olio",
      '1 chiave per candela',
      'Manuale di istruzioni in italiano',
    ].join('\n'),
    prezzo_prodotto: 449,
    prezzo_originale: 529,
    prezzo_scontato: 449,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's7-generatore-inverter-01',
      text: `<h2>Volterra VT-2000i: corrente stabile quando la rete salta</h2><p>Il <strong>Volterra VT-2000i</strong> è un generatore inverter a benzina pensato per blackout, campeggio e camper. Il motore a quattro tempi da 80 cc eroga 1,8 kW in continuo e tocca i 2 kW di picco. La tecnologia inverter mantiene la distorsione armonica sotto il 3%, quindi la corrente è adatta anche a computer, smartphone e altri dispositivi sensibili.</p><p>Con i 4 litri del serbatoio si arriva fino a cinque ore di funzionamento, a un quarto del carico. Le uscite sono due prese Schuko a 230 V, una a 12 V in corrente continua e due porte USB. L'avviamento è a strappo e il sensore dell'olio spegne il motore se il livello scende troppo.</p><p>Pesa 21 chili e costa 449 euro, contro i 529 di listino. Due note: l'olio motore non è incluso, e il generatore non va mai usato al chiuso, perché i gas di scarico contengono monossido di carbonio.</p>`,
      claims: [],
    },
    {
      id: 's7-generatore-inverter-02',
      text: `<p>Il <strong>VT-2000i</strong> l'abbiamo tenuto acceso per una notte intera durante un blackout invernale, alimentando frigorifero, caldaia e router senza un'interruzione. Merito anche della rumorosità contenuta: appena 52 dB, il livello più basso della categoria.</p><p>Il motore da 80 cc sviluppa 2000 W di picco e 1800 W continui, mentre l'avviamento elettrico a pulsante evita la fatica della corda. Serbatoio da 4 litri, due prese Schuko, porte USB e uscita a 12 V completano il quadro.</p><p>Prezzo attuale: 449 euro.</p>`,
      claims: [
        { quote: `l'abbiamo tenuto acceso per una notte intera durante un blackout invernale`, class: 'test' },
        { quote: '52 dB', class: 'numero' },
        { quote: 'il livello più basso della categoria', class: 'qualitativa' },
        { quote: 'avviamento elettrico a pulsante', class: 'specifica' },
      ],
    },
    {
      id: 's7-generatore-inverter-03',
      text: `<h2>Generatore inverter da 2000 W: vale la pena?</h2><p>Il <strong>Volterra VT-2000i</strong> appartiene alla fascia dei generatori inverter portatili da 2 kW. Il motore monocilindrico a quattro tempi è omologato EU Stage V e, grazie alla modalità Eco, con un pieno da 4 litri arriva a 8 ore di autonomia.</p><p>Un punto di forza è la possibilità di collegarlo in parallelo a un secondo generatore per raddoppiare la potenza. Le uscite comprendono due Schuko a 230 V, una 12 V e due USB da 5 V, e la distorsione armonica resta sotto il 3%.</p><p>Sicurezza prima di tutto: va posizionato all'aperto, ad almeno 5 metri da porte e finestre, perché i gas di scarico contengono monossido di carbonio.</p>`,
      claims: [
        { quote: 'omologato EU Stage V', class: 'specifica' },
        { quote: '8 ore di autonomia', class: 'numero' },
        { quote: 'collegarlo in parallelo a un secondo generatore', class: 'specifica' },
        { quote: 'ad almeno 5 metri da porte e finestre', class: 'numero' },
      ],
    },
    {
      id: 's7-generatore-inverter-04',
      text: `<h2>In breve</h2><ul><li>Potenza: 2000 W di picco, 1800 W nominali</li><li>Serbatoio: 4 litri</li><li>Rumorosità: 58 dB a 7 metri</li><li>Peso: 18 kg</li><li>Uscite: 2 Schuko, 12 V DC, 2 USB</li></ul><p>Nella scatola, oltre al cavo per ricaricare le batterie a 12 V, all'imbuto e alla chiave per candela, c'è anche un flacone di olio motore da 0,35 litri, quindi si può partire subito.</p><p>Il prezzo è sceso a 449 euro dai 529 di listino, uno sconto che lo rende il generatore inverter più conveniente su Amazon. Oltre 800 clienti gli hanno dato in media 4,2 stelle.</p>`,
      claims: [
        { quote: '18 kg', class: 'numero' },
        { quote: 'c\'è anche un flacone di olio motore da 0,35 litri', class: 'specifica' },
        { quote: 'il generatore inverter più conveniente su Amazon', class: 'qualitativa' },
        { quote: 'Oltre 800 clienti', class: 'valutazione' },
      ],
    },
    {
      id: 's7-generatore-inverter-05',
      text: `<h2>Cosa sapere prima di comprare il Volterra VT-2000i</h2><p>È un generatore portatile a benzina senza piombo con tecnologia inverter: la corrente in uscita, a 50 Hz, ha una distorsione armonica inferiore al 3%, quindi si presta anche ad alimentare dispositivi elettronici sensibili.</p><p>Misura 50 x 29 x 45 centimetri e pesa 21 kg. Il motore da 80 cc offre 1800 watt nominali; la rumorosità dichiarata è di 58 decibel misurati a sette metri. La modalità Eco adegua i giri del motore al carico, riducendo consumi e rumore.</p><p>Da ricordare: l'olio motore va comprato a parte (il motore ne richiede 0,35 litri) e nella confezione c'è un imbuto apposito. Il generatore è coperto da due anni di garanzia e oggi costa 449 euro; la valutazione media è di 4,2 su 5.</p>`,
      claims: [],
    },
  ],
};
export default file;
