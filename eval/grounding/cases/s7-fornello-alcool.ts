import type { CaseFile } from '../types.ts';

/** Reviews of a brass alcohol stove with aluminium windscreen, modelled on Amazon.it camping spirit-burner listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'FLAMMA Fornello ad Alcool da Campeggio con Paravento in Alluminio, Bruciatore in Ottone 100 ml con Regolatore di Fiamma e Supporto Pentola Pieghevole, Fornellino Leggero per Trekking ed Emergenza',
    nome_sintetico: 'Flamma fornello ad alcool con paravento',
    specifiche_tecniche: [
      'Tipo di combustibile: Alcool denaturato, bioetanolo',
      'Materiale bruciatore: Ottone',
      'Materiale paravento: Alluminio',
      'Capacità serbatoio: 100 Millilitri',
      'Tempo di combustione: 25 Minuti (serbatoio pieno)',
      "Tempo di ebollizione: circa 7 minuti (0,5 litri d'acqua, senza vento)",
      'Dimensioni bruciatore: 7,5 cm (diametro) x 4,5 cm (altezza)',
      'Dimensioni paravento aperto: 80 x 14 cm',
      'Peso articolo: 285 Grammi',
    ].join('\n'),
    descrizione_generale: `Il fornello Flamma funziona con alcool denaturato o bioetanolo, un combustibile che si trova in qualsiasi supermercato o ferramenta e che non va sotto pressione. Il bruciatore in ottone ha un tappo a vite con guarnizione in silicone: l'alcool avanzato resta nel serbatoio senza evaporare. Il coperchio regolatore permette di abbassare la fiamma o di spegnerla.

Il paravento in alluminio a 10 pannelli ripara la fiamma dal vento e si arrotola in pochi secondi. Con 100 ml di alcool il fornello brucia per circa 25 minuti; mezzo litro d'acqua arriva a ebollizione in circa 7 minuti in assenza di vento. Tutto si ripone nel sacchetto in tela in dotazione, pronto per lo zaino o per il kit di emergenza.`,
    informazioni_articolo: [
      'Marchio: Flamma',
      'Numero modello articolo: FL-AS02',
      'Colore: Ottone, argento',
      'Uso consigliato: Campeggio, trekking, kit di emergenza',
      'Peso bruciatore: 95 Grammi',
    ].join('\n'),
    contenuto_scatola: [
      '1 bruciatore in ottone con tappo a vite',
      '1 coperchio regolatore di fiamma',
      '1 supporto pentola pieghevole',
      '1 paravento in alluminio a 10 pannelli',
      '1 sacchetto in tela',
    ].join('\n'),
    prezzo_prodotto: 22.99,
    prezzo_originale: 22.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's7-fornello-alcool-01',
      text: `<h2>Flamma FL-AS02: il fornello che non ha bisogno di bombole</h2><p>Niente cartucce di gas da cercare: il <strong>fornello ad alcool Flamma</strong> funziona con alcool denaturato o bioetanolo, che si compra al supermercato. L'ho usato durante un weekend in tenda sull'Appennino e non mi ha mai lasciato senza una cena calda.</p><p>Con il serbatoio pieno da 100 ml brucia per circa 40 minuti, e un litro d'acqua arriva a ebollizione in 5 minuti, a patto di montare il paravento a 10 pannelli. Il supporto pentola è in titanio, e tutto il kit pesa meno di 300 grammi.</p><p>A 22,99 euro è difficile trovare di meglio.</p>`,
      claims: [
        { quote: `L'ho usato durante un weekend in tenda sull'Appennino e non mi ha mai lasciato senza una cena calda`, class: 'test' },
        { quote: 'circa 40 minuti', class: 'numero' },
        { quote: `un litro d'acqua arriva a ebollizione in 5 minuti`, class: 'numero' },
        { quote: 'in titanio', class: 'specifica' },
        { quote: 'è difficile trovare di meglio', class: 'qualitativa' },
      ],
    },
    {
      id: 's7-fornello-alcool-02',
      text: `<h2>Piccolo, senza pressione, sempre pronto</h2><p>Il <strong>Flamma FL-AS02</strong> è un fornellino ad alcool pensato per campeggio, trekking e kit di emergenza. Il bruciatore in ottone pesa 95 grammi, ha un serbatoio da 100 ml e si chiude con un tappo a vite con guarnizione in silicone: l'alcool che avanza si può lasciare nel serbatoio, dove non evapora.</p><p>Il combustibile è alcool denaturato o bioetanolo, che non va sotto pressione e si trova al supermercato o in ferramenta. Con un pieno la fiamma dura circa venticinque minuti; mezzo litro d'acqua bolle in circa sette minuti, senza vento. Contro il vento c'è il paravento in alluminio a dieci pannelli, che si arrotola in pochi secondi, mentre il coperchio regolatore serve ad abbassare la fiamma o a spegnerla.</p><p>Completano la dotazione il supporto pentola pieghevole e il sacchetto in tela. Peso complessivo: 285 grammi. Prezzo: 22,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's7-fornello-alcool-03',
      text: `<p>Per un kit d'emergenza l'alcool ha un vantaggio sul gas: non va sotto pressione. Il <strong>fornello Flamma</strong> sfrutta proprio questo, e funziona anche con le pastiglie di combustibile solido e con il gel, così non si resta mai senza.</p><p>Il bruciatore in ottone pesa appena 60 grammi e il coperchio regolatore permette di abbassare la fiamma; il paravento protegge dal vento. Un consiglio pratico: calcolate circa 30 ml di alcool per ogni pasto caldo.</p><p>È il fornello ad alcool più venduto su Amazon, con una media di 4,4 stelle, e costa 22,99 euro.</p>`,
      claims: [
        { quote: 'funziona anche con le pastiglie di combustibile solido e con il gel', class: 'specifica' },
        { quote: '60 grammi', class: 'numero' },
        { quote: 'circa 30 ml di alcool per ogni pasto caldo', class: 'numero' },
        { quote: 'il fornello ad alcool più venduto su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's7-fornello-alcool-04',
      text: `<h2>Fornello ad alcool Flamma: le domande più frequenti</h2><p><strong>Che combustibile usa?</strong> Alcool denaturato oppure bioetanolo.</p><p><strong>Quanto dura un pieno?</strong> Il serbatoio contiene 100 millilitri, sufficienti per circa 25 minuti di fiamma.</p><p><strong>E con il vento?</strong> Il paravento in alluminio, lungo 80 cm e alto 14 una volta aperto, ripara la fiamma; il tempo dichiarato per portare a ebollizione mezzo litro, circa 7 minuti, vale in assenza di vento.</p><p><strong>Quanto pesa?</strong> 285 grammi in tutto, di cui 95 il solo bruciatore.</p><p><strong>Cosa c'è nella confezione?</strong> Bruciatore con tappo a vite, coperchio regolatore di fiamma, supporto pentola pieghevole, paravento e sacchetto in tela, il tutto a 22,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's7-fornello-alcool-05',
      text: `<p>Il <strong>Flamma FL-AS02</strong> dimostra che un oggetto semplice può essere anche il più affidabile. Bruciatore in ottone, paravento in alluminio anodizzato, supporto pentola pieghevole: tutto entra nel sacchetto in tela e finisce nello zaino.</p><p>Il tappo a vite con guarnizione trattiene l'alcool avanzato, e il serbatoio da 150 ml garantisce quasi mezz'ora di fiamma. Il fornello è anche certificato CE per l'uso in ambienti interni.</p><p>Prezzo: 22,99 euro. Valutazione: 4,4 su 5.</p>`,
      claims: [
        { quote: 'il più affidabile', class: 'qualitativa' },
        { quote: 'alluminio anodizzato', class: 'specifica' },
        { quote: '150 ml', class: 'numero' },
        { quote: `certificato CE per l'uso in ambienti interni`, class: 'specifica' },
      ],
    },
  ],
};
export default file;
