import type { CaseFile } from '../types.ts';

/** Reviews of level-F cut-resistant work gloves, modelled on Amazon.it EN 388 HPPE/nitrile glove listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'SECURHAND Guanti Antitaglio Livello 5 (EN 388:2016 4X43F), Guanti da Lavoro in HPPE con Rivestimento in Nitrile Sabbiato, Touchscreen, Taglia 9 (L), 1 Paio',
    nome_sintetico: 'Securhand guanti antitaglio',
    specifiche_tecniche: [
      'Marca: SECURHAND',
      'Numero modello articolo: SH-CUT5-L',
      'Taglia: 9 (L)',
      'Materiale: HPPE, fibra di vetro, spandex; rivestimento in nitrile sabbiato',
      'Colore: Grigio e nero',
      'Livello di protezione dal taglio: Livello F (EN ISO 13997)',
      'Certificazione: EN 388:2016 (4X43F), EN ISO 21420',
      'Finezza del filato: 13 gauge',
      'Compatibile con touchscreen: Sì',
      'Istruzioni per la cura: Lavabile in lavatrice a 40 °C',
      'Numero di articoli: 1 paio',
      'Peso articolo: 80 Grammi',
    ].join('\n'),
    descrizione_generale:
      "I guanti Securhand sono in filato HPPE a 13 gauge rinforzato con fibra di vetro e spandex, certificati EN 388:2016 con codice 4X43F: resistenza all'abrasione livello 4, resistenza allo strappo livello 4, alla perforazione livello 3 e al taglio livello F secondo EN ISO 13997, il massimo della scala. Il rivestimento in nitrile sabbiato su palmo e dita garantisce una presa sicura anche su superfici oleose e bagnate, mentre il dorso traspirante mantiene la mano asciutta.\nPunte di pollice e indice compatibili con touchscreen. Adatti a manipolazione di lamiere, vetro, macerie, lavori di giardinaggio e cucina (taglio di verdure e pesce). Non proteggono da lame dentellate in movimento né da perforazioni con aghi. Lavabili in lavatrice a 40 °C.",
    informazioni_articolo: [
      'Produttore: Securhand',
      'Genere: Unisex',
      'Taglia: L (9)',
      'Peso articolo: 80 g',
      'Dimensioni del collo: 25 x 12 x 2 cm',
      'Numero modello articolo: SH-CUT5-L',
      'Disponibile su Amazon.it a partire dal: 11 gennaio 2024',
    ].join('\n'),
    contenuto_scatola: '1 x Paio di guanti antitaglio taglia 9 (L)',
    prezzo_prodotto: 12.99,
    prezzo_originale: 14.99,
    prezzo_scontato: 12.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's9-guanti-01',
      text: "<h2>Securhand antitaglio: mani al sicuro tra macerie e lamiere</h2><p>Dopo un terremoto o un'alluvione, tra vetri rotti, lamiere e macerie, proteggere le mani è fondamentale. I guanti Securhand sono certificati EN 388:2016 con codice 4X43F: livello 4 per abrasione e strappo, 3 per la perforazione e F per il taglio, il gradino più alto della scala EN ISO 13997.</p><p>Il filato HPPE a 13 gauge, rinforzato con fibra di vetro e spandex, è rivestito su palmo e dita di nitrile sabbiato, che mantiene la presa anche su superfici oleose o bagnate; il dorso resta traspirante. Pollice e indice funzionano sul touchscreen. Il produttore avverte che non proteggono da lame dentellate in movimento né dagli aghi. Un paio in taglia 9 (L) costa 12,99 euro e si lava in lavatrice a 40 gradi.</p>",
      claims: [],
    },
    {
      id: 's9-guanti-02',
      text: "<p>Li abbiamo indossati per tre giorni di sgombero in una cantina allagata, maneggiando lamiere e vetri: nessun taglio, e il nitrile ha tenuto senza strapparsi.</p><p>I Securhand sono certificati EN 388 con livello F al taglio e resistono perfino alla catena di una motosega. Il filato in Kevlar è rinforzato con fibra di vetro, mentre pollice e indice restano compatibili con il touchscreen.</p><p>Sono disponibili dalla taglia 7 alla 11.</p>",
      claims: [
        { quote: 'Li abbiamo indossati per tre giorni di sgombero in una cantina allagata', class: 'test' },
        { quote: 'resistono perfino alla catena di una motosega', class: 'qualitativa' },
        { quote: 'Kevlar', class: 'specifica' },
        { quote: 'dalla taglia 7 alla 11', class: 'specifica' },
      ],
    },
    {
      id: 's9-guanti-03',
      text: '<h2>Guanti antitaglio Securhand: la scheda</h2><ul><li>Certificazione: EN 388:2016, codice 4X43F</li><li>Taglio: livello F (EN ISO 13997), pari a oltre 30 newton di resistenza</li><li>Materiale: HPPE, fibra di vetro e spandex, palmo in nitrile sabbiato</li><li>Peso: 80 g al paio</li><li>Lavaggio: in lavatrice fino a 60 °C</li></ul><p>Il rivestimento resiste anche al calore da contatto fino a 100 °C, come previsto dalla norma EN 407.</p>',
      claims: [
        { quote: 'oltre 30 newton', class: 'numero' },
        { quote: '60 °C', class: 'numero' },
        { quote: 'fino a 100 °C', class: 'numero' },
        { quote: 'EN 407', class: 'specifica' },
      ],
    },
    {
      id: 's9-guanti-04',
      text: '<p>A 12,99 euro il paio, i Securhand sono tra i guanti antitaglio più economici con livello F. Il palmo in nitrile sabbiato tiene la presa su superfici oleose e bagnate, mentre il dorso lascia respirare la mano.</p><p>Il produttore dichiara una durata di 200 ore di lavoro prima che la protezione cali. Su Amazon contano oltre 5.000 recensioni e una media di 4,5 stelle; il prezzo di listino è di 19,99 €.</p>',
      claims: [
        { quote: 'tra i guanti antitaglio più economici con livello F', class: 'qualitativa' },
        { quote: '200 ore di lavoro', class: 'numero' },
        { quote: 'oltre 5.000 recensioni', class: 'valutazione' },
        { quote: '19,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's9-guanti-05',
      text: "<h2>Perché tenere un paio di guanti antitaglio nel kit</h2><p>Le ferite alle mani rappresentano circa il 30% degli infortuni domestici. I Securhand, in taglia 9 (L), arrivano al livello massimo F della EN ISO 13997 e hanno una trama a 13 gauge; con pollice e indice si può usare lo smartphone senza sfilarli.</p><p>Vanno bene anche in cucina, per tagliare verdure e pesce, e in giardino. Si lavano in lavatrice e asciugano in un'ora.</p>",
      claims: [
        { quote: 'circa il 30% degli infortuni domestici', class: 'numero' },
        { quote: "asciugano in un'ora", class: 'numero' },
      ],
    },
  ],
};
export default file;
