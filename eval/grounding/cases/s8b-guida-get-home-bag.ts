import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on the get home bag (backpack, filter bottle, power bank, poncho), products modelled on Amazon.it listings. */
const file: CaseFile = {
  titolo: 'Lo zaino per tornare a casa dal lavoro (get home bag)',
  products: [
    {
      nome_prodotto:
        'URBANTREK Zaino 25 Litri Impermeabile da Ufficio e Trekking, Scomparto PC fino a 15,6 Pollici, Poliestere 600D, Parapioggia Integrato, Cinghia Pettorale, Tasca Antifurto, Grigio Antracite',
      nome_sintetico: 'Urbantrek UT-25G',
      specifiche_tecniche: [
        'Marca: Urbantrek',
        'Colore: Grigio antracite',
        'Capacità: 25 Litri',
        'Materiale: Poliestere 600D con rivestimento in PU',
        'Dimensioni prodotto: 48 x 30 x 18 cm',
        'Peso articolo: 890 Grammi',
        'Dimensioni massime laptop: 15,6 Pollici',
        'Caratteristiche speciali: Parapioggia integrato, Cinghia pettorale, Inserti riflettenti, Tasca antifurto',
        'Numero modello articolo: UT-25G',
      ].join('\n'),
      descrizione_generale:
        "Sobrio abbastanza per l'ufficio, pronto per il sentiero. Lo zaino Urbantrek da 25 litri ha uno scomparto imbottito per portatili fino a 15,6 pollici, due tasche laterali elastiche per le borracce e una tasca antifurto sul retro, a contatto con la schiena, per portafoglio e documenti. Il poliestere 600D spalmato in PU respinge la pioggia leggera; per gli acquazzoni c'è il parapioggia arancione nascosto nella tasca sul fondo. Spallacci imbottiti, cinghia pettorale regolabile e inserti riflettenti per camminare di sera.",
      informazioni_articolo: [
        'Produttore: Urbantrek',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,5 su 5 stelle, 1.402 voti',
      ].join('\n'),
      contenuto_scatola: ['1 zaino UT-25G', '1 parapioggia'].join('\n'),
      prezzo_prodotto: 54.9,
      prezzo_originale: 64.9,
      prezzo_scontato: 54.9,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'LIMPIDA Borraccia Filtrante 650 ml con Filtro a Fibra Cava 0,1 Micron e Carbone Attivo, Rimuove il 99,9999% dei Batteri, Durata Filtro 1500 Litri, Tritan Senza BPA, per Trekking, Viaggi ed Emergenze',
      nome_sintetico: 'Limpida LM-650',
      specifiche_tecniche: [
        'Marca: Limpida',
        'Colore: Blu',
        'Capacità: 650 Millilitri',
        'Materiale: Tritan senza BPA',
        'Dimensione dei pori: 0,1 Micron',
        'Durata del filtro: 1500 Litri',
        'Peso articolo: 190 Grammi',
        'Numero modello articolo: LM-650',
      ].join('\n'),
      descrizione_generale:
        "Riempila da una fontana, da un torrente o da un rubinetto di cui non ti fidi e bevi subito. La membrana a fibra cava da 0,1 micron trattiene il 99,9999% dei batteri e il 99,9% dei protozoi come Giardia e Cryptosporidium, e lo stadio a carbone attivo riduce cloro e cattivi odori. Un filtro dura fino a 1500 litri ed è sostituibile. Attenzione: il filtro non elimina virus, metalli pesanti né sostanze chimiche disciolte.",
      informazioni_articolo: [
        'Produttore: Limpida Water',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,4 su 5 stelle, 688 voti',
      ].join('\n'),
      contenuto_scatola: ['1 borraccia 650 ml', '1 filtro installato', '1 moschettone'].join('\n'),
      prezzo_prodotto: 32.5,
      prezzo_originale: 32.5,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        'VOLTINO Powerbank 10000 mAh Slim, Ricarica Rapida 22,5 W PD, USB-C Ingresso e Uscita, 2 Porte, Display LED Digitale, Batteria Esterna Compatibile con iPhone, Samsung, Xiaomi',
      nome_sintetico: 'Voltino VT-10S',
      specifiche_tecniche: [
        'Marca: Voltino',
        'Colore: Nero',
        'Capacità della batteria: 10000 Milliampere ore',
        'Energia: 37 Wattora',
        'Potenza in uscita: 22,5 Watt',
        'Porte: 1 USB-C (ingresso/uscita), 1 USB-A',
        'Tipo di batteria: Polimeri di litio',
        'Dimensioni prodotto: 14,5 x 6,8 x 1,5 cm',
        'Peso articolo: 210 Grammi',
        'Numero modello articolo: VT-10S',
        'Batterie incluse: Sì',
      ].join('\n'),
      descrizione_generale:
        "Sottile come uno smartphone e leggero, il powerbank Voltino sta in una tasca dello zaino senza farsi notare. Con la ricarica rapida PD fino a 22,5 W il telefono riprende energia in fretta, e due dispositivi si caricano insieme dalle porte USB-C e USB-A. Il display digitale indica la carica residua in percentuale. Si ricarica completamente in circa 3 ore con un caricatore da 18 W.",
      informazioni_articolo: [
        'Produttore: Voltino',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,5 su 5 stelle, 3.215 voti',
      ].join('\n'),
      contenuto_scatola: ['1 powerbank VT-10S', '1 cavo USB-C a USB-C', 'Manuale'].join('\n'),
      prezzo_prodotto: 19.99,
      prezzo_originale: 25.99,
      prezzo_scontato: 19.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'PIOVIGO Poncho Antipioggia Riutilizzabile Unisex con Cappuccio, Nylon Ripstop Impermeabile 3000 mm, Occhielli per Uso come Telo Riparo, Ripiegabile nella Sua Custodia, Verde Oliva',
      nome_sintetico: 'Piovigo PV-PN01',
      specifiche_tecniche: [
        'Marca: Piovigo',
        'Colore: Verde oliva',
        'Materiale: Nylon ripstop con rivestimento in PU',
        'Colonna d\'acqua: 3000 mm',
        'Dimensioni prodotto: 210 x 145 cm (aperto)',
        'Peso articolo: 340 Grammi',
        'Taglia: Unica',
        'Numero modello articolo: PV-PN01',
      ].join('\n'),
      descrizione_generale:
        "Un poncho ampio che copre anche lo zaino sulle spalle. Il nylon ripstop spalmato in PU ha una colonna d'acqua di 3000 mm, il cappuccio si stringe con un cordino e i lati si chiudono con bottoni a pressione per formare le maniche. Grazie agli occhielli sui quattro angoli, aperto diventa un telo riparo di 210 x 145 cm. Si ripiega nella sua custodia di 20 x 12 cm.",
      informazioni_articolo: [
        'Produttore: Piovigo',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,3 su 5 stelle, 455 voti',
      ].join('\n'),
      contenuto_scatola: ['1 poncho', '1 custodia'].join('\n'),
      prezzo_prodotto: 17.99,
      prezzo_originale: 17.99,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: 's8b-guida-get-home-bag-01',
      text: `<h2>Cos'è una get home bag</h2>
<p>Il kit che tutti conoscono è lo zaino per scappare di casa. Ma un terremoto, un'alluvione o uno sciopero dei trasporti possono sorprenderci al lavoro, e allora il problema diventa tornare a casa a piedi. Chi lavora a più di 20 km da casa dovrebbe tenere in ufficio uno zaino pronto.</p>
<p>Non serve molto: uno zaino discreto come l'Urbantrek da 30 litri, una borraccia filtrante che elimina anche i virus, un powerbank per restare raggiungibili e un poncho per la pioggia.</p>`,
      claims: [
        { quote: 'più di 20 km', class: 'numero' },
        { quote: '30 litri', class: 'numero' },
        { quote: 'elimina anche i virus', class: 'specifica' },
      ],
    },
    {
      id: 's8b-guida-get-home-bag-02',
      text: `<h2>Urbantrek UT-25G: lo zaino che non sembra uno zaino da emergenza</h2>
<p>Una get home bag deve passare inosservata in ufficio. L'Urbantrek ci riesce con il suo grigio antracite e un taglio da pendolare, ma sotto ha il necessario per camminare: spallacci imbottiti, cinghia pettorale, inserti riflettenti per le ore serali.</p>
<p>Il tessuto è un poliestere 900D spalmato in PU e lo scomparto imbottito accoglie portatili fino a 17 pollici. Lo usiamo da due mesi per andare in ufficio e la tasca antifurto sul retro si è rivelata il posto ideale per documenti e chiavi. Nella tasca sul fondo c'è il parapioggia arancione.</p>`,
      claims: [
        { quote: 'poliestere 900D', class: 'specifica' },
        { quote: '17 pollici', class: 'numero' },
        { quote: 'Lo usiamo da due mesi per andare in ufficio', class: 'test' },
      ],
    },
    {
      id: 's8b-guida-get-home-bag-03',
      text: `<h2>Acqua ed energia: Limpida LM-650 e Voltino VT-10S</h2>
<p>Camminare per ore senza bere non è un'opzione, e portarsi litri d'acqua pesa. La borraccia Limpida si riempie a una fontana o a un torrente: la membrana con pori da 0,01 micron trattiene batteri e protozoi, e il carbone attivo riduce il sapore di cloro. Il filtro dura 1.500 litri.</p>
<p>Per il telefono, il powerbank Voltino da 10.000 mAh è sottile e pesa 150 grammi; con la ricarica rapida da 22,5 W riporta uno smartphone al 50% in 25 minuti e lo ricarica fino a quattro volte prima di esaurirsi.</p>`,
      claims: [
        { quote: '0,01 micron', class: 'numero' },
        { quote: '150 grammi', class: 'numero' },
        { quote: 'al 50% in 25 minuti', class: 'numero' },
        { quote: 'fino a quattro volte', class: 'numero' },
      ],
    },
    {
      id: 's8b-guida-get-home-bag-04',
      text: `<h2>Piovigo PV-PN01: il poncho che diventa riparo</h2>
<p>Nella get home bag il poncho ha un vantaggio: copre anche lo zaino che portate sulle spalle. Quello di Piovigo è in nylon ripstop con spalmatura in PU e una colonna d'acqua di 3.000 mm; il cappuccio si regola con un cordino e i bottoni a pressione sui fianchi formano delle maniche.</p>
<p>Il vero vantaggio sono gli occhielli ai quattro angoli: aperto misura 2,10 per 1,45 metri e si può tendere come telo per ripararsi durante una sosta. Ripiegato nella sua custodia occupa 20 x 12 cm e pesa 340 grammi. Costa 17,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's8b-guida-get-home-bag-05',
      text: `<h2>Quanto costa e da dove cominciare</h2>
<p>Lo zaino Urbantrek, oggi a 54,90 euro, è il più venduto della sua categoria ed è la base su cui costruire tutto il resto. Il powerbank Voltino è scontato a 19,99 euro, mentre la borraccia Limpida costa 24,99 euro e il poncho Piovigo meno di 18.</p>
<p>Se dovete scegliere un solo acquisto da fare subito, partite dalla borraccia: l'acqua è la prima cosa che manca quando si cammina per ore. Il poncho Piovigo, dal canto suo, è il più resistente che si trovi a questo prezzo.</p>`,
      claims: [
        { quote: 'il più venduto della sua categoria', class: 'valutazione' },
        { quote: '24,99 euro', class: 'prezzo' },
        { quote: 'il più resistente che si trovi a questo prezzo', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
