import type { CaseFile } from '../types.ts';

/** Reviews of a 6-pack of 100-hour liquid-paraffin emergency candles, modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'LUMENSCORTA Candele di Emergenza 100 Ore, Confezione da 6, Paraffina Liquida Inodore, Stoppino in Fibra di Vetro, Contenitore Infrangibile con Tappo, per Blackout, Campeggio e Kit di Sopravvivenza',
    nome_sintetico: 'Lumenscorta LS-EC100 (6 pezzi)',
    specifiche_tecniche: [
      'Marca: Lumenscorta',
      'Colore: Bianco',
      'Materiale: Paraffina liquida, contenitore in plastica HDPE',
      'Numero di pezzi: 6',
      'Tempo di combustione: 100 Ore',
      'Capacità: 250 Millilitri',
      'Tipo di profumo: Inodore',
      'Dimensioni prodotto: 6 x 6 x 14 cm (singola candela)',
      'Peso articolo: 1,6 Chilogrammi',
      'Numero modello articolo: LS-EC100',
    ].join('\n'),
    descrizione_generale:
      "Quando salta la corrente per ore o per giorni, una candela normale dura una sera. Ogni candela Lumenscorta contiene 250 ml di paraffina liquida e brucia fino a 100 ore grazie allo stoppino in fibra di vetro, che non si consuma. La fiamma è pulita, inodore e quasi senza fumo, e non cola cera sul tavolo.\n\nIl contenitore in plastica HDPE è infrangibile e il tappo a vite evita perdite durante il trasporto: perfette per il kit di emergenza, il camper o la tenda. Chiuse, si conservano fino a 10 anni. Usare solo su superfici stabili, lontano da tende e materiali infiammabili, e non lasciare mai la fiamma incustodita.",
    informazioni_articolo: [
      'Produttore: Lumenscorta',
      'Paese di origine: Stati Uniti',
      'Dimensioni del collo: 20 x 14 x 15 cm; 1,6 chilogrammi',
      'Recensioni dei clienti: 4,2 su 5 stelle, 1.137 voti',
    ].join('\n'),
    contenuto_scatola: '6 candele di emergenza da 100 ore con tappo',
    prezzo_prodotto: 27.99,
    prezzo_originale: 34.99,
    prezzo_scontato: 27.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's8b-candele-emergenza-01',
      text: `<h2>Lumenscorta LS-EC100: luce per i blackout lunghi</h2>
<p>Le normali candele da tavola si consumano in una serata. Queste di Lumenscorta sono un'altra cosa: ognuna brucia fino a 120 ore, grazie allo stoppino in fibra di vetro che non si consuma e a un serbatoio di paraffina liquida.</p>
<p>La fiamma, alimentata da una miscela di paraffina e cera di soia, è inodore, quasi priva di fumo e abbastanza intensa da illuminare una stanza come una lampadina da 40 W. Il contenitore è infrangibile e ha un tappo a vite, quindi si può lasciare nello zaino o nel cassetto senza il rischio di perdite.</p>`,
      claims: [
        { quote: '120 ore', class: 'numero' },
        { quote: 'come una lampadina da 40 W', class: 'numero' },
        { quote: 'cera di soia', class: 'specifica' },
      ],
    },
    {
      id: 's8b-candele-emergenza-02',
      text: `<p>Durante un blackout di due giorni ne abbiamo tenuta accesa una in soggiorno quasi senza sosta: nessun odore, nessuna colatura, e alla fine la paraffina era scesa di poco. La fiamma è più luminosa di quella di una candela normale, e questo fa la differenza quando bisogna muoversi in casa al buio.</p>
<p>Il contenitore in HDPE non scotta al tatto e ha un tappo a vite. Nella confezione ce ne sono sei.</p>`,
      claims: [
        { quote: 'Durante un blackout di due giorni ne abbiamo tenuta accesa una', class: 'test' },
        { quote: 'più luminosa di quella di una candela normale', class: 'qualitativa' },
        { quote: 'non scotta al tatto', class: 'qualitativa' },
      ],
    },
    {
      id: 's8b-candele-emergenza-03',
      text: `<h2>Cosa c'è nella confezione</h2>
<p>Sei candele di emergenza, ciascuna con un quarto di litro di paraffina liquida e un'autonomia dichiarata di cento ore. Lo stoppino è in fibra di vetro, la fiamma non fa odore e quasi non fuma, e la cera non cola perché non c'è cera: il combustibile resta liquido nel contenitore.</p>
<ul>
<li>Contenitore infrangibile in plastica HDPE con tappo a vite</li>
<li>Conservazione fino a dieci anni se chiuse</li>
<li>Ogni candela misura 6 x 6 x 14 cm; la confezione pesa 1,6 kg</li>
</ul>
<p>Il prezzo è sceso da 34,99 a 27,99 euro, e la valutazione media degli acquirenti è di 4,2 su 5.</p>`,
      claims: [],
    },
    {
      id: 's8b-candele-emergenza-04',
      text: `<p>Per un kit di emergenza le candele <strong>Lumenscorta</strong> hanno un vantaggio decisivo: si possono dimenticare in cantina per anni. Il produttore dichiara una conservazione fino a 25 anni.</p>
<p>Sono certificate CE e prodotte negli Stati Uniti, con oltre 3.000 recensioni su Amazon. Ogni candela contiene 250 ml di paraffina e il tappo evita fuoriuscite.</p>`,
      claims: [
        { quote: '25 anni', class: 'numero' },
        { quote: 'certificate CE', class: 'specifica' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
      ],
    },
    {
      id: 's8b-candele-emergenza-05',
      text: `<h2>Conviene comprarle?</h2>
<p>A 19,99 euro per sei pezzi, le candele da 100 ore di Lumenscorta sono una delle soluzioni più economiche per avere luce durante un'interruzione di corrente. Per una casa, calcolate almeno una candela per ogni stanza che usate di sera. E ricordate la regola d'oro: superficie stabile, niente tende vicino e mai fiamma incustodita.</p>`,
      claims: [
        { quote: '19,99 euro', class: 'prezzo' },
        { quote: 'una delle soluzioni più economiche', class: 'qualitativa' },
        { quote: 'almeno una candela per ogni stanza', class: 'numero' },
      ],
    },
  ],
};
export default file;
