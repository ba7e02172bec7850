import type { CaseFile } from '../types.ts';

/** Reviews of a manual cast-iron lever pump for wells and rainwater tanks, modelled on Amazon.it garden hand-pump listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: `AQUAVIVA Pompa Manuale a Leva in Ghisa per Pozzi e Cisterne, Aspirazione fino a 7 m, Portata 25 L/min, Raccordo 1 1/4", Pompa Acqua a Mano da Giardino, Verde`,
    nome_sintetico: 'Aquaviva pompa manuale in ghisa',
    specifiche_tecniche: [
      'Materiale: Ghisa verniciata a polvere',
      'Colore: Verde',
      'Tipo di alimentazione: Manuale',
      'Portata massima: 25 Litri al minuto',
      'Profondità di aspirazione massima: 7 Metri',
      'Diametro raccordo di aspirazione: 1 1/4 pollici',
      'Temperatura massima del liquido: 40 Gradi Celsius',
      'Peso articolo: 11,5 Chilogrammi',
    ].join('\n'),
    descrizione_generale: `La pompa manuale Aquaviva permette di prelevare acqua da pozzi, cisterne e serbatoi senza bisogno di corrente elettrica: basta azionare la leva. Il corpo in ghisa verniciata a polvere resiste alla ruggine e agli agenti atmosferici ed è pensato per l'installazione permanente all'aperto. Aspira fino a 7 metri di profondità e, a pieno regime, eroga fino a 25 litri al minuto.

La base con quattro fori consente il fissaggio su una piattaforma di legno o di cemento. Adatta solo ad acqua pulita: non utilizzare con liquidi infiammabili o corrosivi.`,
    informazioni_articolo: [
      'Marchio: Aquaviva',
      'Numero modello articolo: AQ-PM125',
      'Dimensioni del prodotto: 42 x 18 x 62 cm; 11,5 Chilogrammi',
      'Uso consigliato: Pozzi, cisterne, serbatoi di acqua piovana',
      'Garanzia del produttore: 2 anni',
    ].join('\n'),
    contenuto_scatola: [
      '1 pompa manuale in ghisa',
      '1 leva di azionamento',
      '1 valvola di fondo con filtro',
      '4 guarnizioni di ricambio',
      'Manuale di istruzioni in italiano',
    ].join('\n'),
    prezzo_prodotto: 69.9,
    prezzo_originale: 79.9,
    prezzo_scontato: 69.9,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's7-pompa-manuale-01',
      text: `<h2>Acqua dal pozzo anche quando manca la corrente</h2><p>Quando l'elettricità non c'è, questa pompa continua a funzionare: la <strong>Aquaviva AQ-PM125</strong> si aziona a leva, senza alcun collegamento elettrico, e preleva acqua da pozzi, cisterne e serbatoi di acqua piovana.</p><p>Il corpo è in ghisa verniciata a polvere, che resiste a ruggine e intemperie, e pesa undici chili e mezzo: non è un attrezzo da spostare, ma da installare una volta per tutte all'aperto, fissandolo su una piattaforma di legno o di cemento grazie ai quattro fori della base.</p><p>I dati dichiarati: aspirazione fino a 7 metri di profondità e fino a 25 litri al minuto a pieno regime, con raccordo da 1 1/4 di pollice. Va usata solo con acqua pulita, fino a 40 °C. Nella confezione ci sono anche la leva, la valvola di fondo con filtro e quattro guarnizioni di ricambio. Costa 69,90 euro, scontata dai 79,90 di listino.</p>`,
      claims: [],
    },
    {
      id: 's7-pompa-manuale-02',
      text: `<h2>Aquaviva AQ-PM125: acqua a leva, senza corrente</h2><p>L'abbiamo installata sul pozzo di una casa di campagna e usata per tutta l'estate: la <strong>pompa manuale Aquaviva</strong> fa quello che promette. Niente cavi, niente corrente, solo una leva e un corpo in ghisa verde verniciata a polvere.</p><p>Sulla carta aspira fino a 9 metri di profondità ed eroga fino a 25 litri al minuto, valori più che sufficienti per irrigare un orto di medie dimensioni. La base ha quattro fori per il fissaggio su legno o cemento, e nella scatola si trovano valvola di fondo, leva e guarnizioni di ricambio.</p><p>Con una valutazione di 4,7 stelle è tra le pompe manuali più apprezzate su Amazon, e costa 69,90 euro.</p>`,
      claims: [
        { quote: `L'abbiamo installata sul pozzo di una casa di campagna e usata per tutta l'estate`, class: 'test' },
        { quote: '9 metri', class: 'numero' },
        { quote: 'più che sufficienti per irrigare un orto di medie dimensioni', class: 'qualitativa' },
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'tra le pompe manuali più apprezzate su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's7-pompa-manuale-03',
      text: `<p>Per chi ha un pozzo in giardino e vuole acqua anche senza elettricità, il modello <strong>AQ-PM125 di Aquaviva</strong> è una pompa a leva in ghisa verniciata a polvere, certificata per il contatto con acqua potabile, che si monta su pozzi, cisterne e serbatoi di acqua piovana con un raccordo da 1 pollice.</p><ul><li><strong>Aspirazione:</strong> fino a 7 metri</li><li><strong>Portata:</strong> 25 litri al minuto</li><li><strong>Peso:</strong> 11,5 kg</li><li><strong>Garanzia:</strong> 5 anni</li></ul><p>Nelle offerte il prezzo scende a meno di 60 euro, e si tratta di un oggetto che non richiede manutenzione.</p>`,
      claims: [
        { quote: 'certificata per il contatto con acqua potabile', class: 'specifica' },
        { quote: '1 pollice', class: 'numero' },
        { quote: '5 anni', class: 'numero' },
        { quote: 'meno di 60 euro', class: 'prezzo' },
        { quote: 'non richiede manutenzione', class: 'qualitativa' },
      ],
    },
    {
      id: 's7-pompa-manuale-04',
      text: `<h2>Scheda rapida: Aquaviva AQ-PM125</h2><p>Una pompa a leva pensata per restare installata all'aperto in modo permanente. Ecco cosa offre.</p><ul><li><strong>Funzionamento:</strong> manuale, con leva, senza elettricità</li><li><strong>Profondità massima di aspirazione:</strong> sette metri</li><li><strong>Portata:</strong> fino a 25 l/min</li><li><strong>Raccordo:</strong> 1 1/4"</li><li><strong>Liquidi ammessi:</strong> solo acqua pulita, al massimo a 40 gradi</li><li><strong>Dimensioni e peso:</strong> 42 x 18 x 62 cm, 11,5 kg</li></ul><p>In dotazione ci sono la valvola di fondo con filtro, quattro guarnizioni di ricambio e il manuale in italiano. La garanzia del produttore è di due anni. Prezzo attuale: 69,90 €, con una valutazione media di 4,3 su 5.</p>`,
      claims: [],
    },
    {
      id: 's7-pompa-manuale-05',
      text: `<p>Per prelevare acqua da una cisterna di acqua piovana o da un pozzo senza pompe elettriche c'è la <strong>Aquaviva AQ-PM125</strong>. Pesa appena 8 kg, ma il corpo in acciaio inox e la leva la rendono così facile da azionare che anche un bambino può usarla.</p><p>Arriva a pescare acqua fino a 7 metri di profondità e, secondo il produttore, fornisce fino a 25 litri al minuto. Attenzione però: è pensata solo per acqua pulita, non per liquidi infiammabili o corrosivi.</p><p>Con oltre 1.500 recensioni e un prezzo di 69,90 euro, è una delle pompe a leva più vendute del momento.</p>`,
      claims: [
        { quote: 'Pesa appena 8 kg', class: 'numero' },
        { quote: 'acciaio inox', class: 'specifica' },
        { quote: 'anche un bambino può usarla', class: 'qualitativa' },
        { quote: 'oltre 1.500 recensioni', class: 'valutazione' },
        { quote: 'una delle pompe a leva più vendute del momento', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
