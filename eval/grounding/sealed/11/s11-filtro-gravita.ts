import type { CaseFile } from '../../types.ts';

/** Reviews of a two-bucket gravity water filter system (hollow-fibre cartridge), modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'PURAFONTE Sistema di Filtrazione Acqua a Gravità 10 L con Doppio Secchio, Filtro a Fibre Cave 0,1 Micron, Rubinetto e Siringa per Controlavaggio, per Emergenze, Campeggio e Pozzi',
    nome_sintetico: 'PURAFONTE Filtro a gravità 2 x 10 L',
    specifiche_tecniche: `Marca: PURAFONTE
Capacità: 10 Litri (secchio superiore) + 10 Litri (serbatoio inferiore)
Tipo di filtro: Membrana a fibre cave (ultrafiltrazione)
Dimensione dei pori: 0,1 Micron
Portata: 3 Litri all'ora
Durata del filtro: 4000 Litri
Riduzione batteri: 99,9999%
Riduzione protozoi: 99,9%
Materiale: Polipropilene alimentare senza BPA
Dimensioni articolo: 30 x 30 x 62 cm (secchi impilati)
Peso articolo: 2,4 Chilogrammi
Colore: Bianco e blu`,
    descrizione_generale:
      "Due secchi impilabili da 10 litri ciascuno, una cartuccia e la forza di gravità: si versa l'acqua di pozzo, fiume o rete nel secchio superiore e questa attraversa la membrana a fibre cave da 0,1 micron, raccogliendosi nel serbatoio inferiore dotato di rubinetto. Nessuna pompa, nessuna corrente. La cartuccia trattiene il 99,9999% dei batteri (come E. coli e salmonella) e il 99,9% dei protozoi (come Giardia e Cryptosporidium). Non rimuove virus, metalli pesanti né sostanze chimiche disciolte.\nIl pre-filtro in tessuto sul secchio superiore trattiene sabbia e foglie e allunga la vita della cartuccia, che si pulisce in controlavaggio con la siringa inclusa e tratta fino a 4.000 litri. Quando i secchi sono vuoti, quello superiore entra in quello inferiore per il trasporto.",
    informazioni_articolo: `Numero modello articolo: PF-G10D
Peso articolo: 2,4 Chilogrammi
Paese di origine: Cina
Data di disponibilità: 20 gennaio 2024`,
    contenuto_scatola: `2 x Secchio da 10 L con coperchio
1 x Cartuccia filtrante a fibre cave da 0,1 micron
1 x Rubinetto con guarnizione
1 x Siringa per controlavaggio
1 x Pre-filtro in tessuto
1 x Manuale d'istruzioni`,
    prezzo_prodotto: 59.9,
    prezzo_originale: 74.9,
    prezzo_scontato: 59.9,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's11-filtro-gravita-01',
      text: "<h2>PURAFONTE a gravità: acqua filtrata senza pompa né corrente</h2><p>Il principio è semplice: due secchi da 10 litri l'uno sovrapposti, una cartuccia a fibre cave in mezzo e la gravità a fare il lavoro. L'acqua versata sopra attraversa la membrana da 0,1 micron e scende nel serbatoio con rubinetto, a circa tre litri l'ora.</p><p>Sul fronte della sicurezza i valori dichiarati sono il 99,9999% dei batteri e il 99,9% dei protozoi, Giardia e Cryptosporidium compresi. Il produttore è chiaro anche sui limiti: <strong>virus, metalli pesanti e sostanze chimiche disciolte non vengono rimossi</strong>.</p><p>La cartuccia si pulisce con la siringa inclusa e dura fino a quattromila litri. Oggi il sistema costa 59,90 euro invece di 74,90.</p>",
      claims: [],
    },
    {
      id: 's11-filtro-gravita-02',
      text: "<p>Per chi vive in campagna con un pozzo, o vuole una scorta d'acqua sicura per le emergenze, il PURAFONTE è un sistema da considerare. I due secchi in polipropilene alimentare senza BPA contengono 10 litri ciascuno, e la cartuccia a fibre cave filtra 3 litri all'ora.</p><p>La membrana da 0,1 micron elimina il 99,9999% dei batteri e anche il 99,99% dei virus, e rende potabile l'acqua di fiume senza bisogno di bollirla. La cartuccia dura 4.000 litri: per una famiglia di quattro persone significa circa un anno di acqua da bere.</p>",
      claims: [
        { quote: '99,99% dei virus', class: 'numero' },
        { quote: "rende potabile l'acqua di fiume senza bisogno di bollirla", class: 'qualitativa' },
        { quote: 'circa un anno', class: 'numero' },
      ],
    },
    {
      id: 's11-filtro-gravita-03',
      text: "<h2>Come va nell'uso reale</h2><p>Abbiamo riempito il secchio superiore con l'acqua del torrente vicino alla nostra baita, e dopo un pomeriggio nel serbatoio c'era acqua limpida e senza odore. Il pre-filtro in tessuto ferma sabbia e foglie e allunga la vita della cartuccia.</p><p>La portata dichiarata è di 3 litri l'ora, quindi per riempire il serbatoio da 10 litri servono poco più di tre ore. Il controlavaggio con la siringa inclusa si fa in due minuti. L'insieme pesa 2,4 kg e, a vuoto, il secchio superiore entra in quello inferiore.</p>",
      claims: [
        { quote: "Abbiamo riempito il secchio superiore con l'acqua del torrente vicino alla nostra baita", class: 'test' },
        { quote: "dopo un pomeriggio nel serbatoio c'era acqua limpida e senza odore", class: 'test' },
        { quote: 'in due minuti', class: 'numero' },
      ],
    },
    {
      id: 's11-filtro-gravita-04',
      text: "<p>Il <strong>PURAFONTE PF-G10D</strong> in sintesi:</p><ul><li><strong>Capienza:</strong> due secchi da 10 litri, uno per l'acqua da filtrare e uno per quella filtrata, con rubinetto.</li><li><strong>Filtro:</strong> ultrafiltrazione a fibre cave, pori da un decimo di micron, fino a 4.000 litri di vita.</li><li><strong>Cosa trattiene:</strong> batteri al 99,9999% (ad esempio E. coli e salmonella), protozoi al 99,9%.</li><li><strong>Cosa non trattiene:</strong> virus, metalli pesanti, sostanze chimiche disciolte.</li><li><strong>Ingombro:</strong> 30 x 30 x 62 cm con i secchi impilati, 2,4 kg; da vuoti si incastrano per il trasporto.</li></ul><p>Valutazione media: 4,4 su 5.</p>",
      claims: [],
    },
    {
      id: 's11-filtro-gravita-05',
      text: "<h2>Acqua sicura quando il rubinetto non basta</h2><p>Il PURAFONTE serve a trattare acqua di pozzo, fiume o rete con una membrana a fibre cave da 0,1 micron. È lo stesso tipo di filtro usato dalle ONG negli interventi umanitari, ed è certificato NSF/ANSI 53.</p><p>Non ci sono pompe da azionare né cavi: basta versare l'acqua nel secchio superiore e aspettare che scenda nel serbatoio con rubinetto. La cartuccia tratta fino a 4.000 litri e il ricambio costa circa 25 euro.</p>",
      claims: [
        { quote: 'È lo stesso tipo di filtro usato dalle ONG negli interventi umanitari', class: 'qualitativa' },
        { quote: 'NSF/ANSI 53', class: 'specifica' },
        { quote: 'circa 25 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's11-filtro-gravita-06',
      text: "<p>Venti litri di capacità complessiva, nessuna parte elettrica e una cartuccia da 4.000 litri: il PURAFONTE è uno dei sistemi a gravità più convincenti per la scorta di casa. Il rubinetto del serbatoio inferiore permette di riempire bicchieri e borracce, ed entrambi i secchi hanno il coperchio.</p><p>Attualmente è scontato del 40%, a 59,90 euro, e con un punteggio di 4,8 stelle su oltre 1.200 recensioni è il più apprezzato della sua fascia.</p>",
      claims: [
        { quote: 'uno dei sistemi a gravità più convincenti', class: 'qualitativa' },
        { quote: 'scontato del 40%', class: 'prezzo' },
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'oltre 1.200 recensioni', class: 'valutazione' },
        { quote: 'il più apprezzato della sua fascia', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
