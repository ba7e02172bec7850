import type { CaseFile } from '../types.ts';

/** A 450 lm rechargeable LED headlamp with red light and motion sensor, modelled on the best-selling listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Lumtrek Torcia Frontale Ricaricabile USB-C, 450 Lumen Lampada Frontale LED con Sensore di Movimento, Luce Rossa, 5 Modalità, Impermeabile IPX4, Batteria 1200mAh, 62g Ultraleggera per Corsa, Campeggio, Escursionismo',
    nome_sintetico: 'Torcia frontale Lumtrek HL-450R',
    specifiche_tecniche: [
      'Flusso luminoso: 450 Lumen',
      'Distanza del fascio: 120 metri',
      'Modalità di illuminazione: 5 (Alta, Media, Bassa, Luce rossa, Rosso lampeggiante)',
      'Autonomia: Alta 3-4 ore, Media 6-8 ore, Bassa 20-25 ore, Luce rossa 30 ore',
      'Capacità batteria: 1200 Milliampere ore',
      'Tipo di batteria: Polimeri di litio',
      'Tempo di ricarica: 2,5 ore (USB-C 5V⎓1A)',
      'Grado di impermeabilità: IPX4 (resistente agli spruzzi d’acqua)',
      'Sensore di movimento: Sì, accensione e spegnimento con un gesto della mano a 5-10 cm',
      'Angolo di inclinazione: 45°',
      'Sorgente luminosa: LED',
    ].join('\n'),
    descrizione_generale:
      'Torcia frontale LED ricaricabile via USB-C, con luce bianca fino a 450 lumen e luce rossa per preservare la visione notturna. Il sensore di movimento accende e spegne la luce con un gesto della mano, senza toccarla. La fascia elastica è regolabile e la testa si inclina di 45°.',
    informazioni_articolo: [
      'Peso articolo: 62 Grammi',
      'Dimensioni prodotto: 6,2 x 4 x 3,5 Centimetri',
      'Materiale: ABS, fascia elastica in poliestere',
      'Colore: Nero',
      'Produttore: Lumtrek',
      'Numero modello articolo: HL-450R',
      'Garanzia: 12 mesi',
    ].join('\n'),
    contenuto_scatola: ['Torcia frontale HL-450R', 'Fascia elastica regolabile', 'Cavo USB-C (50 cm)', 'Manuale di istruzioni'].join('\n'),
    prezzo_originale: 19.99,
    prezzo_scontato: 15.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 'frontale-01',
      text: '<h2>Leggera e luminosa</h2><p>Pesa appena 62 grammi, eppure la Lumtrek HL-450R arriva a 450 lumen e illumina fino a 120 metri. Si ricarica via USB-C in due ore e mezza.</p>',
      claims: [],
    },
    {
      id: 'frontale-02',
      text: '<p>In modalità alta la batteria da 1200 mAh regge da 3 a 6 ore, mentre in modalità bassa si superano le 40 ore.</p>',
      claims: [
        { quote: 'da 3 a 6 ore', class: 'numero' },
        { quote: 'le 40 ore', class: 'numero' },
      ],
    },
    {
      id: 'frontale-03',
      text: '<h2>Resistenza</h2><p>La certificazione IPX6 le permette di affrontare la pioggia senza problemi, e monta un LED CREE XP-G3.</p>',
      claims: [
        { quote: 'IPX6', class: 'specifica' },
        { quote: 'CREE XP-G3', class: 'specifica' },
      ],
    },
    {
      id: 'frontale-04',
      text: '<p>L’abbiamo provata per due settimane di corse serali e non si è mai spostata, nemmeno sugli sterrati. Alla massima potenza abbiamo misurato poco più di tre ore e mezza di autonomia.</p>',
      claims: [
        { quote: 'L’abbiamo provata per due settimane', class: 'test' },
        { quote: 'abbiamo misurato', class: 'test' },
      ],
    },
    {
      id: 'frontale-05',
      text: '<h2>Caratteristiche</h2><ul><li>Cinque modalità: alta, media, bassa, luce rossa fissa e lampeggiante</li><li>Sensore di movimento: si accende e si spegne con un gesto della mano, a 5-10 cm</li><li>Impermeabile agli spruzzi d’acqua (IPX4)</li><li>Testa inclinabile di 45°</li></ul>',
      claims: [],
    },
    {
      id: 'frontale-06',
      text: '<p>La cella 18650 da 2000 mAh si ricarica completamente in un’ora, e con la sola luce rossa si arriva a trenta ore.</p>',
      claims: [
        { quote: '18650', class: 'specifica' },
        { quote: '2000 mAh', class: 'numero' },
        { quote: 'in un’ora', class: 'numero' },
      ],
    },
    {
      id: 'frontale-07',
      text: '<p>È la frontale più comoda che si possa trovare sotto i 20 euro e non teme le cadute: su Amazon raccoglie un 4.6/5.</p>',
      claims: [
        { quote: 'la frontale più comoda che si possa trovare', class: 'qualitativa' },
        { quote: 'non teme le cadute', class: 'qualitativa' },
        { quote: '4.6/5', class: 'valutazione' },
      ],
    },
    {
      id: 'frontale-08',
      text: '<p>Di listino costa 24,99 €, in offerta 15,99 €. La fascia si adatta a teste da 50 a 70 cm di circonferenza, e i suoi 85 g non si sentono nemmeno dopo ore.</p>',
      claims: [
        { quote: '24,99 €', class: 'prezzo' },
        { quote: 'da 50 a 70 cm', class: 'numero' },
        { quote: '85 g', class: 'numero' },
      ],
    },
    {
      id: 'frontale-09',
      text: '<p>Per chi corre di notte la luce rossa è preziosa, perché preserva la visione notturna. A media intensità l’autonomia arriva a 6-8 ore, e nella confezione ci sono già il cavo USB-C e la fascia regolabile. La garanzia è di un anno.</p>',
      claims: [],
    },
    {
      id: 'frontale-10',
      text: '<p>Dopo un mese di utilizzo in montagna il sensore di movimento risponde ancora al primo gesto. Con 600 lumen e 150 metri di gittata illumina un sentiero intero.</p>',
      claims: [
        { quote: 'Dopo un mese di utilizzo in montagna', class: 'test' },
        { quote: '600 lumen', class: 'numero' },
        { quote: '150 metri', class: 'numero' },
      ],
    },
  ],
};

export default file;
