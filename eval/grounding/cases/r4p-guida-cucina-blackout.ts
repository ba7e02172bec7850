import type { CaseFile } from '../types.ts';

/**
 * Passages of a buying guide on cooking without electricity (a cartridge stove, a folding wood
 * stove, a cook set, a windproof lighter), modelled on Amazon.it listings. Written for the fourth
 * round (precision): the guide compares the products' ratings in many wordings, restates prices
 * and quantities, and names specifications one product's data gives; wrong ones among them.
 */
const file: CaseFile = {
  titolo: 'Cucinare durante un blackout: fornelli e accessori da tenere in casa',
  products: [
    {
      nome_prodotto:
        'FIAMMAPRO Fornello Portatile a Gas per Cartucce Butano 227 g, 2200 W, Accensione Piezoelettrica, Valigetta di Trasporto, per Campeggio ed Emergenza',
      nome_sintetico: 'Fornello FIAMMAPRO FP-22',
      specifiche_tecniche: [
        'Potenza: 2200 Watt',
        'Combustibile: cartuccia butano da 227 g (non inclusa)',
        'Consumo: 160 g/h alla massima potenza',
        'Accensione: piezoelettrica',
        'Sicurezza: valvola di sicurezza con sgancio automatico della cartuccia',
        'Dimensioni prodotto: 34 x 27 x 9 cm',
        'Peso articolo: 1,6 Chilogrammi',
      ].join('\n'),
      descrizione_generale:
        'Fornello da tavolo a una fiamma con potenza di 2200 W: porta a ebollizione un litro d’acqua in circa 4 minuti. La cartuccia da 227 g si innesta di lato e la valvola la sgancia se la pressione sale. Si ripone nella valigetta inclusa.',
      informazioni_articolo: ['Marca: Fiammapro', 'Numero modello articolo: FP-22', 'Colore: Nero'].join('\n'),
      contenuto_scatola: ['Fornello FP-22', 'Valigetta in plastica', 'Manuale d’uso'].join('\n'),
      prezzo_prodotto: 24.99,
      prezzo_originale: 24.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'BOSCOCHEF Fornello a Legna Pieghevole in Acciaio Inox, Stufa da Campeggio Portatile a Biomassa con Sacca, 490 g, per Trekking, Bushcraft ed Emergenza',
      nome_sintetico: 'Fornello a legna BOSCOCHEF W3',
      specifiche_tecniche: [
        'Materiale: acciaio inox 304',
        'Combustibile: legna, pigne, pastiglie di combustibile solido',
        'Dimensioni da aperto: 12,5 x 12,5 x 16 cm',
        'Dimensioni da chiuso: 12,5 x 12,5 x 2 cm',
        'Peso articolo: 490 Grammi',
        'Carico massimo: 10 kg',
      ].join('\n'),
      descrizione_generale:
        'Un fornello che non ha bisogno di gas: brucia rametti, pigne e legna secca. Si monta in meno di un minuto senza attrezzi e chiuso è spesso appena 2 cm. La griglia regge pentole fino a 10 kg.',
      informazioni_articolo: ['Marca: Boscochef', 'Numero modello articolo: BC-W3', 'Colore: Argento'].join('\n'),
      contenuto_scatola: ['Fornello W3 in 5 pannelli', 'Griglia', 'Sacca in tela'].join('\n'),
      prezzo_prodotto: 19.9,
      prezzo_originale: 26.9,
      prezzo_scontato: 19.9,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto:
        'GAVETTA Set Pentole da Campeggio in Alluminio Anodizzato 10 Pezzi, Pentola 1,3 L, Padella, Ciotole, Posate Pieghevoli, per 2-3 Persone',
      nome_sintetico: 'Set pentole GAVETTA 10 pz',
      specifiche_tecniche: [
        'Materiale: alluminio anodizzato',
        'Numero di pezzi: 10',
        'Capacità pentola: 1,3 litri',
        'Capacità pentolino: 0,8 litri',
        'Diametro padella: 16 cm',
        'Peso articolo: 650 Grammi',
        'Persone: 2-3',
      ].join('\n'),
      descrizione_generale:
        'Dieci pezzi che entrano uno nell’altro: pentola da 1,3 litri, pentolino da 0,8 litri, padella da 16 cm, due ciotole, mestolo, spatola, spugna e sacca. I manici pieghevoli sono rivestiti in silicone.',
      informazioni_articolo: ['Marca: Gavetta', 'Numero modello articolo: GV-10', 'Colore: Verde'].join('\n'),
      contenuto_scatola: ['Pentola 1,3 L', 'Pentolino 0,8 L', 'Padella', '2 ciotole', 'Mestolo', 'Spatola', 'Spugna', 'Sacca a rete'].join('\n'),
      prezzo_prodotto: 22.49,
      prezzo_originale: 22.49,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: 'FLAMEX Accendino Antivento Ricaricabile USB ad Arco Elettrico, Batteria 220mAh, Impermeabile IPX5, con Cordino',
      nome_sintetico: 'Accendino FLAMEX Arc',
      specifiche_tecniche: [
        'Tipo: accendino ad arco elettrico (senza gas)',
        'Batteria: 220 Milliampere ore',
        'Accensioni per carica: circa 300',
        'Ricarica: USB-C, circa 1 ora',
        'Grado di protezione: IPX5',
        'Peso articolo: 48 Grammi',
      ].join('\n'),
      descrizione_generale: 'Un arco elettrico al posto della fiamma: non teme il vento e non ha bisogno di gas. Con una ricarica da un’ora si accende circa 300 volte.',
      informazioni_articolo: ['Marca: Flamex', 'Numero modello articolo: FX-ARC', 'Colore: Nero'].join('\n'),
      contenuto_scatola: ['Accendino', 'Cavo USB-C', 'Cordino'].join('\n'),
      prezzo_prodotto: 12.99,
      prezzo_originale: 15.99,
      prezzo_scontato: 12.99,
      valutazione_prodotto: 4.2,
    },
  ],
  cases: [
    {
      id: 'r4p-guida-cucina-blackout-01',
      text: '<h2>Quattro prodotti per cucinare senza corrente</h2><p>Abbiamo scelto un fornello a gas, uno a legna, un set di pentole e un accendino ad arco. Tutti e quattro superano le quattro stelle su Amazon: si va dal 4,2 dell’accendino Flamex al 4,6 del set Gavetta, che è anche il più apprezzato dagli acquirenti. Per tutto il kit si spendono circa 80 euro.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-cucina-blackout-02',
      text: '<h2>Fornello FIAMMAPRO FP-22</h2><p>È il cuore del kit: 2,2 kW su una fiamma sola, accensione piezoelettrica e una valvola che sgancia la cartuccia se la pressione sale. Porta a bollore un litro d’acqua in circa quattro minuti e alla massima potenza consuma 160 grammi di gas l’ora, da una cartuccia da 227 g che si innesta di lato. Quattro stelle e mezza di media su Amazon, a 24,99 euro.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-cucina-blackout-03',
      text: '<h2>Fornello a legna BOSCOCHEF W3</h2><p>Quando il gas finisce resta il W3, in acciaio inox 304: brucia rametti e pigne, si monta in meno di un minuto e chiuso è spesso due centimetri. Pesa meno di mezzo chilo e regge pentole fino a dieci chili. Gli acquirenti gli danno 4,3 su 5; oggi costa 19,90 euro invece di 26,90.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-cucina-blackout-04',
      text: '<h2>Set pentole GAVETTA</h2><p>Con la valutazione più alta del gruppo (4,6 stelle), il set Gavetta mette dieci pezzi in un solo ingombro: pentola da 1,3 litri, pentolino da 800 ml, padella da 16 centimetri e due ciotole. L’alluminio anodizzato scalda in fretta e l’insieme pesa 650 grammi. Basta per due o tre persone.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-cucina-blackout-05',
      text: '<h2>Accendino FLAMEX Arc</h2><p>Piccolo ma indispensabile: l’arco elettrico non teme il vento, la batteria da 220 mAh si ricarica via USB-C in circa un’ora e regge circa trecento accensioni. È certificato IPX5 e pesa 48 grammi. Con un 4,2 su 5 e un prezzo di 12,99 euro è l’acquisto più semplice della lista.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-cucina-blackout-06',
      text: '<h2>In sintesi</h2><p>Il fornello Fiammapro è il più votato della selezione, con 4,8 stelle e oltre 2.000 recensioni, e il set Gavetta è il più venduto su Amazon. Il fornello a legna Boscochef pesa appena 390 grammi.</p>',
      claims: [
        { quote: 'il più votato della selezione', class: 'valutazione' },
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'oltre 2.000 recensioni', class: 'valutazione' },
        { quote: 'il più venduto su Amazon', class: 'valutazione' },
        { quote: '390 grammi', class: 'numero' },
      ],
    },
    {
      id: 'r4p-guida-cucina-blackout-07',
      text: '<p>L’accendino Flamex ha una valutazione di 4,6 su 5 e si ricarica in mezz’ora. Il fornello Fiammapro è in acciaio inox e ha una potenza di 3000 W: porta a bollore un litro d’acqua in circa quattro minuti.</p>',
      claims: [
        { quote: '4,6 su 5', class: 'valutazione' },
        { quote: 'mezz’ora', class: 'numero' },
        { quote: 'acciaio inox', class: 'specifica' },
        { quote: '3000 W', class: 'numero' },
      ],
    },
    {
      id: 'r4p-guida-cucina-blackout-08',
      text: '<h2>Come scegliere</h2><p>Le valutazioni sono tutte alte, tra 4,2 e 4,6 stelle, e i prezzi restano sotto i 25 euro per ogni prodotto. Chi ha poco spazio parta dal fornello a legna, che da chiuso è alto appena 2 cm; chi vuole la comodità del gas scelga il Fiammapro, con la sua valigetta e la cartuccia da 227 grammi.</p>',
      claims: [],
    },
  ],
};
export default file;
