import type { CaseFile } from '../types.ts';

/** Reviews of a 20-litre PVC roll-top dry bag with shoulder strap and phone pouch, modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'AQUASECCA Sacca Stagna 20 Litri Impermeabile in PVC 500D, Chiusura Roll-Top, Tracolla Regolabile e Custodia Telefono Impermeabile, Dry Bag per Kayak, Canoa, Rafting, Trekking e Spiaggia',
    nome_sintetico: 'Aquasecca AQ-DB20',
    specifiche_tecniche: [
      'Marca: Aquasecca',
      'Colore: Giallo',
      'Materiale: PVC 500D',
      'Capacità: 20 Litri',
      'Dimensioni prodotto: 60 x 26 x 26 cm',
      'Peso articolo: 520 Grammi',
      'Tipo di chiusura: Roll-top con fibbia',
      'Grado di impermeabilità: IPX6',
      'Caratteristiche speciali: Impermeabile, Saldature ad alta frequenza, Tracolla regolabile',
      'Numero modello articolo: AQ-DB20',
    ].join('\n'),
    descrizione_generale:
      "Vestiti di ricambio, documenti, kit di primo soccorso: nella sacca stagna Aquasecca da 20 litri restano asciutti anche sotto la pioggia battente o tra gli spruzzi di una discesa in canoa. Il tessuto in PVC 500D ha cuciture saldate ad alta frequenza e la chiusura roll-top si sigilla arrotolando l'apertura almeno tre volte e agganciando la fibbia.\n\nSe cade in acqua, chiusa con un po' d'aria all'interno, galleggia. La tracolla è regolabile e staccabile, e l'anello a D permette di agganciarla al kayak o allo zaino. Non è progettata per l'immersione prolungata. In dotazione anche una custodia impermeabile per smartphone fino a 6,5 pollici.",
    informazioni_articolo: [
      'Produttore: Aquasecca Outdoor',
      'Paese di origine: Cina',
      'Recensioni dei clienti: 4,5 su 5 stelle, 3.912 voti',
      'Data di disponibilità: 5 maggio 2020',
    ].join('\n'),
    contenuto_scatola: [
      '1 sacca stagna 20 L',
      '1 tracolla regolabile staccabile',
      '1 custodia impermeabile per smartphone (fino a 6,5")',
    ].join('\n'),
    prezzo_prodotto: 16.99,
    prezzo_originale: 19.99,
    prezzo_scontato: 16.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's8b-sacca-stagna-01',
      text: `<h2>Aquasecca AQ-DB20: tutto all'asciutto</h2>
<p>Una sacca stagna è una di quelle cose che si comprano pensando alla canoa e poi finiscono nello zaino di emergenza. La Aquasecca da 20 litri è realizzata in robusto PVC 1000D con saldature ad alta frequenza e chiusura roll-top con fibbia.</p>
<p>Il dettaglio che la distingue è la certificazione IPX8. Nonostante la robustezza pesa appena 300 grammi, e la tracolla regolabile permette di portarla a spalla.</p>
<p>In confezione c'è anche una custodia impermeabile per lo smartphone, utile in spiaggia come in barca.</p>`,
      claims: [
        { quote: 'PVC 1000D', class: 'specifica' },
        { quote: 'IPX8', class: 'specifica' },
        { quote: '300 grammi', class: 'numero' },
      ],
    },
    {
      id: 's8b-sacca-stagna-02',
      text: `<p>Venti litri sono la misura giusta per un cambio completo, una torcia, i documenti e qualche barretta. La <strong>sacca stagna Aquasecca</strong> è in PVC 500D giallo, alta 60 cm, e pesa poco più di mezzo chilo. Le cuciture sono saldate ad alta frequenza e la chiusura roll-top va arrotolata almeno tre volte prima di chiudere la fibbia.</p>
<p>Il grado di protezione dichiarato è IPX6: regge pioggia e spruzzi, ma il produttore precisa che non è fatta per restare a lungo sott'acqua. Se però finisce in acqua chiusa con un po' d'aria dentro, galleggia. La tracolla si regola e si stacca, e l'anello a D serve per agganciarla al kayak.</p>
<p>Con la custodia per smartphone fino a 6,5 pollici inclusa, costa 16,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's8b-sacca-stagna-03',
      text: `<h2>Tre giorni sul fiume</h2>
<p>L'abbiamo portata in kayak lungo il Tevere per tre giorni, legata a poppa tramite l'anello a D: tra spruzzi e un paio di rovesciamenti, sacco a pelo e vestiti sono arrivati a destinazione perfettamente asciutti.</p>
<p>Tra le sacche stagne che abbiamo provato, è la più resistente alle abrasioni. Comodi anche gli spallacci imbottiti, che permettono di portarla come uno zaino nei tratti a piedi.</p>
<p>Se cercate una dry bag da 20 litri per escursioni e kit di emergenza, questa è difficile da battere.</p>`,
      claims: [
        { quote: "L'abbiamo portata in kayak lungo il Tevere per tre giorni", class: 'test' },
        { quote: 'la più resistente alle abrasioni', class: 'qualitativa' },
        { quote: 'spallacci imbottiti', class: 'specifica' },
        { quote: 'questa è difficile da battere', class: 'qualitativa' },
      ],
    },
    {
      id: 's8b-sacca-stagna-04',
      text: `<p>La <strong>Aquasecca AQ-DB20</strong> è una sacca stagna semplice e ben fatta: PVC 500D, chiusura a rotolo, tracolla staccabile. I 20 litri di capacità bastano per il necessario di una giornata all'aperto, e grazie alle saldature il contenuto resta asciutto anche dopo 30 minuti in acqua.</p>
<p>È uno degli articoli più amati della categoria, con oltre 10.000 recensioni positive, e oggi si porta a casa a 12,99 €, custodia per il telefono compresa.</p>`,
      claims: [
        { quote: '30 minuti in acqua', class: 'numero' },
        { quote: 'oltre 10.000 recensioni positive', class: 'valutazione' },
        { quote: 'uno degli articoli più amati della categoria', class: 'valutazione' },
        { quote: '12,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's8b-sacca-stagna-05',
      text: `<h2>Perché metterla nel kit di emergenza</h2>
<p>In un'alluvione o in una evacuazione sotto la pioggia, documenti e medicinali devono restare asciutti. La sacca Aquasecca da 20 litri li protegge da pioggia e spruzzi (IPX6), si chiude arrotolando l'apertura e si porta a tracolla. Il prezzo è sceso da 19,99 a 16,99 euro e quasi quattromila acquirenti le danno in media 4,5 stelle.</p>`,
      claims: [],
    },
  ],
};
export default file;
