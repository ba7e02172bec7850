import type { CaseFile } from '../types.ts';

/** Reviews of a hand-crank phone charger with solar panel and torch, modelled on an Amazon.it listing of that kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "VOLTEK Caricatore a Manovella per Cellulare, Power Bank 5000 mAh con Dinamo, Pannello Solare e Torcia LED, Uscita USB-A 5V/1A, per Emergenze, Blackout e Campeggio",
    nome_sintetico: "Voltek caricatore a manovella 5000 mAh",
    specifiche_tecniche: "Marca: Voltek\nCapacità della batteria: 5000 Milliampere ore\nTipo di batteria: Ioni di litio\nUscita: USB-A 5 V / 1 A\nIngresso: Micro-USB 5 V / 1 A\nPotenza pannello solare: 1,2 Watt\nModalità torcia: Alta, bassa, lampeggiante SOS\nResistenza all'acqua: IPX4\nPeso articolo: 340 Grammi\nDimensioni articolo L x P x H: 14 x 7,2 x 4,5 centimetri",
    descrizione_generale: "Quando manca la corrente, il Voltek ti dà tre modi per tenere il telefono acceso: la batteria interna da 5000 mAh, ricaricabile da qualsiasi presa USB, il pannello solare sul dorso e la dinamo a manovella.\n\nGirando la manovella a circa 120 giri al minuto per 10 minuti si ottengono circa 5-8 minuti di conversazione (il risultato dipende dal telefono). Il pannello solare è pensato per mantenere la carica, non per ricaricare la batteria da zero: in pieno sole servono oltre 30 ore. La torcia LED integrata ha tre modalità, inclusa una luce lampeggiante SOS.",
    informazioni_articolo: "Numero modello articolo: VK-HC5000\nProduttore: Voltek Energy\nBatterie incluse: Sì\nPaese di origine: Cina",
    contenuto_scatola: "1 caricatore a manovella\n1 cavo da USB a Micro-USB\n1 cordino\nManuale d'istruzioni",
    prezzo_prodotto: 27.99,
    prezzo_originale: 32.99,
    valutazione_prodotto: 3.9,
  },
  cases: [
    {
      id: 's5-caricatore-manovella-01',
      text: "<h2>Voltek: tre fonti di energia in un solo oggetto</h2><p>Il Voltek nasce per i blackout e per il campeggio, e punta tutto sulla ridondanza: una batteria agli ioni di litio da 5.000 mAh da caricare in anticipo via Micro-USB, un pannello solare da 1,2 W sul dorso e una dinamo a manovella per quando tutto il resto è esaurito. Il telefono si collega alla porta USB-A, che eroga 5 V e 1 A.</p><p>Nel corpo è integrata anche una torcia LED con tre modalità: luce alta, bassa e lampeggiante SOS. Il corpo, da 340 grammi, ha una protezione IPX4.</p>",
      claims: [],
    },
    {
      id: 's5-caricatore-manovella-02',
      text: "<p>Nella nostra prova, durante un blackout di due giorni, il Voltek ci ha tenuto il telefono acceso senza problemi. Bastano 20 minuti di manovella per recuperare metà della batteria di uno smartphone, e la torcia LED integrata offre anche una modalità SOS.</p><p>Il telefono si ricarica tramite l'uscita USB-C, comoda per i dispositivi più recenti, mentre il power bank interno da 5000 mAh si carica da qualunque presa USB.</p>",
      claims: [
        { quote: 'Nella nostra prova, durante un blackout di due giorni', class: 'test' },
        { quote: '20 minuti di manovella', class: 'numero' },
        { quote: 'USB-C', class: 'specifica' },
      ],
    },
    {
      id: 's5-caricatore-manovella-03',
      text: "<h2>Aspettative realistiche</h2><p>Chi compra un caricatore a manovella deve sapere cosa aspettarsi, e la scheda del Voltek è onesta: dieci minuti di manovella, a circa 120 giri al minuto, valgono circa cinque-otto minuti di conversazione, a seconda del telefono. È energia per una chiamata d'emergenza, non per una ricarica completa.</p><p>Lo stesso vale per il pannello solare: serve a mantenere la carica della batteria, perché riempirla da zero con il solo sole richiederebbe più di trenta ore. La vera riserva è la batteria da 5000 mAh, da tenere carica prima di partire.</p>",
      claims: [],
    },
    {
      id: 's5-caricatore-manovella-04',
      text: "<p>Oltre a ricaricare il telefono, il Voltek integra una torcia da 300 lumen e una radio FM con ricerca automatica delle stazioni, due funzioni preziose quando la corrente salta. La batteria interna da 5000 mAh si ricarica via Micro-USB e il guscio resiste agli spruzzi grazie alla protezione IPX4.</p><p>Gli acquirenti lo valutano 4,5 su 5, un risultato notevole per un dispositivo di questa fascia.</p>",
      claims: [
        { quote: '300 lumen', class: 'numero' },
        { quote: 'radio FM', class: 'specifica' },
        { quote: '4,5 su 5', class: 'valutazione' },
      ],
    },
    {
      id: 's5-caricatore-manovella-05',
      text: "<h2>Pannello solare e prezzo</h2><p>Il pannello da 1,2 watt è il vero asso nella manica: in una giornata di sole pieno bastano 8 ore per ricaricare completamente la batteria da 5000 mAh, senza girare la manovella. Il guscio è più robusto di quello dei concorrenti e sopporta bene gli urti.</p><p>Oggi si trova a 19,99 €, un prezzo che lo rende accessibile a tutti.</p>",
      claims: [
        { quote: '8 ore', class: 'numero' },
        { quote: 'più robusto di quello dei concorrenti', class: 'qualitativa' },
        { quote: 'sopporta bene gli urti', class: 'qualitativa' },
        { quote: '19,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's5-caricatore-manovella-06',
      text: "<h2>In sintesi</h2><ul><li><strong>Prezzo</strong>: 27,99 euro, contro i 32,99 di listino</li><li><strong>Valutazione</strong>: 3,9 su 5 sul marketplace</li><li><strong>Batteria</strong>: 5000 mAh agli ioni di litio</li><li><strong>Fonti di ricarica</strong>: presa USB, sole, manovella</li><li><strong>Torcia</strong>: tre modalità, SOS compreso</li><li><strong>Peso</strong>: un terzo di chilo abbondante</li></ul><p>In confezione, oltre al caricatore, ci sono un cavo da USB a Micro-USB, un cordino e il manuale. Un oggetto da cassetto d'emergenza: va caricato prima, e la manovella resta l'ultima risorsa.</p>",
      claims: [],
    },
  ],
};
export default file;
