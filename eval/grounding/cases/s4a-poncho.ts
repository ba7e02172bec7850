import type { CaseFile } from '../types.ts';

/** Reviews of a pack of 10 emergency rain ponchos, modelled on Amazon.it disposable-poncho listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'PIOGGIAVIA Poncho Antipioggia di Emergenza, Confezione da 10, Impermeabili Monouso con Cappuccio a Coulisse e Maniche, Taglia Unica Adulto, Colori Assortiti',
    nome_sintetico: 'PIOGGIAVIA Poncho di emergenza PV-10 (10 pezzi)',
    specifiche_tecniche: [
      'Numero di pezzi: 10',
      'Materiale: Polietilene (PE)',
      'Spessore: 0,03 Millimetri',
      'Dimensioni (aperto): 127 x 102 cm',
      'Taglia: Unica adulto, adatta fino a 190 cm di altezza',
      'Cappuccio: Sì, con coulisse regolabile',
      'Maniche: Sì',
      'Colori: Trasparente, giallo, blu, rosso, verde (2 per colore)',
      'Uso: Monouso (riutilizzabile se asciugato)',
    ].join('\n'),
    descrizione_generale:
      "Dieci poncho antipioggia in polietilene, ognuno piegato nella sua bustina tascabile grande quanto un portafoglio: da tenere in auto, nello zaino di emergenza, nel cassetto dell'ufficio. Il cappuccio con coulisse e le maniche proteggono testa e braccia, e il taglio ampio copre anche uno zaino piccolo.\nPensati per l'uso singolo, possono essere riutilizzati se lasciati asciugare. Ogni poncho pesa circa 42 grammi. Cinque colori assortiti, due per colore, per distinguere subito quello di ciascun membro della famiglia.",
    informazioni_articolo: [
      'Marca: PIOGGIAVIA',
      'Numero modello articolo: PV-10',
      'Peso articolo: 420 Grammi',
      'Dimensioni del poncho piegato: 12 x 9 cm',
      'Genere: Unisex',
    ].join('\n'),
    contenuto_scatola: '10 x Poncho antipioggia in busta singola',
    prezzo_prodotto: 11.99,
    prezzo_originale: 15.99,
    prezzo_scontato: 11.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's4a-poncho-01',
      text: `<h2>PIOGGIAVIA PV-10: dieci poncho da tenere ovunque</h2><p>La confezione PIOGGIAVIA contiene dieci poncho antipioggia, ognuno chiuso nella sua bustina grande quanto un portafoglio, da distribuire tra auto, zaino di emergenza e cassetto dell'ufficio.</p><p>Sono in polietilene da 0,03 mm, con cappuccio regolabile tramite coulisse e maniche; aperti misurano 127 x 102 cm, taglia unica per adulti fino a 1,90 m di altezza, e il taglio ampio copre anche uno zaino piccolo. Ognuno pesa circa 42 grammi.</p><p>Nascono per un uso singolo, ma si possono riutilizzare dopo averli lasciati asciugare. I colori sono cinque (trasparente, giallo, blu, rosso e verde), due poncho per colore. Il prezzo scende a 11,99 € dai 15,99 € di listino.</p>`,
      claims: [],
    },
    {
      id: 's4a-poncho-02',
      text: `<p>Li abbiamo usati durante un concerto all'aperto, sotto un acquazzone di due ore, e i poncho PIOGGIAVIA ci hanno tenuti asciutti senza strapparsi. Il polietilene da 0,08 mm è più spesso di quello dei soliti poncho da stadio, pur restando leggero.</p><p>Il cappuccio ha la coulisse, ci sono le maniche e il taglio è abbastanza ampio da coprire uno zaino piccolo. Nella confezione ci sono dieci pezzi in cinque colori, a 11,99 €.</p>`,
      claims: [
        { quote: "Li abbiamo usati durante un concerto all'aperto", class: 'test' },
        { quote: '0,08 mm', class: 'numero' },
        { quote: 'più spesso di quello dei soliti poncho da stadio', class: 'qualitativa' },
      ],
    },
    {
      id: 's4a-poncho-03',
      text: `<h2>Cosa sapere prima di comprarli</h2><ul><li>Confezione da 10 poncho in cinque colori</li><li>Polietilene biodegradabile</li><li>Bottoni a pressione sul davanti per chiuderli</li><li>Taglia unica, fino a 190 cm di altezza</li><li>Riutilizzabili fino a 5 volte</li></ul><p>Con 4,4 stelle su 5 su Amazon, sono una delle scorte più economiche da mettere nello zaino di emergenza.</p>`,
      claims: [
        { quote: 'biodegradabile', class: 'specifica' },
        { quote: 'Bottoni a pressione', class: 'specifica' },
        { quote: 'fino a 5 volte', class: 'numero' },
        { quote: 'una delle scorte più economiche', class: 'qualitativa' },
      ],
    },
    {
      id: 's4a-poncho-04',
      text: `<p>Dieci poncho per meno di dodici euro: la confezione PIOGGIAVIA costa 11,99 € invece di 15,99 €. Ogni poncho è in polietilene sottile, 0,03 millimetri, e pesa una quarantina di grammi; piegato nella sua bustina misura 12 x 9 cm.</p><p>Aperto arriva a 127 x 102 cm, con cappuccio a coulisse e maniche, e veste adulti fino a un metro e novanta. Sono pensati come monouso, ma se si lasciano asciugare si possono riutilizzare.</p><p>I cinque colori assortiti aiutano a riconoscere al volo il poncho di ciascun familiare.</p>`,
      claims: [],
    },
    {
      id: 's4a-poncho-05',
      text: `<h2>Leggeri e sempre pronti</h2><p>I poncho PIOGGIAVIA sono leggeri, compatti e impermeabili, con una colonna d'acqua di 3.000 mm. Ogni confezione contiene 12 poncho, che pesano 42 grammi l'uno e hanno bande riflettenti per essere visibili di notte.</p><p>Il cappuccio si stringe con la coulisse e la taglia unica va bene fino a 190 cm di altezza. Il prezzo è di 11,99 €.</p>`,
      claims: [
        { quote: '3.000 mm', class: 'numero' },
        { quote: '12 poncho', class: 'numero' },
        { quote: 'bande riflettenti', class: 'specifica' },
      ],
    },
    {
      id: 's4a-poncho-06',
      text: `<h2>Il nostro giudizio</h2><p>Dopo averne tenuto uno in auto per tutto l'inverno, possiamo dire che i PIOGGIAVIA fanno quello che devono: coprono testa, braccia e uno zaino piccolo, pesano poco e stanno in una bustina grande quanto un portafoglio.</p><p>A 11,99 € per dieci pezzi, scontati dai 15,99 € di listino, sono i poncho di emergenza più venduti su Amazon.it.</p>`,
      claims: [
        { quote: "Dopo averne tenuto uno in auto per tutto l'inverno", class: 'test' },
        { quote: 'i poncho di emergenza più venduti su Amazon.it', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
