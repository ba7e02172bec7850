import type { CaseFile } from '../types.ts';

/** Reviews of a rechargeable LED headlamp with motion sensor, modelled on a typical Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `LUMIVETTA Lampada Frontale Ricaricabile USB-C 1200 Lumen, Torcia Frontale LED con Sensore di Movimento, 5 Modalità, Luce Rossa, IPX6 Impermeabile, Batteria 2000mAh, per Campeggio, Corsa, Escursionismo`,
    nome_sintetico: `Lumivetta HL-1200`,
    specifiche_tecniche: `Marca: Lumivetta
Numero modello articolo: HL-1200R
Fonte luminosa: LED
Flusso luminoso: 1200 Lumen
Capacità della batteria: 2000 Milliampere ore
Tipo di batteria: Ioni di litio
Tensione: 3,7 Volt
Grado di impermeabilità: IPX6
Peso articolo: 98 Grammi
Colore: Nero
Materiale: Plastica ABS, Silicone
Modalità di illuminazione: Alta, Media, Bassa, Rossa, Rossa lampeggiante
Caratteristica speciale: Sensore di movimento, Indicatore di batteria, Ricaricabile`,
    descrizione_generale: `La frontale Lumivetta HL-1200 unisce un LED principale da 1200 lumen a un LED rosso che preserva la visione notturna. Il sensore di movimento permette di accenderla e spegnerla con un gesto della mano, utile quando si indossano i guanti o si hanno le mani sporche.

La batteria integrata da 2000 mAh si ricarica via USB-C in circa 3 ore e garantisce fino a 4 ore di luce in modalità alta e fino a 30 ore in modalità bassa. Il fascio raggiunge 150 metri. La testa si inclina di 60 gradi e la fascia elastica regolabile si adatta anche a caschi e berretti. Certificata IPX6, resiste a pioggia intensa e schizzi.`,
    informazioni_articolo: `Dimensioni prodotto: 6,2 x 4 x 3,5 cm; 98 grammi
Numero modello articolo: HL-1200R
Batterie: 1 batterie agli ioni di litio necessarie (incluse)
Disponibile su Amazon.it a partire dal: 14 settembre 2022
Paese di origine: Cina`,
    contenuto_scatola: `1 x Lampada frontale HL-1200
1 x Cavo di ricarica USB-C
1 x Fascia elastica regolabile
1 x Manuale d'uso`,
    prezzo_prodotto: 24.99,
    prezzo_originale: 29.99,
    prezzo_scontato: 24.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's3-frontale-01',
      text: `<h2>Lumivetta HL-1200: tanta luce in meno di cento grammi</h2><p>La Lumivetta HL-1200 è una frontale ricaricabile con sensore di movimento. Il LED principale arriva a 1.200 lumen, con un fascio che raggiunge i 150 metri, mentre il LED rosso serve a preservare la visione notturna.</p><p>La batteria al litio da 2.000 mAh si ricarica con il cavo USB-C incluso in circa tre ore. L'autonomia dichiarata va da circa quattro ore alla massima potenza fino a trenta ore in modalità bassa. Le modalità sono cinque in tutto: alta, media, bassa, rossa fissa e rossa lampeggiante.</p><p>La lampada pesa 98 grammi, la testa si inclina di 60 gradi e la protezione IPX6 la mette al riparo da pioggia intensa e schizzi. Costa 24,99 €, invece dei 29,99 € di listino.</p>`,
      claims: [],
    },
    {
      id: 's3-frontale-02',
      text: `<h2>Cosa offre la HL-1200</h2><ul><li><strong>Luce:</strong> 1200 lumen dal LED principale, più un LED rosso</li><li><strong>Portata:</strong> fino a 150 m</li><li><strong>Batteria:</strong> 2000 mAh agli ioni di litio, 3,7 V, ricarica USB-C in circa 3 ore</li><li><strong>Autonomia:</strong> da 4 a 30 ore a seconda della modalità</li><li><strong>Protezione:</strong> IPX6</li></ul><p>Una funzione pratica è il sensore di movimento: basta un gesto della mano per accendere o spegnere la lampada, comodo quando si indossano i guanti. La fascia elastica si regola e si adatta anche a caschi e berretti. In confezione ci sono la frontale, il cavo, la fascia e il manuale. Su Amazon.it la valutazione media è di 4,4 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's3-frontale-03',
      text: `<h2>Recensione Lumivetta HL-1200</h2><p>L'abbiamo portata in tre uscite notturne in Appennino e non ci ha mai lasciati al buio. Il LED principale eroga 1200 lumen e il fascio arriva a 200 metri.</p><p>La batteria da 2000 mAh si ricarica via USB-C in circa tre ore; in modalità bassa si superano le 30 ore di autonomia. Il grado IPX6 la protegge da pioggia intensa e schizzi, e il sensore di movimento permette di accenderla senza toccarla.</p><p>A 24,99 € è la frontale ricaricabile con il miglior rapporto qualità-prezzo che si trovi su Amazon.</p>`,
      claims: [
        { quote: `L'abbiamo portata in tre uscite notturne in Appennino`, class: 'test' },
        { quote: `200 metri`, class: 'numero' },
        { quote: `si superano le 30 ore`, class: 'numero' },
        { quote: `la frontale ricaricabile con il miglior rapporto qualità-prezzo che si trovi su Amazon`, class: 'qualitativa' },
      ],
    },
    {
      id: 's3-frontale-04',
      text: `<p>La dotazione della Lumivetta HL-1200 comprende un LED principale da 1200 lumen, una luce rossa, il sensore di movimento e l'indicatore di batteria. Il corpo in alluminio aeronautico pesa appena 98 grammi.</p><p>La cella agli ioni di litio da 2000 mAh è sostituibile, così in emergenza si può montare una batteria di ricambio. La ricarica avviene via USB-C in circa 3 ore e la frontale può anche fare da power bank per lo smartphone.</p><p>Oltre 3.000 recensioni su Amazon.it, con una media di 4,4 stelle, confermano la soddisfazione degli acquirenti.</p>`,
      claims: [
        { quote: `alluminio aeronautico`, class: 'specifica' },
        { quote: `è sostituibile`, class: 'specifica' },
        { quote: `può anche fare da power bank per lo smartphone`, class: 'specifica' },
        { quote: `Oltre 3.000 recensioni`, class: 'valutazione' },
      ],
    },
    {
      id: 's3-frontale-05',
      text: `<h2>Una frontale per quando salta la corrente</h2><p>Con le mani libere si lavora meglio, soprattutto al buio. La Lumivetta HL-1200 offre cinque modalità, compresa la luce rossa lampeggiante, e una batteria da 2000 mAh che in modalità alta dura fino a 8 ore.</p><p>La testa si inclina di 90 gradi, quindi il fascio si orienta dove serve. Il sensore di movimento consente di accenderla con un gesto. Pesa 98 grammi e resiste all'acqua secondo lo standard IPX6.</p><p>Il prezzo è sceso a 24,99 €, il 30% in meno rispetto al listino.</p>`,
      claims: [
        { quote: `fino a 8 ore`, class: 'numero' },
        { quote: `90 gradi`, class: 'numero' },
        { quote: `il 30% in meno`, class: 'prezzo' },
      ],
    },
    {
      id: 's3-frontale-06',
      text: `<p>Per 24,99 euro, scontata rispetto ai 29,99 di partenza, la Lumivetta HL-1200 mette in una frontale da meno di un etto un LED da 1200 lumen e una luce rossa. La batteria integrata da 2000 mAh si ricarica con il cavo USB-C fornito, in circa tre ore.</p><p>Delle cinque modalità, in bassa l'autonomia arriva a 30 ore, in alta a 4. La certificazione IPX6 indica resistenza a pioggia intensa e schizzi, e la fascia regolabile si indossa anche sopra un casco. Gli acquirenti le danno in media 4,4 su 5.</p>`,
      claims: [],
    },
  ],
};
export default file;
