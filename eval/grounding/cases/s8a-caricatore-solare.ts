import type { CaseFile } from '../types.ts';

/** Reviews of a 28 W foldable solar charger with USB ports, modelled on an Amazon.it "pannello solare pieghevole" listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Solvatek Caricatore Solare Pieghevole 28W, Pannello Solare Portatile con 2 Porte USB-A e 1 USB-C, Celle Monocristalline ad Alta Efficienza, Resistente agli Spruzzi IPX4, per Smartphone, Power Bank, Campeggio ed Escursionismo`,
    nome_sintetico: `Solvatek SV-28F`,
    specifiche_tecniche: `Marca: Solvatek\nPotenza: 28 Watt\nTensione: 5 Volt\nTipo di connettore: USB-A, USB-C\nNumero di porte: 3\nCorrente di uscita: 2,4 A per porta, 4,8 A totali\nTipo di cella: Monocristallino\nEfficienza di conversione: 21-23,5%\nMateriale: Tessuto in poliestere 600D, PET\nDimensioni prodotto: 28 x 16 x 3 cm\nPeso articolo: 680 Grammi\nGrado di impermeabilità: IPX4\nColore: Verde oliva\nNumero modello articolo: SV-28F\nBatterie incluse: No`,
    descrizione_generale: `Il pannello solare Solvatek SV-28F si apre in quattro sezioni (84 x 28 cm) e si richiude come un libro nelle dimensioni di un tablet. Le celle monocristalline, con un'efficienza di conversione dal 21 al 23,5%, alimentano tre uscite: due USB-A e una USB-C, fino a 2,4 A per porta e 4,8 A in totale. Il chip di riconoscimento intelligente regola la corrente in base al dispositivo collegato e riavvia automaticamente la ricarica quando una nuvola oscura il sole.\n\nIl tessuto in poliestere 600D resiste agli schizzi (IPX4), ma la scatola di giunzione con le porte va tenuta all'asciutto: non lasciare il pannello sotto la pioggia. Quattro occhielli in acciaio inox permettono di fissarlo allo zaino o alla tenda con i moschettoni inclusi. Il pannello non contiene una batteria: per accumulare energia collegalo a un power bank.`,
    informazioni_articolo: `ASIN: B0BX2M8RQK\nProduttore: Solvatek\nDimensioni del collo: 30 x 18 x 4 cm; 790 grammi\nData di disponibilità: 20 aprile 2023\nRecensioni dei clienti: 4,4 su 5 stelle (2.037 voti)`,
    contenuto_scatola: `1 x Pannello solare pieghevole 28W\n1 x Cavo da USB-A a USB-C\n4 x Moschettoni\n1 x Manuale utente`,
    prezzo_prodotto: 59.99,
    prezzo_originale: 69.99,
    prezzo_scontato: 59.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's8a-caricatore-solare-01',
      text: `<h2>Solvatek SV-28F: energia solare in formato tablet</h2><p>Chiuso misura 28 x 16 x 3 cm, aperto si distende su quattro sezioni per 84 cm di lunghezza: il Solvatek SV-28F è un caricatore solare da 28 watt pensato per campeggio ed escursionismo. Le celle sono monocristalline, con un'efficienza dichiarata tra il 21 e il 23,5 per cento.</p><p>Le uscite sono tre, due USB-A e una USB-C, con un massimo di 2,4 ampere per porta e 4,8 complessivi, a 5 volt. Un chip riconosce il dispositivo collegato e, se una nuvola copre il sole, riprende da solo la ricarica.</p><p>Non c'è una batteria interna: per conservare l'energia conviene abbinarlo a un power bank. Pesa 680 grammi e costa 59,99 €, dieci euro in meno del prezzo di listino.</p>`,
      claims: [],
    },
    {
      id: 's8a-caricatore-solare-02',
      text: `<p>Abbiamo portato il Solvatek SV-28F in Val di Fassa per un weekend di trekking, appeso allo zaino con i moschettoni in dotazione. Con il sole pieno ha portato uno smartphone dal 20 all'80% in poco più di un'ora.</p><p>Il pannello eroga fino a 2,4 A per porta su tre uscite, e il tessuto in poliestere 600D ha grado di protezione IPX4: regge anche una pioggia battente, quindi non serve correre a ritirarlo al primo temporale.</p><p>Oltre duemila recensioni e una media di 4,4 stelle ne fanno il pannello solare pieghevole più venduto su Amazon.it. Prezzo attuale: 59,99 €.</p>`,
      claims: [
        { quote: 'Abbiamo portato il Solvatek SV-28F in Val di Fassa per un weekend di trekking', class: 'test' },
        { quote: `dal 20 all'80% in poco più di un'ora`, class: 'numero' },
        { quote: 'regge anche una pioggia battente', class: 'qualitativa' },
        { quote: 'il pannello solare pieghevole più venduto su Amazon.it', class: 'valutazione' },
      ],
    },
    {
      id: 's8a-caricatore-solare-03',
      text: `<h2>Scheda rapida</h2><ul><li>Potenza: 28 W</li><li>Uscite: 2 USB-A + 1 USB-C Power Delivery da 20 W</li><li>Efficienza delle celle: fino al 23,5%</li><li>Peso: 680 g</li><li>Protezione: IPX4</li><li>Garanzia: 24 mesi</li></ul><p>Il Solvatek SV-28F è un pannello da zaino: chiuso ha l'ingombro di un tablet e si aggancia con i quattro moschettoni inclusi. In una giornata di sole riempie un power bank da 10.000 mAh in circa 4 ore, e la superficie delle celle è rivestita in ETFE, più durevole del classico PET.</p>`,
      claims: [
        { quote: 'USB-C Power Delivery da 20 W', class: 'specifica' },
        { quote: '24 mesi', class: 'numero' },
        { quote: 'in circa 4 ore', class: 'numero' },
        { quote: 'rivestita in ETFE', class: 'specifica' },
        { quote: 'più durevole del classico PET', class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-caricatore-solare-04',
      text: `<p>Un pannello solare portatile va usato come previsto, e la scheda del Solvatek SV-28F è chiara su alcuni punti. Il tessuto in poliestere 600D resiste agli schizzi secondo il grado IPX4, ma la scatola con le porte USB va tenuta all'asciutto e il pannello non va lasciato sotto la pioggia.</p><p>Non ha una batteria: l'energia va usata subito o accumulata in un power bank. In compenso può alimentare tre dispositivi insieme, fino a 4,8 A in totale, e riprende automaticamente la ricarica quando passa una nuvola.</p><p>Nella scatola ci sono il pannello, un cavo da USB-A a USB-C, quattro moschettoni per agganciarlo agli occhielli in acciaio inox e il manuale. Il colore è verde oliva, il prezzo 59,99 € e la valutazione media 4,4 su 5.</p>`,
      claims: [],
    },
    {
      id: 's8a-caricatore-solare-05',
      text: `<h2>Il pannello giusto per lo zaino?</h2><p>Ventotto watt in un pannello che, chiuso, occupa lo spazio di un tablet: il Solvatek SV-28F si rivolge a escursionisti e campeggiatori. Le celle monocristalline sono laminate con una pellicola anti-graffio e rendono anche con cielo coperto, dove molti concorrenti si fermano.</p><p>Tre uscite, 4,8 A complessivi, occhielli in acciaio inox e una tasca con zip per riporre i cavi completano la dotazione.</p><p>Oggi costa 49,99 €, con uno sconto del 30% sul listino.</p>`,
      claims: [
        { quote: 'pellicola anti-graffio', class: 'specifica' },
        { quote: 'rendono anche con cielo coperto, dove molti concorrenti si fermano', class: 'qualitativa' },
        { quote: 'una tasca con zip per riporre i cavi', class: 'specifica' },
        { quote: '49,99 €', class: 'prezzo' },
        { quote: 'sconto del 30%', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
