import type { CaseFile } from '../types.ts';

/**
 * A 2 kg ABC powder fire extinguisher (EN 3-7), modelled on the listings of Amazon.it. Written
 * for a precision round, scored before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Estintore a Polvere 2 kg ABC Classe 13A 89B C, Omologato EN 3-7, con Manometro e Staffa a Muro, per Casa, Auto, Camper e Ufficio',
    nome_sintetico: 'Estintore a polvere 2 kg',
    specifiche_tecniche: [
      'Agente estinguente: Polvere polivalente ABC',
      'Capacità: 2 Chilogrammi',
      'Classi di fuoco: A, B, C',
      'Capacità estinguente: 13A 89B C',
      'Norma: EN 3-7',
      'Pressione di esercizio: 14 bar',
      'Temperatura di utilizzo: da -30 °C a +60 °C',
      'Durata di scarica: 9 secondi',
      'Gittata: 4 metri',
    ].join('\n'),
    descrizione_generale:
      'Estintore pressurizzato con azoto, corpo in acciaio verniciato rosso e valvola in ottone. Il manometro mostra a colpo d’occhio se è carico. Fornito con staffa per il fissaggio a muro o in auto. Va controllato ogni 6 mesi da un tecnico abilitato, come previsto dalla norma UNI 9994-1.',
    informazioni_articolo: [
      'Peso articolo: 3,6 Chilogrammi',
      'Dimensioni prodotto: 10 x 10 x 36 cm',
      'Produttore: Antifuoco Italia',
      'Numero modello articolo: AF-P2',
      'Materiale: Acciaio',
    ].join('\n'),
    contenuto_scatola: ['Estintore', 'Staffa di fissaggio', 'Viti e tasselli', 'Istruzioni e libretto di manutenzione'].join('\n'),
    prezzo_prodotto: 24.9,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'prec-est-01',
      text: '<p>Due chili di polvere polivalente ABC bastano per un principio d’incendio di solidi, liquidi o gas: la capacità estinguente dichiarata è 13A 89B C e l’estintore è omologato secondo la EN 3-7.</p>',
      claims: [],
    },
    {
      id: 'prec-est-02',
      text: '<p>Il getto arriva a circa quattro metri e dura nove secondi: pochi, quindi conviene mirare alla base delle fiamme fin dal primo istante.</p>',
      claims: [],
    },
    {
      id: 'prec-est-03',
      text: '<p>Il manometro sulla valvola in ottone dice a colpo d’occhio se la pressione è quella giusta (14 bar in esercizio). Il corpo è in acciaio verniciato di rosso, caricato con azoto, e funziona tra 30 gradi sotto zero e 60 sopra.</p>',
      claims: [],
    },
    {
      id: 'prec-est-04',
      text: '<p>Pieno pesa 3,6 kg ed è alto 36 centimetri: sta senza problemi sotto il sedile del camper o in un mobile della cucina. Nella scatola ci sono la staffa, viti e tasselli e il libretto per la manutenzione.</p>',
      claims: [],
    },
    {
      id: 'prec-est-05',
      text: '<p>La norma UNI 9994-1 chiede un controllo semestrale da parte di un tecnico abilitato: segnatevi la data. A 24,90 euro e con una media di 4,6 su 5, è un acquisto che si fa una volta e si dimentica in un angolo, finché serve.</p>',
      claims: [],
    },
    {
      id: 'prec-est-06',
      text: '<h3>Per chi è</h3><ul><li>Casa e ufficio: tenetelo vicino alla cucina, dove nasce la maggior parte degli incendi domestici.</li><li>Auto e camper: la staffa lo tiene fermo anche in curva.</li></ul><p>Il modello AF-P2 di Antifuoco Italia è un estintore da 2 kg senza fronzoli, ed è proprio questo il suo pregio.</p>',
      claims: [],
    },
    {
      id: 'prec-est-07',
      text: '<p>Con una gittata di 6 metri e oltre 15 secondi di scarica ha una marcia in più. Dopo averlo provato in un’esercitazione con i vigili del fuoco, lo consigliamo senza riserve.</p>',
      claims: [
        { quote: '6 metri', class: 'numero' },
        { quote: '15 secondi', class: 'numero' },
        { quote: 'Dopo averlo provato', class: 'test' },
      ],
    },
    {
      id: 'prec-est-08',
      text: '<p>È adatto anche ai fuochi di classe F, quelli degli oli da cucina, e resta valido per 10 anni senza revisione.</p>',
      claims: [
        { quote: 'classe F', class: 'specifica' },
        { quote: '10 anni', class: 'numero' },
      ],
    },
  ],
};

export default file;
