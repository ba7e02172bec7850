import type { CaseFile } from '../types.ts';

/** Reviews of a 1100 W submersible dirty-water pump with float switch for flooded basements, modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'IDROFORTE Pompa a Immersione per Acque Scure 1100 W, Portata 16.500 l/h, Prevalenza 9 m, Interruttore a Galleggiante, Passaggio Solidi 35 mm, Cavo 10 m, Pompa Sommersa per Cantine Allagate, Scavi e Fosse',
    nome_sintetico: 'Idroforte IF-DW1100',
    specifiche_tecniche: [
      'Marca: Idroforte',
      'Colore: Nero e Arancione',
      'Materiale: Tecnopolimero, albero motore in acciaio inox',
      'Potenza: 1100 Watt',
      'Tensione: 230 Volt',
      'Portata massima: 16500 Litri all\'ora',
      'Prevalenza massima: 9 Metri',
      'Profondità massima di immersione: 7 Metri',
      'Passaggio corpi solidi: 35 Millimetri',
      'Temperatura massima del liquido: 35 Gradi Celsius',
      'Lunghezza cavo: 10 Metri',
      'Dimensioni prodotto: 20 x 18 x 38 cm; 5,6 chilogrammi',
      'Numero modello articolo: IF-DW1100',
      'Interruttore a galleggiante: Sì',
    ].join('\n'),
    descrizione_generale:
      "Cantina allagata dopo un temporale? La pompa Idroforte IF-DW1100 è fatta per le acque scure, cioè cariche di fango, foglie e detriti fino a 35 mm di diametro. Il motore da 1100 W con protezione termica solleva l'acqua fino a 9 metri di altezza e ne sposta fino a 16.500 litri all'ora.\n\nL'interruttore a galleggiante regolabile la avvia da sola quando l'acqua sale e la ferma quando il livello scende a circa 8 cm, così non gira mai a secco. La maniglia permette di calarla in un pozzetto con una corda. Il raccordo multiplo si adatta a tubi da 25, 32 e 38 mm (1\", 1¼\" e 1½\"). Non adatta a liquidi infiammabili, acqua salata o acqua con sabbia abrasiva.",
    informazioni_articolo: [
      'Produttore: Idroforte Tools',
      'Paese di origine: Cina',
      'Recensioni dei clienti: 4,4 su 5 stelle, 2.046 voti',
      'Data di disponibilità: 18 aprile 2021',
    ].join('\n'),
    contenuto_scatola: [
      '1 pompa a immersione IF-DW1100',
      '1 raccordo multiplo per tubi da 25/32/38 mm',
      '1 valvola di non ritorno',
      'Manuale di istruzioni',
    ].join('\n'),
    prezzo_prodotto: 89.99,
    prezzo_originale: 89.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's8b-pompa-immersione-01',
      text: `<h2>Idroforte IF-DW1100: quando la cantina diventa una piscina</h2>
<p>Dopo un nubifragio, il problema non è solo l'acqua ma quello che si porta dietro: fango, foglie, piccoli detriti. Per questo serve una pompa per acque scure come la Idroforte, che lascia passare corpi solidi fino a 35 mm.</p>
<p>Il motore da 1100 W smaltisce fino a 20.000 litri all'ora e spinge l'acqua fino a 9 metri di altezza. Il cavo da 15 metri permette di collegarla comodamente a una presa lontana dal punto allagato.</p>
<p>Attualmente è scontata del 25% rispetto al prezzo di listino, un'occasione da cogliere prima della stagione delle piogge.</p>`,
      claims: [
        { quote: '20.000 litri all\'ora', class: 'numero' },
        { quote: 'cavo da 15 metri', class: 'numero' },
        { quote: 'scontata del 25%', class: 'prezzo' },
      ],
    },
    {
      id: 's8b-pompa-immersione-02',
      text: `<p>Sulla carta la <strong>Idroforte IF-DW1100</strong> ha numeri da pompa seria: 1,1 kW di potenza, una portata massima di 16.500 l/h (circa 275 litri al minuto) e una prevalenza di 9 metri. Può lavorare immersa fino a 7 metri di profondità e accetta acqua fino a 35 °C.</p>
<ul>
<li>Galleggiante regolabile: parte da sola e si ferma quando restano circa 8 cm d'acqua</li>
<li>Protezione termica sul motore</li>
<li>Raccordo per tubi da 1", 1¼" e 1½", più valvola di non ritorno inclusa</li>
<li>Cavo di 10 metri, peso di poco inferiore ai sei chili</li>
</ul>
<p>Da evitare con acqua di mare, sabbia o liquidi infiammabili. Costa 89,99 euro e ha una media di 4,4 stelle su oltre duemila recensioni.</p>`,
      claims: [],
    },
    {
      id: 's8b-pompa-immersione-03',
      text: `<h2>Alla prova dell'allagamento</h2>
<p>Durante l'alluvione dello scorso autunno l'abbiamo usata per svuotare una cantina con 40 cm d'acqua: in meno di un'ora il pavimento era di nuovo visibile e il galleggiante ha spento la pompa da solo.</p>
<p>Il corpo in acciaio inox dà un'impressione di grande solidità e la maniglia superiore permette di calarla in un pozzetto con una corda.</p>
<p>Per chi vive in zone soggette ad allagamenti, la IF-DW1100 è una delle scelte più affidabili che si possano fare.</p>`,
      claims: [
        { quote: "l'abbiamo usata per svuotare una cantina con 40 cm d'acqua", class: 'test' },
        { quote: 'Il corpo in acciaio inox', class: 'specifica' },
        { quote: 'una delle scelte più affidabili', class: 'qualitativa' },
      ],
    },
    {
      id: 's8b-pompa-immersione-04',
      text: `<p>La pompa Idroforte si usa in cantina, negli scavi e persino in barca, visto che è adatta anche all'acqua salata. Regge liquidi fino a 50 °C e il galleggiante la rende completamente automatica.</p>
<p>Con 1100 W è la più potente della sua fascia di prezzo, e i 35 mm di passaggio solidi le permettono di gestire acqua fangosa. Gli acquirenti la premiano con un 4,8 su 5.</p>`,
      claims: [
        { quote: "adatta anche all'acqua salata", class: 'specifica' },
        { quote: '50 °C', class: 'numero' },
        { quote: 'la più potente della sua fascia di prezzo', class: 'qualitativa' },
        { quote: '4,8 su 5', class: 'valutazione' },
      ],
    },
    {
      id: 's8b-pompa-immersione-05',
      text: `<h2>Conclusioni</h2>
<p>Novanta euro circa per una pompa che svuota una cantina allagata senza bisogno di sorveglianza: il galleggiante la accende e la spegne da solo, la valvola di non ritorno è compresa e il raccordo multiplo si adatta a tubi da 25, 32 e 38 mm. Ha grado di protezione IPX8 e, come per ogni pompa di emergenza, conviene farla girare almeno una volta ogni sei mesi per essere sicuri che funzioni quando serve.</p>`,
      claims: [
        { quote: 'IPX8', class: 'specifica' },
        { quote: 'almeno una volta ogni sei mesi', class: 'numero' },
      ],
    },
  ],
};
export default file;
