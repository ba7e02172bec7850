import type { CaseFile } from '../types.ts';

/** Reviews of a 12 V car jump starter with power bank, modelled on an Amazon.it jump-starter listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'VOLTRAX Avviatore Emergenza Auto 2000A, Jump Starter 12V per Motori Benzina fino a 8,0L e Diesel fino a 6,5L, Power Bank 20000mAh con Torcia LED, Uscita USB-C PD 18W e Cavi Intelligenti',
    nome_sintetico: 'VOLTRAX Avviatore 2000A VX-J20',
    specifiche_tecniche: [
      'Corrente di picco: 2000 Ampere',
      'Tensione: 12 Volt',
      'Capacità della batteria: 20000 Milliampere ore',
      'Energia: 74 Wattora',
      'Tipo di batteria: Ioni di litio',
      'Compatibilità motore: Benzina fino a 8,0 L, Diesel fino a 6,5 L',
      'Uscite: 1 x USB-C PD 18W, 2 x USB-A 5V/2,4A',
      'Ingresso: USB-C 5V/3A',
      'Torcia: LED con 3 modalità (luce fissa, SOS, strobo)',
      'Temperatura di funzionamento: -20 °C a 60 °C',
    ].join('\n'),
    descrizione_generale:
      "Il VOLTRAX VX-J20 avvia la tua auto in pochi secondi anche con la batteria completamente scarica: i 2000A di picco bastano per motori a benzina fino a 8,0 litri e diesel fino a 6,5 litri. Le pinze intelligenti proteggono da inversione di polarità, cortocircuito, sovraccarico e surriscaldamento, con 8 protezioni in totale. Con una carica completa puoi effettuare fino a 30 avviamenti.\nFunziona anche come power bank da 20000mAh per ricaricare smartphone e tablet, e la torcia LED integrata ha modalità SOS e strobo per le emergenze notturne. Si ricarica completamente in circa 4 ore con un caricatore da 15 W.",
    informazioni_articolo: [
      'Marca: VOLTRAX',
      'Numero modello articolo: VX-J20',
      'Peso articolo: 680 Grammi',
      'Dimensioni prodotto: 18,5 x 8,2 x 3,6 cm',
      'Colore: Nero/Arancione',
      'Produttore: Voltrax Tech',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Avviatore di emergenza VX-J20',
      '1 x Cavo con pinze intelligenti',
      '1 x Cavo da USB-C a USB-C',
      '1 x Custodia EVA',
      '1 x Manuale di istruzioni (anche in italiano)',
    ].join('\n'),
    prezzo_prodotto: 69.99,
    prezzo_originale: 89.99,
    prezzo_scontato: 69.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's4a-avviatore-01',
      text: `<h2>VOLTRAX VX-J20: l'avviatore da tenere nel bagagliaio</h2><p>Il VOLTRAX VX-J20 promette di avviare l'auto in pochi secondi anche con la batteria completamente scarica. Eroga fino a 2000 A di picco a 12 V ed è indicato per motori a benzina fino a 8 litri e diesel fino a 6,5 litri.</p><p>Le pinze intelligenti integrano otto protezioni, tra cui quelle contro l'inversione di polarità, il cortocircuito e il surriscaldamento, e con una carica piena si arriva fino a 30 avviamenti. Quando non serve all'auto diventa un power bank da 20.000 mAh con una porta USB-C PD da 18 W e due USB-A, oltre a una torcia LED con luce fissa, SOS e strobo.</p><p>Pesa 680 grammi e si ricarica completamente in circa quattro ore. Il prezzo è di 69,99 €, contro gli 89,99 € del prezzo pieno.</p>`,
      claims: [],
    },
    {
      id: 's4a-avviatore-02',
      text: `<p>Chi ha già avuto la batteria a terra in autostrada sa quanto valga un avviatore portatile. <strong>Nel nostro test invernale</strong> il VOLTRAX VX-J20 ha avviato senza esitazioni un diesel da 2,0 litri a -10 °C.</p><p>Il cuore è una batteria al litio da 20000 mAh che alimenta pinze da 2000 A di picco, adatte a motori a benzina fino a 8,0 L. Le pinze hanno un display LCD che mostra la tensione della batteria dell'auto, un dettaglio che i modelli più economici non offrono.</p><p>La custodia in EVA è inclusa, il guscio è certificato IP65 e la ricarica completa richiede circa 4 ore. Con un prezzo di 69,99 € è tra gli avviatori più venduti su Amazon.</p>`,
      claims: [
        { quote: 'Nel nostro test invernale', class: 'test' },
        { quote: 'display LCD', class: 'specifica' },
        { quote: 'un dettaglio che i modelli più economici non offrono', class: 'qualitativa' },
        { quote: 'IP65', class: 'specifica' },
        { quote: 'tra gli avviatori più venduti su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's4a-avviatore-03',
      text: `<h2>Pro e contro del VOLTRAX VX-J20</h2><ul><li><strong>Potenza:</strong> 2000 A di picco, sufficienti per motori a benzina fino a 8,0 litri e diesel fino a 6,5 litri.</li><li><strong>Autonomia:</strong> fino a 40 avviamenti con una sola carica.</li><li><strong>Power bank:</strong> 20000 mAh con USB-C Power Delivery da 18 W per ricaricare il telefono.</li><li><strong>Torcia:</strong> LED con tre modalità, compresa la SOS.</li><li><strong>Garanzia:</strong> 24 mesi.</li><li><strong>Contro:</strong> 680 grammi non sono pochi, e la ricarica completa richiede circa 6 ore.</li></ul><p>Funziona da -20 °C a 60 °C. Nel complesso, 4,7 stelle su 5 meritate.</p>`,
      claims: [
        { quote: '40 avviamenti', class: 'numero' },
        { quote: '24 mesi', class: 'numero' },
        { quote: 'circa 6 ore', class: 'numero' },
        { quote: '4,7 stelle su 5', class: 'valutazione' },
      ],
    },
    {
      id: 's4a-avviatore-04',
      text: `<h2>Serve davvero un avviatore con power bank?</h2><p>Il VOLTRAX VX-J20 nasce per un compito preciso: rimettere in moto l'auto quando la batteria è scarica. Con 2.000 ampere di picco gestisce motori a benzina fino a otto litri di cilindrata e diesel fino a sei litri e mezzo.</p><p>Il resto è un bonus utile nelle emergenze: un accumulatore da 74 Wh (20.000 mAh) che ricarica smartphone e tablet tramite una USB-C da 18 W e due USB-A da 2,4 A, e una torcia LED che passa dalla luce fissa al lampeggio SOS o stroboscopico. Si ricarica via USB-C, a 5 V e 3 A.</p><p>Nella confezione ci sono il cavo con pinze intelligenti, un cavo USB-C, la custodia in EVA e il manuale anche in italiano. Misura 18,5 x 8,2 x 3,6 cm e pesa 680 grammi, circa due terzi di chilo.</p>`,
      claims: [],
    },
    {
      id: 's4a-avviatore-05',
      text: `<p>Il VOLTRAX VX-J20 è un avviatore compatto da 12 V con 2000 A di picco, ma la sua carta vincente è la versatilità. La batteria LiFePO4 da 20000 mAh mantiene la carica per oltre 12 mesi in standby.</p><p>Le otto protezioni delle pinze coprono inversione di polarità, cortocircuito, sovraccarico e surriscaldamento. La porta USB-C da 18 W ricarica uno smartphone dallo 0 al 50% in 30 minuti, mentre la torcia LED da 400 lumen ha tre modalità, tra cui SOS e strobo.</p><p>Pesa 680 grammi e oggi costa 59,99 €.</p>`,
      claims: [
        { quote: 'LiFePO4', class: 'specifica' },
        { quote: 'oltre 12 mesi', class: 'numero' },
        { quote: 'dallo 0 al 50% in 30 minuti', class: 'numero' },
        { quote: '400 lumen', class: 'numero' },
        { quote: '59,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's4a-avviatore-06',
      text: `<h2>Il verdetto</h2><p>Tra gli accessori di emergenza per l'auto, il VOLTRAX VX-J20 è uno dei più completi: avvia motori diesel fino a 6,5 litri, fa da power bank da 20000 mAh e ha una torcia con modalità SOS e un'autonomia di 30 ore.</p><p>È l'unico della sua fascia ad avere pinze con protezione contro l'inversione di polarità. Il prezzo scontato di 69,99 € (dagli 89,99 € di listino) lo rende accessibile, e gli acquirenti gli assegnano in media 4,4 stelle su 5. La ricarica completa richiede circa 4 ore.</p>`,
      claims: [
        { quote: 'uno dei più completi', class: 'qualitativa' },
        { quote: '30 ore', class: 'numero' },
        { quote: "l'unico della sua fascia ad avere pinze con protezione contro l'inversione di polarità", class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
