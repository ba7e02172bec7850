import type { CaseFile } from '../types.ts';

/**
 * A fire blanket for the kitchen, modelled on the listings of Amazon.it. Written for the fourth
 * round, before its rules: certifications, materials, accessories and features the data never
 * names, counts of uses and the popularity a listing never states, in reviews.
 */
const file: CaseFile = {
  product: {
    nome_prodotto: 'FLAMMASTOP Coperta Antincendio 1 x 1 m in Fibra di Vetro, Coperta Ignifuga per Cucina, Casa, Auto e Camper, con Custodia da Parete e Nastri a Strappo Rapido',
    nome_sintetico: 'Coperta antincendio FLAMMASTOP FB-100',
    specifiche_tecniche: [
      'Materiale: fibra di vetro',
      'Dimensioni coperta: 100 x 100 cm',
      'Temperatura massima di esercizio: 550 °C',
      'Norma: EN 1869:2019',
      'Colore custodia: rosso',
      'Peso articolo: 700 Grammi',
      'Dimensioni custodia: 25 x 18 x 4 cm',
    ].join('\n'),
    descrizione_generale:
      'Una coperta antincendio da tenere in cucina, vicino ai fornelli: si estrae tirando i due nastri neri e si stende sulla pentola o sulla padella in fiamme per soffocare il fuoco. La fibra di vetro resiste fino a 550 °C. La custodia rossa in PVC si fissa alla parete con due viti (incluse) o con il biadesivo. Adatta a piccoli fuochi di olio, grassi e tessuti; dopo l’uso va sostituita.',
    informazioni_articolo: ['Marca: Flammastop', 'Numero modello articolo: FB-100', 'Produttore: Flammastop Srl'].join('\n'),
    contenuto_scatola: ['1 x Coperta antincendio 100 x 100 cm', '1 x Custodia da parete', '2 x Viti con tasselli', '1 x Biadesivo'].join('\n'),
    prezzo_originale: 19.99,
    prezzo_scontato: 15.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'r4-coperta-antifiamma-01',
      text: '<h2>FLAMMASTOP FB-100: un metro quadrato di sicurezza in cucina</h2><p>La FB-100 è una coperta in fibra di vetro da un metro per un metro, conforme alla norma EN 1869:2019, che regge fino a 550 gradi. Si tiene appesa vicino ai fornelli nella sua custodia rossa, fissata con le due viti incluse o con il biadesivo, e si estrae tirando i due nastri.</p><p>Pesa 700 grammi e la custodia misura 25 x 18 x 4 cm. Costa 15,99 € invece di 19,99 € e gli acquirenti le danno in media 4,6 stelle su 5.</p>',
      claims: [],
    },
    {
      id: 'r4-coperta-antifiamma-02',
      text: '<p>La coperta FLAMMASTOP è certificata CE e RoHS e omologata dal Ministero dell’Interno per l’uso domestico. Il tessuto in fibra di vetro è trattato con silicone antiaderente, così non si attacca alla padella, e la custodia ha un fischietto di emergenza agganciato al lato.</p><p>Si stende in meno di tre secondi e dopo l’uso si può riutilizzare fino a cinque volte prima di sostituirla.</p>',
      claims: [
        { quote: 'certificata CE e RoHS', class: 'specifica' },
        { quote: 'omologata dal Ministero dell’Interno', class: 'specifica' },
        { quote: 'trattato con silicone antiaderente', class: 'specifica' },
        { quote: 'fischietto di emergenza', class: 'specifica' },
        { quote: 'meno di tre secondi', class: 'numero' },
        { quote: 'fino a cinque volte', class: 'numero' },
      ],
    },
    {
      id: 'r4-coperta-antifiamma-03',
      text: '<h2>Cosa c’è nella scatola</h2><p>Oltre alla coperta da 100 x 100 cm e alla custodia da parete ci sono due viti con tasselli, il biadesivo e un paio di guanti ignifughi in Kevlar per estrarla senza scottarsi. La custodia è impermeabile e anti-UV, quindi si può montare anche sul balcone o nel camper.</p><p>È una delle coperte antincendio più vendute su Amazon, con oltre 3.000 unità vendute nell’ultimo mese.</p>',
      claims: [
        { quote: 'guanti ignifughi in Kevlar', class: 'specifica' },
        { quote: 'impermeabile', class: 'specifica' },
        { quote: 'anti-UV', class: 'specifica' },
        { quote: 'una delle coperte antincendio più vendute su Amazon', class: 'valutazione' },
        { quote: 'oltre 3.000 unità vendute', class: 'valutazione' },
      ],
    },
    {
      id: 'r4-coperta-antifiamma-04',
      text: '<p>Nella nostra cucina di prova l’abbiamo usata su una padella d’olio in fiamme: il fuoco si è spento in pochi secondi. La fibra di vetro resiste fino a 550 °C e, secondo il produttore, è adatta a fuochi di olio, grassi e tessuti. Ricordate però che dopo l’uso va sostituita.</p><p>Il prezzo scontato è di 15,99 euro.</p>',
      claims: [{ quote: 'l’abbiamo usata su una padella d’olio in fiamme', class: 'test' }],
    },
    {
      id: 'r4-coperta-antifiamma-05',
      text: '<h2>Il verdetto</h2><p>Settecento grammi, una custodia rossa di 25 centimetri per 18 e una coperta in fibra di vetro che sopporta 550 °C: la FB-100 fa bene il suo unico lavoro. Si appende alla parete con due viti o con il biadesivo e si apre tirando i nastri.</p><p>A circa sedici euro, con una media di 4,6 su 5 tra gli acquirenti, è un acquisto da fare una volta e dimenticare in un angolo della cucina.</p>',
      claims: [],
    },
    {
      id: 'r4-coperta-antifiamma-06',
      text: '<p>La FB-100 ha un anello in metallo per appenderla a un gancio e una banda riflettente che la rende visibile anche al buio. Il tessuto è in fibra di vetro ignifuga con un rivestimento in alluminio, e la norma EN 1869 la classifica per fuochi fino a 5 litri di olio.</p><p>Va controllata ogni sei mesi e sostituita comunque dopo 7 anni.</p>',
      claims: [
        { quote: 'anello in metallo', class: 'specifica' },
        { quote: 'banda riflettente', class: 'specifica' },
        { quote: 'rivestimento in alluminio', class: 'specifica' },
        { quote: 'fino a 5 litri di olio', class: 'numero' },
        { quote: 'ogni sei mesi', class: 'numero' },
        { quote: 'dopo 7 anni', class: 'numero' },
      ],
    },
  ],
};
export default file;
