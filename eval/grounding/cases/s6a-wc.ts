import type { CaseFile } from '../types.ts';

/** Reviews of a portable chemical camping toilet with 20 L waste tank, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Campiclo WC Chimico Portatile 20 L, Toilette da Campeggio con Serbatoio di Raccolta da 20 Litri e Acqua Pulita da 15 Litri, Scarico a Pompa a Pistone, Indicatore di Livello, per Camper, Barca ed Emergenze",
    nome_sintetico: "Campiclo WC Chimico 20 L",
    specifiche_tecniche: "Marca: Campiclo\nCapacità serbatoio acqua pulita: 15 Litri\nCapacità serbatoio di raccolta: 20 Litri\nTipo di scarico: Pompa a pistone\nMateriale: Polietilene ad alta densità (HDPE)\nDimensioni prodotto: 42 x 38 x 44 cm\nPeso articolo: 4,9 Chilogrammi\nCarico massimo: 150 Chilogrammi\nIndicatore di livello: Sì, sul serbatoio di raccolta\nColore: Bianco e grigio",
    descrizione_generale: "Il WC chimico Campiclo offre un bagno vero ovunque: in camper, in barca, in tenda o in casa quando manca l'acqua corrente dopo un terremoto o un'alluvione. La pompa a pistone risciacqua la tazza con l'acqua del serbatoio superiore da 15 litri, sufficiente per circa 50 risciacqui. Il serbatoio inferiore da 20 litri, a tenuta di odori grazie alla valvola a scorrimento, si sgancia con un gesto e si svuota tramite il beccuccio girevole.\nL'indicatore di livello segnala quando il serbatoio di raccolta va svuotato. La struttura in HDPE regge fino a 150 kg. Per l'uso si consigliano additivi chimici specifici (non inclusi).",
    informazioni_articolo: "Numero modello articolo: CPC-20WP\nProduttore: Campiclo\nPeso articolo: 4,9 Chilogrammi\nDimensioni del collo: 45 x 41 x 47 cm\nData di disponibilità: 20 giugno 2022",
    contenuto_scatola: "WC chimico portatile (serbatoio superiore e inferiore)\n2 ganci di fissaggio per pavimento\nManuale di istruzioni",
    prezzo_prodotto: 84.99,
    prezzo_originale: 99.99,
    prezzo_scontato: 84.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's6a-wc-01',
      text: `<p>Quando l'acqua corrente manca, per esempio dopo un terremoto o un'alluvione, il <strong>WC chimico Campiclo</strong> permette di avere comunque un bagno in casa, oltre che in camper, in barca o in tenda.</p><p>Il funzionamento è quello classico: il serbatoio superiore contiene 15 litri di acqua pulita, sufficienti per una cinquantina di risciacqui con la pompa a pistone; quello inferiore raccoglie fino a 20 litri e si chiude con una valvola a scorrimento che trattiene gli odori. Un indicatore di livello segnala quando è ora di svuotarlo.</p><p>Pesa 4,9 kg e sostiene fino a 150 kg. Gli additivi chimici vanno comprati a parte. Prezzo: 84,99 €.</p>`,
      claims: [],
    },
    {
      id: 's6a-wc-02',
      text: `<h2>Due settimane in camper con il Campiclo</h2><p>Lo abbiamo montato sul nostro camper per un viaggio di due settimane in Sardegna, fissandolo al pavimento con i due ganci inclusi. Il serbatoio di raccolta da 24 litri, in due persone, andava svuotato ogni tre giorni.</p><p>Lo scarico a pistone è semplice e silenzioso, e per lo svuotamento c'è il beccuccio girevole. In confezione c'è anche una bottiglia di additivo per iniziare subito.</p>`,
      claims: [
        { quote: 'Lo abbiamo montato sul nostro camper per un viaggio di due settimane in Sardegna', class: 'test' },
        { quote: '24 litri', class: 'numero' },
        { quote: 'andava svuotato ogni tre giorni', class: 'test' },
        { quote: 'semplice e silenzioso', class: 'qualitativa' },
        { quote: 'una bottiglia di additivo', class: 'specifica' },
      ],
    },
    {
      id: 's6a-wc-03',
      text: `<h2>Pro e contro</h2><p><strong>Pro</strong></p><ul><li>Serbatoio di raccolta da 20 litri con indicatore di livello</li><li>Valvola a scorrimento che trattiene gli odori</li><li>Struttura in HDPE che regge fino a 150 kg</li><li>Beccuccio girevole per lo svuotamento</li></ul><p><strong>Contro</strong></p><ul><li>Additivi chimici non inclusi</li><li>Quasi 5 kg da spostare, prima ancora di riempirlo</li></ul><p>Con una valutazione di 4,2 su 5 e un prezzo sceso da 99,99 a 84,99 euro, è un'opzione concreta per il kit d'emergenza di casa.</p>`,
      claims: [],
    },
    {
      id: 's6a-wc-04',
      text: `<h2>Un bagno di scorta per casa e barca</h2><p>Con 42 x 38 x 44 cm di ingombro, il Campiclo è il WC chimico più compatto della sua fascia. Il serbatoio superiore da 15 litri permette oltre 100 risciacqui con la pompa a pistone, mentre quello inferiore da 20 litri si sgancia con un gesto.</p><p>Il polietilene ad alta densità è certificato per uso nautico, quindi nessun problema a portarlo in barca. Gli acquirenti lo premiano con 4,5 stelle.</p>`,
      claims: [
        { quote: 'il WC chimico più compatto della sua fascia', class: 'qualitativa' },
        { quote: 'oltre 100 risciacqui', class: 'numero' },
        { quote: 'certificato per uso nautico', class: 'specifica' },
        { quote: '4,5 stelle', class: 'valutazione' },
      ],
    },
    {
      id: 's6a-wc-05',
      text: `<h2>Vale la spesa?</h2><p>A 84,99 € il Campiclo offre tutto ciò che serve: pompa a pistone, serbatoio di raccolta da 20 litri con valvola antiodore, indicatore di livello e beccuccio girevole per lo svuotamento. Secondo il produttore, il serbatoio pieno basta a una famiglia di quattro persone per tre giorni.</p><p>È il WC chimico portatile più venduto in Italia, e la garanzia di 3 anni aggiunge tranquillità. Ricordate solo di acquistare a parte gli additivi chimici.</p>`,
      claims: [
        { quote: 'una famiglia di quattro persone per tre giorni', class: 'numero' },
        { quote: 'il WC chimico portatile più venduto in Italia', class: 'valutazione' },
        { quote: 'garanzia di 3 anni', class: 'numero' },
      ],
    },
  ],
};
export default file;
