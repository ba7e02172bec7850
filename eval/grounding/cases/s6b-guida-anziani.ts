import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on a safety kit for elderly parents living alone (SOS phone, smoke and CO detector, blackout night lights). */
const file: CaseFile = {
  titolo: `Un kit per i genitori anziani che vivono soli`,
  products: [
    {
      nome_prodotto: `Vocetta S200 Telefono Cellulare per Anziani con Tasti Grandi, Tasto SOS, Base di Ricarica, Display 2,4 Pollici, Suoneria Alta fino a 95 dB, Compatibile con Apparecchi Acustici, 4G, Dual SIM`,
      nome_sintetico: `Vocetta S200`,
      specifiche_tecniche: [
        `Marchio: Vocetta`,
        `Dimensioni dello schermo: 2,4 Pollici`,
        `Connettività: 4G, Bluetooth, Dual SIM`,
        `Capacità della batteria: 1400 Milliampere ore`,
        `Autonomia in standby: fino a 250 ore`,
        `Volume suoneria: fino a 95 dB`,
        `Compatibilità apparecchi acustici: HAC (M4/T4)`,
        `Fotocamera: 2 MP`,
        `Funzione SOS: tasto sul retro, chiamata e SMS fino a 5 numeri`,
      ].join('\n'),
      descrizione_generale: `Vocetta S200 è pensato per chi vuole un telefono semplice: tasti grandi e ben distanziati, numeri ben leggibili sul display da 2,4 pollici e una suoneria fino a 95 dB. Sul retro c'è il tasto SOS: tenendolo premuto per 3 secondi il telefono chiama in sequenza fino a 5 numeri memorizzati e invia loro un SMS di allerta. Tre tasti di chiamata rapida con foto permettono di chiamare i familiari con un solo gesto.

La base di ricarica evita di dover infilare il cavo: basta appoggiare il telefono. Include torcia LED, radio FM e compatibilità con gli apparecchi acustici.`,
      informazioni_articolo: [
        `Numero modello articolo: S200-4G`,
        `Peso articolo: 98 Grammi`,
        `Colore: Nero`,
        `Produttore: Vocetta Mobile`,
      ].join('\n'),
      contenuto_scatola: [
        `1 telefono S200`,
        `1 base di ricarica`,
        `1 batteria`,
        `1 caricatore USB`,
        `Manuale in italiano`,
      ].join('\n'),
      prezzo_prodotto: 59.9,
      prezzo_originale: 69.9,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto: `Sentris CO-Smoke 10Y Rilevatore di Fumo e Monossido di Carbonio Combinato, Batteria Sigillata 10 Anni, Allarme 85 dB, Conforme EN 14604 e EN 50291, Display Digitale CO`,
      nome_sintetico: `Sentris CO-Smoke 10Y`,
      specifiche_tecniche: [
        `Marchio: Sentris`,
        `Tipo di sensore: Fotoelettrico (fumo), elettrochimico (CO)`,
        `Alimentazione: Batteria al litio sigillata`,
        `Durata batteria: 10 anni`,
        `Volume allarme: 85 dB a 3 metri`,
        `Certificazioni: EN 14604, EN 50291-1`,
        `Display: LCD con concentrazione di CO in ppm`,
        `Installazione: A soffitto o a parete`,
      ].join('\n'),
      descrizione_generale: `Un solo apparecchio per due pericoli: il Sentris CO-Smoke 10Y unisce un sensore fotoelettrico per il fumo e un sensore elettrochimico per il monossido di carbonio, il gas inodore prodotto da caldaie, stufe e camini che funzionano male. La batteria al litio sigillata dura 10 anni, quindi non va mai sostituita: alla fine della vita utile si cambia l'intero rilevatore.

Il display mostra la concentrazione di CO in ppm e l'allarme da 85 dB distingue i due pericoli con suoni e luci diversi. Un unico pulsante grande serve per il test e per silenziare l'allarme per 10 minuti.`,
      informazioni_articolo: [
        `Numero modello articolo: CS-10Y`,
        `Peso articolo: 210 Grammi`,
        `Dimensioni prodotto: 12 x 12 x 4,5 cm`,
        `Produttore: Sentris Safety`,
      ].join('\n'),
      contenuto_scatola: [
        `1 rilevatore CO-Smoke 10Y`,
        `1 staffa di montaggio`,
        `2 tasselli e viti`,
        `Manuale d'uso`,
      ].join('\n'),
      prezzo_prodotto: 39.9,
      prezzo_originale: 49.9,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: `Lumiguard 3 in 1 Luce di Emergenza Antiblackout con Sensore di Movimento, Luce Notturna, Torcia Estraibile Ricaricabile, Si Accende Automaticamente in Caso di Blackout, Confezione da 4`,
      nome_sintetico: `Lumiguard 3 in 1`,
      specifiche_tecniche: [
        `Marchio: Lumiguard`,
        `Numero di pezzi: 4`,
        `Tensione: 230 Volt`,
        `Batteria: Litio 600 mAh`,
        `Autonomia in emergenza: circa 3 ore`,
        `Luminosità torcia: 100 Lumen`,
        `Luminosità luce notturna: 10 Lumen`,
        `Sensore: crepuscolare e di movimento`,
      ].join('\n'),
      descrizione_generale: `Le luci Lumiguard si inseriscono in una normale presa da 230 V e svolgono tre funzioni. Di notte si accendono come luce notturna soffusa quando il sensore rileva un movimento, per esempio lungo il corridoio verso il bagno. Se manca la corrente si accendono automaticamente a piena luminosità, e in qualunque momento si possono estrarre dalla presa e usare come torcia portatile. La batteria al litio si ricarica da sola mentre la luce è inserita nella presa e garantisce circa 3 ore di luce in caso di blackout.`,
      informazioni_articolo: [
        `Numero modello articolo: LG-3IN1-4`,
        `Peso articolo: 320 Grammi`,
        `Dimensioni prodotto: 9 x 5 x 4 cm (singola luce)`,
        `Produttore: Lumiguard`,
      ].join('\n'),
      contenuto_scatola: [
        `4 luci 3 in 1`,
        `Manuale d'uso`,
      ].join('\n'),
      prezzo_prodotto: 32.99,
      prezzo_originale: 32.99,
      valutazione_prodotto: 4.5,
    },
  ],
  cases: [
    {
      id: 's6b-guida-anziani-01',
      text: `<h2>Sicurezza in casa, senza complicazioni</h2><p>Per un genitore anziano che vive da solo conviene puntare su oggetti facili da usare. In questa guida ne abbiamo scelti tre: il telefono Vocetta S200 con tasto SOS, il rilevatore di fumo e monossido Sentris CO-Smoke 10Y e le luci antiblackout Lumiguard. Secondo l'ISTAT oltre 4 milioni di over 65 vivono da soli in Italia, e le cadute notturne sono la prima causa di ricovero in questa fascia d'età.</p><p>Li abbiamo fatti provare per un mese ai nostri genitori: nessuno dei tre ha richiesto l'aiuto di un tecnico per l'installazione.</p>`,
      claims: [
        { quote: `oltre 4 milioni di over 65`, class: 'numero' },
        { quote: `le cadute notturne sono la prima causa di ricovero`, class: 'qualitativa' },
        { quote: `Li abbiamo fatti provare per un mese ai nostri genitori`, class: 'test' },
      ],
    },
    {
      id: 's6b-guida-anziani-02',
      text: `<h2>Vocetta S200: il telefono con il tasto SOS</h2><p>Tasti grandi e distanziati, display da 2,4 pollici e una suoneria che arriva a 95 decibel: il Vocetta S200 è pensato per chi vuole un telefono semplice. La funzione più importante è sul retro: tenendo premuto il tasto SOS per tre secondi, il telefono chiama uno dopo l'altro fino a cinque numeri memorizzati e manda loro un SMS di allerta.</p><ul><li>Tre tasti di chiamata rapida con le foto dei familiari</li><li>Base di ricarica: basta appoggiarlo</li><li>Compatibile con gli apparecchi acustici</li><li>Torcia LED e radio FM</li></ul><p>Costa 59,90 euro (69,90 di listino).</p>`,
      claims: [],
    },
    {
      id: 's6b-guida-anziani-03',
      text: `<h2>Sentris CO-Smoke 10Y: fumo e monossido in un solo apparecchio</h2><p>Il monossido di carbonio è un gas inodore: per questo un rilevatore combinato è forse l'acquisto più importante della lista. Il Sentris unisce un sensore fotoelettrico per il fumo e uno elettrochimico per il CO, è conforme alle norme EN 14604 e EN 50291-1 e ha una batteria sigillata che dura 10 anni.</p><p>L'allarme da 85 dB è abbastanza forte da svegliare anche chi porta l'apparecchio acustico, e in caso di pericolo invia una notifica allo smartphone dei figli tramite Wi-Fi. Il produttore consiglia di installarne uno in ogni camera da letto e uno in cucina.</p>`,
      claims: [
        { quote: `forse l'acquisto più importante della lista`, class: 'qualitativa' },
        { quote: `abbastanza forte da svegliare anche chi porta l'apparecchio acustico`, class: 'qualitativa' },
        { quote: `invia una notifica allo smartphone dei figli tramite Wi-Fi`, class: 'specifica' },
        { quote: `Il produttore consiglia di installarne uno in ogni camera da letto e uno in cucina`, class: 'qualitativa' },
      ],
    },
    {
      id: 's6b-guida-anziani-04',
      text: `<h2>Lumiguard e il percorso notturno</h2><p>Le luci Lumiguard, in confezione da quattro, si infilano nelle prese del corridoio e si accendono da sole quando rilevano un movimento, illuminando il percorso verso il bagno. Se salta la corrente passano a piena luminosità e garantiscono fino a 8 ore di luce; estratte dalla presa diventano torce da 100 lumen.</p><h2>In conclusione</h2><p>Con meno di 100 euro in tutto si coprono tre emergenze: una chiamata di aiuto, un incendio o una fuga di gas, un blackout notturno. Il Sentris, con 4,6 stelle, è il più apprezzato dei tre.</p>`,
      claims: [
        { quote: `fino a 8 ore di luce`, class: 'numero' },
        { quote: `meno di 100 euro in tutto`, class: 'prezzo' },
        { quote: `una fuga di gas`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
