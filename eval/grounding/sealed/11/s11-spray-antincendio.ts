import type { CaseFile } from '../../types.ts';

/** Reviews of a kitchen fire-extinguishing spray can (foam, CO2 propellant, classes A B F), modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'FIAMMASTOP Spray Antincendio per Cucina 750 ml, Estintore Spray a Schiuma per Fuochi di Olio e Grasso (Classe F) e Classi A e B, Alternativa Compatta alla Coperta Antifiamma, con Supporto da Parete, per Casa, Camper e Auto',
    nome_sintetico: 'FIAMMASTOP Spray antincendio 750 ml',
    specifiche_tecniche: `Marca: FIAMMASTOP
Volume: 750 Millilitri
Agente estinguente: Schiuma a base d'acqua, senza fluoro
Gas propellente: CO2
Classi di fuoco: A, B, F
Norma di riferimento: DIN SPEC 14411
Durata di erogazione: 28 secondi
Gittata: 2-3 metri
Temperatura di esercizio: da 0 °C a +50 °C
Scadenza: 5 anni dalla data di produzione
Dimensioni articolo: 7 x 7 x 26 cm
Peso articolo: 960 Grammi`,
    descrizione_generale:
      "Pensato per la cucina, dove il rischio più insidioso è l'olio che prende fuoco in padella: la schiuma a base d'acqua forma uno strato che raffredda e soffoca le fiamme senza far schizzare l'olio bollente. Si usa con una mano sola, come una bomboletta: si toglie il sigillo di sicurezza, si punta alla base delle fiamme da 2-3 metri di distanza e si preme la valvola. Funziona anche su carta, legno e tessuti (classe A) e su liquidi infiammabili come benzina e alcol (classe B).\nTestato su apparecchiature elettriche sotto tensione fino a 1000 V, a una distanza minima di 1 metro. Non necessita di revisione periodica: va sostituito alla scadenza indicata sul fondo. Il supporto da parete incluso permette di tenerlo sempre a portata di mano vicino ai fornelli.",
    informazioni_articolo: `Numero modello articolo: FS-750K
Contiene liquidi: Sì
Paese di origine: Polonia
Data di disponibilità: 14 ottobre 2022`,
    contenuto_scatola: `1 x Spray antincendio 750 ml
1 x Supporto da parete con 2 viti e tasselli`,
    prezzo_prodotto: 24.9,
    prezzo_originale: 29.9,
    prezzo_scontato: 24.9,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's11-spray-antincendio-01',
      text: "<h2>FIAMMASTOP 750 ml: un estintore in bomboletta per la cucina</h2><p>Un incendio di olio in padella è uno degli incidenti domestici più frequenti, e il FIAMMASTOP è pensato proprio per questo: una bomboletta da 750 ml di schiuma a base d'acqua, senza fluoro, che forma uno strato capace di raffreddare e soffocare le fiamme senza far schizzare l'olio.</p><p>Copre le classi di fuoco A, B e F e ha come norma di riferimento la DIN SPEC 14411. L'erogazione dura 28 secondi, oltre il doppio di un estintore a polvere da 1 kg, e la gittata arriva a 5 metri.</p>",
      claims: [
        { quote: 'uno degli incidenti domestici più frequenti', class: 'qualitativa' },
        { quote: 'oltre il doppio di un estintore a polvere da 1 kg', class: 'qualitativa' },
        { quote: '5 metri', class: 'numero' },
      ],
    },
    {
      id: 's11-spray-antincendio-02',
      text: "<p>Nel nostro test abbiamo dato fuoco a mezzo litro d'olio in una padella da 28 cm, e due secondi di spruzzo sono bastati a spegnere le fiamme, senza schizzi.</p><p>Il merito è della schiuma a base d'acqua, che forma uno strato sopra l'olio. La bomboletta pesa 960 grammi, misura 7 x 7 x 26 cm e si usa con una sola mano, dopo aver tolto il sigillo di sicurezza; come propellente usa la CO2.</p><p>Non richiede revisioni periodiche: va sostituita dopo 10 anni.</p>",
      claims: [
        { quote: "Nel nostro test abbiamo dato fuoco a mezzo litro d'olio in una padella da 28 cm", class: 'test' },
        { quote: 'due secondi di spruzzo sono bastati a spegnere le fiamme', class: 'test' },
        { quote: '10 anni', class: 'numero' },
      ],
    },
    {
      id: 's11-spray-antincendio-03',
      text: "<p>Grazie al supporto da parete con viti e tasselli, il FIAMMASTOP può stare fisso accanto ai fornelli, sempre a portata di mano. Il produttore lo propone anche per camper e auto; la temperatura di esercizio va da 0 a +50 °C.</p><p>Contiene un litro di schiuma estinguente ed è consigliato dai Vigili del Fuoco; una rivista di consumatori lo ha premiato come miglior prodotto per la sicurezza domestica del 2023. Sugli apparecchi elettrici sotto tensione è testato fino a 1000 V, da almeno un metro di distanza.</p>",
      claims: [
        { quote: 'un litro di schiuma', class: 'numero' },
        { quote: 'consigliato dai Vigili del Fuoco', class: 'qualitativa' },
        { quote: 'premiato come miglior prodotto per la sicurezza domestica del 2023', class: 'valutazione' },
      ],
    },
    {
      id: 's11-spray-antincendio-04',
      text: "<p>Tre classi di fuoco in una bomboletta di 26 centimetri: il <strong>FIAMMASTOP</strong> spegne carta, legno e tessuti (classe A), liquidi infiammabili come benzina e alcol (classe B) e soprattutto l'olio da cucina (classe F), il caso per cui è nato.</p><ul><li>750 ml di schiuma a base d'acqua senza fluoro, spinta da CO2</li><li>28 secondi di erogazione, da 2-3 metri di distanza</li><li>Norma di riferimento: DIN SPEC 14411</li><li>Nessuna revisione periodica: si cambia a cinque anni dalla produzione</li><li>Poco meno di un chilo, supporto a parete incluso</li></ul><p>In offerta a 24,90 € (listino 29,90 €), con una media di 4,6 su 5.</p>",
      claims: [],
    },
    {
      id: 's11-spray-antincendio-05',
      text: "<h2>Il nostro giudizio</h2><p>Per meno di 25 euro il FIAMMASTOP offre una protezione concreta contro il tipo di incendio più comune in casa. Si usa a distanza, da 2-3 metri, e con una mano sola.</p><p>Il prezzo è sceso da 39,90 a 24,90 euro, e gli oltre 3.000 acquirenti che lo hanno recensito gli assegnano in media 4,6 stelle. Lo consigliamo anche come regalo per chi va a vivere da solo.</p>",
      claims: [
        { quote: 'il tipo di incendio più comune in casa', class: 'qualitativa' },
        { quote: '39,90', class: 'prezzo' },
        { quote: 'oltre 3.000 acquirenti che lo hanno recensito', class: 'valutazione' },
      ],
    },
    {
      id: 's11-spray-antincendio-06',
      text: "<p>Chi cucina spesso con l'olio, o usa la friggitrice, farebbe bene a tenerne uno vicino ai fornelli. Il FIAMMASTOP FS-750K è prodotto in Germania, usa una schiuma a base d'acqua priva di fluoro e si aziona con una mano. Pesa 960 grammi.</p><p>Due avvertenze: scade cinque anni dopo la produzione, e sotto gli 0 °C non va usato. In compenso la valvola si può richiudere dopo l'uso, così la bomboletta resta disponibile per un secondo intervento.</p>",
      claims: [
        { quote: 'prodotto in Germania', class: 'specifica' },
        { quote: "la valvola si può richiudere dopo l'uso", class: 'specifica' },
      ],
    },
  ],
};
export default file;
