import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on emergency gear for a camper (extinguisher, jump starter, first-aid kit, gas detector). */
const file: CaseFile = {
  titolo: 'Cosa tenere in camper per le emergenze',
  products: [
    {
      nome_prodotto: `Ignistop Estintore a Polvere 2 kg per Auto e Camper, Classe 13A 89B C, Omologato EN 3-7, con Manometro e Staffa di Fissaggio, Rosso`,
      nome_sintetico: `Ignistop IG-P2`,
      specifiche_tecniche: `Marca: Ignistop\nNumero modello articolo: IG-P2\nAgente estinguente: Polvere ABC\nCapacità: 2 Chilogrammi\nClasse di fuoco: 13A 89B C\nCertificazione: EN 3-7\nMateriale: Acciaio\nColore: Rosso\nDimensioni prodotto: 11 x 11 x 37 cm\nPeso articolo: 3,6 Chilogrammi\nTemperatura di utilizzo: da -30 °C a +60 °C`,
      descrizione_generale: `L'estintore Ignistop IG-P2 contiene 2 kg di polvere ABC pressurizzata con azoto ed è omologato secondo la norma EN 3-7 con classe di spegnimento 13A 89B C: è efficace su fuochi di solidi (A), liquidi infiammabili (B) e gas (C). Il manometro con indicatore verde/rosso mostra a colpo d'occhio se è carico; la valvola in ottone ha spina di sicurezza e sigillo. La staffa in dotazione permette di fissarlo sotto un sedile o in un gavone. Tempo di scarica di circa 9 secondi, gittata di 3-4 metri. Va controllato ogni 6 mesi da una ditta autorizzata, come previsto dalla norma UNI 9994-1.`,
      informazioni_articolo: `ASIN: B07XG4R1NM\nProduttore: Ignistop\nDimensioni del collo: 13 x 13 x 40 cm; 4 chilogrammi\nData di disponibilità: 16 settembre 2019\nRecensioni dei clienti: 4,5 su 5 stelle (2.764 voti)`,
      contenuto_scatola: `1 x Estintore a polvere 2 kg\n1 x Staffa di fissaggio\n1 x Libretto d'uso e manutenzione`,
      prezzo_prodotto: 27.9,
      prezzo_originale: 27.9,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: `Voltiga Avviatore di Emergenza per Auto 2000A, Booster 12V per Motori Benzina fino a 8.0L e Diesel fino a 6.0L, Power Bank 20000 mAh, Torcia LED, Cavi con Protezione Intelligente`,
      nome_sintetico: `Voltiga VG-2000`,
      specifiche_tecniche: `Marca: Voltiga\nNumero modello articolo: VG-2000\nCorrente di picco: 2000 Ampere\nTensione: 12 Volt\nCapacità della batteria: 20000 Milliampere ore\nTipo di batteria: Ioni di litio\nCompatibilità motore: Benzina fino a 8,0 L, Diesel fino a 6,0 L\nTipo di connettore: USB-C, USB-A\nPeso articolo: 980 Grammi\nDimensioni prodotto: 19 x 9 x 4,5 cm\nTemperatura di utilizzo: da -20 °C a 60 °C\nBatterie incluse: Sì`,
      descrizione_generale: `Il Voltiga VG-2000 avvia motori a benzina fino a 8,0 litri e diesel fino a 6,0 litri con una corrente di picco di 2000 A, senza bisogno di un'altra auto. Le pinze con cavo intelligente proteggono da inversione di polarità, cortocircuito e sovraccarico, con un LED che segnala il collegamento corretto. Con una carica completa si possono effettuare fino a 30 avviamenti. La batteria da 20000 mAh funziona anche come power bank grazie alle uscite USB-A e USB-C (18 W), e la torcia LED integrata ha tre modalità: fissa, strobo e SOS. Custodia EVA inclusa.`,
      informazioni_articolo: `ASIN: B0BJ8W2TQF\nProduttore: Voltiga\nDimensioni del collo: 27 x 21 x 8 cm; 1,6 chilogrammi\nData di disponibilità: 21 ottobre 2022\nRecensioni dei clienti: 4,4 su 5 stelle (5.318 voti)`,
      contenuto_scatola: `1 x Avviatore VG-2000\n1 x Cavi con pinze intelligenti\n1 x Cavo USB-C\n1 x Custodia EVA\n1 x Manuale`,
      prezzo_prodotto: 69.99,
      prezzo_originale: 89.99,
      prezzo_scontato: 69.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: `Medikasa Kit di Pronto Soccorso per Veicoli DIN 13164, Cassetta Medica Compatta con 42 Pezzi, Coperta Isotermica, Guanti e Forbici, per Auto, Camper e Moto`,
      nome_sintetico: `Medikasa MK-V42`,
      specifiche_tecniche: `Marca: Medikasa\nNumero modello articolo: MK-V42\nNumero di pezzi: 42\nNorma: DIN 13164:2022\nMateriale: Nylon\nColore: Rosso\nDimensioni prodotto: 24 x 14 x 8 cm\nPeso articolo: 480 Grammi\nScadenza dei materiali sterili: 5 anni`,
      descrizione_generale: `Il kit Medikasa MK-V42 contiene i 42 articoli previsti dalla norma DIN 13164, lo standard tedesco per le cassette di pronto soccorso dei veicoli: bende di garza sterili, cerotti assortiti, rotolo di benda elastica, teli triangolari, coperta isotermica oro/argento, forbici a punta smussa, 4 paia di guanti in nitrile e mascherina per la respirazione artificiale. La custodia in nylon rosso con chiusura a zip e fascia in velcro si fissa nel bagagliaio o in un gavone del camper. Tutti i materiali sterili hanno una scadenza di 5 anni, stampata sulla confezione.`,
      informazioni_articolo: `ASIN: B0CJ2N7HDK\nProduttore: Medikasa\nDimensioni del collo: 25 x 15 x 9 cm; 530 grammi\nData di disponibilità: 4 settembre 2023\nRecensioni dei clienti: 4,6 su 5 stelle (987 voti)`,
      contenuto_scatola: `1 x Custodia con 42 articoli di pronto soccorso\n1 x Elenco del contenuto`,
      prezzo_prodotto: 19.9,
      prezzo_originale: 19.9,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: `Allertix Rilevatore di Gas 12V per Camper e Roulotte, Allarme per GPL, Propano, Butano e Monossido di Carbonio, Montaggio a Parete, Allarme Acustico 85 dB`,
      nome_sintetico: `Allertix AX-G12`,
      specifiche_tecniche: `Marca: Allertix\nNumero modello articolo: AX-G12\nGas rilevati: GPL, Propano, Butano, Monossido di carbonio\nTensione: 12 Volt\nFonte di alimentazione: Impianto 12 V (cablato)\nVolume allarme: 85 Decibel\nPotenza: 0,7 Watt\nTipo di sensore: Semiconduttore (GPL), Elettrochimico (CO)\nDimensioni prodotto: 12 x 8 x 4 cm\nPeso articolo: 140 Grammi\nColore: Bianco`,
      descrizione_generale: `Il rilevatore Allertix AX-G12 si collega all'impianto a 12 V del camper e sorveglia in continuo l'aria del vano abitativo: due sensori distinti rilevano le perdite di GPL, propano e butano e la presenza di monossido di carbonio. In caso di pericolo si attiva un allarme acustico da 85 dB e un LED rosso; il LED verde indica il funzionamento normale. Poiché GPL, propano e butano sono più pesanti dell'aria, il produttore consiglia di installarlo a circa 30 cm dal pavimento, vicino al fornello o alla stufa. Consumo di 0,7 W, trascurabile per la batteria servizi. Uscita per relè o elettrovalvola di chiusura del gas (non inclusa).`,
      informazioni_articolo: `ASIN: B0B4TZ9KMX\nProduttore: Allertix\nDimensioni del collo: 15 x 11 x 6 cm; 210 grammi\nData di disponibilità: 30 maggio 2022\nRecensioni dei clienti: 4,1 su 5 stelle (418 voti)`,
      contenuto_scatola: `1 x Rilevatore AX-G12\n1 x Kit di viti\n1 x Manuale d'installazione`,
      prezzo_prodotto: 39.9,
      prezzo_originale: 44.9,
      prezzo_scontato: 39.9,
      valutazione_prodotto: 4.1,
    },
  ],
  cases: [
    {
      id: 's8a-guida-camper-emergenze-01',
      text: `<h2>Cosa tenere in camper per le emergenze</h2><p>In camper si è spesso lontani da un'officina, e alcuni imprevisti (una batteria a terra, un principio d'incendio, una perdita di gas, una piccola ferita) vanno affrontati con quello che si ha a bordo.</p><p>Abbiamo selezionato quattro prodotti: l'estintore a polvere Ignistop da 2 kg, l'avviatore Voltiga VG-2000, il kit di pronto soccorso Medikasa conforme alla DIN 13164 e il rilevatore di gas Allertix AX-G12 da collegare all'impianto a 12 volt.</p><p>Il totale supera di poco i 150 euro: 27,90 € per l'estintore, 69,99 € per l'avviatore, 19,90 € per il kit e 39,90 € per il rilevatore.</p>`,
      claims: [],
    },
    {
      id: 's8a-guida-camper-emergenze-02',
      text: `<h2>Fuoco e ferite: estintore e kit di pronto soccorso</h2><p>L'Ignistop IG-P2 contiene 2 kg di polvere ABC, è omologato EN 3-7 con classe 13A 89B C e ha un manometro che indica subito se è carico. La staffa inclusa permette di fissarlo sotto un sedile o in un gavone. Scarica in circa 15 secondi con una gittata fino a 6 metri.</p><p>Il kit Medikasa MK-V42 raccoglie i 42 articoli della DIN 13164, tra cui coperta isotermica, forbici a punta smussa e quattro paia di guanti in nitrile, oltre a un laccio emostatico e a una pomata per ustioni. La custodia rossa si chiude a zip e sta in un gavone.</p>`,
      claims: [
        { quote: 'circa 15 secondi', class: 'numero' },
        { quote: 'fino a 6 metri', class: 'numero' },
        { quote: 'un laccio emostatico', class: 'specifica' },
        { quote: 'una pomata per ustioni', class: 'specifica' },
      ],
    },
    {
      id: 's8a-guida-camper-emergenze-03',
      text: `<h2>Batteria a terra: l'avviatore Voltiga VG-2000</h2><p>Con 2000 A di picco, il VG-2000 avvia motori diesel fino a 6 litri: bastano e avanzano per i motori da 2,2 litri dei camper su base Fiat Ducato. Le pinze intelligenti proteggono da inversione di polarità e cortocircuito, e con una carica si fanno fino a 50 avviamenti.</p><p>La batteria da 20000 mAh funziona anche da power bank, con uscite USB-A e USB-C da 18 W. L'abbiamo usato per far ripartire un Ducato rimasto fermo tre settimane in un'area sosta a gennaio, al primo tentativo.</p><p>Costa 69,99 €, venti euro meno del prezzo di listino.</p>`,
      claims: [
        { quote: '2,2 litri', class: 'numero' },
        { quote: 'fino a 50 avviamenti', class: 'numero' },
        { quote: `L'abbiamo usato per far ripartire un Ducato rimasto fermo tre settimane`, class: 'test' },
      ],
    },
    {
      id: 's8a-guida-camper-emergenze-04',
      text: `<h2>Gas e monossido: il rilevatore Allertix</h2><p>Il rilevatore Allertix AX-G12 si collega all'impianto a 12 V e tiene d'occhio l'aria della cellula con due sensori: uno per GPL, propano e butano, l'altro per il monossido di carbonio. Va montato a circa 30 cm dal pavimento, vicino a fornello o stufa, perché GPL, propano e butano sono più pesanti dell'aria. In allarme suona a 85 dB e accende un LED rosso.</p><p>Consuma appena 0,7 W e, grazie alla batteria tampone interna, continua a funzionare anche a impianto spento. È anche certificato EN 50194. Con 4,1 stelle su 5 è il meno valutato del gruppo, e costa 39,90 €.</p>`,
      claims: [
        { quote: 'batteria tampone interna', class: 'specifica' },
        { quote: 'continua a funzionare anche a impianto spento', class: 'qualitativa' },
        { quote: 'EN 50194', class: 'specifica' },
      ],
    },
  ],
};
export default file;
