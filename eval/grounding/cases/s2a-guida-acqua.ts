import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on emergency water (straw filter, rigid 10 L jerrycan, purification tablets), modelled on Italian preparedness buying guides. */
const file: CaseFile = {
  titolo: "Acqua in emergenza: contenitori e filtri",
  products: [
    {
      nome_prodotto:
        "PURASTRAW Filtro Acqua Portatile a Cannuccia, Membrana a Fibra Cava 0,1 Micron, Filtra fino a 1500 Litri, Rimuove il 99,9999% dei Batteri, Senza BPA, per Escursionismo, Campeggio ed Emergenza",
      nome_sintetico: "PuraStraw",
      specifiche_tecniche: [
        "Tipo di filtro: Membrana a fibra cava",
        "Porosità: 0,1 Micron",
        "Capacità di filtrazione: 1500 Litri",
        "Rimozione batteri: 99,9999%",
        "Rimozione protozoi: 99,999% (Giardia, Cryptosporidium)",
        "Limitazioni: Non rimuove virus, sostanze chimiche e metalli pesanti",
        "Materiale: Plastica ABS senza BPA",
        "Lunghezza: 22,5 Centimetri",
        "Peso articolo: 45 Grammi",
      ].join("\n"),
      descrizione_generale:
        "Con PuraStraw si beve direttamente da torrente, lago o contenitore, aspirando come con una cannuccia: la membrana a fibra cava da 0,1 micron trattiene batteri e protozoi. Non richiede batterie né prodotti chimici e pesa solo 45 g. Dopo l'uso soffiare aria nel filtro per espellere l'acqua residua. Non usare né conservare sotto 0 °C: il ghiaccio danneggia la membrana.",
      informazioni_articolo: [
        "Marchio: PuraStraw",
        "Numero modello articolo: PS-01",
        "Colore: Blu",
        "Numero di pezzi: 1",
      ].join("\n"),
      contenuto_scatola: ["1 x Filtro a cannuccia PuraStraw", "2 x Tappi di protezione", "1 x Cordino"].join("\n"),
      prezzo_prodotto: 17.99,
      prezzo_originale: 19.99,
      prezzo_scontato: 17.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        "HYDROBOX Tanica Acqua Rigida 10 Litri con Rubinetto, HDPE per Alimenti Senza BPA, Impilabile, Apertura da 7 cm, per Scorta d'Acqua, Campeggio e Camper",
      nome_sintetico: "Hydrobox 10",
      specifiche_tecniche: [
        "Capacità: 10 Litri",
        "Materiale: HDPE per alimenti, senza BPA",
        "Colore: Blu opaco",
        "Diametro apertura: 7 Centimetri",
        "Rubinetto: Removibile, con valvola di sfiato",
        "Impilabile: Sì",
        "Temperatura di utilizzo: da -10 °C a 50 °C",
        "Dimensioni prodotto: 29 x 19 x 24 cm",
        "Peso articolo: 650 Grammi",
      ].join("\n"),
      descrizione_generale:
        "Hydrobox 10 è una tanica rigida pensata per la scorta d'acqua domestica e per il campeggio. Il colore blu opaco limita il passaggio della luce e quindi la formazione di alghe; le scanalature sul tappo e sul fondo permettono di impilare più taniche. L'apertura da 7 cm rende semplici il riempimento e la pulizia, e il rubinetto removibile con valvola di sfiato eroga l'acqua in modo regolare. Per una scorta a lungo termine si consiglia di rinnovare l'acqua ogni 6 mesi.",
      informazioni_articolo: [
        "Marchio: Hydrobox",
        "Numero modello articolo: HB-10",
        "Colore: Blu",
        "Volume: 10 Litri",
      ].join("\n"),
      contenuto_scatola: ["1 x Tanica Hydrobox 10 L", "1 x Rubinetto", "1 x Tappo"].join("\n"),
      prezzo_prodotto: 16.49,
      prezzo_originale: 16.49,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto:
        "CLORIX Tab Compresse Potabilizzanti per Acqua, 100 Compresse, 1 Compressa per 1 Litro, Dicloroisocianurato di Sodio, Efficaci in 30 Minuti, per Emergenza e Viaggi",
      nome_sintetico: "Clorix Tab",
      specifiche_tecniche: [
        "Numero di compresse: 100",
        "Dosaggio: 1 compressa per 1 litro d'acqua",
        "Principio attivo: Dicloroisocianurato di sodio (NaDCC) 3,5 mg",
        "Tempo di contatto: 30 minuti (60 minuti con acqua torbida o fredda)",
        "Efficacia: Batteri e virus",
        "Formato: Blister da 10 compresse",
        "Scadenza: 5 anni dalla produzione",
        "Peso articolo: 40 Grammi",
      ].join("\n"),
      descrizione_generale:
        "Le compresse Clorix Tab rendono potabile l'acqua limpida di dubbia qualità: si scioglie una compressa in un litro d'acqua e si attendono 30 minuti, 60 se l'acqua è fredda o torbida. Agiscono su batteri e virus ma non rimuovono i sedimenti: l'acqua torbida va prima filtrata con un panno pulito. Lasciano un leggero sapore di cloro. I blister da 10 compresse si conservano facilmente nel kit d'emergenza.",
      informazioni_articolo: [
        "Marchio: Clorix",
        "Numero modello articolo: CT-100",
        "Forma: Compresse",
        "Numero di pezzi: 100",
      ].join("\n"),
      contenuto_scatola: ["10 x Blister da 10 compresse", "1 x Foglio illustrativo"].join("\n"),
      prezzo_prodotto: 11.9,
      prezzo_originale: 11.9,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: "s2a-guida-acqua-01",
      text: "<h2>Acqua in emergenza: contenitori e filtri</h2><p>Quando l'acqua del rubinetto manca o è di dubbia qualità, servono due cose: una scorta e un modo per rendere potabile l'acqua che si trova. Per la scorta conviene calcolare almeno 4 litri a persona al giorno, per tre giorni. In questa guida mettiamo a confronto una tanica rigida, la Hydrobox 10, un filtro a cannuccia, il PuraStraw, e le compresse potabilizzanti Clorix Tab.</p><p>Secondo l'OMS, oltre il 60% delle malattie dopo un'alluvione è legato all'acqua contaminata.</p>",
      claims: [
        { quote: "almeno 4 litri a persona al giorno", class: "numero" },
        { quote: "per tre giorni", class: "numero" },
        { quote: "oltre il 60%", class: "numero" },
      ],
    },
    {
      id: "s2a-guida-acqua-02",
      text: "<h2>PuraStraw: bere direttamente dalla fonte</h2><p>Il PuraStraw è il filtro più semplice da usare: si immerge in un torrente, in un secchio o in una tanica e si beve aspirando. La membrana a fibra cava da 0,1 micron trattiene il 99,9999% dei batteri e il 99,999% dei protozoi, inclusi virus e metalli pesanti, e la cartuccia dura fino a 4000 litri. Pesa appena 45 grammi e non richiede batterie.</p><p>Dopo l'uso basta soffiarci dentro per espellere l'acqua residua. Attenzione al gelo: sotto zero la membrana si può danneggiare.</p>",
      claims: [
        { quote: "il filtro più semplice da usare", class: "qualitativa" },
        { quote: "inclusi virus e metalli pesanti", class: "qualitativa" },
        { quote: "4000 litri", class: "numero" },
      ],
    },
    {
      id: "s2a-guida-acqua-03",
      text: "<h2>Hydrobox 10: la scorta di casa</h2><p>Per conservare l'acqua in casa, la Hydrobox 10 è una tanica rigida da 10 litri in HDPE per alimenti, senza BPA. Il blu opaco lascia passare poca luce e così limita la formazione di alghe; le scanalature permettono di impilare più taniche una sull'altra. L'apertura da 7 cm facilita riempimento e pulizia, e il rubinetto removibile ha una valvola di sfiato.</p><p>Il produttore consiglia di rinnovare l'acqua ogni sei mesi se la tanica è usata come scorta a lungo termine. Costa 16,49 euro e ha una media di 4,6 stelle.</p>",
      claims: [],
    },
    {
      id: "s2a-guida-acqua-04",
      text: "<h2>Clorix Tab: quando l'acqua è dubbia</h2><p>Le Clorix Tab sono compresse al dicloroisocianurato di sodio: una compressa per ogni litro d'acqua, cento compresse in dieci blister da dieci. Il tempo di contatto è di mezz'ora, che raddoppia se l'acqua è fredda o torbida. A differenza del filtro PuraStraw, agiscono anche sui virus, ma non eliminano i sedimenti: l'acqua torbida va prima filtrata con un panno pulito. Resta un leggero sapore di cloro. Durano cinque anni dalla produzione e costano 11,90 euro.</p>",
      claims: [],
    },
    {
      id: "s2a-guida-acqua-05",
      text: "<h2>Confronto rapido</h2><ul><li><strong>Hydrobox 10</strong>: 10 litri, HDPE, impilabile, 14,99 €</li><li><strong>PuraStraw</strong>: filtra fino a 1500 litri, 45 g, certificato NSF/ANSI 53</li><li><strong>Clorix Tab</strong>: 100 compresse, efficaci contro batteri e virus in 30 minuti, durata 3 anni</li></ul><p>Secondo noi la combinazione migliore è tanica più compresse, che insieme coprono il 90% delle situazioni domestiche.</p>",
      claims: [
        { quote: "14,99 €", class: "prezzo" },
        { quote: "NSF/ANSI 53", class: "specifica" },
        { quote: "durata 3 anni", class: "numero" },
        { quote: "il 90% delle situazioni domestiche", class: "numero" },
      ],
    },
    {
      id: "s2a-guida-acqua-06",
      text: "<h2>Conclusioni</h2><p>I tre prodotti svolgono compiti diversi. La tanica Hydrobox 10 assicura la scorta, il PuraStraw permette di bere da fonti naturali senza prodotti chimici e le Clorix Tab agiscono anche sui virus. Dopo aver provato tutti e tre durante un'escursione di tre giorni in Val d'Aosta, il nostro consiglio è di tenerli insieme nel kit d'emergenza. La Hydrobox 10, poi, è la tanica più venduta su Amazon. Ricordate che l'acqua trattata con le compresse va consumata entro 24 ore.</p>",
      claims: [
        { quote: "Dopo aver provato tutti e tre durante un'escursione di tre giorni in Val d'Aosta", class: "test" },
        { quote: "la tanica più venduta su Amazon", class: "valutazione" },
        { quote: "entro 24 ore", class: "numero" },
      ],
    },
  ],
};
export default file;
