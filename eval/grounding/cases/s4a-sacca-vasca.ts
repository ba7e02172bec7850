import type { CaseFile } from '../types.ts';

/** Reviews of a bathtub water storage bladder, modelled on Amazon.it "waterBOB"-style listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: "AQUASCORTA Sacca di Riserva d'Acqua per Vasca da Bagno 380 Litri, Serbatoio Flessibile per Emergenze con Pompa a Sifone, Plastica per Uso Alimentare Senza BPA",
    nome_sintetico: 'AQUASCORTA Sacca vasca 380 L AQ-380',
    specifiche_tecniche: [
      'Capacità: 380 Litri',
      'Materiale: Polietilene a bassa densità (LDPE) per uso alimentare, senza BPA',
      'Spessore del materiale: 0,2 Millimetri',
      'Dimensioni della sacca (vuota): 160 x 90 cm',
      'Compatibilità: Vasche da bagno standard da 150 a 180 cm',
      'Pompa: Pompa manuale a sifone riutilizzabile',
      "Tempo di riempimento: circa 20 minuti (dipende dalla pressione dell'acqua)",
      'Conservazione acqua consigliata: fino a 16 settimane',
      'Uso: Monouso',
    ].join('\n'),
    descrizione_generale:
      "Quando è in arrivo una tempesta, un'alluvione o un'interruzione programmata dell'acquedotto, AQUASCORTA trasforma la vasca da bagno in una riserva pulita fino a 380 litri d'acqua. La sacca si stende nella vasca vuota e si riempie direttamente dal rubinetto in circa 20 minuti; il telo alimentare senza BPA tiene l'acqua al riparo da polvere, residui di sapone e detriti, e la conserva fino a 16 settimane.\nLa pompa a sifone inclusa permette di prelevare l'acqua in taniche, pentole o bottiglie senza contaminarla. Ripiegata occupa meno spazio di un libro.",
    informazioni_articolo: [
      'Marca: AQUASCORTA',
      'Numero modello articolo: AQ-380',
      'Peso articolo: 450 Grammi',
      'Colore: Trasparente/Blu',
      'Dimensioni confezione: 22 x 15 x 5 cm',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Sacca per vasca da 380 litri',
      '1 x Pompa a sifone con tubo da 1,2 m',
      '1 x Tappo di chiusura a vite',
      '1 x Istruzioni illustrate',
    ].join('\n'),
    prezzo_prodotto: 24.99,
    prezzo_originale: 29.99,
    prezzo_scontato: 24.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's4a-sacca-vasca-01',
      text: `<h2>AQUASCORTA AQ-380: la vasca diventa una cisterna</h2><p>Quando si annuncia una tempesta, un'alluvione o un'interruzione programmata dell'acquedotto, la sacca AQUASCORTA permette di mettere da parte fino a 380 litri d'acqua pulita usando la vasca da bagno come contenitore.</p><p>Si stende nella vasca vuota (va bene per le vasche standard da 150 a 180 cm), si riempie dal rubinetto in una ventina di minuti e si chiude con il tappo a vite. Il telo in polietilene LDPE per alimenti, senza BPA e spesso 0,2 mm, protegge l'acqua da sapone e detriti e la conserva fino a 16 settimane.</p><p>Per prelevarla c'è una pompa a sifone riutilizzabile con un tubo di 1,2 metri. La sacca è monouso; la confezione misura 22 x 15 x 5 cm. Prezzo: 24,99 €, contro i 29,99 € di listino.</p>`,
      claims: [],
    },
    {
      id: 's4a-sacca-vasca-02',
      text: `<p>Ho riempito la sacca AQUASCORTA durante l'ultima allerta meteo e, una volta capito il meccanismo, bastano dieci minuti per stenderla nella vasca e aprire il rubinetto.</p><p>I 380 litri corrispondono al fabbisogno di una famiglia di quattro persone per due settimane, calcolando 4 litri a persona al giorno. Il telo in LDPE senza BPA è certificato FDA per il contatto con gli alimenti, e la pompa a sifone inclusa permette di riempire taniche e bottiglie senza contaminare l'acqua.</p><p>Il costo è di 24,99 €.</p>`,
      claims: [
        { quote: "Ho riempito la sacca AQUASCORTA durante l'ultima allerta meteo", class: 'test' },
        { quote: 'dieci minuti', class: 'numero' },
        { quote: 'per due settimane', class: 'numero' },
        { quote: '4 litri a persona al giorno', class: 'numero' },
        { quote: 'certificato FDA', class: 'specifica' },
      ],
    },
    {
      id: 's4a-sacca-vasca-03',
      text: `<h2>Caratteristiche principali</h2><p>Ecco la scheda della AQUASCORTA AQ-380 in sintesi, per capire subito se fa al caso vostro:</p><ul><li><strong>Capacità:</strong> 380 litri</li><li><strong>Materiale:</strong> LDPE alimentare senza BPA, spessore 0,5 mm</li><li><strong>Riempimento:</strong> circa 20 minuti dal rubinetto</li><li><strong>Conservazione:</strong> fino a 16 settimane</li><li>Sacca riutilizzabile per più emergenze</li></ul><p>La pompa inclusa è elettrica a batterie e riempie un secchio in pochi secondi. Il prezzo attuale è di 24,99 €.</p>`,
      claims: [
        { quote: '0,5 mm', class: 'numero' },
        { quote: 'Sacca riutilizzabile per più emergenze', class: 'specifica' },
        { quote: 'elettrica a batterie', class: 'specifica' },
        { quote: 'riempie un secchio in pochi secondi', class: 'qualitativa' },
      ],
    },
    {
      id: 's4a-sacca-vasca-04',
      text: `<p>Chi riempie la vasca prima di una tempesta lascia l'acqua esposta a polvere, residui di sapone e detriti. La AQUASCORTA AQ-380 risolve la questione con un telo alimentare senza BPA che contiene fino a 380 litri e si riempie direttamente dal rubinetto in circa venti minuti, a seconda della pressione.</p><p>L'acqua si conserva fino a sedici settimane e si preleva con la pompa a sifone inclusa, senza contaminarla, versandola in taniche, pentole o bottiglie.</p><p>Da vuota pesa 450 grammi. Nella scatola ci sono la sacca, la pompa con tubo da 1,2 m, il tappo a vite e le istruzioni illustrate. Si trova a 24,99 €, con una valutazione di 4,2 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4a-sacca-vasca-05',
      text: `<h2>Una riserva d'acqua in vasca</h2><p>Con i suoi 380 litri, la sacca AQUASCORTA è la più capiente tra quelle per vasca da bagno e si adatta a tutte le vasche, comprese quelle angolari.</p><p>Il telo da 0,2 mm è in LDPE senza BPA e conserva l'acqua fino a 16 settimane. La pompa a sifone ha un tubo di 1,5 metri per travasare l'acqua in taniche e bottiglie.</p><p>Costa 24,99 € invece di 29,99 €.</p>`,
      claims: [
        { quote: 'è la più capiente tra quelle per vasca da bagno', class: 'qualitativa' },
        { quote: 'si adatta a tutte le vasche, comprese quelle angolari', class: 'specifica' },
        { quote: '1,5 metri', class: 'numero' },
      ],
    },
    {
      id: 's4a-sacca-vasca-06',
      text: `<h2>Per chi è</h2><p>La AQUASCORTA AQ-380 ha senso per chi teme alluvioni, tempeste o interruzioni dell'acquedotto. Pesa 450 grammi e, ripiegata, occupa meno spazio di un libro: può restare nel mobiletto del bagno per anni, pronta all'uso.</p><p>Il riempimento richiede circa 20 minuti e l'acqua si conserva fino a 16 settimane. Unico limite: è monouso. Gli acquirenti le danno 4,6 su 5.</p>`,
      claims: [
        { quote: 'può restare nel mobiletto del bagno per anni', class: 'qualitativa' },
        { quote: '4,6 su 5', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
