import type { CaseFile } from '../types.ts';

/**
 * A reusable emergency bivvy bag in aluminised polyethylene, modelled on the listings of
 * Amazon.it. Written after the rules of 2026-11-26 were tuned, and scored without tuning to it.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'AURORA Sacco a Pelo di Emergenza Termico Riutilizzabile, Bivacco Impermeabile in PE Alluminizzato, Riflette fino al 90% del Calore Corporeo, Ultraleggero 130 g, con Fischietto e Sacca a Compressione, Arancione',
    nome_sintetico: 'Sacco a pelo di emergenza Aurora',
    specifiche_tecniche: [
      'Materiale: Polietilene (PE) alluminizzato',
      'Dimensioni aperto: 213 x 91 Centimetri',
      'Dimensioni chiuso: 10 x 7 x 5 Centimetri',
      'Riflessione del calore: fino al 90%',
      'Impermeabilità: Sì, cuciture termosaldate',
      'Temperatura di utilizzo: -30 °C - 50 °C',
      'Riutilizzabile: Sì',
    ].join('\n'),
    descrizione_generale:
      'Sacco a pelo d’emergenza riutilizzabile in polietilene alluminizzato: la faccia interna riflette fino al 90% del calore corporeo e la faccia esterna arancione è visibile da lontano. Misura 213 x 91 cm, quindi ci entra anche un adulto alto con le scarpe, e da chiuso sta nel palmo di una mano. Il fischietto da 120 dB è legato alla sacca con un cordino.',
    informazioni_articolo: [
      'Peso articolo: 130 Grammi',
      'Colore: Arancione',
      'Produttore: Aurora Outdoor',
      'Numero modello articolo: AB-213',
      'Numero di articoli: 1',
    ].join('\n'),
    contenuto_scatola: ['Sacco a pelo di emergenza', 'Sacca a compressione con cordino', 'Fischietto'].join('\n'),
    prezzo_originale: 14.99,
    prezzo_scontato: 11.99,
    prezzo_prodotto: 11.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 'sacco-01',
      text: '<p>Il sacco Aurora è in polietilene alluminizzato e la faccia interna riflette fino al 90% del calore corporeo. Con i suoi 213 x 91 cm accoglie anche una persona alta, e da chiuso occupa appena 10 x 7 x 5 cm: sta in qualsiasi tasca dello zaino.</p>',
      claims: [],
    },
    {
      id: 'sacco-02',
      text: '<p>Pesa appena 130 grammi, meno di uno smartphone, e si usa tra -30 e 50 °C. Le cuciture termosaldate lo rendono impermeabile, mentre il colore arancione lo rende visibile ai soccorritori. Nella confezione c’è anche un fischietto da 120 dB.</p>',
      claims: [],
    },
    {
      id: 'sacco-03',
      text: '<h2>In breve</h2><ul><li>Materiale: polietilene alluminizzato</li><li>Peso: 0,13 kg</li><li>Colore: arancione</li></ul><p>A meno di 15 euro è una delle aggiunte più sensate a un kit per l’auto.</p>',
      claims: [],
    },
    {
      id: 'sacco-04',
      text: '<p>Con un peso di soli 95 grammi e una riflessione del calore fino al 95%, è il sacco d’emergenza più leggero in circolazione.</p>',
      claims: [
        { quote: '95 grammi', class: 'numero' },
        { quote: '95%', class: 'numero' },
        { quote: 'il sacco d’emergenza più leggero in circolazione', class: 'qualitativa' },
      ],
    },
    {
      id: 'sacco-05',
      text: '<p>Il tessuto in Mylar rinforzato è certificato EN 13537 e la cerniera laterale permette di aprirlo completamente per usarlo come coperta.</p>',
      claims: [
        { quote: 'Mylar', class: 'specifica' },
        { quote: 'EN 13537', class: 'specifica' },
        { quote: 'la cerniera laterale', class: 'qualitativa' },
      ],
    },
    {
      id: 'sacco-06',
      text: '<p>Oggi è in offerta a 9,99 € invece di 14,99 €, e con una valutazione media di 4,7 su 5 è tra i più apprezzati della categoria.</p>',
      claims: [
        { quote: '9,99 €', class: 'prezzo' },
        { quote: '4,7 su 5', class: 'valutazione' },
        { quote: 'tra i più apprezzati della categoria', class: 'qualitativa' },
      ],
    },
    {
      id: 'sacco-07',
      text: '<p>L’abbiamo provato in una notte di bivacco a 1.800 metri: nonostante il vento, dentro il sacco la temperatura restava sopportabile fino all’alba.</p>',
      claims: [
        { quote: 'L’abbiamo provato', class: 'test' },
        { quote: '1.800 metri', class: 'numero' },
      ],
    },
    {
      id: 'sacco-08',
      text: '<p>Misura 200 x 90 cm e protegge fino a -40 °C; una volta ripiegato pesa 130 grammi e sta in una sacca da 8 x 6 cm.</p>',
      claims: [
        { quote: '200 x 90 cm', class: 'numero' },
        { quote: '-40 °C', class: 'numero' },
        { quote: '8 x 6 cm', class: 'numero' },
      ],
    },
    {
      id: 'sacco-09',
      text: '<p>La confezione contiene due sacchi a pelo, ciascuno con il suo fischietto e la sua sacca a compressione. Si riutilizza più volte ed è coperto da una garanzia di 2 anni.</p>',
      claims: [
        { quote: 'due sacchi', class: 'numero' },
        { quote: '2 anni', class: 'numero' },
      ],
    },
    {
      id: 'sacco-10',
      text: '<h3>Scheda tecnica</h3><ul><li>Materiale: nylon ripstop alluminizzato</li><li>Dimensioni: 213 x 91 cm</li><li>Peso: 130 g</li><li>Impermeabilità: IPX6</li></ul>',
      claims: [
        { quote: 'nylon ripstop', class: 'specifica' },
        { quote: 'IPX6', class: 'specifica' },
      ],
    },
  ],
};

export default file;
