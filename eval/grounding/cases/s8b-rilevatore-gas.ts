import type { CaseFile } from '../types.ts';

/** Reviews of a 230 V mains-powered methane/LPG leak detector with relay output, modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'GASPIA Rilevatore di Gas Metano e GPL per Casa, Allarme Sonoro 85 dB, Alimentazione 230 V, LED a 3 Colori, Conforme EN 50194-1, Uscita Relè per Elettrovalvola, Sensore Fughe di Gas per Cucina e Caldaia',
    nome_sintetico: 'Gaspia GS-230M',
    specifiche_tecniche: [
      'Marca: Gaspia',
      'Colore: Bianco',
      'Gas rilevati: Metano (CH4), GPL',
      'Tipo di sensore: Semiconduttore',
      'Soglia di allarme: 10% LIE',
      'Livello di rumore: 85 Decibel',
      'Tensione: 230 Volt (AC)',
      'Potenza: 2 Watt',
      'Temperatura di funzionamento: Da -10 a 40 gradi Celsius',
      'Standard di sicurezza: EN 50194-1',
      'Dimensioni prodotto: 12 x 7 x 4 cm; 150 grammi',
      'Numero modello articolo: GS-230M',
      'Batterie incluse: No',
      'Metodo di montaggio: Montaggio a parete',
    ].join('\n'),
    descrizione_generale:
      "Una fuga di gas non si vede e spesso, di notte, non si sente. Il rilevatore Gaspia GS-230M controlla l'aria della cucina o del locale caldaia 24 ore su 24 e, quando la concentrazione di metano o GPL raggiunge il 10% del limite inferiore di esplosività, fa scattare una sirena da 85 dB e accende il LED rosso. Il LED verde indica l'alimentazione, quello giallo un guasto del sensore.\n\nPosizionamento: per il metano, più leggero dell'aria, installalo in alto, a circa 30 cm dal soffitto; per il GPL, più pesante, in basso, a circa 30 cm dal pavimento. Dopo il collegamento alla presa attendi 3 minuti di preriscaldamento. L'uscita relè permette di comandare un'elettrovalvola (non inclusa) che chiude il gas in caso di allarme. Il pulsante TEST verifica sirena e LED. Il sensore va sostituito dopo 5 anni.",
    informazioni_articolo: [
      'Produttore: Gaspia Italia',
      'Paese di origine: Cina',
      'Garanzia del produttore: 2 anni',
      'Recensioni dei clienti: 4,3 su 5 stelle, 612 voti',
      'Data di disponibilità: 3 marzo 2023',
    ].join('\n'),
    contenuto_scatola: [
      '1 rilevatore di gas GS-230M',
      '1 cavo di alimentazione con spina italiana (1,5 m)',
      'Viti e tasselli per il montaggio',
      'Manuale di istruzioni in italiano',
    ].join('\n'),
    prezzo_prodotto: 34.9,
    prezzo_originale: 39.9,
    prezzo_scontato: 34.9,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's8b-rilevatore-gas-01',
      text: `<h2>Dove installarlo (e perché conta)</h2>
<p>Il <strong>Gaspia GS-230M</strong> rileva sia il metano sia il GPL, ma non va montato allo stesso modo per entrambi. Il metano è più leggero dell'aria e sale: il rilevatore va quindi fissato in alto, a una trentina di centimetri dal soffitto. Il GPL invece si accumula verso il basso, e in quel caso la posizione giusta è a circa 30 cm dal pavimento.</p>
<p>Una volta inserita la spina nella presa a 230 V servono tre minuti perché il sensore a semiconduttore si scaldi. Da quel momento, se il gas arriva al 10% del limite inferiore di esplosività, parte una sirena da 85 decibel e si accende la spia rossa. Con il tasto TEST si controlla periodicamente che sirena e LED funzionino.</p>
<p>Il sensore ha una vita di cinque anni, dopodiché va sostituito.</p>`,
      claims: [],
    },
    {
      id: 's8b-rilevatore-gas-02',
      text: `<p>Tra i rilevatori di gas domestici, il Gaspia GS-230M punta sulla semplicità: si attacca alla presa, si fissa al muro con le viti in dotazione e lavora giorno e notte. Quando la concentrazione di metano o GPL sale oltre la soglia, fa partire un allarme da 95 dB.</p>
<p>Il sensore rileva anche il monossido di carbonio, quindi un solo apparecchio copre sia la cucina sia la caldaia. E grazie alla batteria tampone integrata continua a funzionare anche durante un blackout.</p>
<p>Le tre spie (verde, gialla e rossa) rendono immediato capire lo stato del dispositivo, e l'uscita relè consente di collegare un'elettrovalvola per chiudere il gas in automatico.</p>`,
      claims: [
        { quote: '95 dB', class: 'numero' },
        { quote: 'rileva anche il monossido di carbonio', class: 'specifica' },
        { quote: 'batteria tampone integrata', class: 'specifica' },
      ],
    },
    {
      id: 's8b-rilevatore-gas-03',
      text: `<h2>Un mese con il Gaspia in cucina</h2>
<p>L'abbiamo installato nella nostra cucina per un mese, sopra il piano cottura, e non ha mai dato falsi allarmi, nemmeno con il forno acceso a lungo.</p>
<p>Il preriscaldamento dura appena 30 secondi, poi il LED verde segnala che il dispositivo è alimentato. La sirena è da 85 dB.</p>
<p>Su Amazon ha una media di 4,7 stelle e in questo periodo si trova a 29,90 euro: per un dispositivo che può salvare la casa è una spesa minima.</p>`,
      claims: [
        { quote: "L'abbiamo installato nella nostra cucina per un mese", class: 'test' },
        { quote: '30 secondi', class: 'numero' },
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: '29,90 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's8b-rilevatore-gas-04',
      text: `<p>Il punto di forza del <strong>GS-230M</strong> è il sensore: secondo Gaspia mantiene la sua precisione per 10 anni, il doppio di molti concorrenti, ed è il più sensibile oggi sul mercato domestico. Il dispositivo è conforme alla EN 50194-1 e certificato IMQ, un dettaglio che fa la differenza quando si parla di gas.</p>
<p>Nella confezione c'è tutto per partire: cavo con spina italiana da un metro e mezzo, tasselli, manuale e l'elettrovalvola da collegare all'uscita relè. Funziona tra -10 e 40 °C.</p>`,
      claims: [
        { quote: '10 anni', class: 'numero' },
        { quote: 'il doppio di molti concorrenti', class: 'qualitativa' },
        { quote: 'il più sensibile oggi sul mercato domestico', class: 'qualitativa' },
        { quote: 'certificato IMQ', class: 'specifica' },
        { quote: "l'elettrovalvola da collegare all'uscita relè", class: 'specifica' },
      ],
    },
    {
      id: 's8b-rilevatore-gas-05',
      text: `<h2>Il verdetto</h2>
<p>Trentacinque euro scarsi, precisamente 34,90 invece di 39,90, per un rilevatore che sorveglia metano e GPL a ogni ora del giorno. Il Gaspia consuma appena 2 W, ha una sirena da 85 dB e tre LED che segnalano alimentazione, guasto e allarme. Chi ha una caldaia o un piano cottura a gas può anche abbinargli un'elettrovalvola, da acquistare a parte. Il giudizio degli acquirenti è buono: 4,3 su 5 su oltre seicento valutazioni, e c'è la garanzia di due anni del produttore.</p>`,
      claims: [],
    },
  ],
};
export default file;
