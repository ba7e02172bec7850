import type { CaseFile } from '../types.ts';

/** Reviews of a modular aluminium anti-flood barrier for doors, modelled on an Amazon.it listing of door flood guards. */
const file: CaseFile = {
  product: {
    nome_prodotto: `IdroGuard FloodBlock Pro Barriera Antiallagamento Modulare per Porte e Portoni, Larghezza Regolabile 70-120 cm, Altezza 60 cm, Paratia Anti Alluvione in Alluminio con Guarnizioni EPDM, Pannelli Senza Attrezzi`,
    nome_sintetico: `IdroGuard FloodBlock Pro`,
    specifiche_tecniche: [
      `Marchio: IdroGuard`,
      `Materiale: Alluminio anodizzato, guarnizioni in EPDM`,
      `Larghezza regolabile: 70-120 Centimetri`,
      `Altezza barriera: 60 Centimetri`,
      `Numero di moduli: 3 pannelli sovrapponibili da 20 cm`,
      `Tipo di installazione: Montanti laterali fissi, pannelli a pressione`,
      `Altezza massima dell'acqua trattenuta: 60 cm`,
      `Colore: Argento`,
    ].join('\n'),
    descrizione_generale: `FloodBlock Pro è una paratia antiallagamento pensata per porte d'ingresso, garage e locali commerciali. Si compone di due montanti laterali da fissare una sola volta allo stipite con i tasselli in dotazione e di 3 pannelli in alluminio anodizzato da 20 cm ciascuno, che si inseriscono uno sopra l'altro fino a un'altezza di 60 cm. Due leve a eccentrico comprimono le guarnizioni in EPDM contro il pavimento e i montanti: una volta fissati i montanti, il montaggio dei pannelli non richiede attrezzi e si completa in circa 5 minuti.

La larghezza si regola da 70 a 120 cm, così la stessa barriera si adatta a porte standard e a passaggi più ampi. Quando non serve, i pannelli si ripongono nella sacca di trasporto inclusa. Una piccola quantità di infiltrazione sotto le guarnizioni è normale: si consiglia di tenere a portata di mano una pompa o degli stracci assorbenti.`,
    informazioni_articolo: [
      `Numero modello articolo: FBP-120`,
      `Peso articolo: 9,4 Chilogrammi`,
      `Dimensioni del collo: 128 x 24 x 12 cm`,
      `Produttore: IdroGuard Srl`,
      `Garanzia: 2 anni`,
      `Disponibile su Amazon.it a partire dal: 3 ottobre 2022`,
    ].join('\n'),
    contenuto_scatola: [
      `2 montanti laterali in alluminio`,
      `3 pannelli modulari da 20 cm`,
      `2 leve di serraggio a eccentrico`,
      `1 guarnizione di fondo in EPDM`,
      `8 tasselli e viti di fissaggio`,
      `1 sacca di trasporto`,
      `Istruzioni di montaggio`,
    ].join('\n'),
    prezzo_prodotto: 249,
    prezzo_originale: 279,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's6b-barriera-antiallagamento-01',
      text: `<h2>IdroGuard FloodBlock Pro: una paratia pronta all'uso</h2><p>Quando l'allerta meteo diventa arancione, avere una barriera già pronta fa la differenza. La FloodBlock Pro usa tre pannelli in alluminio anodizzato da 20 cm che si impilano fino a 60 cm, bloccati da due leve a eccentrico che schiacciano le guarnizioni in EPDM.</p><p>Durante l'alluvione dello scorso autunno l'abbiamo montata davanti al garage e ha tenuto perfettamente, senza una goccia d'acqua all'interno. La larghezza si adatta da 70 a 120 cm e i montanti si fissano una volta sola con i tasselli forniti. È certificata secondo la norma UNI EN 13564 ed è garantita 5 anni.</p>`,
      claims: [
        { quote: `Durante l'alluvione dello scorso autunno l'abbiamo montata davanti al garage`, class: 'test' },
        { quote: `senza una goccia d'acqua all'interno`, class: 'qualitativa' },
        { quote: `UNI EN 13564`, class: 'specifica' },
        { quote: `garantita 5 anni`, class: 'numero' },
      ],
    },
    {
      id: 's6b-barriera-antiallagamento-02',
      text: `<p>Il modello FBP-120 di IdroGuard è una paratia modulare per porte e portoni larghi da 70 a 120 centimetri. Si installa in due tempi: prima si fissano allo stipite i due montanti laterali, con gli otto tasselli inclusi; poi, quando serve, si inseriscono i pannelli senza attrezzi. Secondo il produttore bastano circa cinque minuti.</p><ul><li><strong>Altezza:</strong> fino a 60 cm, con tre moduli da 20</li><li><strong>Materiali:</strong> alluminio anodizzato e guarnizioni in EPDM</li><li><strong>Peso:</strong> poco meno di 9,5 kg</li><li><strong>Garanzia:</strong> due anni</li></ul><p>Il produttore è onesto su un punto: qualche infiltrazione sotto le guarnizioni è normale, meglio avere una pompa o stracci assorbenti a portata di mano. Il prezzo è di 249 euro, contro i 279 di listino.</p>`,
      claims: [],
    },
    {
      id: 's6b-barriera-antiallagamento-03',
      text: `<h2>Perché scegliere una barriera modulare</h2><p>Quando l'acqua comincia a salire in strada, il tempo per proteggere l'ingresso è poco. La FloodBlock Pro di IdroGuard punta sulla rapidità: un sistema a pannelli che trattiene fino a 60 cm d'acqua e che, a differenza delle barriere gonfiabili, non teme le forature.</p><p>Il kit comprende due montanti, tre pannelli, due leve di serraggio, la guarnizione di fondo e una sacca di trasporto. Pesa poco più di 9 kg ed è la barriera più leggera della sua categoria. Su Amazon ha una media di 4,7 stelle su 5.</p>`,
      claims: [
        { quote: `a differenza delle barriere gonfiabili, non teme le forature`, class: 'qualitativa' },
        { quote: `la barriera più leggera della sua categoria`, class: 'qualitativa' },
        { quote: `4,7 stelle su 5`, class: 'valutazione' },
      ],
    },
    {
      id: 's6b-barriera-antiallagamento-04',
      text: `<h2>In sintesi</h2><p>La IdroGuard FloodBlock Pro copre varchi da 70 a 150 cm e arriva a 60 cm di altezza con pannelli da 20 cm. Le leve a eccentrico comprimono le guarnizioni in EPDM contro pavimento e montanti, e il montaggio dei pannelli richiede circa 5 minuti senza attrezzi. Per porte più esposte si possono acquistare pannelli aggiuntivi fino a raggiungere 1 metro.</p><p>Costa 249 euro. L'alluminio anodizzato resiste alla salsedine, un dettaglio utile per chi vive sulla costa.</p>`,
      claims: [
        { quote: `da 70 a 150 cm`, class: 'numero' },
        { quote: `pannelli aggiuntivi fino a raggiungere 1 metro`, class: 'numero' },
        { quote: `resiste alla salsedine`, class: 'qualitativa' },
      ],
    },
    {
      id: 's6b-barriera-antiallagamento-05',
      text: `<h2>Domande rapide sulla FloodBlock Pro</h2><p><strong>Servono attrezzi?</strong> Solo la prima volta, per fissare i montanti laterali allo stipite con i tasselli in dotazione; i pannelli poi si montano senza attrezzi.</p><p><strong>Quanto è alta?</strong> Sessanta centimetri, ottenuti sovrapponendo tre moduli.</p><p><strong>È perfettamente stagna?</strong> No, e lo dice lo stesso produttore: una piccola infiltrazione sotto le guarnizioni è normale.</p><p><strong>Dove si ripone?</strong> Nella sacca di trasporto inclusa; il collo misura 128 x 24 x 12 cm.</p>`,
      claims: [],
    },
  ],
};
export default file;
