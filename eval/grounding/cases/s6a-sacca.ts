import type { CaseFile } from '../types.ts';

/** Reviews of a 20 L roll-top waterproof dry bag, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Idrosac Sacca Stagna 20 Litri Impermeabile IPX6, Dry Bag con Chiusura Roll-Top e Tracolla Regolabile, Tasca Frontale con Zip, Blu",
    nome_sintetico: "Idrosac Sacca Stagna 20 L",
    specifiche_tecniche: "Marca: Idrosac\nCapacità: 20 Litri\nMateriale: PVC 500D\nColore: Blu\nChiusura: Roll-top con fibbia a sgancio rapido\nGrado di impermeabilità: IPX6\nDimensioni prodotto: 26 x 26 x 58 cm\nPeso articolo: 520 Grammi\nTracolla: Regolabile e removibile, lunghezza massima 140 cm",
    descrizione_generale: "La sacca stagna Idrosac da 20 litri è realizzata in PVC 500D con cuciture saldate a caldo. Chiudila arrotolando la bocca almeno tre volte e aggancia la fibbia: il contenuto resta asciutto sotto pioggia battente e spruzzi (IPX6). Non adatta all'immersione prolungata.\nLa tasca frontale con zip impermeabile tiene a portata di mano telefono e chiavi; la tracolla regolabile e removibile permette di portarla a spalla o a tracolla. Se cade in acqua galleggia, grazie all'aria trattenuta all'interno. Ideale per kayak, SUP, trekking e kit di evacuazione.",
    informazioni_articolo: "Numero modello articolo: IDS-20BL\nProduttore: Idrosac\nPeso articolo: 520 Grammi\nDimensioni del collo: 25 x 18 x 5 cm\nData di disponibilità: 15 maggio 2023",
    contenuto_scatola: "Sacca stagna 20 L\nTracolla regolabile\nCustodia impermeabile per smartphone",
    prezzo_prodotto: 18.99,
    prezzo_originale: 18.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's6a-sacca-01',
      text: `<h2>Idrosac 20 L: la sacca stagna per kayak e trekking</h2><p>La sacca stagna Idrosac è in PVC 500D con cuciture saldate a caldo e chiusura roll-top: si arrotola la bocca tre volte, si aggancia la fibbia e il contenuto resta protetto. La certificazione IPX8 permette persino l'immersione fino a 1 metro, quindi può finire in acqua senza problemi.</p><p>L'abbiamo usata durante una discesa in kayak sul Ticino e il cambio di vestiti è arrivato asciutto. I 20 litri bastano per un cambio completo, un kit di primo soccorso e una torcia.</p>`,
      claims: [
        { quote: 'IPX8', class: 'specifica' },
        { quote: "l'immersione fino a 1 metro", class: 'numero' },
        { quote: "L'abbiamo usata durante una discesa in kayak sul Ticino", class: 'test' },
        { quote: 'bastano per un cambio completo, un kit di primo soccorso e una torcia', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-sacca-02',
      text: `<p>Per un kit di evacuazione da tenere all'asciutto, la <strong>Idrosac da 20 litri</strong> è una soluzione semplice: costa 18,99 € e ha una valutazione media di 4,5 su 5.</p><p>Il corpo in PVC 500D ha cuciture termosaldate e la classe IPX6 la rende resistente a pioggia battente e spruzzi; non è però pensata per restare a lungo sott'acqua. Se cade in acqua galleggia, grazie all'aria che resta all'interno. La tasca frontale con zip tiene a portata telefono e chiavi, e in confezione c'è anche una custodia impermeabile per lo smartphone.</p>`,
      claims: [],
    },
    {
      id: 's6a-sacca-03',
      text: `<h2>Leggera e pratica da portare</h2><p>La Idrosac pesa appena 520 grammi e, svuotata, si piega fino a occupare lo spazio di un libro tascabile. La tracolla imbottita si regola fino a 160 cm ed è removibile, così la sacca si porta a spalla o a tracolla.</p><p>Il corpo è in PVC 500D, con cuciture saldate a caldo. È disponibile in sei colori e il produttore offre una garanzia a vita.</p>`,
      claims: [
        { quote: 'si piega fino a occupare lo spazio di un libro tascabile', class: 'qualitativa' },
        { quote: 'tracolla imbottita', class: 'specifica' },
        { quote: '160 cm', class: 'numero' },
        { quote: 'sei colori', class: 'numero' },
        { quote: 'garanzia a vita', class: 'specifica' },
      ],
    },
    {
      id: 's6a-sacca-04',
      text: `<h2>Cosa sapere prima di comprarla</h2><ul><li><strong>Capacità:</strong> 20 litri, per un ingombro di circa 26 x 26 x 58 cm.</li><li><strong>Protezione:</strong> IPX6, cioè pioggia battente e spruzzi; niente immersioni prolungate.</li><li><strong>Chiusura:</strong> roll-top con fibbia a sgancio rapido, da arrotolare almeno tre volte.</li><li><strong>Trasporto:</strong> tracolla regolabile e removibile, lunga al massimo 140 cm.</li></ul><p>Pesa poco più di mezzo chilo e, se finisce in acqua, resta a galla. Il prezzo è di 18,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's6a-sacca-05',
      text: `<h2>Conviene?</h2><p>A nostro avviso sì. Tra le dry bag da 20 litri, la Idrosac offre il miglior rapporto qualità-prezzo: oggi costa 14,99 € e ha superato i 10.000 pezzi venduti. Il PVC 500D è più spesso di quello delle sacche da supermercato, e la chiusura roll-top, arrotolata almeno tre volte, tiene fuori la pioggia.</p><p>Apprezzabile la tasca frontale con zip impermeabile per telefono e chiavi, e il fatto che galleggi se cade in acqua.</p>`,
      claims: [
        { quote: 'il miglior rapporto qualità-prezzo', class: 'qualitativa' },
        { quote: '14,99 €', class: 'prezzo' },
        { quote: '10.000 pezzi venduti', class: 'valutazione' },
        { quote: 'più spesso di quello delle sacche da supermercato', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
