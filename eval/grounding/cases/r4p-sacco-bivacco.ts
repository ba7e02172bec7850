import type { CaseFile } from '../types.ts';

/**
 * An emergency bivvy bag whose Amazon.it listing carries its customers' rating line. Written for
 * the fourth round (precision): a middling rating and its count restated ('poco più di quattro
 * stelle', 'oltre 800 voti'), quantities in other units; wrong ones among them.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'TERMOSAC Sacco di Emergenza Bivacco Termico Riutilizzabile, 213 x 91 cm, Riflette il 90% del Calore Corporeo, Impermeabile, con Fischietto e Sacca di Compressione, Arancione',
    nome_sintetico: 'Sacco bivacco TERMOSAC',
    specifiche_tecniche: [
      'Dimensioni: 213 x 91 cm',
      'Dimensioni da piegato: 8 x 8 x 12 cm',
      'Materiale: PE metallizzato',
      'Riflessione del calore corporeo: fino al 90%',
      'Peso articolo: 230 Grammi',
      'Colore: Arancione',
    ].join('\n'),
    descrizione_generale:
      'Un sacco a pelo d’emergenza che trattiene fino al 90% del calore corporeo. L’esterno arancione si vede da lontano, l’interno riflette il calore. È impermeabile e antivento e si richiude nella sacca di compressione, grande come una lattina. Il fischietto incluso aiuta a farsi trovare.',
    informazioni_articolo: [
      'Marca: Termosac',
      'Numero modello articolo: TS-BV1',
      'Recensioni dei clienti: 4,1 su 5 stelle, 864 voti',
      'Data di disponibilità: 3 marzo 2022',
    ].join('\n'),
    contenuto_scatola: ['1 x Sacco bivacco', '1 x Sacca di compressione', '1 x Fischietto con cordino'].join('\n'),
    prezzo_prodotto: 14.99,
    prezzo_originale: 14.99,
    valutazione_prodotto: 4.1,
  },
  cases: [
    {
      id: 'r4p-sacco-bivacco-01',
      text: '<h2>Termosac: il sacco da tenere nello zaino</h2><p>Poco più di quattro stelle su oltre 800 voti: il Termosac non fa miracoli, ma fa quello che promette. Trattiene fino al 90% del calore corporeo, non lascia passare acqua e vento e, aperto, misura 213 per 91 centimetri: ci si entra anche con la giacca.</p><p>Pesa 230 grammi, meno di un quarto di chilo, e costa 14,99 euro con fischietto e sacca inclusi.</p>',
      claims: [],
    },
    {
      id: 'r4p-sacco-bivacco-02',
      text: '<p>Gli acquirenti gli danno 4,1 su 5, una media solida per un prodotto da meno di quindici euro. Lungo più di due metri, da chiuso occupa 8 x 8 x 12 cm, quanto una lattina, e l’arancione esterno si vede da lontano.</p>',
      claims: [],
    },
    {
      id: 'r4p-sacco-bivacco-03',
      text: '<p>Con una valutazione di 4,5 stelle e migliaia di recensioni positive, il Termosac è il sacco d’emergenza più venduto su Amazon. Riflette il 95% del calore e pesa appena 180 grammi.</p>',
      claims: [
        { quote: '4,5 stelle', class: 'valutazione' },
        { quote: 'migliaia di recensioni positive', class: 'valutazione' },
        { quote: 'il sacco d’emergenza più venduto su Amazon', class: 'valutazione' },
        { quote: '95%', class: 'numero' },
        { quote: '180 grammi', class: 'numero' },
      ],
    },
    {
      id: 'r4p-sacco-bivacco-04',
      text: '<p>La media dei voti, 4,1 stelle su 864 valutazioni, dice di un prodotto affidabile. Il materiale è PE metallizzato, il peso 0,23 kg; la sacca di compressione lo riduce a dodici centimetri di altezza.</p>',
      claims: [],
    },
    {
      id: 'r4p-sacco-bivacco-05',
      text: '<p>Su più di 800 valutazioni la media è di 4,1, e a 14,99 € costa come due pranzi al bar. Attenzione però: il fischietto non è incluso e la sacca va comprata a parte, a 4,99 €.</p>',
      claims: [
        { quote: 'il fischietto non è incluso', class: 'specifica' },
        { quote: '4,99 €', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
