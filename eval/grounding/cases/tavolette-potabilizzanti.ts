import type { CaseFile } from '../types.ts';

/**
 * Water purification tablets (sodium dichloroisocyanurate), modelled on the listings of Amazon.it.
 * Written after the rules of 2026-11-26 were tuned, and scored without tuning to it.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Aquaclor Tavolette Potabilizzanti per Acqua, 100 Compresse al Dicloroisocianurato di Sodio (NaDCC), 1 Compressa per 1 Litro, Trattamento in 30 Minuti, per Campeggio, Trekking, Emergenza e Viaggi',
    nome_sintetico: 'Tavolette potabilizzanti Aquaclor',
    specifiche_tecniche: [
      'Principio attivo: Dicloroisocianurato di sodio (NaDCC) 3,5 mg per compressa',
      'Numero di compresse: 100 (10 blister da 10)',
      'Dosaggio: 1 compressa per 1 litro d’acqua limpida; 2 compresse per acqua torbida',
      'Tempo di azione: 30 minuti (60 minuti per acqua fredda o torbida)',
      'Efficacia: batteri e virus; non sempre efficace contro il Cryptosporidium',
      'Conservazione: 5 anni in confezione integra, sotto i 25 °C',
    ].join('\n'),
    descrizione_generale:
      'Compresse effervescenti per rendere potabile l’acqua limpida di fiumi, fontane e serbatoi quando l’acquedotto non è affidabile. Una compressa tratta un litro d’acqua in 30 minuti e lascia un leggero sapore di cloro. Non rimuovono fango, metalli pesanti e sostanze chimiche: per l’acqua torbida serve prima un filtro o un panno.',
    informazioni_articolo: [
      'Peso articolo: 20 Grammi',
      'Dimensioni confezione: 9 x 6 x 1,5 Centimetri',
      'Produttore: Aquaclor',
      'Numero modello articolo: AQ-100',
      'Forma: Compressa',
    ].join('\n'),
    contenuto_scatola: ['100 compresse in 10 blister da 10', 'Istruzioni in italiano'].join('\n'),
    prezzo_prodotto: 12.9,
    prezzo_originale: 12.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 'tavolette-01',
      text: '<p>Ogni compressa Aquaclor tratta un litro d’acqua limpida in mezz’ora; se l’acqua è torbida o molto fredda le compresse diventano due e l’attesa sale a un’ora. Il principio attivo è il dicloroisocianurato di sodio.</p>',
      claims: [],
    },
    {
      id: 'tavolette-02',
      text: '<p>Nella scatola ci sono 100 compresse in 10 blister da 10, abbastanza per 100 litri di acqua limpida. Si conservano 5 anni nella confezione integra, sotto i 25 °C.</p>',
      claims: [],
    },
    {
      id: 'tavolette-03',
      text: '<h2>Da sapere</h2><p>Lasciano un leggero sapore di cloro e non eliminano fango né metalli pesanti: l’acqua torbida va prima filtrata con un panno. Con meno di 15 euro si ha una scorta che dura a lungo.</p>',
      claims: [],
    },
    {
      id: 'tavolette-04',
      text: '<p>Una sola compressa rende potabili 2 litri d’acqua in appena 10 minuti, eliminando il 99,9% di batteri, virus e cisti.</p>',
      claims: [
        { quote: '2 litri', class: 'numero' },
        { quote: '10 minuti', class: 'numero' },
        { quote: '99,9%', class: 'numero' },
        { quote: 'cisti', class: 'qualitativa' },
      ],
    },
    {
      id: 'tavolette-05',
      text: '<p>Le compresse sono conformi alla norma EN 12931 e approvate dall’Organizzazione Mondiale della Sanità per l’uso domestico.</p>',
      claims: [
        { quote: 'EN 12931', class: 'specifica' },
        { quote: 'approvate dall’Organizzazione Mondiale della Sanità', class: 'specifica' },
      ],
    },
    {
      id: 'tavolette-06',
      text: '<p>A 8,50 € per 100 compresse il costo per litro è irrisorio, e con 4,8 stelle su oltre 3.000 recensioni è il potabilizzante più venduto su Amazon.</p>',
      claims: [
        { quote: '8,50 €', class: 'prezzo' },
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
        { quote: 'il potabilizzante più venduto su Amazon', class: 'qualitativa' },
      ],
    },
    {
      id: 'tavolette-07',
      text: '<p>Durante un trekking in Sardegna le abbiamo usate ogni giorno con l’acqua delle fontane: nessun problema di stomaco.</p>',
      claims: [{ quote: 'le abbiamo usate ogni giorno', class: 'test' }],
    },
    {
      id: 'tavolette-08',
      text: '<ul><li>Principio attivo: ioduro di potassio</li><li>Compresse: 50</li><li>Conservazione: 3 anni</li><li>Peso: 20 g</li></ul>',
      claims: [
        { quote: 'ioduro di potassio', class: 'specifica' },
        { quote: 'Compresse: 50', class: 'numero' },
        { quote: '3 anni', class: 'numero' },
      ],
    },
    {
      id: 'tavolette-09',
      text: '<p>Ogni compressa contiene 5 mg di principio attivo e la confezione pesa appena 20 grammi, quindi sparisce in qualunque kit. Dopo 30 minuti l’acqua è pronta da bere.</p>',
      claims: [{ quote: '5 mg', class: 'numero' }],
    },
    {
      id: 'tavolette-10',
      text: '<p>Senza cloro e senza retrogusto, le tavolette Aquaclor sono adatte anche ai bambini sotto i 3 anni, e una confezione basta a una famiglia di 4 persone per due settimane.</p>',
      claims: [
        { quote: 'Senza cloro', class: 'specifica' },
        { quote: 'senza retrogusto', class: 'qualitativa' },
        { quote: 'sotto i 3 anni', class: 'numero' },
        { quote: '4 persone', class: 'numero' },
        { quote: 'due settimane', class: 'numero' },
      ],
    },
  ],
};

export default file;
