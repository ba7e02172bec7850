import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on the evacuation "go bag", modelled on Italian preparedness-site guides with Amazon.it products. */
const file: CaseFile = {
  titolo: 'La borsa dei dieci minuti: cosa prendere quando bisogna evacuare',
  products: [
    {
      nome_prodotto: 'DOCUSAFE Busta Portadocumenti Ignifuga e Impermeabile 38 x 28 cm, Borsa in Fibra di Vetro Siliconata con Zip e Chiusura a Strappo, per Passaporti, Contanti e Documenti Importanti',
      nome_sintetico: 'Docusafe busta portadocumenti ignifuga',
      specifiche_tecniche: [
        'Materiale: Fibra di vetro siliconata',
        'Dimensioni: 38 x 28 cm',
        'Resistenza al calore: fino a 1000 °F (538 °C)',
        'Impermeabile: Sì',
        'Chiusura: Zip e chiusura a strappo',
        'Colore: Nero',
        'Peso articolo: 310 Grammi',
      ].join('\n'),
      descrizione_generale: `La busta Docusafe protegge passaporti, atti, contanti, chiavette USB e documenti in formato A4 senza doverli piegare. Il doppio strato di fibra di vetro siliconata resiste al calore fino a 538 °C e non lascia passare l'acqua; la zip è coperta da una patta con chiusura a strappo.

È ignifuga ma non è una cassaforte: ritarda i danni del fuoco, non li impedisce in un incendio prolungato. Leggera e sottile, si infila in uno zaino o in un cassetto vicino alla porta.`,
      informazioni_articolo: [
        'Marchio: Docusafe',
        'Numero modello articolo: DS-3828',
        'Formato documenti: A4 (senza piegare)',
        'Scomparti: 1 principale, 1 tasca interna',
      ].join('\n'),
      contenuto_scatola: '1 busta portadocumenti ignifuga',
      prezzo_prodotto: 24.99,
      prezzo_originale: 24.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: 'RADIOSOS Radio di Emergenza a Manovella e Solare AM/FM, Torcia LED, Powerbank 4000 mAh, Allarme SOS, Radio Portatile Ricaricabile USB-C per Blackout e Campeggio',
      nome_sintetico: 'Radiosos radio di emergenza a manovella',
      specifiche_tecniche: [
        'Bande radio: AM 520-1710 kHz, FM 87-108 MHz',
        'Capacità della batteria: 4000 Milliampere ore',
        'Modalità di ricarica: Manovella, pannello solare, USB-C',
        'Torcia: LED 1 W',
        'Uscita: USB-A 5 V / 1 A',
        'Allarme: Sirena SOS con luce lampeggiante',
        'Grado di protezione: IPX3',
        'Peso articolo: 400 Grammi',
      ].join('\n'),
      descrizione_generale: `Quando la rete elettrica e quella mobile non funzionano, la radio resta il canale delle comunicazioni ufficiali. La Radiosos RS-4000 riceve AM e FM e si ricarica in tre modi: con la manovella, con il pannello solare o via USB-C. Un minuto di manovella dà circa 5-10 minuti di ascolto radio.

La batteria da 4000 mAh alimenta anche la torcia LED e può ricaricare uno smartphone tramite la porta USB. La sirena SOS con luce lampeggiante aiuta a segnalare la propria posizione. Resiste agli spruzzi d'acqua (IPX3).`,
      informazioni_articolo: [
        'Marchio: Radiosos',
        'Numero modello articolo: RS-4000',
        'Dimensioni del prodotto: 15 x 6,5 x 8 cm',
      ].join('\n'),
      contenuto_scatola: [
        '1 radio di emergenza',
        '1 cavo USB-C',
        '1 cordino',
        'Manuale di istruzioni',
      ].join('\n'),
      prezzo_prodotto: 39.9,
      prezzo_originale: 45.9,
      prezzo_scontato: 39.9,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto: 'AQUARISERVA Acqua Potabile di Emergenza in Bustine, 24 Buste da 125 ml (3 Litri), Conservazione 5 Anni, per Zaino di Evacuazione e Kit di Sopravvivenza',
      nome_sintetico: 'Aquariserva acqua di emergenza in bustine',
      specifiche_tecniche: [
        'Contenuto: 24 buste da 125 ml',
        'Volume totale: 3 Litri',
        'Durata di conservazione: 5 anni dalla produzione',
        'Temperatura di conservazione: da -10 °C a +50 °C',
        'Tipo di acqua: Acqua potabile sterilizzata',
        'Confezione: Buste in alluminio multistrato',
        'Peso articolo: 3,3 Chilogrammi',
      ].join('\n'),
      descrizione_generale: `Le bustine Aquariserva contengono acqua potabile sterilizzata, confezionata in alluminio multistrato che la protegge da luce e aria per cinque anni. Ogni busta da 125 ml si apre a strappo, senza attrezzi, e si può dividere tra più persone o tenere in tasca.

Le 24 buste, tre litri in tutto, occupano poco spazio nello zaino di evacuazione o nel bagagliaio dell'auto. Resistono a temperature da -10 a +50 °C.`,
      informazioni_articolo: [
        'Marchio: Aquariserva',
        'Numero modello articolo: AR-24x125',
        'Dimensioni della confezione: 25 x 15 x 12 cm',
      ].join('\n'),
      contenuto_scatola: '24 buste di acqua potabile da 125 ml',
      prezzo_prodotto: 27.5,
      prezzo_originale: 27.5,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: 'PRONTOKIT Kit di Primo Soccorso Compatto 120 Pezzi, Borsa Impermeabile con Coperta Isotermica, Bende, Cerotti, Forbici e Pinzette, per Casa, Auto ed Evacuazione',
      nome_sintetico: 'Prontokit kit di primo soccorso 120 pezzi',
      specifiche_tecniche: [
        'Numero di pezzi: 120',
        'Materiale borsa: Nylon impermeabile',
        'Dimensioni: 20 x 14 x 8 cm',
        'Peso articolo: 450 Grammi',
        'Colore: Rosso',
      ].join('\n'),
      descrizione_generale: `Il Prontokit PK-120 raccoglie in una borsa di nylon impermeabile, grande poco più di un libro, 120 pezzi per medicare tagli, abrasioni, distorsioni e piccole ustioni. Gli scomparti interni con elastici tengono tutto in ordine e a vista.

Comprende una coperta isotermica, guanti in nitrile, forbici e un laccio emostatico. La maniglia e gli anelli laterali permettono di appenderlo allo zaino. I materiali sterili hanno una scadenza di 60 mesi.`,
      informazioni_articolo: [
        'Marchio: Prontokit',
        'Numero modello articolo: PK-120',
        'Scadenza materiali sterili: 60 mesi',
      ].join('\n'),
      contenuto_scatola: [
        '40 cerotti assortiti',
        '10 garze sterili 10 x 10 cm',
        '2 bende elastiche',
        '1 coperta isotermica 210 x 160 cm',
        '1 paio di forbici',
        '1 pinzetta',
        '4 paia di guanti in nitrile',
        '20 salviette disinfettanti',
        '1 laccio emostatico',
        '1 rotolo di nastro adesivo medico',
      ].join('\n'),
      prezzo_prodotto: 21.99,
      prezzo_originale: 26.99,
      prezzo_scontato: 21.99,
      valutazione_prodotto: 4.4,
    },
  ],
  cases: [
    {
      id: 's7-guida-evacuazione-01',
      text: `<h2>La borsa dei dieci minuti</h2><p>L'idea è semplice: avere già pronta una borsa con quello che serve quando bisogna evacuare. In questa guida mettiamo insieme quattro oggetti che rispondono a quattro bisogni diversi: proteggere i documenti, ricevere informazioni, bere e medicarsi.</p><p>Per i documenti c'è la busta ignifuga <strong>Docusafe</strong>, che accoglie fogli A4 senza piegarli. Per le notizie, la radio <strong>Radiosos RS-4000</strong>, che si ricarica a manovella, con il sole o via USB-C. Per l'acqua, le 24 bustine <strong>Aquariserva</strong> da 125 ml, tre litri in tutto, che si conservano cinque anni. Per le ferite, il <strong>Prontokit PK-120</strong>: 120 pezzi in una borsa impermeabile.</p>`,
      claims: [],
    },
    {
      id: 's7-guida-evacuazione-02',
      text: `<h2>Documenti: la busta ignifuga Docusafe</h2><p>La busta <strong>Docusafe DS-3828</strong> misura 38 x 28 cm e contiene documenti A4 senza piegarli, più una tasca interna per contanti o chiavette USB. Il doppio strato di fibra di vetro siliconata resiste fino a 1000 °C ed è certificato UL 94.</p><p>Nei nostri test ha protetto un passaporto lasciato per venti minuti su un barbecue acceso. Resta comunque una busta, non una cassaforte: ritarda i danni del fuoco, ma non li impedisce in un incendio prolungato.</p><p>Pesa 310 grammi e costa 24,99 euro.</p>`,
      claims: [
        { quote: '1000 °C', class: 'numero' },
        { quote: 'certificato UL 94', class: 'specifica' },
        { quote: 'Nei nostri test ha protetto un passaporto lasciato per venti minuti su un barbecue acceso', class: 'test' },
      ],
    },
    {
      id: 's7-guida-evacuazione-03',
      text: `<h2>Informazioni: la radio a manovella Radiosos RS-4000</h2><p>Se la rete elettrica e quella mobile smettono di funzionare, la radio rimane il canale delle comunicazioni ufficiali. La <strong>Radiosos RS-4000</strong> riceve AM e FM (in FM da 87 a 108 MHz) e ha tre modi per ricaricarsi: manovella, pannello solare e presa USB-C.</p><p>Un minuto di manovella vale da cinque a dieci minuti di ascolto, più o meno. La batteria da 4000 mAh alimenta anche una torcia LED da 1 W e, dalla porta USB, può ricaricare uno smartphone. C'è poi una sirena SOS con luce lampeggiante per segnalare dove ci si trova.</p><p>Pesa 400 grammi, misura 15 x 6,5 x 8 cm e regge gli spruzzi d'acqua (IPX3). Prezzo: 39,90 euro, scontata da 45,90.</p>`,
      claims: [],
    },
    {
      id: 's7-guida-evacuazione-04',
      text: `<h2>Acqua e primo soccorso</h2><p>Le bustine <strong>Aquariserva</strong> contengono acqua potabile sterilizzata in alluminio multistrato e durano cinque anni; si aprono a strappo, senza attrezzi, e resistono da -20 a +60 °C. Le 24 buste da 125 ml fanno tre litri, da confrontare con il fabbisogno: un adulto ha bisogno di almeno due litri d'acqua al giorno.</p><p>Il <strong>Prontokit PK-120</strong> contiene 120 pezzi in una borsa di nylon impermeabile: cerotti, garze sterili, bende elastiche, guanti in nitrile, forbici, pinzetta, un laccio emostatico e una coperta isotermica. Include anche un manuale di primo soccorso illustrato in italiano, ed è il kit più completo della sua fascia di prezzo. Costa 21,99 euro.</p>`,
      claims: [
        { quote: 'da -20 a +60 °C', class: 'numero' },
        { quote: `almeno due litri d'acqua al giorno`, class: 'numero' },
        { quote: 'un manuale di primo soccorso illustrato in italiano', class: 'specifica' },
        { quote: 'il kit più completo della sua fascia di prezzo', class: 'qualitativa' },
      ],
    },
    {
      id: 's7-guida-evacuazione-05',
      text: `<h2>Come comporre la borsa</h2><p>Con questi quattro oggetti la borsa dei dieci minuti copre documenti, informazioni, acqua e primo soccorso. La spesa complessiva resta sotto i 100 euro e il peso sotto i 3 chili.</p><p>Tenetela pronta e controllatela ogni sei mesi: le bustine d'acqua durano cinque anni, i materiali sterili del kit di primo soccorso sessanta mesi.</p>`,
      claims: [
        { quote: 'sotto i 100 euro', class: 'prezzo' },
        { quote: 'sotto i 3 chili', class: 'numero' },
        { quote: 'ogni sei mesi', class: 'numero' },
      ],
    },
  ],
};
export default file;
