import type { CaseFile } from '../types.ts';

/** A 300 W / 296 Wh portable power station with solar input, modelled on the best-selling listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Kravolt Generatore Portatile 300W, Power Station 296Wh con Batteria al Litio, 2 Prese AC 230V Onda Sinusoidale Pura (Picco 600W), USB-C PD 60W, Ingresso Solare 100W, Generatore Solare per Campeggio, Camper, Blackout',
    nome_sintetico: 'Generatore portatile Kravolt PS-300',
    specifiche_tecniche: [
      'Capacità batteria: 296 Wattora',
      'Tipo di batteria: Ioni di litio (NMC)',
      'Cicli di ricarica: 800 cicli fino all’80% della capacità',
      'Uscita AC: 2 prese 230 V~ 50 Hz, onda sinusoidale pura, 300 W continui (picco 600 W)',
      'Uscita USB-C: 1 porta PD 60 W max',
      'Uscita USB-A: 2 porte 5V⎓2,4A, 1 porta Quick Charge 3.0 18 W',
      'Uscita DC: 1 presa accendisigari 12V⎓10A, 2 porte DC5521',
      'Ingresso solare/auto: 12-28 V⎓8A, max 100 W (connettore Anderson)',
      'Ingresso AC: adattatore 19 V⎓4,7A (90 W)',
      'Tempo di ricarica da rete: 5-6 ore',
      'Temperatura di esercizio: da -10 °C a +40 °C',
      'Display: LCD con percentuale di carica e potenza in ingresso/uscita',
    ].join('\n'),
    descrizione_generale:
      'Stazione di alimentazione portatile da 296 Wh con inverter a onda sinusoidale pura da 300 W. Si ricarica dalla rete, dalla presa accendisigari dell’auto o con un pannello solare fino a 100 W. Pensata per campeggio, camper e blackout domestici.',
    informazioni_articolo: [
      'Peso articolo: 3200 Grammi',
      'Dimensioni prodotto: 23 x 15,3 x 16,7 Centimetri',
      'Produttore: Kravolt',
      'Numero modello articolo: PS-300',
      'Potenza: 300 Watt',
      'Tensione: 230 Volt',
      'Batterie incluse: Sì',
      'Garanzia del produttore: 24 mesi',
    ].join('\n'),
    contenuto_scatola: [
      'Generatore portatile Kravolt PS-300',
      'Adattatore di alimentazione AC (90 W)',
      'Cavo di ricarica da accendisigari',
      'Cavo da MC4 ad Anderson per pannello solare',
      'Manuale utente',
    ].join('\n'),
    prezzo_originale: 279.99,
    prezzo_scontato: 229.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'generatore-01',
      text: '<h2>In sintesi</h2><p>Il Kravolt PS-300 accumula 296 Wh e li distribuisce su due prese a 230 V con onda sinusoidale pura: 300 W continui, con picchi fino a 600 W. Per un weekend in camper o per un blackout domestico è una scorta d’energia su cui contare.</p>',
      claims: [],
    },
    {
      id: 'generatore-02',
      text: '<p>Il PS-300 eroga <strong>600 W continui</strong> dalle due prese a 230 V, e con un pannello da 100 W torna al 100% in circa tre ore.</p>',
      claims: [
        { quote: '600 W continui', class: 'numero' },
        { quote: 'in circa tre ore', class: 'numero' },
      ],
    },
    {
      id: 'generatore-03',
      text: '<h2>Batteria</h2><p>Il cuore del generatore è una batteria LiFePO4 da 296 Wh, garantita per oltre 3000 cicli di ricarica.</p>',
      claims: [
        { quote: 'LiFePO4', class: 'specifica' },
        { quote: 'oltre 3000 cicli', class: 'numero' },
      ],
    },
    {
      id: 'generatore-04',
      text: '<h2>Scheda tecnica</h2><ul><li>Capacità: 296 Wh</li><li>Uscita AC: 4 prese da 230 V</li><li>USB-C: Power Delivery 100 W</li><li>Ingresso solare: 12-48 V, max 100 W</li></ul>',
      claims: [
        { quote: '4 prese', class: 'numero' },
        { quote: 'Power Delivery 100 W', class: 'specifica' },
        { quote: '12-48 V', class: 'numero' },
      ],
    },
    {
      id: 'generatore-05',
      text: '<p>Pesa 3,2 kg e oltre alle due prese AC offre una USB-C da 60 W per il portatile, tre USB-A e una presa accendisigari da 12 V. Il display LCD mostra la percentuale di carica e la potenza in ingresso e in uscita.</p><p>La garanzia copre 2 anni.</p>',
      claims: [],
    },
    {
      id: 'generatore-06',
      text: '<p>Nei nostri test ha tenuto acceso un frigorifero portatile per quasi sei ore, e quando l’abbiamo portato in campeggio per un lungo weekend non siamo mai rimasti a secco.</p>',
      claims: [
        { quote: 'Nei nostri test', class: 'test' },
        { quote: 'per quasi sei ore', class: 'numero' },
        { quote: 'l’abbiamo portato in campeggio', class: 'test' },
      ],
    },
    {
      id: 'generatore-07',
      text: '<p>A 199 euro in offerta, il PS-300 ha su Amazon una media di 4,7 stelle su oltre 2.000 recensioni.</p>',
      claims: [
        { quote: '199 euro', class: 'prezzo' },
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'oltre 2.000 recensioni', class: 'valutazione' },
      ],
    },
    {
      id: 'generatore-08',
      text: '<p>È il generatore più silenzioso della sua fascia: la ventola si avvia solo sopra i 150 W. Il sistema di gestione della batteria è certificato UL 2743.</p>',
      claims: [
        { quote: 'il generatore più silenzioso della sua fascia', class: 'qualitativa' },
        { quote: 'sopra i 150 W', class: 'numero' },
        { quote: 'UL 2743', class: 'specifica' },
      ],
    },
    {
      id: 'generatore-09',
      text: '<h2>Ricarica</h2><p>Si ricarica in tre modi: dalla rete con l’adattatore da 90 W incluso, in 5-6 ore; dalla presa accendisigari dell’auto; oppure da un pannello solare fino a 100 W, con tensioni da 12 a 28 V. Il cavo da MC4 ad Anderson è già in scatola.</p>',
      claims: [],
    },
    {
      id: 'generatore-10',
      text: '<p>In redazione lo usiamo da mesi per tenere acceso il router durante i blackout. Fa anche da UPS e, a meno di 200 euro, è un acquisto sensato.</p>',
      claims: [
        { quote: 'In redazione lo usiamo da mesi', class: 'test' },
        { quote: 'Fa anche da UPS', class: 'specifica' },
        { quote: 'meno di 200 euro', class: 'prezzo' },
      ],
    },
  ],
};

export default file;
