import type { CaseFile } from '../types.ts';

/**
 * Passages of a buying guide about keeping warm at home in a winter blackout (a catalytic gas
 * heater, a hot-water bottle, a digital thermometer), modelled on the listings of Amazon.it.
 * Written for the fourth round, before its rules: advice figures per person and per period,
 * features and certifications the data never names, a charging time said of a product with none.
 */
const file: CaseFile = {
  titolo: 'Blackout d’inverno: tre prodotti per scaldare la casa senza corrente',
  products: [
    {
      nome_prodotto: 'CALDOGAS Stufa Catalitica a Gas GPL 3000W, 3 Livelli di Potenza, Accensione Piezoelettrica, Sensore ODS, con Ruote, per Interni',
      nome_sintetico: 'Stufa catalitica CALDOGAS CG-3000',
      specifiche_tecniche: [
        'Potenza massima: 3000 W',
        'Livelli di potenza: 1000 W, 2000 W, 3000 W',
        'Alimentazione: GPL (bombola fino a 15 kg, non inclusa)',
        'Consumo massimo: 218 g/h',
        'Accensione: piezoelettrica',
        'Sicurezza: sensore ODS di ossigeno',
        'Peso articolo: 9,8 Chilogrammi',
      ].join('\n'),
      descrizione_generale:
        'Stufa catalitica per ambienti interni ben aerati: scalda senza fiamma libera e senza corrente elettrica. Il sensore ODS spegne la stufa se l’ossigeno nella stanza scende troppo. Le quattro ruote permettono di spostarla da una stanza all’altra con la bombola dentro.',
      informazioni_articolo: ['Marca: Caldogas', 'Numero modello articolo: CG-3000'].join('\n'),
      contenuto_scatola: ['1 x Stufa catalitica', '1 x Regolatore di pressione', '1 x Tubo gas 1,5 m'].join('\n'),
      prezzo_originale: 119.9,
      prezzo_scontato: 99.9,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto: 'TERMOSAC Borsa Acqua Calda 2 Litri in Gomma Naturale con Fodera in Pile Morbido, Tappo a Vite',
      nome_sintetico: 'Borsa dell’acqua calda TERMOSAC',
      specifiche_tecniche: ['Capacità: 2 litri', 'Materiale: gomma naturale', 'Fodera: pile', 'Lunghezza: 33 cm', 'Chiusura: tappo a vite'].join('\n'),
      descrizione_generale:
        'La borsa dell’acqua calda classica, in gomma naturale, con una fodera in pile che si sfila e si lava. Riempire per due terzi con acqua calda ma non bollente, far uscire l’aria e chiudere bene il tappo.',
      informazioni_articolo: ['Marca: Termosac', 'Peso articolo: 380 Grammi'].join('\n'),
      contenuto_scatola: '1 x Borsa dell’acqua calda con fodera',
      prezzo_prodotto: 12.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: 'MISURA Termometro Igrometro Digitale da Interno, Confezione da 2, Display LCD, Temperatura e Umidità, Batteria AAA Inclusa',
      nome_sintetico: 'Termometro igrometro MISURA',
      specifiche_tecniche: ['Intervallo di temperatura: -10 °C a 50 °C', 'Intervallo di umidità: 10-99%', 'Display: LCD', 'Alimentazione: 1 x AAA (inclusa)'].join('\n'),
      descrizione_generale: 'Due piccoli termometri digitali con igrometro da appoggiare sul mobile o appendere: mostrano la temperatura e l’umidità della stanza.',
      informazioni_articolo: ['Marca: Misura', 'Dimensioni: 6 x 6 x 2 cm'].join('\n'),
      contenuto_scatola: '2 x Termometro igrometro',
      prezzo_prodotto: 9.99,
      valutazione_prodotto: 4.4,
    },
  ],
  cases: [
    {
      id: 'r4-guida-freddo-casa-01',
      text: '<h2>Scaldarsi quando salta la corrente</h2><p>Una stufa che non ha bisogno della rete, una borsa dell’acqua calda e un termometro per sapere quanto fa davvero in casa: con questi tre prodotti si affronta un blackout d’inverno. La Caldogas CG-3000 arriva a 3 kW con una bombola di GPL, la Termosac tiene due litri d’acqua calda, e i due termometri Misura leggono da -10 a 50 °C.</p>',
      claims: [],
    },
    {
      id: 'r4-guida-freddo-casa-02',
      text: '<h2>Caldogas CG-3000: il calore senza elettricità</h2><p>La stufa catalitica Caldogas ha tre livelli, da 1000 a 3000 W, e si accende con il piezo. Il termostato ambiente e il telecomando permettono di regolarla dal divano, e la funzione antiribaltamento la spegne se cade. È certificata per l’uso in camera da letto.</p><p>Con una bombola da 15 kg a potenza minima scalda per circa 70 ore. Va comunque aerata la stanza per 10 minuti ogni ora.</p>',
      claims: [
        { quote: 'termostato ambiente', class: 'specifica' },
        { quote: 'telecomando', class: 'specifica' },
        { quote: 'funzione antiribaltamento', class: 'specifica' },
        { quote: 'certificata per l’uso in camera da letto', class: 'specifica' },
        { quote: 'circa 70 ore', class: 'numero' },
        { quote: 'per 10 minuti ogni ora', class: 'numero' },
      ],
    },
    {
      id: 'r4-guida-freddo-casa-03',
      text: '<h2>Termosac: il rimedio della nonna</h2><p>Due litri di gomma naturale con una fodera in pile che si sfila e si lava: la Termosac resta la soluzione più economica, a 12,99 euro. Si riempie per due terzi di acqua calda, non bollente, e si chiude il tappo a vite dopo aver fatto uscire l’aria.</p><p>Tiene caldo il letto per circa 6 ore ed è prodotta in Germania secondo la norma BS 1970.</p>',
      claims: [
        { quote: 'circa 6 ore', class: 'numero' },
        { quote: 'prodotta in Germania', class: 'specifica' },
        { quote: 'BS 1970', class: 'specifica' },
      ],
    },
    {
      id: 'r4-guida-freddo-casa-04',
      text: '<h2>Misura: sapere quanto fa freddo</h2><p>I termometri Misura, venduti in coppia, hanno un display LCD e misurano l’umidità dal 10 al 99%. Si ricaricano via USB-C in circa due ore e segnalano con un allarme acustico quando la stanza scende sotto i 16 °C.</p><p>Teneteli in ogni stanza in cui dormono bambini o anziani.</p>',
      claims: [
        { quote: 'circa due ore', class: 'numero' },
        { quote: 'USB-C', class: 'specifica' },
        { quote: 'allarme acustico', class: 'specifica' },
        { quote: '16 °C', class: 'numero' },
      ],
    },
    {
      id: 'r4-guida-freddo-casa-05',
      text: '<h2>In conclusione</h2><p>Con meno di 110 euro in tutto si mette insieme una dotazione completa. Tenete in casa almeno due coperte pesanti a persona e una scorta di gas per almeno tre giorni; la temperatura giusta per la notte è di 18 °C. La Caldogas, con 4,2 stelle, scalda la stanza; la Termosac, con 4,5 stelle, scalda il letto.</p>',
      claims: [
        { quote: 'meno di 110 euro in tutto', class: 'prezzo' },
        { quote: 'almeno due coperte pesanti a persona', class: 'numero' },
        { quote: 'per almeno tre giorni', class: 'numero' },
        { quote: '18 °C', class: 'numero' },
      ],
    },
    {
      id: 'r4-guida-freddo-casa-06',
      text: '<p>La Caldogas pesa 9,8 kg ma si sposta sulle sue quattro ruote con la bombola dentro; in confezione ci sono il regolatore di pressione e un tubo da un metro e mezzo. Consuma al massimo 218 grammi di gas l’ora, e il sensore ODS la spegne se l’ossigeno cala. La Termosac, invece, pesa 380 grammi ed è lunga 33 centimetri.</p>',
      claims: [],
    },
  ],
};
export default file;
