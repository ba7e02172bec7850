import type { CaseFile } from '../types.ts';

/** Reviews of a 12-pack of green chemical light sticks, modelled on Amazon.it emergency glow-stick listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'LUXGLOW 12 Bastoncini Luminosi di Emergenza 15 cm, Luce Chimica Verde 12 Ore, Confezionati Singolarmente, Impermeabili con Gancio, per Blackout, Campeggio, Kit di Sopravvivenza',
    nome_sintetico: 'Luxglow bastoncini luminosi (12 pezzi)',
    specifiche_tecniche: [
      'Marca: LUXGLOW',
      'Numero modello articolo: LG-CS15G-12',
      'Colore: Verde',
      'Numero di articoli: 12',
      'Dimensioni prodotto: 15 x 1,5 x 1,5 cm',
      'Peso articolo: 240 Grammi',
      'Materiale: Polietilene',
      'Fonte di alimentazione: Reazione chimica',
      'Batterie incluse: No',
      'Durata di illuminazione: 12 Ore',
      'Temperatura di utilizzo: Da -20 °C a 50 °C',
      'Durata di conservazione: 4 Anni',
      'Caratteristiche speciali: Impermeabile, Galleggiante, Atossico, Confezionato singolarmente',
    ].join('\n'),
    descrizione_generale:
      "Piegare, agitare e il bastoncino si accende in pochi secondi: nessuna batteria, nessuna scintilla, nessun calore. Ogni bastoncino LUXGLOW da 15 cm emette una luce verde intensa per 12 ore, con la massima luminosità nelle prime 4 ore. Sono sicuri in presenza di gas o vapori infiammabili, impermeabili e galleggianti, ideali per segnalazione, blackout, campeggio e kit di emergenza.\nOgni bastoncino è confezionato singolarmente in un involucro di alluminio che lo protegge dalla luce e dall'umidità: sigillati, si conservano fino a 4 anni dalla data di produzione. Il gancio integrato permette di appenderli a tende, zaini o giubbotti con il cordino incluso; il liquido interno è atossico.",
    informazioni_articolo: [
      'Produttore: Luxglow',
      'Peso articolo: 240 g',
      'Dimensioni del collo: 17 x 10 x 4 cm',
      'Numero modello articolo: LG-CS15G-12',
      'Numero di pezzi: 12',
      'Disponibile su Amazon.it a partire dal: 2 settembre 2022',
    ].join('\n'),
    contenuto_scatola: ['12 x Bastoncini luminosi verdi da 15 cm', '12 x Cordini per appendere'].join('\n'),
    prezzo_prodotto: 16.99,
    prezzo_originale: 16.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's9-bastoncini-01',
      text: "<h2>Luxglow, dodici luci che non chiedono batterie</h2><p>Il bastoncino luminoso è una luce d'emergenza senza complicazioni: si piega, si agita e in pochi secondi si accende. I Luxglow arrivano in confezione da dodici, ciascuno lungo 15 centimetri e chiuso nel proprio involucro di alluminio, che lo protegge da luce e umidità. Sigillati, si conservano fino a quattro anni dalla data di produzione.</p><p>Una volta attivati emettono luce verde per mezza giornata, con il massimo della luminosità nelle prime quattro ore. Non producono calore né scintille, quindi si possono usare anche in presenza di gas o vapori infiammabili: un dettaglio che in un blackout conta. Sono impermeabili, galleggiano e hanno un gancio per appenderli a tende, zaini o giubbotti; nella scatola ci sono anche dodici cordini.</p>",
      claims: [],
    },
    {
      id: 's9-bastoncini-02',
      text: "<p>Ne abbiamo attivati tre in cantina, durante una prova notturna, e sono rimasti accesi fino al mattino.</p><p>La luce verde è visibile fino a 1,5 chilometri di distanza, il che li rende adatti anche alla segnalazione. Il liquido interno è atossico e ogni pezzo è certificato CE e RoHS. Niente batterie: la luce nasce da una reazione chimica e dura 12 ore.</p><p>Con un prezzo di 16,99 € per dodici pezzi, sono i bastoncini con il miglior rapporto qualità-prezzo su Amazon.</p>",
      claims: [
        { quote: 'Ne abbiamo attivati tre in cantina, durante una prova notturna', class: 'test' },
        { quote: '1,5 chilometri', class: 'numero' },
        { quote: 'certificato CE e RoHS', class: 'specifica' },
        { quote: 'i bastoncini con il miglior rapporto qualità-prezzo su Amazon', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-bastoncini-03',
      text: '<h2>Bastoncini luminosi Luxglow: la scheda</h2><ul><li>Quantità: 12 pezzi, colore verde</li><li>Lunghezza: 15 cm, diametro 1,5 cm</li><li>Durata della luce: 12 ore, con luminosità massima per le prime 6</li><li>Temperatura di utilizzo: da -30 a 50 °C</li><li>Conservazione: 4 anni nella confezione sigillata</li><li>Materiale: polietilene, liquido atossico</li></ul><p>Funzionano anche sott’acqua fino a 100 metri di profondità e galleggiano se cadono in acqua.</p>',
      claims: [
        { quote: 'prime 6', class: 'numero' },
        { quote: 'da -30 a 50 °C', class: 'numero' },
        { quote: 'fino a 100 metri di profondità', class: 'numero' },
      ],
    },
    {
      id: 's9-bastoncini-04',
      text: '<p>Dodici bastoncini verdi da 15 cm a meno di 17 euro: la confezione Luxglow (modello LG-CS15G-12) è pensata per kit di emergenza, campeggio e blackout. Non servono batterie, perché la luce nasce da una reazione chimica: basta piegare e agitare. Ogni bastoncino resta acceso 12 ore, con la resa più intensa nelle prime quattro.</p><p>La temperatura di utilizzo va da -20 a 50 gradi e, a confezione chiusa, la scorta dura fino a 4 anni. La scatola intera pesa 240 grammi. Gli acquirenti le assegnano in media 4,5 stelle su 5.</p>',
      claims: [],
    },
    {
      id: 's9-bastoncini-05',
      text: "<h2>Luce chimica per il kit d'emergenza</h2><p>Il bastoncino chimico ha un pregio: non ha batterie da ricaricare o sostituire. I Luxglow, confezionati uno per uno in alluminio, restano pronti fino a 4 anni. Sono i più luminosi della loro fascia di prezzo e durano 12 ore, il doppio dei modelli da supermercato.</p><p>Il gancio consente di appenderli a zaino o tenda; galleggiano e non temono l'acqua. Adatti anche ai bambini dai 3 anni in su, perché il liquido è atossico. Ne vengono venduti oltre 10.000 pezzi al mese.</p>",
      claims: [
        { quote: 'Sono i più luminosi della loro fascia di prezzo', class: 'qualitativa' },
        { quote: 'il doppio dei modelli da supermercato', class: 'qualitativa' },
        { quote: 'dai 3 anni in su', class: 'numero' },
        { quote: 'oltre 10.000 pezzi al mese', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
