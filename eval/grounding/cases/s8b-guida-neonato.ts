import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on home emergencies with a newborn (bottle warmer, baby first-aid kit, lantern, carrier), products modelled on Amazon.it listings. */
const file: CaseFile = {
  titolo: 'Emergenze in casa con un neonato: cosa preparare',
  products: [
    {
      nome_prodotto:
        'TIEPIDO Scaldabiberon Portatile Senza Fili, Thermos Riscaldante 300 ml, Batteria 9600 mAh, Temperatura Regolabile 37-55 °C, Display LED, Ricarica USB-C, Acciaio Inox Senza BPA, per Viaggio e Notte',
      nome_sintetico: 'Tiepido TP-BW300',
      specifiche_tecniche: [
        'Marca: Tiepido',
        'Colore: Bianco',
        'Materiale: Acciaio inox 304, PP senza BPA',
        'Capacità: 300 Millilitri',
        'Capacità della batteria: 9600 Milliampere ore',
        'Intervallo di temperatura: 37-55 Gradi Celsius',
        'Porta di ricarica: USB-C',
        'Tempo di ricarica: 4 Ore',
        'Peso articolo: 420 Grammi',
        'Numero modello articolo: TP-BW300',
        'Batterie incluse: Sì',
      ].join('\n'),
      descrizione_generale:
        "Latte in polvere pronto ovunque, anche senza corrente: il thermos Tiepido scalda 300 ml d'acqua alla temperatura che scegli tra 37 e 55 °C e la mantiene, così puoi preparare il biberon in pochi secondi. Con la batteria carica completa fino a 5 cicli di riscaldamento; da temperatura ambiente a 45 °C servono circa 25 minuti.\n\nInterno in acciaio inox 304 e parti in plastica senza BPA. Il display LED mostra la temperatura reale dell'acqua e il livello della batteria. Si ricarica con cavo USB-C da qualsiasi caricatore o powerbank in circa 4 ore.",
      informazioni_articolo: [
        'Produttore: Tiepido Baby',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,3 su 5 stelle, 524 voti',
      ].join('\n'),
      contenuto_scatola: ['1 thermos scaldabiberon 300 ml', '1 cavo USB-C', '1 manuale in italiano'].join('\n'),
      prezzo_prodotto: 45.99,
      prezzo_originale: 45.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto:
        'PICCOLOSCUDO Kit Pronto Soccorso per Neonati e Bambini 22 Pezzi con Termometro Digitale, Aspiratore Nasale, Siringa Dosatrice, Tagliaunghie e Cerotti Pediatrici, Custodia Rigida in EVA',
      nome_sintetico: 'Piccoloscudo PS-BK22',
      specifiche_tecniche: [
        'Marca: Piccoloscudo',
        'Colore: Azzurro',
        'Numero di pezzi: 22',
        'Materiale: Custodia in EVA',
        'Dimensioni prodotto: 20 x 14 x 6 cm',
        'Peso articolo: 310 Grammi',
        'Età consigliata: Da 0 mesi',
        'Numero modello articolo: PS-BK22',
        'Batterie incluse: Sì',
        'Batterie necessarie: 1 LR41 (inclusa, per il termometro)',
      ].join('\n'),
      descrizione_generale:
        "Tutto quello che serve per la febbre, il naso chiuso e le piccole ferite del neonato, in una custodia rigida che sta in un cassetto o nella borsa del cambio. Il termometro digitale con punta flessibile dà la misura in circa 10 secondi; l'aspiratore nasale in silicone morbido si lava facilmente; la siringa dosatrice da 5 ml aiuta a dare le dosi giuste di sciroppo. Forbicine e tagliaunghie hanno punte arrotondate.",
      informazioni_articolo: [
        'Produttore: Piccoloscudo',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,5 su 5 stelle, 1.978 voti',
      ].join('\n'),
      contenuto_scatola: [
        '1 termometro digitale a punta flessibile',
        '1 aspiratore nasale in silicone',
        '1 siringa dosatrice 5 ml',
        '1 tagliaunghie',
        '1 forbicine a punta arrotondata',
        '1 limetta',
        '1 spazzola',
        '1 pettine',
        '1 spazzolino da dito in silicone',
        '10 cerotti pediatrici',
        '2 garze sterili 5 x 5 cm',
        '1 custodia rigida in EVA',
      ].join('\n'),
      prezzo_prodotto: 21.99,
      prezzo_originale: 24.99,
      prezzo_scontato: 21.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'NOTTELUCE Lanterna LED Ricaricabile con Luce Notturna Calda, 400 Lumen, 4 Modalità, Dimmerabile, Batteria 5200 mAh, Funzione Powerbank, Timer 30 Minuti, IPX4, per Blackout e Cameretta',
      nome_sintetico: 'Notteluce NL-400',
      specifiche_tecniche: [
        'Marca: Notteluce',
        'Colore: Bianco',
        'Luminosità: 400 Lumen',
        'Capacità della batteria: 5200 Milliampere ore',
        'Autonomia: Fino a 120 ore (luce notturna), 5 ore (massima luminosità)',
        'Temperatura di colore: 2700-6000 Kelvin',
        'Modalità di illuminazione: 4',
        'Grado di impermeabilità: IPX4',
        'Porte: Ingresso USB-C, uscita USB-A',
        'Peso articolo: 360 Grammi',
        'Numero modello articolo: NL-400',
      ].join('\n'),
      descrizione_generale:
        "Quando va via la luce di notte, l'ultima cosa che vuoi è accendere una torcia abbagliante sopra la culla. La lanterna Notteluce ha una modalità luce notturna a 2700 K, calda e soffusa, regolabile con continuità, e un timer che la spegne da sola dopo 30 minuti. Alla massima potenza arriva a 400 lumen per illuminare tutta la stanza. La batteria da 5200 mAh può anche ricaricare il telefono dalla porta USB-A. Gancio pieghevole per appenderla.",
      informazioni_articolo: [
        'Produttore: Notteluce',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,4 su 5 stelle, 741 voti',
      ].join('\n'),
      contenuto_scatola: ['1 lanterna LED NL-400', '1 cavo USB-C', '1 manuale'].join('\n'),
      prezzo_prodotto: 29.99,
      prezzo_originale: 29.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        'CULLAPASSO Marsupio Ergonomico per Neonati e Bambini da 3,5 a 20 kg, 0-36 Mesi, 4 Posizioni di Trasporto, Cotone Traspirante, Cintura Lombare Imbottita, Cappuccio Removibile',
      nome_sintetico: 'Cullapasso CP-M4',
      specifiche_tecniche: [
        'Marca: Cullapasso',
        'Colore: Grigio',
        'Materiale: 100% cotone',
        'Peso minimo raccomandato: 3,5 Chilogrammi',
        'Peso massimo raccomandato: 20 Chilogrammi',
        'Età consigliata: 0-36 mesi',
        'Numero di posizioni: 4',
        'Standard di sicurezza: EN 13209-2:2015',
        'Peso articolo: 650 Grammi',
        'Numero modello articolo: CP-M4',
      ].join('\n'),
      descrizione_generale:
        "Le mani libere fanno la differenza quando devi uscire di casa in fretta. Il marsupio Cullapasso porta il bambino in quattro posizioni: ventrale verso il genitore, ventrale verso il mondo, sul fianco e sulla schiena. La seduta mantiene le gambe nella posizione a M raccomandata per lo sviluppo delle anche. La cintura lombare imbottita distribuisce il peso sui fianchi; il cappuccio removibile protegge dal sole e sostiene la testa del neonato quando dorme.",
      informazioni_articolo: [
        'Produttore: Cullapasso',
        'Paese di origine: Cina',
        'Recensioni dei clienti: 4,6 su 5 stelle, 2.310 voti',
      ].join('\n'),
      contenuto_scatola: ['1 marsupio CP-M4 con cappuccio', 'Istruzioni di sicurezza'].join('\n'),
      prezzo_prodotto: 49.9,
      prezzo_originale: 59.9,
      prezzo_scontato: 49.9,
      valutazione_prodotto: 4.6,
    },
  ],
  cases: [
    {
      id: 's8b-guida-neonato-01',
      text: `<h2>Perché un neonato cambia il piano di emergenza</h2>
<p>Un blackout, una fuga di gas che impone di uscire, un'ondata di maltempo: con un neonato in casa ogni imprevisto diventa più complicato. La Protezione Civile consiglia di avere scorte per almeno 72 ore, ma per un bambino piccolo non bastano acqua e cibo: servono il modo di preparare il latte senza corrente, qualcosa per la febbre e un modo per tenerlo in braccio lasciando libere le mani.</p>
<p>In questa guida abbiamo scelto quattro prodotti: uno scaldabiberon a batteria, un kit di pronto soccorso pediatrico da 30 pezzi, una lanterna con luce notturna e un marsupio ergonomico che regge bambini fino a 25 kg.</p>`,
      claims: [
        { quote: '72 ore', class: 'numero' },
        { quote: '30 pezzi', class: 'numero' },
        { quote: '25 kg', class: 'numero' },
      ],
    },
    {
      id: 's8b-guida-neonato-02',
      text: `<h2>Tiepido TP-BW300: il latte caldo senza presa di corrente</h2>
<p>Se salta la luce, il bollitore diventa inutile. Il thermos Tiepido risolve il problema con una batteria da 12.000 mAh che tiene 300 ml d'acqua alla temperatura scelta, tra 37 e 55 °C, pronta per sciogliere il latte in polvere. Il display mostra temperatura e carica residua.</p>
<p>Durante un viaggio in auto di otto ore l'abbiamo usato per tre poppate senza mai ricaricarlo. Ha anche una funzione di sterilizzazione a vapore per tettarelle e ciucci, utile quando non si può bollire l'acqua. Si ricarica via USB-C anche da un powerbank.</p>`,
      claims: [
        { quote: '12.000 mAh', class: 'numero' },
        { quote: "Durante un viaggio in auto di otto ore l'abbiamo usato", class: 'test' },
        { quote: 'funzione di sterilizzazione a vapore', class: 'specifica' },
      ],
    },
    {
      id: 's8b-guida-neonato-03',
      text: `<h2>Piccoloscudo PS-BK22: il pronto soccorso pensato per i più piccoli</h2>
<p>La cassetta del pronto soccorso degli adulti non basta quando il paziente ha pochi mesi. Il kit Piccoloscudo raccoglie 22 pezzi in una custodia rigida in EVA di 20 x 14 x 6 cm, abbastanza piccola da stare nella borsa del cambio.</p>
<ul>
<li>Termometro digitale a punta flessibile, con la batteria già inclusa, che misura in una decina di secondi</li>
<li>Aspiratore nasale in silicone e siringa dosatrice da 5 ml per gli sciroppi</li>
<li>Forbicine e tagliaunghie a punta arrotondata, limetta, spazzola e pettine</li>
<li>Dieci cerotti pediatrici e due garze sterili</li>
</ul>
<p>Costa 21,99 euro, tre in meno del prezzo di listino, e ha una media di 4,5 stelle su quasi duemila recensioni.</p>`,
      claims: [],
    },
    {
      id: 's8b-guida-neonato-04',
      text: `<h2>Luce e mani libere: Notteluce NL-400 e Cullapasso CP-M4</h2>
<p>Di notte, al buio, una torcia puntata sulla culla sveglia il bambino. La lanterna Notteluce ha invece una luce calda e regolabile, un timer di 30 minuti e una potenza massima di 1000 lumen quando serve illuminare tutta la stanza; la batteria da 5200 mAh garantisce 120 ore alla massima luminosità e ricarica anche il telefono.</p>
<p>Se bisogna lasciare la casa, il marsupio Cullapasso permette di portare il bambino in quattro posizioni tenendo le mani libere. È in morbido cotone biologico, rispetta la norma EN 13209-2 e gli acquirenti lo valutano 4,9 su 5.</p>`,
      claims: [
        { quote: '1000 lumen', class: 'numero' },
        { quote: '120 ore alla massima luminosità', class: 'numero' },
        { quote: 'cotone biologico', class: 'specifica' },
        { quote: '4,9 su 5', class: 'valutazione' },
      ],
    },
    {
      id: 's8b-guida-neonato-05',
      text: `<h2>In sintesi</h2>
<p>Con meno di 120 euro in tutto si mette insieme una dotazione completa: scaldabiberon, pronto soccorso, luce e marsupio. Se il budget è limitato, partite dal kit Piccoloscudo, il più completo in commercio per i neonati, e dalla lanterna Notteluce, che con la sua luce notturna serve tutte le sere, non solo nelle emergenze.</p>
<p>Tenete tutto nello stesso posto, vicino alla porta o nella cameretta, e controllate ogni mese la carica delle batterie.</p>`,
      claims: [
        { quote: 'meno di 120 euro', class: 'prezzo' },
        { quote: 'il più completo in commercio per i neonati', class: 'qualitativa' },
        { quote: 'ogni mese', class: 'numero' },
      ],
    },
  ],
};
export default file;
