import type { CaseFile } from '../types.ts';

/**
 * A rechargeable camping lantern, modelled on the listings of Amazon.it. Written for the fifth round
 * (r5-tests): first-person uses told with ordinary verbs ('l’abbiamo appesa', 'ne abbiamo accese
 * due', 'dopo averla portata…, possiamo dire', 'dopo una decina di accensioni'), and clean texts
 * whose first person is the editor's desk work ('l’abbiamo inserita', 'ne abbiamo scelte due') or
 * the reader's ('dopo averla usata va ricaricata').
 */
const file: CaseFile = {
  product: {
    nome_prodotto: 'LUCENTA Lanterna da Campeggio Ricaricabile USB-C, 3 Modalità di Luce, Gancio Pieghevole, Batteria 3000 mAh, Resistente agli Spruzzi IPX4',
    nome_sintetico: 'Lanterna Lucenta L3',
    specifiche_tecniche: [
      'Marca: Lucenta',
      'Numero modello articolo: L3',
      'Colore: Verde',
      'Materiale: ABS',
      'Batteria: 3000 mAh agli ioni di litio',
      'Modalità di luce: 3',
      'Ricarica: USB-C',
      'Peso articolo: 280 Grammi',
      'Grado di protezione: IPX4',
    ].join('\n'),
    descrizione_generale:
      'Lanterna da appendere con gancio pieghevole sulla sommità e base piatta per appoggiarla sul tavolo. Tre modalità di luce: bianca, calda e lampeggiante. Si ricarica con il cavo USB-C incluso e resiste agli spruzzi d’acqua.',
    informazioni_articolo: ['Produttore: Lucenta Srl', 'Recensioni dei clienti: 4,5 su 5 stelle, 640 voti'].join('\n'),
    contenuto_scatola: ['1 x Lanterna L3', '1 x Cavo USB-C', 'Manuale in italiano'].join('\n'),
    prezzo_prodotto: 24.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 'r5-lampada-campeggio-01',
      text: `<h2>Lucenta L3: luce da appendere</h2><p>L’abbiamo agganciata al paletto della tenda e ha illuminato bene tutta la piazzola. Il gancio pieghevole sta sulla sommità, la base piatta permette di appoggiarla sul tavolo.</p><p>Pesa 280 grammi e si ricarica con il cavo USB-C incluso.</p>`,
      claims: [{ quote: 'L’abbiamo agganciata al paletto della tenda', class: 'test' }],
    },
    {
      id: 'r5-lampada-campeggio-02',
      text: `<p>Ne abbiamo accese due nel capanno degli attrezzi e la luce calda bastava per lavorare. Le tre modalità (bianca, calda, lampeggiante) si cambiano con un solo tasto.</p><p>Dopo una decina di accensioni il tasto si è fatto un po’ più duro.</p>`,
      claims: [
        { quote: 'Ne abbiamo accese due nel capanno degli attrezzi', class: 'test' },
        { quote: 'Dopo una decina di accensioni il tasto si è fatto un po’ più duro', class: 'test' },
      ],
    },
    {
      id: 'r5-lampada-campeggio-03',
      text: `<h2>Il verdetto</h2><p>Dopo averla portata in due weekend al lago, possiamo dire che la Lucenta L3 è una lanterna semplice e affidabile. Costa 24,99 € e oltre seicento acquirenti le danno in media 4,5 stelle.</p>`,
      claims: [{ quote: 'Dopo averla portata in due weekend al lago', class: 'test' }],
    },
    {
      id: 'r5-lampada-campeggio-04',
      text: `<h2>Perché l’abbiamo inserita nella selezione</h2><p>Tra le lanterne ricaricabili ne abbiamo scelte due, e la Lucenta L3 è quella che si ricarica da USB-C, con una batteria da 3000 mAh. Come vi abbiamo spiegato nella guida al kit d’emergenza, una luce che non dipende dalle pile è preziosa in un blackout.</p>`,
      claims: [],
    },
    {
      id: 'r5-lampada-campeggio-05',
      text: `<h2>Manutenzione</h2><p>Dopo averla usata in campeggio va ricaricata con il cavo USB-C incluso, e vi consigliamo di asciugarla dopo averla esposta alla pioggia: regge gli spruzzi (IPX4), non l’immersione. Il produttore indica tre modalità di luce, bianca, calda e lampeggiante.</p>`,
      claims: [],
    },
  ],
};
export default file;
