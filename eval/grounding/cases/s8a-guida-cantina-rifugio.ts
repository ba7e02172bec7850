import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on turning a cellar into a home shelter (water, radio, CO detector, lantern). */
const file: CaseFile = {
  titolo: 'Come attrezzare la cantina come rifugio domestico',
  products: [
    {
      nome_prodotto: `Idrovita Tanica per Acqua Potabile 20 Litri con Rubinetto, Contenitore in HDPE per Alimenti senza BPA, Impilabile, Tappo Largo da 55 mm, per Campeggio ed Emergenze, Blu`,
      nome_sintetico: `Idrovita IV-T20`,
      specifiche_tecniche: `Marca: Idrovita\nCapacità: 20 Litri\nMateriale: Polietilene ad alta densità (HDPE)\nColore: Blu\nDimensioni prodotto: 38 x 25 x 29 cm\nPeso articolo: 1,05 Chilogrammi\nCaratteristica speciale: Senza BPA, Per uso alimentare, Impilabile\nDiametro apertura: 55 Millimetri\nTemperatura di utilizzo: da -20 °C a +60 °C\nNumero modello articolo: IV-T20`,
      descrizione_generale: `La tanica Idrovita IV-T20 è realizzata in HDPE per alimenti senza BPA, conforme al Regolamento (UE) 10/2011 sui materiali a contatto con gli alimenti. La forma a parallelepipedo permette di impilare più taniche l'una sull'altra, sfruttando al meglio lo spazio in cantina o in dispensa. Il rubinetto a vite si monta nel tappo laterale e si richiude dopo l'uso; il tappo superiore da 55 mm facilita il riempimento e la pulizia. Il colore blu limita la crescita di alghe. Maniglia ergonomica integrata.`,
      informazioni_articolo: `ASIN: B08R7KD2LQ\nProduttore: Idrovita\nDimensioni del collo: 39 x 26 x 30 cm; 1,2 chilogrammi\nData di disponibilità: 11 febbraio 2021\nRecensioni dei clienti: 4,4 su 5 stelle (1.906 voti)`,
      contenuto_scatola: `1 x Tanica 20 L\n1 x Rubinetto a vite`,
      prezzo_prodotto: 18.49,
      prezzo_originale: 18.49,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: `Radiovox Radio di Emergenza a Manovella AM/FM, Ricarica Solare, Dinamo e USB-C, Power Bank 4000 mAh, Torcia LED, Lampada da Lettura e Allarme SOS, Arancione`,
      nome_sintetico: `Radiovox RV-4000`,
      specifiche_tecniche: `Marca: Radiovox\nNumero modello articolo: RV-4000\nCapacità della batteria: 4000 Milliampere ore\nTipo di batteria: Ioni di litio\nBande radio supportate: AM, FM\nFonte di alimentazione: Manovella, Solare, USB, Batterie AAA\nTipo di connettore: USB-C (ingresso), USB-A (uscita)\nDimensioni prodotto: 14,5 x 6,5 x 7,5 cm\nPeso articolo: 380 Grammi\nColore: Arancione\nBatterie incluse: Sì`,
      descrizione_generale: `La Radiovox RV-4000 riceve le stazioni AM e FM e si ricarica in quattro modi: con la manovella, con il piccolo pannello solare sul dorso, tramite cavo USB-C oppure con 3 batterie AAA (non incluse). La batteria interna da 4000 mAh alimenta la radio e può ricaricare uno smartphone dalla porta USB-A. Integra una torcia LED da 1 W, una lampada da lettura a 5 LED e una sirena SOS con luce lampeggiante. Un minuto di manovella fornisce circa 5-10 minuti di ascolto radio. Guscio resistente agli spruzzi (IPX3).`,
      informazioni_articolo: `ASIN: B0B1FZ6W8C\nProduttore: Radiovox\nDimensioni del collo: 17 x 10 x 9 cm; 460 grammi\nData di disponibilità: 3 giugno 2022\nRecensioni dei clienti: 4,3 su 5 stelle (2.511 voti)`,
      contenuto_scatola: `1 x Radio RV-4000\n1 x Cavo USB-C\n1 x Manuale`,
      prezzo_prodotto: 34.99,
      prezzo_originale: 39.99,
      prezzo_scontato: 34.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto: `Sentivo Rilevatore di Monossido di Carbonio con Display LCD, Sensore Elettrochimico, Allarme 85 dB, Batterie Sostituibili, Certificato EN 50291-1, per Casa, Cantina e Garage`,
      nome_sintetico: `Sentivo SNT-CO10`,
      specifiche_tecniche: `Marca: Sentivo\nNumero modello articolo: SNT-CO10\nTipo di sensore: Elettrochimico\nVolume allarme: 85 Decibel\nFonte di alimentazione: A batteria\nBatterie: 3 batterie AA necessarie (incluse)\nBatterie incluse: Sì\nDurata del sensore: 10 anni\nCertificazione: EN 50291-1\nDimensioni prodotto: 11,5 x 7 x 3,8 cm\nPeso articolo: 160 Grammi\nColore: Bianco\nTipo di montaggio: A parete, Da tavolo`,
      descrizione_generale: `Il rilevatore Sentivo SNT-CO10 usa un sensore elettrochimico per misurare la concentrazione di monossido di carbonio nell'aria e la mostra in tempo reale sul display LCD, in ppm. Quando il livello supera le soglie previste dalla norma EN 50291-1 scatta un allarme acustico da 85 dB accompagnato da un LED rosso lampeggiante. Il tasto test/silenzia permette di verificarne il funzionamento. Funziona con 3 batterie AA (incluse) e segnala con un bip quando sono scariche. Si fissa a parete con le viti in dotazione o si appoggia su un ripiano. Il sensore ha una durata di 10 anni.`,
      informazioni_articolo: `ASIN: B09KQ3M5VT\nProduttore: Sentivo\nDimensioni del collo: 14 x 10 x 5 cm; 240 grammi\nData di disponibilità: 27 ottobre 2021\nRecensioni dei clienti: 4,6 su 5 stelle (4.102 voti)`,
      contenuto_scatola: `1 x Rilevatore SNT-CO10\n3 x Batterie AA\n1 x Kit di montaggio (viti e tasselli)\n1 x Manuale`,
      prezzo_prodotto: 22.99,
      prezzo_originale: 22.99,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: `Lucendo Lanterna LED Ricaricabile 1000 Lumen, Lampada da Campeggio con Batteria da 10400 mAh, 4 Modalità di Luce, Funzione Power Bank, Resistente agli Spruzzi IPX4, Gancio e Base Magnetica`,
      nome_sintetico: `Lucendo LC-1000`,
      specifiche_tecniche: `Marca: Lucendo\nNumero modello articolo: LC-1000\nLuminosità: 1000 Lumen\nCapacità della batteria: 10400 Milliampere ore\nTipo di batteria: Ioni di litio\nModalità di illuminazione: Luce bianca, Luce calda, Luce naturale, SOS\nDurata di funzionamento: 60 Ore\nTempo di ricarica: 5 Ore\nTipo di connettore: USB-C\nGrado di impermeabilità: IPX4\nDimensioni prodotto: 11 x 11 x 19 cm\nPeso articolo: 520 Grammi\nBatterie incluse: Sì`,
      descrizione_generale: `La lanterna Lucendo LC-1000 arriva a 1000 lumen e offre quattro modalità: luce bianca fredda, luce calda, luce naturale e lampeggio SOS, con regolazione continua dell'intensità tramite la manopola. La batteria da 10400 mAh garantisce 6 ore alla massima luminosità e fino a 60 ore al minimo; si ricarica in circa 5 ore dalla porta USB-C e, tramite l'uscita USB-A, può fare da power bank per il telefono. Il gancio pieghevole permette di appenderla al soffitto, la base magnetica di fissarla a superfici metalliche. Resiste agli spruzzi (IPX4).`,
      informazioni_articolo: `ASIN: B0C6PL1XRS\nProduttore: Lucendo\nDimensioni del collo: 13 x 13 x 21 cm; 640 grammi\nData di disponibilità: 8 agosto 2023\nRecensioni dei clienti: 4,5 su 5 stelle (1.377 voti)`,
      contenuto_scatola: `1 x Lanterna LC-1000\n1 x Cavo USB-C\n1 x Manuale`,
      prezzo_prodotto: 32.99,
      prezzo_originale: 36.99,
      prezzo_scontato: 32.99,
      valutazione_prodotto: 4.5,
    },
  ],
  cases: [
    {
      id: 's8a-guida-cantina-rifugio-01',
      text: `<h2>Come attrezzare la cantina come rifugio domestico</h2><p>Una cantina asciutta e ordinata può diventare il punto di ritrovo della famiglia durante un blackout prolungato o un'allerta meteo. Non servono grandi lavori: bastano acqua, luce, un modo per ricevere notizie e un rilevatore che sorvegli l'aria. In questa guida vediamo quattro prodotti che coprono queste esigenze: la tanica Idrovita da 20 litri, la radio a manovella Radiovox RV-4000, il rilevatore di monossido Sentivo SNT-CO10 e la lanterna Lucendo da 1000 lumen.</p><p>Si parte dall'acqua: la Protezione Civile raccomanda di conservarne almeno quattro litri a persona al giorno, per una scorta di tre giorni.</p>`,
      claims: [
        { quote: 'quattro litri a persona al giorno', class: 'numero' },
        { quote: 'una scorta di tre giorni', class: 'numero' },
      ],
    },
    {
      id: 's8a-guida-cantina-rifugio-02',
      text: `<h2>Acqua: la tanica Idrovita da 20 litri</h2><p>La Idrovita IV-T20 è in HDPE per alimenti senza BPA, conforme al Regolamento (UE) 10/2011, e ha una forma squadrata che permette di impilarla su altre taniche. Il tappo superiore da 55 mm rende facile riempirla e lavarla, il rubinetto a vite si monta nel tappo laterale e una valvola di sfiato sul tappo evita il gorgoglio durante l'erogazione.</p><p>Il colore blu limita la crescita di alghe e il materiale sopporta temperature da -20 a +60 °C. Conviene comunque sostituire l'acqua ogni sei mesi. Abbiamo tenuto due Idrovita piene in cantina per tutto l'inverno senza alcun odore di plastica. Costa 18,49 €.</p>`,
      claims: [
        { quote: 'una valvola di sfiato sul tappo', class: 'specifica' },
        { quote: 'ogni sei mesi', class: 'numero' },
        { quote: `Abbiamo tenuto due Idrovita piene in cantina per tutto l'inverno`, class: 'test' },
      ],
    },
    {
      id: 's8a-guida-cantina-rifugio-03',
      text: `<h2>Aria e luce: rilevatore di CO e lanterna</h2><p>Se in cantina c'è una caldaia o una stufa, conviene installare il rilevatore Sentivo SNT-CO10. Il sensore elettrochimico misura il monossido in ppm e lo mostra sul display; oltre le soglie della norma EN 50291-1 suona un allarme da 95 dB con LED rosso lampeggiante. Funziona con tre batterie AA incluse e il sensore dura dieci anni.</p><p>Per la luce, la Lucendo LC-1000 arriva a 1000 lumen con quattro modalità, tra cui il lampeggio SOS. Alla massima potenza dura 12 ore, al minimo fino a 60; il gancio pieghevole permette di appenderla a una trave del soffitto. È anche l'unica lanterna della sua fascia con certificazione IP67.</p>`,
      claims: [
        { quote: '95 dB', class: 'numero' },
        { quote: '12 ore', class: 'numero' },
        { quote: `l'unica lanterna della sua fascia`, class: 'qualitativa' },
        { quote: 'certificazione IP67', class: 'specifica' },
      ],
    },
    {
      id: 's8a-guida-cantina-rifugio-04',
      text: `<h2>Notizie dall'esterno: la radio Radiovox RV-4000</h2><p>In cantina serve anche un modo per sapere cosa succede fuori. La Radiovox RV-4000 riceve AM e FM e non dipende da una sola fonte di energia: si ricarica girando la manovella, con il pannellino solare sul dorso, via USB-C o con tre pile AAA, da comprare a parte. Un minuto di manovella vale circa da cinque a dieci minuti di ascolto.</p><p>La batteria interna da 4000 mAh può anche ricaricare lo smartphone dalla porta USB-A. Completano la dotazione una torcia LED da 1 W, una lampada da lettura a cinque LED e la sirena SOS con luce lampeggiante. Pesa 380 grammi, resiste agli spruzzi (IPX3) e costa 34,99 €, cinque euro meno del listino.</p>`,
      claims: [],
    },
    {
      id: 's8a-guida-cantina-rifugio-05',
      text: `<h2>In sintesi</h2><p>Con meno di 110 euro si mettono insieme i quattro elementi di base di un rifugio in cantina: la tanica Idrovita per l'acqua, la lanterna Lucendo per la luce, la radio Radiovox per le notizie e il rilevatore Sentivo per la sicurezza dell'aria. Tutti e quattro hanno valutazioni superiori a 4 stelle su Amazon.</p><p>Per una famiglia di quattro persone servono almeno cinque taniche. Ricordate poi di controllare le batterie del rilevatore ogni mese e di ricaricare la lanterna almeno una volta ogni tre mesi, anche se non l'avete usata.</p>`,
      claims: [
        { quote: 'almeno cinque taniche', class: 'numero' },
        { quote: 'ogni mese', class: 'numero' },
        { quote: 'almeno una volta ogni tre mesi', class: 'numero' },
      ],
    },
  ],
};
export default file;
