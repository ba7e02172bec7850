import type { CaseFile } from '../../types.ts';

/** Reviews of a mechanical wind-up alarm clock with a dynamo torch and no batteries, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'TICKLUME Sveglia Meccanica a Carica Manuale con Torcia LED a Dinamo, Senza Batterie, Doppio Campanello in Metallo, Lancette Fotoluminescenti, per Emergenze e Blackout, Verde Militare',
    nome_sintetico: 'TICKLUME Sveglia meccanica con torcia a dinamo',
    specifiche_tecniche: `Marca: TICKLUME
Tipo di meccanismo: Meccanico a carica manuale
Autonomia della carica: 36 Ore
Tipo di suoneria: Doppio campanello in metallo
Volume suoneria: 85 Decibel
Alimentazione torcia: Dinamo a manovella
Numero di LED: 3
Flusso luminoso: 40 Lumen
Diametro quadrante: 10 Centimetri
Materiale: Metallo e ABS
Colore: Verde militare
Peso articolo: 380 Grammi`,
    descrizione_generale:
      "Una sveglia che non dipende da pile né dalla presa di corrente. La molla si carica a mano girando la chiavetta sul retro e fa funzionare orologio e suoneria per circa 36 ore; il doppio campanello in metallo da 85 dB sveglia anche chi ha il sonno pesante.\nSopra il quadrante è integrata una torcia a 3 LED alimentata da una dinamo: un minuto di manovella (circa 120 giri) dà 10 minuti di luce, utile durante un blackout o per muoversi in casa di notte. La manovella è pieghevole e si richiude nel corpo. Lancette e indici sono fotoluminescenti, quindi l'ora si legge anche al buio.",
    informazioni_articolo: `Numero modello articolo: TL-WD3
Batterie incluse: No
Batterie necessarie: No
Dimensioni articolo L x P x H: 12 x 6 x 15 cm
Paese di origine: Cina
Data di disponibilità: 5 settembre 2022`,
    contenuto_scatola: `1 x Sveglia meccanica con torcia a dinamo
1 x Manuale d'istruzioni in italiano`,
    prezzo_prodotto: 27.9,
    prezzo_originale: 27.9,
    valutazione_prodotto: 4.1,
  },
  cases: [
    {
      id: 's11-sveglia-dinamo-01',
      text: "<h2>TICKLUME: la sveglia che non teme i blackout</h2><p>Niente pile, niente presa: la TICKLUME torna all'essenziale. Si carica la molla con la chiavetta sul retro e l'orologio va avanti per circa 36 ore, con una suoneria a doppio campanello da 85 dB.</p><p>La vera sorpresa è la torcia integrata sopra il quadrante: tre LED e 40 lumen, alimentati da una dinamo a manovella. Basta un minuto di rotazione per avere mezz'ora di luce, e la stessa manovella può ricaricare lo smartphone tramite la porta USB.</p><p>Il corpo in metallo e ABS è resistente agli urti.</p>",
      claims: [
        { quote: "mezz'ora di luce", class: 'numero' },
        { quote: 'ricaricare lo smartphone tramite la porta USB', class: 'specifica' },
        { quote: 'resistente agli urti', class: 'qualitativa' },
      ],
    },
    {
      id: 's11-sveglia-dinamo-02',
      text: "<p>Abbiamo tenuto la TICKLUME sul comodino per tre settimane, al posto della sveglia del telefono. La molla dura circa 36 ore, quindi basta ricaricarla ogni sera; il quadrante da 10 cm si legge anche al buio grazie a lancette e indici fotoluminescenti, e i due campanelli da 85 decibel svegliano anche chi ha il sonno pesante. Precisione dichiarata: ±1 minuto al giorno.</p><p>La torcia a dinamo è il vero plus per le emergenze: con un minuto di manovella si hanno dieci minuti di luce, e il fascio arriva a 50 metri. La sveglia pesa 380 grammi.</p>",
      claims: [
        { quote: 'Abbiamo tenuto la TICKLUME sul comodino per tre settimane', class: 'test' },
        { quote: '±1 minuto al giorno', class: 'numero' },
        { quote: '50 metri', class: 'numero' },
      ],
    },
    {
      id: 's11-sveglia-dinamo-03',
      text: "<h2>Sveglia meccanica con torcia: cosa offre la TICKLUME</h2><p>È una sveglia vecchio stile, ma pensata per le emergenze. Non usa batterie di nessun tipo: l'orologio funziona a molla, da caricare a mano, con un'autonomia di circa un giorno e mezzo, e la torcia si alimenta girando una manovella.</p><ul><li>Suoneria a due campanelli in metallo, 85 dB</li><li>Torcia a tre LED, 40 lumen: un minuto di manovella, circa 120 giri, vale dieci minuti di luce</li><li>Lancette e indici fotoluminescenti, quadrante di 10 cm</li><li>380 grammi, 12 x 6 x 15 cm, colore verde militare</li></ul><p>Costa 27,90 euro e ha una media di 4,1 stelle su 5.</p>",
      claims: [],
    },
    {
      id: 's11-sveglia-dinamo-04',
      text: "<p>Tra le sveglie da kit d'emergenza, la TICKLUME è probabilmente la più completa in commercio. Non ha bisogno di pile: la molla, caricata a mano, garantisce circa 36 ore di funzionamento.</p><p>La torcia a tre LED sopra il quadrante si alimenta con una dinamo a manovella pieghevole, che si richiude nel corpo, e permette di scegliere tra luce fissa e lampeggiante SOS. Lancette e indici fotoluminescenti si leggono al buio. Il corpo è impermeabile IPX4, e nella scatola c'è un manuale in italiano.</p>",
      claims: [
        { quote: 'la più completa in commercio', class: 'qualitativa' },
        { quote: 'lampeggiante SOS', class: 'specifica' },
        { quote: 'IPX4', class: 'specifica' },
      ],
    },
    {
      id: 's11-sveglia-dinamo-05',
      text: "<h2>Il verdetto in breve</h2><p>La TICKLUME TL-WD3 è una sveglia meccanica a carica manuale con torcia a dinamo integrata. Nella scatola ci sono la sveglia e il manuale in italiano; niente pile, perché non servono.</p><p>Il prezzo di 27,90 € è in calo rispetto ai 34,90 € di qualche mese fa, e con oltre 5.000 valutazioni e una media di 4,6 stelle è tra le sveglie più vendute della categoria. Il verde militare le dà un aspetto vintage; è disponibile anche in nero e in sabbia.</p>",
      claims: [
        { quote: '34,90 €', class: 'prezzo' },
        { quote: 'oltre 5.000 valutazioni', class: 'valutazione' },
        { quote: '4,6 stelle', class: 'valutazione' },
        { quote: 'tra le sveglie più vendute della categoria', class: 'valutazione' },
        { quote: 'disponibile anche in nero e in sabbia', class: 'specifica' },
      ],
    },
    {
      id: 's11-sveglia-dinamo-06',
      text: "<p>Durante un blackout notturno viene spontaneo usare il telefono come torcia e come orologio, consumandone la batteria. La <strong>TICKLUME</strong> affida entrambe le funzioni a un oggetto che non usa pile né corrente di rete: la sveglia è meccanica, con una molla caricata a mano che dura circa 36 ore, mentre la torcia a 3 LED sopra il quadrante è alimentata da una dinamo a manovella.</p><p>Il rapporto dichiarato è di 10 minuti di luce per ogni minuto di manovella, pari a circa 120 giri. Lancette e indici fotoluminescenti permettono di leggere l'ora al buio, e il doppio campanello da 85 dB è pensato per svegliare anche chi ha il sonno pesante. Pesa 380 g e costa 27,90 euro.</p>",
      claims: [],
    },
  ],
};
export default file;
