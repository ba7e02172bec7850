import type { CaseFile } from '../types.ts';

/** Reviews of a two-way satellite messenger with SOS, modelled on an Amazon.it listing of that kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "ORBYX Link S1 Comunicatore Satellitare Bidirezionale con SOS, Messaggi di Testo via Satellite, Tracciamento GPS, Bluetooth per App, Impermeabile IP67",
    nome_sintetico: "Orbyx Link S1",
    specifiche_tecniche: "Marca: Orbyx\nConnettività: Bluetooth 5.0, satellitare\nRete satellitare: Iridium\nSistemi di posizionamento: GPS, Galileo, GLONASS\nCapacità della batteria: 3200 Milliampere ore\nAutonomia batteria: fino a 400 ore (tracciamento ogni 10 minuti)\nGrado di protezione: IP67\nTemperatura di esercizio: da -20 °C a 60 °C\nTipo di connettore: USB-C\nPeso articolo: 113 Grammi\nDimensioni articolo L x P x H: 9,9 x 5,2 x 2,4 centimetri",
    descrizione_generale: "Link S1 ti permette di inviare e ricevere messaggi di testo da 160 caratteri ovunque ci sia una vista libera del cielo, anche senza copertura cellulare. Il pulsante SOS, protetto da un cappuccio, invia la tua posizione a un centro di coordinamento dei soccorsi attivo 24 ore su 24, 7 giorni su 7.\n\nAssociato via Bluetooth all'app Orbyx, permette di scrivere dallo smartphone, condividere il percorso con familiari e amici e consultare le previsioni meteo. Per l'uso è necessario un abbonamento Orbyx, con piani mensili o annuali. La batteria ricaricabile da 3200 mAh garantisce fino a 400 ore di tracciamento con intervallo di 10 minuti.",
    informazioni_articolo: "Numero modello articolo: LS1-EU\nProduttore: Orbyx Communications\nAbbonamento richiesto: Sì\nBatterie incluse: Sì\nPaese di origine: Taiwan",
    contenuto_scatola: "1 comunicatore satellitare Link S1\n1 cavo USB-C\n1 moschettone\nGuida rapida",
    prezzo_prodotto: 299,
    prezzo_originale: 349,
    prezzo_scontato: 299,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's5-comunicatore-satellitare-01',
      text: "<h2>Orbyx Link S1: quando il telefono non prende</h2><p>Il Link S1 risolve un problema preciso: restare raggiungibili dove la rete cellulare finisce. Sfrutta la costellazione Iridium, quindi basta una vista libera del cielo per inviare e ricevere messaggi di testo fino a 160 caratteri.</p><p>Il pulsante SOS è protetto da un cappuccio, così da evitare pressioni accidentali, e trasmette la posizione a un centro di coordinamento dei soccorsi operativo giorno e notte, tutti i giorni. Pesa 113 grammi, è certificato IP67 e lavora tra i -20 e i 60 gradi. Va messo in conto fin da subito un abbonamento Orbyx, mensile o annuale, senza il quale il dispositivo non funziona.</p>",
      claims: [],
    },
    {
      id: 's5-comunicatore-satellitare-02',
      text: "<p>Abbiamo portato il Link S1 per una settimana di trekking sulle Dolomiti, appeso allo zaino con il moschettone incluso. Il display a colori rende leggibili i messaggi anche senza smartphone, mentre la batteria da 3200 mAh dichiara fino a 400 ore di tracciamento con un punto ogni 10 minuti.</p><p>Il pulsante SOS, coperto da un cappuccio, contatta un centro soccorsi attivo 24 ore su 24. Resta il nodo dell'abbonamento, che parte da 14,99 euro al mese: un costo da aggiungere ai 299 euro del dispositivo.</p>",
      claims: [
        { quote: 'Abbiamo portato il Link S1 per una settimana di trekking sulle Dolomiti', class: 'test' },
        { quote: 'display a colori', class: 'specifica' },
        { quote: '14,99 euro al mese', class: 'prezzo' },
      ],
    },
    {
      id: 's5-comunicatore-satellitare-03',
      text: "<h2>Cosa sa fare</h2><ul><li><strong>Messaggi bidirezionali</strong> via satellite, fino a 160 caratteri, anche senza campo.</li><li><strong>SOS</strong> con cappuccio di protezione, collegato a un centro di coordinamento dei soccorsi h24.</li><li><strong>Tracciamento</strong>: con un punto ogni dieci minuti la batteria da 3.200 mAh arriva a 400 ore, cioè oltre due settimane.</li><li><strong>App via Bluetooth 5.0</strong> per scrivere dallo smartphone, condividere il percorso e leggere le previsioni meteo.</li><li><strong>Posizionamento</strong> GPS, Galileo e GLONASS.</li></ul><p>Si ricarica con il cavo USB-C fornito in confezione.</p>",
      claims: [],
    },
    {
      id: 's5-comunicatore-satellitare-04',
      text: "<p>Con i suoi 98 grammi, il Link S1 è il comunicatore satellitare più compatto sul mercato e sparisce in una tasca della giacca. La scocca è certificata MIL-STD-810G contro urti e vibrazioni, oltre che IP67 contro acqua e polvere.</p><p>La rete Iridium lo tiene in contatto ovunque ci sia cielo libero, e l'app Orbyx permette di condividere il percorso con familiari e amici. Non stupisce che su Amazon raccolga una media di 4,7 stelle.</p>",
      claims: [
        { quote: '98 grammi', class: 'numero' },
        { quote: 'il comunicatore satellitare più compatto sul mercato', class: 'qualitativa' },
        { quote: 'MIL-STD-810G', class: 'specifica' },
        { quote: '4,7 stelle', class: 'valutazione' },
      ],
    },
    {
      id: 's5-comunicatore-satellitare-05',
      text: "<h2>Prezzo e autonomia</h2><p>In questi giorni il Link S1 è in offerta a 249 euro, un prezzo interessante per un dispositivo con SOS satellitare. La batteria da 3200 mAh si ricarica completamente in 2 ore via USB-C e offre fino a 400 ore di tracciamento con intervallo di 10 minuti.</p><p>Grazie alla certificazione IP67 resiste all'immersione fino a 10 metri, e funziona da -20 °C a 60 °C: condizioni più che sufficienti per scialpinismo, vela e trekking estivo.</p>",
      claims: [
        { quote: '249 euro', class: 'prezzo' },
        { quote: '2 ore', class: 'numero' },
        { quote: '10 metri', class: 'numero' },
      ],
    },
    {
      id: 's5-comunicatore-satellitare-06',
      text: "<h2>Conviene?</h2><p>Per chi frequenta zone senza copertura cellulare la risposta è sì, con una premessa: ai 299 euro del dispositivo, scontato rispetto ai 349 di listino, va sommato un abbonamento Orbyx, mensile o annuale. Il Link S1 in cambio offre messaggi di testo da 160 caratteri in entrambe le direzioni, un SOS collegato a un centro di coordinamento attivo tutto l'anno e un tracciamento che dura fino a 400 ore.</p><p>Gli acquirenti lo premiano con un 4,4 su 5. Il peso di poco più di 110 grammi e le dimensioni di circa 10 x 5 cm lo rendono facile da agganciare allo spallaccio dello zaino con il moschettone in dotazione.</p>",
      claims: [],
    },
  ],
};
export default file;
