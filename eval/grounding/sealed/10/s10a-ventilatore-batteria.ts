import type { CaseFile } from '../../types.ts';

/** Reviews of a rechargeable battery desk fan for heatwaves and blackouts, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Brezzix Ventilatore a Batteria Ricaricabile 10000 mAh, Ventilatore da Tavolo Portatile 25 cm con 4 Velocità, Oscillazione Automatica, Luce LED, Funzione Power Bank, Ricarica USB-C",
    nome_sintetico: "Brezzix BZ-F10",
    specifiche_tecniche: [
      "Marca: Brezzix",
      "Capacità della batteria: 10000 Milliampere ore",
      "Autonomia: 6-24 ore (a seconda della velocità)",
      "Tempo di ricarica: 6-7 ore (con adattatore 5V/2A)",
      "Numero di velocità: 4",
      "Diametro pale: 25 Centimetri",
      "Oscillazione: 90° automatica",
      "Livello di rumore: 30 dB (velocità minima)",
      "Potenza: 12 Watt",
      "Porta di ricarica: USB-C",
      "Uscita power bank: USB-A 5V/1A",
    ].join('\n'),
    descrizione_generale: "Quando la corrente salta nel pieno di un'ondata di calore, il ventilatore Brezzix continua a girare grazie alla batteria interna da 10000 mAh: fino a 24 ore alla velocità minima, circa 6 alla massima. La testa oscilla automaticamente di 90° e si inclina in verticale; la luce LED integrata fa da lampada d'emergenza e la porta USB-A permette di ricaricare lo smartphone. Si ricarica via USB-C da caricatore, power bank o pannello solare, e può funzionare anche collegato alla presa durante la ricarica. Silenzioso alla velocità minima, adatto alla camera da letto.",
    informazioni_articolo: [
      "Numero modello articolo: BZ-F10",
      "Dimensioni prodotto: 30 x 17 x 38 cm",
      "Peso articolo: 1,3 Chilogrammi",
    ].join('\n'),
    contenuto_scatola: [
      "1 x Ventilatore",
      "1 x Cavo USB-C",
      "1 x Manuale d'istruzioni",
    ].join('\n'),
    prezzo_prodotto: 42.99,
    prezzo_originale: 42.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's10a-ventilatore-batteria-01',
      text: "<h2>Brezzix BZ-F10, il ventilatore che non teme il blackout</h2><p>Quando la corrente salta nel mezzo di un'ondata di calore, il Brezzix continua a girare grazie alla batteria interna da 10.000 mAh. L'autonomia dipende dalla velocità scelta tra le quattro disponibili: si va da circa sei ore al massimo fino a un giorno intero al minimo.</p><p>Le pale hanno un diametro di 25 cm, la testa oscilla automaticamente di 90 gradi e alla velocità più bassa il rumore si ferma a 30 dB, adatto anche alla camera da letto. C'è poi una luce LED che fa da lampada d'emergenza e una porta USB-A per ricaricare il telefono.</p><p>La ricarica passa dalla USB-C e richiede sei-sette ore con un adattatore da 5 V e 2 A. Costa 42,99 € e ha una media di 4,3 stelle.</p>",
      claims: [],
    },
    {
      id: 's10a-ventilatore-batteria-02',
      text: "<p>Durante il blackout di luglio l'abbiamo tenuto acceso per tutta la notte in camera, e alla mattina la batteria era ancora a metà. Non stupisce: il Brezzix dichiara fino a 36 ore di autonomia alla velocità minima, merito dei 10.000 mAh.</p><p>Comodo il telecomando, che permette di cambiare velocità dal letto, e utile la luce LED integrata. Si ricarica via USB-C, anche da un pannello solare, e nel frattempo può restare acceso.</p>",
      claims: [
        { quote: "Durante il blackout di luglio l'abbiamo tenuto acceso per tutta la notte in camera", class: 'test' },
        { quote: '36 ore', class: 'numero' },
        { quote: 'telecomando', class: 'specifica' },
      ],
    },
    {
      id: 's10a-ventilatore-batteria-03',
      text: "<h2>Fresco anche senza corrente</h2><p>Il Brezzix BZ-F10 abbassa la temperatura percepita nella stanza di 5 gradi e, con la sua ricarica rapida in 3 ore, è pronto in fretta dopo una giornata d'uso. È il ventilatore a batteria più silenzioso sul mercato: alla velocità minima si sente appena.</p><p>Le quattro velocità, l'oscillazione automatica e la testa inclinabile in verticale permettono di dirigere il flusso dove serve, e la porta USB-A trasforma la batteria da 10.000 mAh in un power bank di emergenza.</p>",
      claims: [
        { quote: 'di 5 gradi', class: 'numero' },
        { quote: 'ricarica rapida in 3 ore', class: 'numero' },
        { quote: 'il ventilatore a batteria più silenzioso sul mercato', class: 'qualitativa' },
      ],
    },
    {
      id: 's10a-ventilatore-batteria-04',
      text: "<p>Il Brezzix ha già raccolto oltre 5.000 recensioni su Amazon.it. A 34,99 € offre molto: batteria da 10000 mAh, quattro velocità, oscillazione a 120° e una luce LED per le emergenze.</p><p>Nella confezione c'è anche un piccolo pannello solare per ricaricarlo in campeggio o sul balcone quando manca la rete. Pesa 1,3 kg e misura 30 x 17 x 38 cm, quindi si sposta facilmente da una stanza all'altra.</p>",
      claims: [
        { quote: 'oltre 5.000 recensioni', class: 'valutazione' },
        { quote: '34,99 €', class: 'prezzo' },
        { quote: '120°', class: 'numero' },
        { quote: "c'è anche un piccolo pannello solare", class: 'specifica' },
      ],
    },
    {
      id: 's10a-ventilatore-batteria-05',
      text: "<h2>Consigli per l'estate</h2><p>In un'ondata di calore con blackout bevete almeno due litri d'acqua al giorno e tenete le persiane chiuse nelle ore più calde. Il Brezzix BZ-F10 aiuta a superare la notte: 12 watt di potenza, quattro velocità e pale da 25 cm, con una batteria LiFePO4 da 10.000 mAh che si ricarica via USB-C.</p><p>Durante la ricarica può restare collegato e funzionare, e la porta USB-A permette di dare un po' di carica allo smartphone.</p>",
      claims: [
        { quote: "almeno due litri d'acqua al giorno", class: 'numero' },
        { quote: 'LiFePO4', class: 'specifica' },
      ],
    },
  ],
};
export default file;
