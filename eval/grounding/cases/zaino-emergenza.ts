import type { CaseFile } from '../types.ts';

/** A ready-made 72-hour emergency backpack for 2 people, modelled on the survival-kit listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'SalvaKit Zaino di Emergenza 72 Ore per 2 Persone, Kit di Sopravvivenza Completo 35 Litri con 30 Articoli, Primo Soccorso, Coperte Termiche, Radio Torcia a Manovella, Zaino Idrorepellente in Poliestere 600D, Nero e Arancione',
    nome_sintetico: 'Zaino di emergenza SalvaKit 72 ore',
    specifiche_tecniche: [
      'Capacità: 35 Litri',
      'Numero di persone: 2',
      'Autonomia: 72 ore',
      'Numero di articoli: 30',
      'Materiale: Poliestere 600D idrorepellente',
      'Chiusura: Cerniera',
      'Radio-torcia: dinamo a manovella, pannello solare, powerbank 2000 mAh',
      'Acqua: 6 buste da 125 ml, durata 5 anni',
      'Razioni alimentari: 2 da 2500 kcal',
    ].join('\n'),
    descrizione_generale:
      'Zaino di emergenza pronto all’uso con il necessario per 2 persone nelle prime 72 ore dopo un’evacuazione. Il tessuto in poliestere 600D è idrorepellente e le cinghie imbottite sono regolabili. Gli articoli sono divisi in tasche interne etichettate.',
    informazioni_articolo: [
      'Peso articolo: 4,2 Chilogrammi',
      'Dimensioni prodotto: 50 x 32 x 20 Centimetri',
      'Colore: Nero con inserti arancioni ad alta visibilità',
      'Produttore: SalvaKit',
      'Numero modello articolo: SK-72D',
      'Garanzia: 2 anni',
      'Fascia d’età: Adulto',
    ].join('\n'),
    contenuto_scatola: [
      '1 zaino da 35 litri',
      '2 coperte termiche di emergenza',
      '2 poncho antipioggia',
      '1 radio-torcia a manovella con powerbank',
      '1 kit di primo soccorso',
      '2 fischietti',
      '1 coltello multiuso',
      '4 mascherine FFP2',
      '2 paia di guanti da lavoro',
      '6 buste di acqua potabile da 125 ml',
      '2 razioni alimentari da 2500 kcal',
      '2 bastoncini luminosi',
      '1 accendino antivento',
      '2 sacchi a pelo di emergenza',
      '1 guida all’uso in italiano',
    ].join('\n'),
    prezzo_originale: 129.99,
    prezzo_scontato: 109.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 'zaino-01',
      text: '<h2>Cosa c’è dentro</h2><p>Lo zaino SalvaKit da 35 litri contiene 30 articoli pensati per due persone e tre giorni: due coperte termiche, due poncho, quattro mascherine FFP2 e sei buste d’acqua da 125 ml.</p>',
      claims: [],
    },
    {
      id: 'zaino-02',
      text: '<p>Con i suoi 45 articoli, questo kit basta a una famiglia di 4 persone per le prime 72 ore.</p>',
      claims: [
        { quote: '45 articoli', class: 'numero' },
        { quote: '4 persone', class: 'numero' },
      ],
    },
    {
      id: 'zaino-03',
      text: '<h2>Specifiche</h2><ul><li>Materiale: nylon ripstop 1000D</li><li>Capacità: 40 litri</li><li>Peso: 4,2 kg</li></ul>',
      claims: [
        { quote: 'Materiale: nylon ripstop', class: 'specifica' },
        { quote: '1000D', class: 'specifica' },
        { quote: '40 litri', class: 'numero' },
      ],
    },
    {
      id: 'zaino-04',
      text: '<p>Durante la nostra prova abbiamo simulato un’evacuazione notturna: la radio-torcia a manovella, impermeabile IPX4, è rimasta accesa per 10 ore.</p>',
      claims: [
        { quote: 'Durante la nostra prova', class: 'test' },
        { quote: 'IPX4', class: 'specifica' },
        { quote: '10 ore', class: 'numero' },
      ],
    },
    {
      id: 'zaino-05',
      text: '<p>Su Amazon ha cinque stelle e costa 89,99 €, meno di quanto spendereste comprando gli articoli uno per uno.</p>',
      claims: [
        { quote: 'cinque stelle', class: 'valutazione' },
        { quote: '89,99 €', class: 'prezzo' },
        { quote: 'meno di quanto spendereste comprando gli articoli uno per uno', class: 'qualitativa' },
      ],
    },
    {
      id: 'zaino-06',
      text: '<p>Il kit pesa 4.200 grammi e lo zaino misura 50 x 32 x 20 cm. Il poliestere 600D è idrorepellente e le cinghie imbottite si regolano.</p><p>Dentro, le tasche etichettate aiutano a trovare subito la radio-torcia a manovella, che ricarica il telefono con il suo powerbank da 2.000 mAh.</p>',
      claims: [],
    },
    {
      id: 'zaino-07',
      text: '<p>Le buste d’acqua si conservano 2 anni e le due razioni forniscono 3600 kcal ciascuna: abbastanza per tre giorni.</p>',
      claims: [
        { quote: '2 anni', class: 'numero' },
        { quote: '3600 kcal', class: 'numero' },
      ],
    },
    {
      id: 'zaino-08',
      text: '<p>È il kit di emergenza più completo sul mercato italiano ed è conforme alle linee guida della Protezione Civile.</p>',
      claims: [
        { quote: 'il kit di emergenza più completo sul mercato italiano', class: 'qualitativa' },
        { quote: 'conforme alle linee guida della Protezione Civile', class: 'specifica' },
      ],
    },
    {
      id: 'zaino-09',
      text: '<p>In redazione lo teniamo pronto vicino alla porta da sei mesi e lo consigliamo senza riserve. Il nostro voto: 9/10.</p>',
      claims: [
        { quote: 'In redazione lo teniamo pronto vicino alla porta da sei mesi', class: 'test' },
        { quote: 'Il nostro voto: 9/10', class: 'valutazione' },
      ],
    },
    {
      id: 'zaino-10',
      text: '<p>Dentro ci sono anche 2 razioni da 2.500 kcal, 2 sacchi a pelo di emergenza e un accendino antivento. Lo zaino è nero con inserti arancioni ad alta visibilità e ha 2 anni di garanzia.</p><p>Oggi costa 109,99 € invece di 129,99 €.</p>',
      claims: [],
    },
  ],
};

export default file;
