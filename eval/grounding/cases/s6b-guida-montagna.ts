import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on gear for a week cut off in a mountain home (power station, gravity water filter, crank radio, winter sleeping bag). */
const file: CaseFile = {
  titolo: `Vivere in montagna: l'attrezzatura per restare isolati una settimana`,
  products: [
    {
      nome_prodotto: `Kortex PowerCube 1000 Power Station Portatile 1024Wh LiFePO4, Uscita AC 1000W (Picco 2000W), Ricarica Rapida in 1,5 Ore, 3 Prese AC, USB-C 100W, Generatore Solare per Campeggio, Blackout, Casa`,
      nome_sintetico: `Kortex PowerCube 1000`,
      specifiche_tecniche: [
        `Marchio: Kortex`,
        `Capacità: 1024 Wattora`,
        `Tipo di batteria: LiFePO4`,
        `Potenza di uscita AC: 1000 Watt (picco 2000 Watt)`,
        `Porte: 3 prese AC, 2 USB-C (100 W max), 2 USB-A, 1 presa accendisigari 12 V`,
        `Ingresso solare: 12-60 V, max 500 W`,
        `Tempo di ricarica da rete: 1,5 ore`,
        `Cicli di vita: 3500 cicli all'80%`,
        `Temperatura di esercizio: -10 °C a +40 °C`,
      ].join('\n'),
      descrizione_generale: `PowerCube 1000 è una centrale elettrica portatile da 1024 Wh con batteria LiFePO4, pensata per tenere accesi gli apparecchi essenziali durante un blackout o in una baita senza rete. Le 3 prese AC a onda sinusoidale pura erogano fino a 1000 W continui, con picchi di 2000 W all'avvio dei motori. Da rete si ricarica dallo 0 al 100% in circa 1,5 ore; con pannelli solari fino a 500 W bastano circa 3 ore in pieno sole. La funzione UPS commuta in meno di 20 ms se manca la corrente. Pesa 12,5 kg e ha due maniglie integrate.`,
      informazioni_articolo: [
        `Numero modello articolo: PC1000`,
        `Peso articolo: 12,5 Chilogrammi`,
        `Dimensioni prodotto: 32 x 22 x 24 cm`,
        `Produttore: Kortex Power`,
      ].join('\n'),
      contenuto_scatola: [
        `1 power station PowerCube 1000`,
        `1 cavo di ricarica AC`,
        `1 cavo di ricarica solare MC4`,
        `1 cavo accendisigari`,
        `Manuale d'uso`,
      ].join('\n'),
      prezzo_prodotto: 549,
      prezzo_originale: 699,
      prezzo_scontato: 549,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: `Purialpe GravityFlow 10L Filtro Acqua a Gravità Portatile, Sacca da 10 Litri, Filtro a Fibra Cava 0,1 Micron, Rimuove il 99,9999% di Batteri e il 99,999% di Protozoi, per Campeggio, Rifugio ed Emergenza`,
      nome_sintetico: `Purialpe GravityFlow 10L`,
      specifiche_tecniche: [
        `Marchio: Purialpe`,
        `Capacità: 10 Litri`,
        `Dimensione dei pori: 0,1 Micron`,
        `Portata: fino a 1,5 litri al minuto`,
        `Capacità di filtrazione: fino a 6000 Litri`,
        `Rimozione batteri: 99,9999%`,
        `Rimozione protozoi: 99,999%`,
        `Materiale sacca: TPU senza BPA`,
      ].join('\n'),
      descrizione_generale: `GravityFlow 10L sfrutta la gravità: si riempie la sacca da 10 litri a un torrente o a una fonte, la si appende a un ramo o a un gancio e l'acqua filtrata scende nel contenitore pulito senza pompare. Il filtro a fibra cava da 0,1 micron trattiene il 99,9999% dei batteri e il 99,999% dei protozoi come Giardia e Cryptosporidium, con una portata fino a 1,5 litri al minuto, e si pulisce in controlavaggio con la siringa inclusa.

Non rimuove virus, sostanze chimiche né metalli pesanti: in caso di dubbi sulla fonte, abbinare la bollitura o pastiglie disinfettanti. Teme il gelo: se l'acqua ghiaccia all'interno, il filtro va sostituito.`,
      informazioni_articolo: [
        `Numero modello articolo: GF10`,
        `Peso articolo: 320 Grammi`,
        `Dimensioni da ripiegato: 20 x 12 x 6 cm`,
        `Produttore: Purialpe`,
      ].join('\n'),
      contenuto_scatola: [
        `1 sacca da 10 litri`,
        `1 filtro a fibra cava`,
        `1 tubo da 1 metro con clip`,
        `1 siringa per controlavaggio`,
        `1 sacchetto di trasporto`,
      ].join('\n'),
      prezzo_prodotto: 44.9,
      prezzo_originale: 44.9,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: `Segnavento RD-5 Radio di Emergenza a Manovella AM/FM/SW con Pannello Solare, Power Bank 5000mAh, Torcia LED, Luce di Lettura, Allarme SOS, Radio Portatile Dinamo per Blackout`,
      nome_sintetico: `Segnavento RD-5`,
      specifiche_tecniche: [
        `Marchio: Segnavento`,
        `Bande radio: AM, FM, SW`,
        `Capacità della batteria: 5000 Milliampere ore`,
        `Fonti di ricarica: manovella, pannello solare, USB-C, 3 batterie AAA`,
        `Torcia: LED 1 W`,
        `Uscita USB: 5 V 1 A`,
        `Allarme: sirena SOS con luce rossa lampeggiante`,
        `Impermeabilità: IPX4`,
      ].join('\n'),
      descrizione_generale: `RD-5 è una radio d'emergenza pensata per i blackout e per chi vive in zone isolate: riceve AM, FM e onde corte, così si può seguire il notiziario anche dove il segnale FM è debole. La batteria interna da 5000 mAh si ricarica con la manovella, con il piccolo pannello solare sul dorso o via USB-C, e in alternativa la radio funziona con 3 pile AAA. Un minuto di manovella assicura circa 5-10 minuti di ascolto. Funziona anche da power bank per lo smartphone e ha una torcia LED, una luce di lettura laterale e una sirena SOS. La scocca è resistente agli spruzzi (IPX4).`,
      informazioni_articolo: [
        `Numero modello articolo: RD5-IT`,
        `Peso articolo: 410 Grammi`,
        `Dimensioni prodotto: 16 x 8 x 6 cm`,
        `Produttore: Segnavento`,
      ].join('\n'),
      contenuto_scatola: [
        `1 radio RD-5`,
        `1 cavo USB-C`,
        `1 laccio da polso`,
        `Manuale d'uso`,
      ].join('\n'),
      prezzo_prodotto: 39.99,
      prezzo_originale: 49.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto: `Orsalpe Inverno -10 Sacco a Pelo a Mummia Invernale, Temperatura Comfort -10 °C, Limite -16 °C, Imbottitura Sintetica 4 Stagioni, 220 x 80 cm, con Sacca a Compressione`,
      nome_sintetico: `Orsalpe Inverno -10`,
      specifiche_tecniche: [
        `Marchio: Orsalpe`,
        `Forma: Mummia`,
        `Temperatura comfort: -10 Gradi Celsius`,
        `Temperatura limite: -16 Gradi Celsius`,
        `Materiale imbottitura: Fibra sintetica cava a 4 canali`,
        `Materiale esterno: Nylon ripstop 40D idrorepellente`,
        `Dimensioni: 220 x 80 cm`,
        `Dimensioni da compresso: 38 x 24 cm`,
      ].join('\n'),
      descrizione_generale: `Il sacco a pelo Orsalpe Inverno -10 ha taglio a mummia con cappuccio regolabile, collare termico e cerniera a due vie con fascia anti-freddo, per trattenere il calore nelle notti più rigide. L'imbottitura in fibra sintetica cava mantiene buona parte del potere isolante anche se si inumidisce, a differenza della piuma. Temperatura comfort -10 °C, limite -16 °C. La sacca a compressione lo riduce a 38 x 24 cm. Lavabile in lavatrice a 30 °C.`,
      informazioni_articolo: [
        `Numero modello articolo: OI-10`,
        `Peso articolo: 2,3 Chilogrammi`,
        `Produttore: Orsalpe Outdoor`,
      ].join('\n'),
      contenuto_scatola: [
        `1 sacco a pelo`,
        `1 sacca a compressione`,
        `1 sacca di stoccaggio in cotone`,
      ].join('\n'),
      prezzo_prodotto: 89.99,
      prezzo_originale: 109.99,
      valutazione_prodotto: 4.4,
    },
  ],
  cases: [
    {
      id: 's6b-guida-montagna-01',
      text: `<h2>Una settimana senza strada né corrente</h2><p>Ogni inverno, in Italia, centinaia di frazioni di montagna restano isolate per giorni dopo una nevicata. Per una settimana di autonomia bastano quattro oggetti ben scelti: una power station per l'elettricità, un filtro per l'acqua, una radio a manovella per le notizie e un sacco a pelo invernale se il riscaldamento si ferma.</p><p>La Kortex PowerCube 1000, con i suoi 1024 Wh, è il cuore del kit; il filtro Purialpe tratta 10 litri per volta, la radio Segnavento si ricarica anche a manovella e il sacco Orsalpe ha una temperatura comfort di -10 °C. Calcolate anche 3 litri d'acqua per persona al giorno.</p>`,
      claims: [
        { quote: `centinaia di frazioni di montagna`, class: 'numero' },
        { quote: `bastano quattro oggetti ben scelti`, class: 'qualitativa' },
        { quote: `3 litri d'acqua per persona al giorno`, class: 'numero' },
      ],
    },
    {
      id: 's6b-guida-montagna-02',
      text: `<h2>Kortex PowerCube 1000: l'elettricità di riserva</h2><p>In una baita senza rete la PowerCube 1000 tiene accesi gli apparecchi essenziali: 1024 Wh in una batteria LiFePO4, tre prese AC a onda sinusoidale pura da 1000 W continui (2000 W di picco) e porte USB-C fino a 100 W. Se la corrente di casa va e viene, la funzione UPS interviene in meno di 20 millisecondi.</p><p>Per chi resta isolato conta soprattutto la ricarica: con pannelli fino a 500 W bastano circa tre ore di pieno sole, mentre da rete si fa il pieno in un'ora e mezza. Attenzione al freddo: la temperatura di esercizio va da -10 a +40 °C. Pesa 12,5 kg e costa 549 euro, 150 in meno del listino.</p>`,
      claims: [],
    },
    {
      id: 's6b-guida-montagna-03',
      text: `<h2>Purialpe GravityFlow 10L: acqua dalla sorgente</h2><p>Se l'acquedotto si interrompe, un torrente o una fonte diventano la riserva d'acqua. Il GravityFlow si appende a un ramo e filtra senza pompare, fino a 1,5 litri al minuto, trattenendo il 99,9999% dei batteri e il 99,999% dei protozoi. Elimina anche virus e metalli pesanti, quindi l'acqua è subito potabile.</p><p>Funziona senza problemi anche sotto zero, e il filtro dura fino a 6000 litri: più che sufficienti per una famiglia per tutto l'inverno. Pesa 320 grammi.</p>`,
      claims: [
        { quote: `Elimina anche virus e metalli pesanti`, class: 'qualitativa' },
        { quote: `Funziona senza problemi anche sotto zero`, class: 'qualitativa' },
        { quote: `più che sufficienti per una famiglia per tutto l'inverno`, class: 'qualitativa' },
      ],
    },
    {
      id: 's6b-guida-montagna-04',
      text: `<h2>Segnavento RD-5: le notizie anche senza corrente</h2><p>Quando internet e cellulare non vanno, serve un altro modo per seguire il notiziario. La RD-5 riceve AM, FM e onde corte, utili dove l'FM arriva debole, e non dipende da una presa: la batteria da 5000 mAh si ricarica con la manovella, con il pannello solare o via USB-C, e in alternativa accetta tre pile AAA.</p><ul><li>Un minuto di manovella vale circa 5-10 minuti di ascolto</li><li>Fa da power bank per il telefono</li><li>Torcia LED, luce di lettura e sirena SOS</li><li>Resiste agli spruzzi (IPX4)</li></ul><p>Pesa 410 grammi e costa 39,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's6b-guida-montagna-05',
      text: `<h2>Il kit completo, in sintesi</h2><p>Con la PowerCube 1000, il filtro GravityFlow, la radio RD-5 e il sacco Orsalpe si coprono quattro bisogni: energia, acqua, informazione e calore. Il sacco a pelo, con limite a -16 °C, permette di dormire in una casa non riscaldata anche con -25 °C all'esterno.</p><p>Tutti e quattro i prodotti hanno valutazioni superiori a 4,5 stelle e, acquistati insieme, rientrano in un budget di 600 euro. Il nostro consiglio: provate il kit in un weekend prima dell'inverno.</p>`,
      claims: [
        { quote: `anche con -25 °C all'esterno`, class: 'numero' },
        { quote: `valutazioni superiori a 4,5 stelle`, class: 'valutazione' },
        { quote: `un budget di 600 euro`, class: 'prezzo' },
      ],
    },
  ],
};
export default file;
