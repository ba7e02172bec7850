import type { CaseFile } from '../types.ts';

/**
 * A rechargeable tactical torch with zoom and five modes, modelled on the listings of Amazon.it.
 * Written for named features and functions the data does not state, and for clean reviews naming
 * its real ones in other words ('lampeggiante' for 'strobo', 'schermo' for 'display'); scored
 * before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'LUMEO T9 Torcia LED Tattica Ricaricabile 1200 Lumen, Zoom Regolabile, 5 Modalità con Strobo e SOS, Display della Batteria, Impermeabile IPX6, Batteria 18650 Inclusa, per Campeggio ed Emergenza',
    nome_sintetico: 'Torcia LUMEO T9',
    specifiche_tecniche: [
      'Flusso luminoso: 1200 lumen',
      'Modalità: alta, media, bassa, strobo, SOS',
      'Messa a fuoco: zoom telescopico',
      'Batteria: 18650 da 4000 mAh, ricaricabile',
      'Ricarica: USB-C, 4 ore',
      'Autonomia: 3-12 ore',
      'Grado di protezione: IPX6',
      'Display: percentuale della batteria',
      'Materiale: lega di alluminio aeronautico',
    ].join('\n'),
    descrizione_generale:
      'Torcia tattica con fascio regolabile da largo a concentrato tirando la testa. Il display sul corpo mostra la carica residua in percentuale. La coda ha un pulsante di accensione; il corpo zigrinato non scivola dalla mano anche con i guanti. Include clip da tasca e cordino.',
    informazioni_articolo: ['Peso articolo: 180 grammi', 'Lunghezza: 14,5 cm', 'Produttore: LUMEO', 'Numero modello articolo: T9-Z', 'Colore: Nero'].join('\n'),
    contenuto_scatola: ['Torcia', 'Batteria 18650', 'Cavo USB-C', 'Clip', 'Cordino', 'Custodia'].join('\n'),
    prezzo_prodotto: 24.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'ztor-01',
      text: '<p>La LUMEO T9 ha cinque modalità: tre livelli di luce, una lampeggiante per farsi vedere e il segnale di soccorso SOS. Tirando la testa il fascio passa da largo a concentrato.</p>',
      claims: [],
    },
    {
      id: 'ztor-02',
      text: '<p>Sul corpo c’è un piccolo schermo che mostra la percentuale di carica, comodo per capire quando attaccarla al cavo USB-C. Si ricarica in circa quattro ore.</p>',
      claims: [],
    },
    {
      id: 'ztor-03',
      text: '<p>Regge la pioggia senza problemi (IPX6) e il corpo in alluminio zigrinato si tiene bene anche con i guanti. Pesa 180 grammi, batteria compresa.</p>',
      claims: [],
    },
    {
      id: 'ztor-04',
      text: '<p>Dispone di una bussola integrata nel tappo di coda e di un martelletto frangivetro, utilissimo in auto.</p>',
      claims: [
        { quote: 'bussola', class: 'specifica' },
        { quote: 'martelletto frangivetro', class: 'specifica' },
      ],
    },
    {
      id: 'ztor-05',
      text: '<p>Oltre alla luce bianca offre una luce rossa per preservare la visione notturna e una funzione power bank per ricaricare il telefono.</p>',
      claims: [
        { quote: 'luce rossa', class: 'specifica' },
        { quote: 'funzione power bank', class: 'specifica' },
      ],
    },
    {
      id: 'ztor-06',
      text: '<p>La coda è magnetica, così si attacca al cofano, e un sensore di movimento la accende con un gesto della mano.</p>',
      claims: [
        { quote: 'magnetica', class: 'specifica' },
        { quote: 'sensore di movimento', class: 'specifica' },
      ],
    },
    {
      id: 'ztor-07',
      text: '<p>È dotata di un LED CREE XHP70 e di una memoria che riaccende l’ultima modalità usata.</p>',
      claims: [
        { quote: 'CREE XHP70', class: 'specifica' },
        { quote: 'memoria', class: 'specifica' },
      ],
    },
    {
      id: 'ztor-08',
      text: '<p>La modalità strobo è utile per segnalare la propria posizione; in confezione ci sono la batteria 18650, il cavo, la clip, il cordino e una custodia.</p>',
      claims: [],
    },
    {
      id: 'ztor-09',
      text: '<p>Costa 24,99 euro e ha una media di 4,6 su 5: per una torcia da 1200 lumen con zoom è un buon affare.</p>',
      claims: [],
    },
    {
      id: 'ztor-10',
      text: '<p>Le recensioni degli acquirenti sono entusiaste e la torcia è amatissima dai campeggiatori: è la più votata della categoria.</p>',
      claims: [
        { quote: 'recensioni degli acquirenti sono entusiaste', class: 'valutazione' },
        { quote: 'amatissima', class: 'valutazione' },
        { quote: 'la più votata', class: 'valutazione' },
      ],
    },
    {
      id: 'ztor-11',
      text: '<p>Certificata secondo lo standard ANSI FL1, la T9 è anche impermeabile fino a 2 metri di profondità per mezz’ora.</p>',
      claims: [
        { quote: 'ANSI FL1', class: 'specifica' },
        { quote: 'fino a 2 metri di profondità per mezz’ora', class: 'numero' },
      ],
    },
    {
      id: 'ztor-12',
      text: '<p>La batteria da 4000 mAh dura da 3 a 12 ore a seconda del livello. Se uscite di notte in montagna, portate comunque una bussola e un fischietto nello zaino.</p>',
      claims: [],
    },
    {
      id: 'ztor-13',
      text: '<p>Il fascio arriva a 1500 lumen e la torcia ha sette modalità, compresa una funzione SOS automatica.</p>',
      claims: [
        { quote: '1500 lumen', class: 'numero' },
        { quote: 'sette modalità', class: 'numero' },
      ],
    },
    {
      id: 'ztor-14',
      text: '<p>Il corpo ha un trattamento antigraffio anodizzato di tipo III e la lente è in vetro temperato antiriflesso.</p>',
      claims: [
        { quote: 'antigraffio', class: 'specifica' },
        { quote: 'anodizzato', class: 'specifica' },
        { quote: 'vetro temperato', class: 'specifica' },
        { quote: 'antiriflesso', class: 'specifica' },
      ],
    },
  ],
};
export default file;
