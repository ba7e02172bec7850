import type { CaseFile } from '../../types.ts';

/** Reviews of a finger pulse oximeter with OLED display, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Vitasat Pulsossimetro da Dito OX-200, Saturimetro con Display OLED a Colori, Misurazione SpO2, Frequenza Cardiaca e Indice di Perfusione, Allarme, Spegnimento Automatico, Batterie Incluse",
    nome_sintetico: "Vitasat OX-200",
    specifiche_tecniche: [
      "Marca: Vitasat",
      "Tipo di display: OLED a colori, 4 direzioni di visualizzazione",
      "Intervallo di misurazione SpO2: 70-100%",
      "Precisione SpO2: ±2% (80-100%)",
      "Intervallo frequenza cardiaca: 30-250 bpm",
      "Precisione frequenza cardiaca: ±2 bpm",
      "Tipo di alimentazione: 2 batterie AAA",
      "Autonomia: circa 30 ore di funzionamento continuo",
      "Spegnimento automatico: dopo 8 secondi senza dito",
    ].join('\n'),
    descrizione_generale: "Il pulsossimetro Vitasat OX-200 misura in circa 10 secondi la saturazione dell'ossigeno (SpO2), la frequenza cardiaca e l'indice di perfusione (PI), mostrando i valori e l'onda pletismografica sul display OLED a colori, leggibile in quattro orientamenti. Basta inserire il dito e premere il pulsante: lo strumento si spegne da solo 8 secondi dopo la rimozione del dito per risparmiare le batterie. Un allarme acustico segnala quando i valori escono dalle soglie impostate. Leggero e compatto, si porta nel kit di primo soccorso o in borsa con il cordino incluso.",
    informazioni_articolo: [
      "Numero modello articolo: OX-200",
      "Dimensioni articolo: 6 x 3,3 x 3,1 cm",
      "Peso articolo: 52 Grammi (batterie escluse)",
      "Classificazione: Dispositivo medico CE classe IIa",
      "Fascia d'età: Adulti e bambini dai 4 anni",
    ].join('\n'),
    contenuto_scatola: [
      "1 x Pulsossimetro Vitasat OX-200",
      "2 x Batterie AAA",
      "1 x Cordino",
      "1 x Custodia in silicone",
      "1 x Manuale d'uso",
    ].join('\n'),
    prezzo_prodotto: 22.9,
    prezzo_originale: 29.9,
    prezzo_scontato: 22.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's10a-pulsossimetro-01',
      text: "<h2>Vitasat OX-200: il saturimetro da tenere nel kit</h2><p>Il Vitasat OX-200 è un pulsossimetro da dito con display OLED a colori, leggibile in quattro orientamenti. In una decina di secondi mostra saturazione, battito e indice di perfusione, oltre all'onda pletismografica.</p><p>Misura la SpO2 tra il 70 e il 100 per cento, con una tolleranza di due punti nella fascia 80-100%, e la frequenza cardiaca da 30 a 250 battiti al minuto. Funziona con due pile ministilo, già incluse, che garantiscono una trentina di ore d'uso continuo; quando si toglie il dito si spegne da solo dopo otto secondi.</p><p>È un dispositivo medico CE di classe IIa, adatto anche ai bambini dai quattro anni. Lo si trova a 22,90 €, scontato rispetto ai 29,90 € di listino.</p>",
      claims: [],
    },
    {
      id: 's10a-pulsossimetro-02',
      text: "<p>Piccolo, leggero e senza fronzoli: il Vitasat OX-200 pesa 52 grammi senza batterie e misura sei centimetri di lunghezza, quindi si porta senza problemi nel kit di primo soccorso.</p><ul><li><strong>Cosa misura:</strong> SpO2, frequenza cardiaca e indice di perfusione (PI)</li><li><strong>Precisione:</strong> ±2% sulla saturazione tra l'80 e il 100%, ±2 bpm sul battito</li><li><strong>Allarme:</strong> acustico, quando i valori escono dalle soglie impostate</li><li><strong>In confezione:</strong> due batterie AAA, cordino, custodia in silicone e manuale</li></ul><p>Con una valutazione media di 4,5 su 5 e un prezzo sotto i 23 euro, è una scelta sensata per chi vuole tenere d'occhio l'ossigenazione a casa.</p>",
      claims: [],
    },
    {
      id: 's10a-pulsossimetro-03',
      text: "<h2>Vitasat OX-200: precisione e funzioni</h2><p>Per due settimane l'ho usato ogni mattina confrontandolo con il saturimetro di un ambulatorio, e i valori sono sempre stati in linea. Merito anche della precisione dichiarata di ±1%, migliore di quella di molti concorrenti.</p><p>Il display OLED a colori si legge bene in quattro direzioni e, oltre a SpO2 e battito, mostra l'indice di perfusione. C'è anche il Bluetooth per inviare le misurazioni allo smartphone. Due batterie AAA incluse, spegnimento automatico dopo 8 secondi.</p>",
      claims: [
        { quote: "l'ho usato ogni mattina confrontandolo con il saturimetro di un ambulatorio", class: 'test' },
        { quote: '±1%', class: 'numero' },
        { quote: 'migliore di quella di molti concorrenti', class: 'qualitativa' },
        { quote: 'Bluetooth', class: 'specifica' },
      ],
    },
    {
      id: 's10a-pulsossimetro-04',
      text: "<p>Il Vitasat OX-200 è un saturimetro da dito che misura ossigenazione del sangue, frequenza cardiaca e pressione arteriosa, tutto su un display OLED a colori. Si accende premendo un solo pulsante e in circa 10 secondi restituisce i valori.</p><p>L'allarme, acustico e a vibrazione, si attiva quando i parametri escono dalle soglie impostate. Con le due pile AAA in dotazione l'autonomia arriva a 40 ore di uso continuo, poi basta sostituirle.</p><p>Costa 19,90 € ed è adatto anche ai bambini dai quattro anni.</p>",
      claims: [
        { quote: 'pressione arteriosa', class: 'specifica' },
        { quote: 'a vibrazione', class: 'specifica' },
        { quote: '40 ore', class: 'numero' },
        { quote: '19,90 €', class: 'prezzo' },
      ],
    },
    {
      id: 's10a-pulsossimetro-05',
      text: "<h2>Perché averlo in casa</h2><p>Quando in famiglia c'è qualcuno con una malattia respiratoria conviene tenere d'occhio la saturazione: secondo molti medici un valore sotto il 94% è il segnale per chiamarli. Il Vitasat OX-200 misura la SpO2 tra il 70 e il 100%, con un margine di ±2% nella fascia alta, e rileva il battito fino a 250 bpm.</p><p>È più preciso dei pulsossimetri venduti in farmacia e funziona anche con lo smalto sulle unghie. Non stupisce che sia già stato scelto da oltre 10.000 clienti. Nella confezione trovate custodia in silicone e cordino.</p>",
      claims: [
        { quote: 'sotto il 94%', class: 'numero' },
        { quote: 'più preciso dei pulsossimetri venduti in farmacia', class: 'qualitativa' },
        { quote: 'funziona anche con lo smalto sulle unghie', class: 'qualitativa' },
        { quote: 'scelto da oltre 10.000 clienti', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
