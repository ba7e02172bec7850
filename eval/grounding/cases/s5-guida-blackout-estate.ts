import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on staying cool during a summer blackout: battery fan, power station, cooling towels. */
const file: CaseFile = {
  titolo: "Blackout d'estate: restare al fresco",
  products: [
    {
      nome_prodotto: "FRESKO Ventilatore Portatile Ricaricabile 10000 mAh, Ventilatore da Tavolo Pieghevole con Luce LED, 4 Velocità, Autonomia fino a 24 Ore, Silenzioso, Ricarica USB-C",
      nome_sintetico: "Fresko ventilatore ricaricabile",
      specifiche_tecniche: "Marca: Fresko\nCapacità della batteria: 10000 Milliampere ore\nNumero di velocità: 4\nAutonomia: 6-24 ore (a seconda della velocità)\nTempo di ricarica: 6 ore\nPorta di ricarica: USB-C\nUscita power bank: USB-A 5 V / 2 A\nDiametro delle pale: 18 Centimetri\nPotenza: 5 Watt\nLivello di rumore: 28 Decibel\nPeso articolo: 720 Grammi",
      descrizione_generale: "Il ventilatore Fresko si apre e si ripiega in un attimo: la testa ruota di 180° per indirizzare l'aria dove serve, sul tavolo, sul comodino o appeso con il gancio. Quattro velocità, dalla brezza notturna, silenziosa come un sussurro, alla più intensa; alla velocità minima la batteria da 10000 mAh dura fino a 24 ore, alla massima circa 6.\n\nLa luce LED sul retro, regolabile su 3 livelli, aiuta a muoversi al buio quando manca la corrente, e all'occorrenza la batteria ricarica lo smartphone tramite l'uscita USB-A.",
      informazioni_articolo: "Numero modello articolo: FK-F10\nProduttore: Fresko Home\nBatterie incluse: Sì\nPaese di origine: Cina",
      contenuto_scatola: "1 ventilatore ricaricabile\n1 cavo USB-C\n1 gancio da appendere\nManuale d'uso",
      prezzo_prodotto: 39.99,
      prezzo_originale: 45.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: "VOLTARA P300 Power Station Portatile 300W, 288Wh LiFePO4, 2 Prese AC 230V a Onda Sinusoidale Pura, USB-C PD 60W, Generatore Solare per Blackout, Campeggio, Camper",
      nome_sintetico: "Voltara P300",
      specifiche_tecniche: "Marca: Voltara\nCapacità della batteria: 288 Wattora\nChimica della batteria: LiFePO4\nPotenza in uscita: 300 Watt (picco 600 Watt)\nPrese: 2 x AC 230 V, 1 x USB-C PD 60 W, 2 x USB-A 5 V/2,4 A, 1 x accendisigari 12 V\nIngresso solare: 12-28 V, max 100 Watt\nTempo di ricarica da rete: 2,5 ore\nCicli di vita: 3000 cicli all'80%\nPeso articolo: 3,9 Chilogrammi\nDimensioni articolo L x P x H: 23 x 15 x 18 centimetri",
      descrizione_generale: "La Voltara P300 porta la corrente di casa dove la rete non arriva o si è interrotta. Le due prese da 230 V a onda sinusoidale pura alimentano in sicurezza ventilatori, lampade, router e piccoli elettrodomestici fino a 300 W complessivi. Con i suoi 288 Wh può far funzionare un ventilatore da 40 W per circa 6 ore, o ricaricare uno smartphone più di 20 volte.\n\nLa batteria LiFePO4 mantiene l'80% della capacità dopo 3000 cicli. Si ricarica dalla presa in 2,5 ore, dall'auto o con un pannello solare fino a 100 W (non incluso).",
      informazioni_articolo: "Numero modello articolo: VP300-EU\nProduttore: Voltara Power\nBatterie incluse: Sì\nPaese di origine: Cina",
      contenuto_scatola: "1 power station P300\n1 cavo di alimentazione AC\n1 cavo di ricarica per auto\n1 cavo adattatore solare MC4\nManuale d'uso",
      prezzo_prodotto: 249,
      prezzo_originale: 299,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: "GELIDA Asciugamano Rinfrescante 2 Pezzi, 100 x 30 cm, Telo Raffreddante in Microfibra con Effetto Fresco Istantaneo, con Custodia e Moschettone, per Sport, Caldo, Yoga, Escursioni",
      nome_sintetico: "Gelida asciugamani rinfrescanti (2 pezzi)",
      specifiche_tecniche: "Marca: Gelida\nNumero di pezzi: 2\nDimensioni articolo: 100 x 30 centimetri\nMateriale: 80% poliestere, 20% poliammide\nProtezione UV: UPF 50\nPeso articolo: 90 Grammi\nColore: Azzurro, grigio",
      descrizione_generale: "Bagnalo, strizzalo e agitalo: in pochi secondi l'asciugamano Gelida diventa fino a 10 °C più fresco della temperatura ambiente, e l'effetto dura fino a 2 ore. Quando si asciuga basta bagnarlo di nuovo. Non contiene sostanze chimiche: funziona solo grazie all'evaporazione dell'acqua.\n\nSi porta intorno al collo, sulla testa o sui polsi, e la custodia con moschettone lo tiene sempre a portata di mano.",
      informazioni_articolo: "Numero modello articolo: GL-CT2\nProduttore: Gelida Sport\nPaese di origine: Cina",
      contenuto_scatola: "2 asciugamani rinfrescanti\n2 custodie con moschettone",
      prezzo_prodotto: 12.99,
      prezzo_originale: 15.99,
      valutazione_prodotto: 4.1,
    },
  ],
  cases: [
    {
      id: 's5-guida-blackout-estate-01',
      text: "<h2>Blackout d'estate: restare al fresco</h2><p>Quando la corrente salta in pieno luglio, ventilatori e condizionatori si fermano con lei. Per non restare senz'aria ci sono tre soluzioni molto diverse tra loro, a partire dalla più semplice.</p><ul><li><strong>Gelida</strong>: due asciugamani in microfibra che funzionano con la sola evaporazione dell'acqua, a 12,99 euro la coppia.</li><li><strong>Fresko</strong>: un ventilatore a batteria da 10.000 mAh che alla velocità minima arriva a 24 ore.</li><li><strong>Voltara P300</strong>: una power station da 288 Wh con due prese da 230 V, per chi vuole alimentare anche router e lampade.</li></ul>",
      claims: [],
    },
    {
      id: 's5-guida-blackout-estate-02',
      text: "<h2>Fresko, il ventilatore che non ha bisogno della presa</h2><p>Il Fresko è la scelta più equilibrata della guida. Le pale da 18 cm muovono l'aria su quattro velocità, con un rumore dichiarato di 28 decibel, adatto anche alla camera da letto. La batteria da 10000 mAh garantisce fino a 24 ore di funzionamento e si ricarica via USB-C in appena 3 ore.</p><p>La testa ruota di 360° e la luce LED sul retro ha tre livelli, comoda quando in casa è tutto buio. Con 2.500 recensioni e 4,4 stelle di media, è anche uno dei ventilatori portatili più apprezzati su Amazon.</p>",
      claims: [
        { quote: 'la scelta più equilibrata della guida', class: 'qualitativa' },
        { quote: '3 ore', class: 'numero' },
        { quote: '360°', class: 'numero' },
        { quote: '2.500 recensioni', class: 'valutazione' },
        { quote: 'uno dei ventilatori portatili più apprezzati su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's5-guida-blackout-estate-03',
      text: "<h2>Voltara P300: la corrente di casa, in piccolo</h2><p>Se il blackout si allunga, la Voltara P300 è l'opzione per chi ha bisogno di vera corrente. Le due prese a onda sinusoidale pura erogano fino a 300 W, con picchi di 600, e accanto trovano posto una USB-C da 60 W, due USB-A e l'accendisigari da 12 V. I 288 Wh della batteria LiFePO4 bastano a tenere acceso un ventilatore da 40 W per circa sei ore, oppure a ricaricare uno smartphone più di venti volte.</p><p>Dalla presa torna piena in due ore e mezza, e accetta anche un pannello solare fino a 100 W, da acquistare a parte. Pesa 3,9 kg e costa 249 euro, cinquanta in meno del prezzo di listino.</p>",
      claims: [],
    },
    {
      id: 's5-guida-blackout-estate-04',
      text: "<h2>Gelida, il fresco che costa pochi euro</h2><p>Gli asciugamani Gelida sono la soluzione più economica: 12,99 euro per due teli da 100 x 30 cm in poliestere e poliammide. Basta bagnarli, strizzarli e agitarli perché la superficie scenda fino a 10 °C sotto la temperatura ambiente, con un effetto che dura fino a 4 ore.</p><p>Il tessuto, trattato con ioni d'argento antibatterici, ha anche una protezione UPF 50. Li abbiamo provati durante l'ondata di calore di agosto, al collo e sui polsi, e il sollievo è stato immediato.</p>",
      claims: [
        { quote: '4 ore', class: 'numero' },
        { quote: "trattato con ioni d'argento antibatterici", class: 'specifica' },
        { quote: "Li abbiamo provati durante l'ondata di calore di agosto", class: 'test' },
      ],
    },
    {
      id: 's5-guida-blackout-estate-05',
      text: "<h2>Quale scegliere</h2><p>Per un'interruzione di qualche ora bastano i Gelida e il Fresko: insieme costano meno di 55 euro. Chi vive in zone dove i blackout estivi durano giorni dovrebbe invece puntare sulla Voltara P300, che con la funzione UPS interviene in meno di 20 millisecondi senza spegnere il router.</p><p>Qualunque sia la scelta, ricordate che con il caldo gli anziani devono bere almeno un litro e mezzo d'acqua al giorno, anche senza sete.</p>",
      claims: [
        { quote: 'funzione UPS', class: 'specifica' },
        { quote: '20 millisecondi', class: 'numero' },
        { quote: "almeno un litro e mezzo d'acqua al giorno", class: 'numero' },
      ],
    },
  ],
};
export default file;
