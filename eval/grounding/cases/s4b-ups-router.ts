import type { CaseFile } from '../types.ts';

/** Reviews of a mini DC UPS for Wi-Fi router and fibre ONT, modelled on Amazon.it listings of 10000 mAh router UPS units. */
const file: CaseFile = {
  product: {
    nome_prodotto: `VOLTIKA Mini UPS per Router WiFi 10400mAh, Gruppo di Continuità DC 5V/9V/12V con Uscita USB e POE 24V, Batteria di Backup per Modem, ONT Fibra, Telecamere IP`,
    nome_sintetico: `Voltika Mini UPS 10400mAh`,
    specifiche_tecniche: `Marca: Voltika
Capacità della batteria: 10400 Milliampere ore
Energia della batteria: 38,48 Wattora
Tensione di uscita: 5 Volt, 9 Volt, 12 Volt
Potenza di uscita: 25 Watt
Porte di uscita: 1 x USB-A 5V/2A, 1 x DC 5,5x2,1 mm 9V/12V, 1 x DC 12V, 1 x POE 24V
Tempo di commutazione: 0 Millisecondi
Tensione di ingresso: 12 Volt (alimentatore incluso, 100-240 V)
Tipo di batteria: Ioni di litio (4 celle 18650)
Dimensioni prodotto: 11,6 x 11,6 x 2,8 cm
Peso articolo: 310 Grammi
Colore: Nero`,
    descrizione_generale: `Quando va via la corrente, il router resta acceso. Il mini UPS Voltika si collega tra l'alimentatore e il router e interviene in 0 ms, senza riavvii né perdita di connessione. Con 10400 mAh alimenta un router da 12 V/1 A per circa 6 ore, oppure router e ONT in fibra insieme per circa 3 ore. Quattro LED sul frontale mostrano il livello di carica residua.

Uscite 5 V, 9 V e 12 V più una porta POE a 24 V per access point e telecamere IP: un solo dispositivo per tutta la rete di casa. Protezioni contro sovraccarico, cortocircuito, sovratensione e surriscaldamento.`,
    informazioni_articolo: `Numero modello articolo: VK-UPS104
Produttore: Voltika Power Tech
Temperatura di funzionamento: 0 - 40 gradi Celsius
Autonomia: Fino a 6 ore con router 12V/1A
Garanzia del produttore: 24 mesi
ASIN: B0C9XK2L7M
Disponibile su Amazon.it a partire dal: 14 marzo 2023`,
    contenuto_scatola: `1 x Mini UPS VK-UPS104
1 x Alimentatore 12V 2A
2 x Cavo DC 5,5x2,1 mm
1 x Cavo da USB a DC 5V
1 x Cavo da USB a DC 9V
1 x Manuale utente`,
    prezzo_prodotto: 39.99,
    prezzo_originale: 45.99,
    prezzo_scontato: 39.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's4b-ups-router-01',
      text: `<h2>Voltika VK-UPS104: il router resta acceso anche al buio</h2><p>Basta un blackout di pochi minuti per far cadere la connessione e costringere router e ONT a riavviarsi. Il mini UPS di Voltika si mette in mezzo tra alimentatore e router e, quando manca la corrente, passa alla batteria interna in 0 ms, senza riavvii.</p><p>La batteria da 10.400 mAh (circa 38,5 Wh, quattro celle 18650) tiene acceso un router da 12 V e 1 A per circa sei ore; con anche l'ONT della fibra collegato si scende a circa tre ore. Le uscite sono tante: USB a 5 V, DC a 9 e 12 V e una porta POE a 24 V per access point o telecamere IP.</p><p>Costa 39,99 euro invece dei 45,99 di listino e su Amazon.it ha una valutazione media di 4,3 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4b-ups-router-02',
      text: `<p>Abbiamo staccato la corrente di casa per un pomeriggio intero e il router è rimasto online senza interruzioni: è questo il test che conta per un gruppo di continuità, e il Voltika VK-UPS104 lo supera.</p><p>Dentro ci sono quattro celle 18650 per 10400 mAh, e il produttore dichiara fino a 6 ore con un router da 12 V/1 A. Con un modem più parco si arriva tranquillamente a 10 ore. La commutazione è istantanea (0 ms) e le protezioni coprono sovraccarico, cortocircuito, sovratensione e surriscaldamento.</p><p>Il guscio è in alluminio e un display LCD mostra la percentuale esatta di carica. Nella confezione ci sono l'alimentatore da 12 V e 2 A e una serie di cavi, compresi quelli da USB a DC a 5 e 9 V.</p>`,
      claims: [
        { quote: `Abbiamo staccato la corrente di casa per un pomeriggio intero`, class: 'test' },
        { quote: `10 ore`, class: 'numero' },
        { quote: `in alluminio`, class: 'specifica' },
        { quote: `display LCD`, class: 'specifica' },
      ],
    },
    {
      id: 's4b-ups-router-03',
      text: `<h2>Il mini UPS per la fibra di casa</h2><p>Oltre 3.000 recensioni e una media di 4,6 stelle: il mini UPS di Voltika ha un seguito notevole. In un guscio da 11,6 x 11,6 x 2,8 cm, per 310 grammi, mette insieme una batteria da 10400 mAh e quattro porte di uscita, compresa una POE a 24 V che pochi concorrenti offrono.</p><p>L'autonomia è la più lunga della categoria: circa sei ore con un router da 12 V e 1 A. E oggi è in offerta a 34,99 €.</p>`,
      claims: [
        { quote: `Oltre 3.000 recensioni`, class: 'valutazione' },
        { quote: `4,6 stelle`, class: 'valutazione' },
        { quote: `che pochi concorrenti offrono`, class: 'qualitativa' },
        { quote: `la più lunga della categoria`, class: 'qualitativa' },
        { quote: `34,99 €`, class: 'prezzo' },
      ],
    },
    {
      id: 's4b-ups-router-04',
      text: `<p>Chi lavora da casa con la fibra conosce il problema: basta un calo di tensione e la videochiamata cade. Ecco cosa offre il Voltika VK-UPS104 in sintesi:</p><ul><li><strong>Capacità:</strong> 10400 mAh, pari a 38,48 Wh</li><li><strong>Uscite:</strong> USB 5 V/2 A, DC 9 V e 12 V, POE 24 V</li><li><strong>Potenza in uscita:</strong> 25 W</li><li><strong>Commutazione:</strong> zero millisecondi</li><li><strong>Peso e ingombro:</strong> 310 g per 11,6 x 11,6 x 2,8 cm</li></ul><p>Va usato tra 0 e 40 °C, quindi meglio non sistemarlo in una soffitta rovente d'estate. In scatola trovate l'alimentatore da 12 V e 2 A, due cavi DC 5,5x2,1 mm, i due cavi da USB a DC (5 e 9 V) e il manuale. La garanzia è di due anni.</p>`,
      claims: [],
    },
    {
      id: 's4b-ups-router-05',
      text: `<p>Il Voltika VK-UPS104 è un gruppo di continuità in miniatura pensato per router, ONT e telecamere IP. Si alimenta con l'adattatore incluso (12 V, 2 A, accetta da 100 a 240 V) e, in caso di blackout, entra in funzione senza alcun ritardo.</p><p>Secondo il produttore regge circa 6 ore anche con router e ONT collegati insieme. La porta POE eroga 48 V e la ricarica completa richiede appena 3 ore.</p><p>Da segnalare le certificazioni CE e RoHS e le protezioni da sovraccarico e cortocircuito. Il prezzo: 39,99 euro.</p>`,
      claims: [
        { quote: `6 ore anche con router e ONT`, class: 'numero' },
        { quote: `48 V`, class: 'numero' },
        { quote: `3 ore`, class: 'numero' },
        { quote: `certificazioni CE e RoHS`, class: 'specifica' },
      ],
    },
    {
      id: 's4b-ups-router-06',
      text: `<h2>Voltika VK-UPS104: promosso</h2><p>Dopo un mese di utilizzo quotidiano possiamo dirlo: il VK-UPS104 fa quello che promette. I quattro LED sul frontale indicano la carica residua a colpo d'occhio, e la commutazione a 0 ms evita che la connessione cada quando salta la luce.</p><p>Rispetto a un comune powerbank dura il doppio a parità di capacità, e la batteria è garantita per 500 cicli di ricarica. Il modello va usato tra 0 e 40 °C e ha 24 mesi di garanzia.</p>`,
      claims: [
        { quote: `Dopo un mese di utilizzo quotidiano`, class: 'test' },
        { quote: `dura il doppio a parità di capacità`, class: 'qualitativa' },
        { quote: `500 cicli di ricarica`, class: 'numero' },
      ],
    },
  ],
};
export default file;
