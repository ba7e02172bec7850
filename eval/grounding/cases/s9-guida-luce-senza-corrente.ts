import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on home lighting during a blackout (solar/crank lantern, emergency bulbs, plug-in lights, candles), modelled on Amazon.it listings. */
const file: CaseFile = {
  titolo: 'Luce in casa senza corrente: le soluzioni',
  products: [
    {
      nome_prodotto:
        'LUMERA Lanterna LED Ricaricabile 3 in 1 con Pannello Solare e Dinamo a Manovella, 350 Lumen, Batteria 3000mAh, Funzione Power Bank USB, IPX4, per Blackout, Campeggio ed Emergenze',
      nome_sintetico: 'Lumera lanterna solare a manovella',
      specifiche_tecniche: [
        'Marca: LUMERA',
        'Numero modello articolo: LM-SOL350',
        'Luminosità: 350 Lumen',
        'Fonte di alimentazione: Solare, manovella, USB',
        'Capacità della batteria: 3000 Milliampere ore',
        'Tipo di batteria: Ioni di litio',
        'Batterie incluse: Sì',
        'Modalità di illuminazione: Alta, Bassa, Luce rossa lampeggiante',
        'Autonomia: 6 ore (alta), 40 ore (bassa)',
        'Grado di protezione: IPX4',
        'Peso articolo: 380 Grammi',
        'Dimensioni prodotto: 10 x 10 x 18 cm',
        'Colore: Arancione',
      ].join('\n'),
      descrizione_generale:
        "La lanterna Lumera si ricarica in tre modi: con il pannello solare integrato, girando la manovella o via USB. Un minuto di manovella fornisce circa 15 minuti di luce in modalità bassa. Con la batteria da 3000 mAh carica offre fino a 6 ore alla massima potenza di 350 lumen e fino a 40 ore in modalità bassa. L'uscita USB permette di ricaricare il telefono in caso di emergenza.\nResistente agli spruzzi (IPX4), con maniglia pieghevole e gancio per appenderla. La ricarica completa da USB richiede circa 5 ore; con il solo sole servono 2-3 giornate di esposizione diretta.",
      informazioni_articolo: [
        'Produttore: Lumera',
        'Numero modello articolo: LM-SOL350',
        'Peso articolo: 380 g',
        'Dimensioni del prodotto: 10 x 10 x 18 cm',
        'Batterie: 1 Ioni di litio batterie necessarie. (incluse)',
      ].join('\n'),
      contenuto_scatola: ['1 x Lanterna Lumera LM-SOL350', '1 x Cavo Micro-USB', '1 x Manuale utente'].join('\n'),
      prezzo_prodotto: 32.99,
      prezzo_originale: 39.99,
      prezzo_scontato: 32.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto:
        'BRIGHTO Lampadina LED di Emergenza E27 Ricaricabile 9W, 4 Pezzi, Si Accende Automaticamente in Caso di Blackout, Batteria Integrata 1200mAh, Luce Fredda 6500K, Utilizzabile come Torcia',
      nome_sintetico: 'Brighto lampadine di emergenza E27 (4 pezzi)',
      specifiche_tecniche: [
        'Marca: BRIGHTO',
        'Numero modello articolo: BR-E27-EM9',
        'Attacco lampadina: E27',
        'Potenza: 9 Watt',
        'Luminosità: 850 Lumen',
        'Temperatura di colore: 6500 Kelvin',
        'Capacità della batteria: 1200 Milliampere ore',
        'Autonomia in emergenza: 3-4 Ore',
        'Tempo di ricarica: 6 Ore',
        'Tensione: 220-240 Volt',
        'Numero di articoli: 4',
        'Durata media: 25000 Ore',
      ].join('\n'),
      descrizione_generale:
        "Le lampadine Brighto si avvitano in qualunque portalampada E27 e funzionano come normali lampadine LED da 9 W. Quando la corrente manca, a interruttore acceso, passano automaticamente alla batteria interna da 1200 mAh e continuano a illuminare per 3-4 ore. Si ricaricano da sole mentre sono accese con la rete elettrica.\nSvitate, si accendono toccando i contatti con le dita e diventano una torcia da portare in mano. Luce fredda 6500 K, 850 lumen con alimentazione da rete; in modalità emergenza la luminosità si riduce per allungare l'autonomia.",
      informazioni_articolo: [
        'Produttore: Brighto Lighting',
        'Numero modello articolo: BR-E27-EM9',
        'Attacco: E27',
        'Numero di pezzi: 4',
        'Peso articolo: 320 g',
      ].join('\n'),
      contenuto_scatola: '4 x Lampadine di emergenza E27 9W',
      prezzo_prodotto: 19.99,
      prezzo_originale: 24.99,
      prezzo_scontato: 19.99,
      valutazione_prodotto: 4.1,
    },
    {
      nome_prodotto:
        'NOTTELUX Luce di Emergenza da Presa, 3 Pezzi, Luce Notturna con Sensore Crepuscolare, Si Accende in Caso di Blackout, Torcia Estraibile Ricaricabile, 4 Modalità',
      nome_sintetico: 'Nottelux luci di emergenza da presa (3 pezzi)',
      specifiche_tecniche: [
        'Marca: NOTTELUX',
        'Numero modello articolo: NX-3EM',
        'Numero di articoli: 3',
        'Tipo di spina: Tipo C (Europlug)',
        'Luminosità: 60 Lumen',
        'Capacità della batteria: 600 Milliampere ore',
        'Autonomia: 5 Ore (modalità emergenza)',
        'Modalità: Luce notturna automatica, Emergenza, Torcia, Spenta',
        'Tensione: 230 Volt',
        'Dimensioni prodotto: 10 x 4,5 x 3,5 cm',
        'Peso articolo: 195 Grammi',
      ].join('\n'),
      descrizione_generale:
        'Inserita in una presa, la Nottelux si ricarica continuamente e fa tre lavori: luce notturna che si accende al buio grazie al sensore crepuscolare, luce di emergenza che si attiva da sola quando salta la corrente, e torcia portatile una volta estratta dalla presa. La batteria da 600 mAh garantisce circa 5 ore di luce in emergenza. Ideale per corridoi, scale e camere dei bambini. Il selettore a 4 posizioni permette di scegliere il funzionamento.',
      informazioni_articolo: [
        'Produttore: Nottelux',
        'Numero modello articolo: NX-3EM',
        'Peso articolo: 195 g',
        'Batterie: 3 Ioni di litio batterie necessarie. (incluse)',
      ].join('\n'),
      contenuto_scatola: '3 x Luce di emergenza Nottelux da presa',
      prezzo_prodotto: 22.99,
      prezzo_originale: 22.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        'LUMENSTOCK Candela di Emergenza 115 Ore in Latta, Confezione da 2, Cera di Paraffina, Coperchio Ermetico, Conservazione 10 Anni, per Blackout e Kit di Sopravvivenza',
      nome_sintetico: 'Lumenstock candele in latta 115 ore (2 pezzi)',
      specifiche_tecniche: [
        'Marca: LUMENSTOCK',
        'Numero modello articolo: LS-C115-2',
        'Numero di articoli: 2',
        'Tempo di combustione: 115 Ore',
        'Materiale: Cera di paraffina, latta in acciaio',
        'Dimensioni prodotto: 9 x 9 x 6 cm',
        'Peso articolo: 560 Grammi',
        'Durata di conservazione: 10 Anni',
        'Colore: Bianco',
        'Profumo: Non profumato',
      ].join('\n'),
      descrizione_generale:
        "Ogni candela Lumenstock brucia fino a 115 ore complessive all'interno della sua latta in acciaio, che la rende stabile e riduce il rischio di rovesciamento. Il coperchio ermetico serve a spegnerla e a conservarla al riparo da umidità e polvere: chiusa, si conserva fino a 10 anni. Cera di paraffina inodore, stoppino in cotone senza piombo.\nNon lasciare mai la candela accesa incustodita e tenerla lontana da tende e materiali infiammabili.",
      informazioni_articolo: [
        'Produttore: Lumenstock',
        'Numero modello articolo: LS-C115-2',
        'Peso articolo: 560 g',
        'Dimensioni del prodotto: 9 x 9 x 6 cm',
      ].join('\n'),
      contenuto_scatola: '2 x Candela di emergenza in latta 115 ore',
      prezzo_prodotto: 17.49,
      prezzo_originale: 19.9,
      prezzo_scontato: 17.49,
      valutazione_prodotto: 4.2,
    },
  ],
  cases: [
    {
      id: 's9-guida-luce-01',
      text: "<h2>Luce in casa senza corrente: le soluzioni</h2><p>Quando salta la corrente, la prima cosa che manca è la luce, e nessun prodotto da solo copre ogni situazione. Secondo i dati dell'ARERA, le famiglie italiane subiscono in media tre interruzioni lunghe di corrente all'anno: abbastanza per pensarci prima.</p><p>In questa guida mettiamo a confronto quattro soluzioni: la lanterna Lumera, che si ricarica con il sole, con la manovella o via USB; le lampadine Brighto, che restano nei lampadari e si accendono da sole quando manca la rete; le luci da presa Nottelux, che fanno da luce notturna e da torcia; le candele in latta Lumenstock, la riserva che non ha bisogno di batterie. La lanterna Lumera è la più luminosa del gruppo, mentre le candele offrono l'autonomia più lunga: fino a 115 ore ciascuna.</p>",
      claims: [
        { quote: 'tre interruzioni lunghe di corrente', class: 'numero' },
        { quote: 'la più luminosa del gruppo', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-guida-luce-02',
      text: "<h2>Lumera: la lanterna che si ricarica in tre modi</h2><p>La lanterna Lumera non dipende da una sola fonte di energia: ha un pannello solare integrato, una dinamo a manovella e un ingresso USB. Un minuto di manovella vale circa un quarto d'ora di luce in modalità bassa; con la batteria da 3.000 mAh piena si arriva a 6 ore al massimo dei 350 lumen e a 40 ore in modalità bassa.</p><p>Da USB la ricarica completa richiede circa cinque ore, mentre con il solo sole servono due o tre giorni di esposizione diretta. C'è anche un'uscita USB per dare un po' di carica al telefono. Pesa 380 grammi, resiste agli spruzzi (IPX4) e ha maniglia pieghevole e gancio per appenderla. Costa 32,99 euro.</p>",
      claims: [],
    },
    {
      id: 's9-guida-luce-03',
      text: "<h2>Brighto: la lampadina che resta accesa</h2><p>Le Brighto sembrano lampadine qualsiasi: si avvitano nei portalampada E27 e consumano 9 W. La differenza si vede al blackout: se l'interruttore è acceso, passano alla batteria interna da 1200 mAh e continuano a illuminare per 6 ore.</p><p>Le abbiamo montate in corridoio e in cucina per un mese: al primo distacco del contatore si sono accese senza esitazioni. Svitate, diventano torce da tenere in mano. La confezione da quattro costa 19,99 euro e ogni lampadina dura 50.000 ore.</p>",
      claims: [
        { quote: 'per 6 ore', class: 'numero' },
        { quote: 'Le abbiamo montate in corridoio e in cucina per un mese', class: 'test' },
        { quote: '50.000 ore', class: 'numero' },
      ],
    },
    {
      id: 's9-guida-luce-04',
      text: "<h2>Nottelux e Lumenstock: luce di cortesia e riserva</h2><p>Le Nottelux, vendute in confezione da tre, stanno nella presa e si ricaricano da sole. Di notte il sensore crepuscolare le accende come segnapasso, al blackout si attivano automaticamente e, estratte, diventano torce. La batteria da 600 mAh garantisce circa 8 ore di luce d'emergenza.</p><p>Le candele Lumenstock, due per confezione, bruciano ciascuna fino a 115 ore dentro una latta d'acciaio e, con il coperchio chiuso, si conservano dieci anni. Sono certificate per l'uso in ambienti chiusi e non producono fumo. Le due candele costano 14,99 euro.</p>",
      claims: [
        { quote: 'circa 8 ore', class: 'numero' },
        { quote: "certificate per l'uso in ambienti chiusi", class: 'specifica' },
        { quote: 'non producono fumo', class: 'qualitativa' },
        { quote: '14,99 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's9-guida-luce-05',
      text: "<h2>Quale scegliere</h2><p>Per un kit completo la combinazione ideale è una lampadina Brighto nella stanza principale, una Nottelux in corridoio, la lanterna Lumera per spostarsi e le candele come ultima riserva. Tutto insieme costa meno di 80 euro.</p><p>Chi può comprare una sola cosa scelga la lanterna: è la soluzione più apprezzata dai nostri lettori e su Amazon ha 4,7 stelle. Le candele, infine, vanno usate con prudenza: mai accese incustodite e sempre lontane da tende e materiali infiammabili.</p>",
      claims: [
        { quote: 'meno di 80 euro', class: 'prezzo' },
        { quote: 'la soluzione più apprezzata dai nostri lettori', class: 'valutazione' },
        { quote: '4,7 stelle', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
