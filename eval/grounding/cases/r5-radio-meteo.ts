import type { CaseFile } from '../types.ts';

/**
 * A weather-alert radio with a hand crank, modelled on the listings of Amazon.it. Written for the
 * fifth round (r5-specs): 'Chiave: valore' lines whose value is prose, headings that label a
 * section, reactions beside a use, comparisons among what 'we tried', prices said in words or
 * rounded and then given exactly, bodies credited as a source; clean texts and near ones that invent.
 */
const file: CaseFile = {
  product: {
    nome_prodotto: 'METEOVOX Radio di Emergenza AM/FM a Manovella e Solare, Batteria 2000 mAh, Torcia, Power Bank USB, Allerta Meteo, Custodia in ABS Arancione',
    nome_sintetico: 'Radio Meteovox MV-200',
    specifiche_tecniche: [
      'Marca: Meteovox',
      'Numero modello articolo: MV-200',
      'Colore: Arancione',
      'Materiale: ABS',
      'Batteria: 2000 mAh agli ioni di litio',
      'Bande: AM, FM',
      'Fonti di ricarica: manovella, pannello solare, USB-C',
      'Peso articolo: 350 Grammi',
      'Dimensioni prodotto: 15 x 7 x 8 cm',
      'Grado di protezione: IPX4',
    ].join('\n'),
    descrizione_generale:
      'Quando manca la corrente la radio resta il canale delle comunicazioni ufficiali. Un minuto di manovella dà circa dieci minuti di ascolto; il pannello solare sul dorso ricarica la batteria interna di giorno. La torcia da 1 W si accende con un tasto laterale e la porta USB-A ricarica il telefono in caso di necessità. Resiste agli spruzzi d’acqua.',
    informazioni_articolo: ['Produttore: Meteovox Srl', 'Recensioni dei clienti: 4,4 su 5 stelle, 982 voti'].join('\n'),
    contenuto_scatola: ['1 x Radio MV-200', '1 x Cavo USB-C', '1 x Cordino', 'Manuale in italiano'].join('\n'),
    prezzo_originale: 34.99,
    prezzo_scontato: 29.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'r5-radio-meteo-01',
      text: `<h2>Radio Meteovox MV-200: la scheda</h2><ul><li><strong>Peso:</strong> poco più di un terzo di chilo</li><li><strong>Ricarica:</strong> basta girare la manovella</li><li><strong>Batteria:</strong> 2000 mAh, quanto basta per la torcia e il telefono</li><li><strong>Materiale:</strong> ABS, custodia arancione</li><li><strong>Protezione:</strong> regge gli spruzzi (IPX4)</li></ul><p>Trenta euro scarsi, 29,99 € per la precisione, contro i 34,99 di listino.</p>`,
      claims: [],
    },
    {
      id: 'r5-radio-meteo-02',
      text: `<h2>La nostra prova</h2><p>L’abbiamo tenuta in cucina durante un blackout di una sera, e la ricezione in FM ci ha sorpreso. Un minuto di manovella vale una decina di minuti di ascolto.</p><p>Tra le radio a manovella che abbiamo provato, è la più facile da usare al buio.</p>`,
      claims: [
        { quote: 'L’abbiamo tenuta in cucina', class: 'test' },
        { quote: 'la più facile da usare al buio', class: 'qualitativa' },
      ],
    },
    {
      id: 'r5-radio-meteo-03',
      text: `<h2>Allerta meteo: la radio Meteovox</h2><p>Secondo i dati dell’ISPRA, le allerte per temporali sono sempre più frequenti, e in un blackout la radio resta il modo più semplice per ascoltarle. La MV-200 riceve AM e FM, si ricarica a manovella, col sole o da USB-C e pesa 350 grammi.</p><p>Costa una trentina di euro, e oltre novecento acquirenti le danno in media più di 4 stelle.</p>`,
      claims: [],
    },
    {
      id: 'r5-radio-meteo-04',
      text: `<ul><li>Materiale: alluminio</li><li>Colore: verde oliva</li><li>Bande: AM, FM, DAB+</li></ul><p>Quindici euro, un affare. Nel nostro esemplare la manovella si è allentata dopo qualche settimana di uso.</p>`,
      claims: [
        { quote: 'Materiale: alluminio', class: 'specifica' },
        { quote: 'Colore: verde oliva', class: 'specifica' },
        { quote: 'DAB+', class: 'specifica' },
        { quote: 'Quindici euro', class: 'prezzo' },
        { quote: 'Nel nostro esemplare la manovella si è allentata', class: 'test' },
      ],
    },
  ],
};
export default file;
