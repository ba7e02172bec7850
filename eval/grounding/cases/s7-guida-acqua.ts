import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on safety and emergencies on boats and lakes, modelled on Italian preparedness-site guides with Amazon.it products. */
const file: CaseFile = {
  titolo: "In barca o sul lago: sicurezza e emergenze sull'acqua",
  products: [
    {
      nome_prodotto: 'ONDA Sacca Stagna Impermeabile 20 L in PVC 500D, Chiusura Roll-Top, Tracolla Regolabile, Borsa Galleggiante per Kayak, Barca, SUP e Pesca, Giallo',
      nome_sintetico: 'Onda sacca stagna 20 L',
      specifiche_tecniche: [
        'Capacità: 20 Litri',
        'Materiale: PVC 500D',
        'Chiusura: Roll-top con fibbia',
        'Cuciture: Saldate ad alta frequenza',
        'Dimensioni: 25 cm (diametro) x 58 cm (altezza)',
        'Colore: Giallo',
        'Peso articolo: 520 Grammi',
      ].join('\n'),
      descrizione_generale: `La sacca Onda da 20 litri tiene asciutti vestiti di ricambio, cibo, documenti e telefono durante un'uscita in kayak, in barca o in SUP. Il PVC 500D ha cuciture saldate ad alta frequenza; la chiusura roll-top va arrotolata almeno tre volte prima di agganciare la fibbia.

Chiusa correttamente, la sacca trattiene l'aria e galleggia, quindi si recupera facilmente se cade in acqua. Non è adatta all'immersione prolungata. Il giallo la rende ben visibile.`,
      informazioni_articolo: [
        'Marchio: Onda',
        'Numero modello articolo: ON-DB20',
        'Tracolla: Regolabile e staccabile',
      ].join('\n'),
      contenuto_scatola: [
        '1 sacca stagna 20 L',
        '1 tracolla regolabile',
      ].join('\n'),
      prezzo_prodotto: 16.99,
      prezzo_originale: 19.99,
      prezzo_scontato: 16.99,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: 'AQUASHELL Custodia Impermeabile per Smartphone IPX8 fino a 7 Pollici, Busta Subacquea Universale con Cordino, Touchscreen e Fotocamera Utilizzabili, Confezione da 2',
      nome_sintetico: 'Aquashell custodia impermeabile smartphone',
      specifiche_tecniche: [
        'Grado di protezione: IPX8 (immersione fino a 10 metri per 30 minuti)',
        'Compatibilità: Smartphone fino a 7 pollici',
        'Materiale: TPU e PC',
        'Dimensioni interne: 18 x 10,5 cm',
        'Chiusura: Doppia, a leva con blocco',
        'Colore: Nero, blu',
        'Numero di pezzi: 2',
      ].join('\n'),
      descrizione_generale: `Con le custodie Aquashell il telefono resta utilizzabile anche in barca, sotto la pioggia o in acqua: il touchscreen risponde attraverso la pellicola in TPU e la finestra trasparente sul retro permette di scattare foto. La doppia chiusura a leva con blocco ha grado di protezione IPX8, per immersioni fino a 10 metri per 30 minuti.

Prima dell'uso, provate la custodia in acqua senza il telefono. Il cordino si porta al collo, così il telefono è sempre a portata di mano per chiamare i soccorsi.`,
      informazioni_articolo: [
        'Marchio: Aquashell',
        'Numero modello articolo: AS-X8',
        'Peso articolo: 60 Grammi (ciascuna)',
      ].join('\n'),
      contenuto_scatola: [
        '2 custodie impermeabili',
        '2 cordini regolabili',
      ].join('\n'),
      prezzo_prodotto: 12.99,
      prezzo_originale: 12.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto: 'FAROMAR Luce di Emergenza LED per Giubbotto Salvagente, Attivazione Automatica in Acqua, Luce Fissa o Lampeggiante, Visibile fino a 2 Miglia Nautiche, Batteria CR123A Sostituibile',
      nome_sintetico: 'Faromar luce di emergenza per giubbotto',
      specifiche_tecniche: [
        'Tipo di luce: LED bianco',
        "Attivazione: Automatica a contatto con l'acqua, manuale",
        'Modalità: Fissa, lampeggiante (50 lampi al minuto)',
        'Autonomia: oltre 8 ore',
        'Visibilità: fino a 2 miglia nautiche',
        'Batteria: Al litio CR123A, sostituibile',
        'Profondità massima: 10 metri',
        'Peso articolo: 45 Grammi',
      ].join('\n'),
      descrizione_generale: `La luce Faromar si fissa alla spalla del giubbotto salvagente con la clip o il velcro e si accende da sola appena finisce in acqua, grazie ai sensori di contatto. Di notte la luce lampeggiante, con 50 lampi al minuto, è visibile fino a 2 miglia nautiche e rende più facile il lavoro dei soccorritori.

Funziona per oltre 8 ore e si può accendere anche a mano. La batteria al litio CR123A è sostituibile e, a magazzino, dura fino a 5 anni.`,
      informazioni_articolo: [
        'Marchio: Faromar',
        'Numero modello articolo: FM-L1',
        'Fissaggio: Clip e velcro',
        'Durata batteria a magazzino: 5 anni',
      ].join('\n'),
      contenuto_scatola: [
        '1 luce di emergenza',
        '1 batteria CR123A (installata)',
        '1 clip di fissaggio',
      ].join('\n'),
      prezzo_prodotto: 18.9,
      prezzo_originale: 22.9,
      prezzo_scontato: 18.9,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: 'TERMOSCUDO Coperta Isotermica di Emergenza, Confezione da 4, 210 x 160 cm, Telo Termico Oro/Argento in PET Metallizzato, Impermeabile e Antivento, per Primo Soccorso, Nautica e Montagna',
      nome_sintetico: 'Termoscudo coperta isotermica (4 pezzi)',
      specifiche_tecniche: [
        'Dimensioni: 210 x 160 cm',
        'Materiale: PET metallizzato',
        'Spessore: 12 micron',
        'Numero di pezzi: 4',
        'Colore: Oro / Argento',
        'Peso articolo: 200 Grammi (4 coperte)',
      ].join('\n'),
      descrizione_generale: `La coperta Termoscudo trattiene fino al 90% del calore corporeo: con il lato argento verso il corpo aiuta a contrastare l'ipotermia, con il lato oro verso il corpo protegge dal sole. È impermeabile e antivento, pesa poche decine di grammi e da piegata sta nel palmo di una mano.

Utile nel kit di bordo, nello zaino o in auto, anche per avvolgere chi è caduto in acqua fredda in attesa dei soccorsi.`,
      informazioni_articolo: [
        'Marchio: Termoscudo',
        'Numero modello articolo: TS-4',
        'Confezione: Singola per ogni coperta',
      ].join('\n'),
      contenuto_scatola: '4 coperte isotermiche in confezione singola',
      prezzo_prodotto: 9.99,
      prezzo_originale: 9.99,
      valutazione_prodotto: 4.5,
    },
  ],
  cases: [
    {
      id: 's7-guida-acqua-01',
      text: `<h2>In barca o sul lago: cosa tenere a bordo</h2><p>Ogni estate in Italia annegano più di 300 persone. Per questo, oltre al giubbotto salvagente, conviene portare con sé un piccolo kit per le emergenze sull'acqua.</p><p>In questa guida vediamo quattro prodotti, scelti tra i più venduti della categoria nautica su Amazon: la sacca stagna <strong>Onda</strong> da 20 litri, le custodie per smartphone <strong>Aquashell</strong>, la luce di emergenza <strong>Faromar</strong> per il giubbotto e le coperte isotermiche <strong>Termoscudo</strong>. Tutti insieme costano meno di 50 euro.</p>`,
      claims: [
        { quote: 'più di 300 persone', class: 'numero' },
        { quote: 'scelti tra i più venduti della categoria nautica su Amazon', class: 'valutazione' },
        { quote: 'meno di 50 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's7-guida-acqua-02',
      text: `<h2>Tenere asciutti telefono e ricambi</h2><p>La sacca stagna <strong>Onda ON-DB20</strong> ha una capacità di 20 litri, è in PVC 500D con cuciture saldate ad alta frequenza e si chiude con il sistema roll-top: va arrotolata almeno tre volte prima di agganciare la fibbia. Chiusa così trattiene l'aria e galleggia, quindi se cade in acqua si recupera. Non va però lasciata immersa a lungo. È gialla, pesa 520 grammi e costa 16,99 euro.</p><p>Per il telefono, le custodie <strong>Aquashell AS-X8</strong> (due per confezione, con cordino) accolgono smartphone fino a 7 pollici e sono IPX8: reggono fino a 10 metri di profondità per mezz'ora. Il touchscreen funziona attraverso la pellicola in TPU e dal retro trasparente si possono scattare foto. Un consiglio del produttore: provatele in acqua senza telefono prima di usarle. Costano 12,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's7-guida-acqua-03',
      text: `<h2>Farsi vedere di notte: la luce Faromar FM-L1</h2><p>La <strong>Faromar FM-L1</strong> si aggancia alla spalla del giubbotto con clip o velcro e si accende da sola a contatto con l'acqua. In modalità lampeggiante, con 50 lampi al minuto, è visibile fino a 5 miglia nautiche, e la batteria garantisce 24 ore di funzionamento.</p><p>È conforme alla normativa SOLAS e pesa appena 45 grammi. La batteria CR123A è sostituibile e a magazzino dura fino a cinque anni. Prezzo: 18,90 euro.</p>`,
      claims: [
        { quote: '5 miglia nautiche', class: 'numero' },
        { quote: '24 ore di funzionamento', class: 'numero' },
        { quote: 'conforme alla normativa SOLAS', class: 'specifica' },
      ],
    },
    {
      id: 's7-guida-acqua-04',
      text: `<h2>Dopo il recupero: la coperta isotermica Termoscudo</h2><p>Chi viene recuperato dall'acqua fredda va avvolto in attesa dei soccorsi, ed è lo scopo delle coperte <strong>Termoscudo TS-4</strong>. In PET metallizzato da 12 micron, misurano 210 x 160 cm e trattengono fino al 95% del calore corporeo. Con il lato argento verso il corpo aiutano contro l'ipotermia; con il lato oro verso il corpo riparano dal sole.</p><p>Le abbiamo provate dopo un bagno nel lago a ottobre: in pochi minuti il freddo era passato.</p><p>Sono quattro per confezione, ciascuna riutilizzabile più volte, a 9,99 euro.</p>`,
      claims: [
        { quote: '95% del calore corporeo', class: 'numero' },
        { quote: 'Le abbiamo provate dopo un bagno nel lago a ottobre', class: 'test' },
        { quote: 'riutilizzabile più volte', class: 'qualitativa' },
      ],
    },
    {
      id: 's7-guida-acqua-05',
      text: `<h2>In sintesi</h2><p>La sacca <strong>Onda</strong> da 20 litri protegge ricambi, cibo e documenti e galleggia se chiusa bene; le custodie <strong>Aquashell</strong> tengono il telefono utilizzabile e appeso al collo, a portata di mano per chiamare i soccorsi.</p><p>Se si finisce in acqua di notte, la luce <strong>Faromar</strong> si accende da sola, resta accesa per oltre otto ore ed è visibile fino a due miglia nautiche. Una volta a bordo, le coperte isotermiche <strong>Termoscudo</strong> aiutano a contrastare l'ipotermia. La luce pesa appena 45 grammi e una coperta, da piegata, sta nel palmo di una mano.</p>`,
      claims: [],
    },
  ],
};
export default file;
