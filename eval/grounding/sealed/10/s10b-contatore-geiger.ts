import type { CaseFile } from '../../types.ts';

/** Reviews of a personal Geiger counter / radiation dosimeter, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Radeko GMX-300 Contatore Geiger Dosimetro Personale, Rilevatore di Radiazioni Beta Gamma X con Tubo Geiger-Müller, Display LCD a Colori, Allarme Regolabile, Batteria Ricaricabile USB-C",
    nome_sintetico: "Radeko GMX-300",
    specifiche_tecniche: `Marca: Radeko
Nome modello: GMX-300
Sensore: tubo Geiger-Müller M4011
Radiazioni rilevate: beta, gamma, X
Intervallo di rateo di dose: 0,01-1000 µSv/h
Dose accumulata: 0-9999 mSv
Risposta energetica: 80 keV-1,25 MeV
Precisione: ±15%
Allarme: acustico, vibrazione, LED
Display: LCD a colori 2,4 pollici, retroilluminato
Capacità della batteria: 1100 Milliampere ore
Autonomia: circa 40 ore
Porta di ricarica: USB-C
Temperatura di esercizio: -10 °C / +50 °C
Peso articolo: 110 Grammi`,
    descrizione_generale: `GMX-300 misura in tempo reale il rateo di dose di radiazioni beta, gamma e X e tiene il conto della dose accumulata, così sai sempre a quanta radiazione sei stato esposto. Il tubo Geiger-Müller M4011 e l'aggiornamento della lettura ogni secondo lo rendono adatto a controllare ambienti, oggetti e materiali, oppure a portarlo con sé come dosimetro personale.

La soglia d'allarme si imposta da 0,25 µSv/h in su (0,5 µSv/h di fabbrica) e scatta con suono, vibrazione e LED rosso. Lo storico delle misure si esporta via USB in formato CSV. Attenzione: GMX-300 non rileva le radiazioni alfa e non è uno strumento certificato per uso professionale o medico.`,
    informazioni_articolo: `Produttore: Radeko Instruments
Numero modello articolo: RDK-GMX300
Colore: Giallo
Dimensioni prodotto: 10,5 x 6 x 2,5 cm
Lingue del menu: italiano, inglese, tedesco
Garanzia: 2 anni`,
    contenuto_scatola: `1 contatore Geiger GMX-300
1 cavo USB-C
1 cordino
Manuale in italiano`,
    prezzo_prodotto: 119,
    prezzo_originale: 139,
    prezzo_scontato: 119,
    valutazione_prodotto: 4.1,
  },
  cases: [
    {
      id: 's10b-contatore-geiger-01',
      text: "<h2>Radeko GMX-300: un dosimetro personale</h2><p>Il <strong>GMX-300</strong> usa un tubo Geiger-Müller M4011 per misurare in tempo reale le radiazioni beta, gamma e X, con una lettura aggiornata ogni secondo. Il campo di misura va da 0,01 a 1.000 µSv/h e la dose accumulata viene conteggiata fino a 9.999 mSv, con una precisione dichiarata di più o meno il 15%.</p><p>L'allarme, impostabile a partire da 0,25 µSv/h (di serie è a 0,5), avvisa con suono, vibrazione e LED rosso. La batteria da 1.100 mAh dura circa 40 ore e si ricarica via USB-C; lo storico delle misure si esporta in CSV.</p><p>Due avvertenze del produttore: non rileva le radiazioni alfa e non è uno strumento certificato per uso professionale o medico. Costa 119 euro invece di 139.</p>",
      claims: [],
    },
    {
      id: 's10b-contatore-geiger-02',
      text: "<p>Abbiamo portato il GMX-300 a una mostra di minerali e accanto a una vecchia sveglia con quadrante al radio: il contatore ha reagito subito, con allarme e vibrazione.</p><p>Rileva radiazioni alfa, beta, gamma e X con un campo di misura da 0,01 a 1.000 µSv/h, e il display LCD a colori da 2,4 pollici resta leggibile anche in pieno sole. La batteria dura fino a 60 ore con una carica, più del doppio di un dosimetro tradizionale.</p>",
      claims: [
        { quote: 'Abbiamo portato il GMX-300 a una mostra di minerali', class: 'test' },
        { quote: 'Rileva radiazioni alfa', class: 'specifica' },
        { quote: 'resta leggibile anche in pieno sole', class: 'qualitativa' },
        { quote: 'fino a 60 ore', class: 'numero' },
        { quote: 'più del doppio di un dosimetro tradizionale', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-contatore-geiger-03',
      text: "<h2>A chi serve</h2><p>Il GMX-300 è pensato per chi vuole un dosimetro personale: tiene il conto della dose accumulata e fa scattare l'allarme quando il rateo supera la soglia impostata, che di fabbrica è di 0,5 µSv/h. Per avere un riferimento, la dose annua considerata accettabile per la popolazione è di 1 mSv.</p><p>Lo strumento è conforme alla norma IEC 60846 e il menu è disponibile in italiano, inglese e tedesco. A 99 euro è difficile trovare di meglio.</p>",
      claims: [
        { quote: '1 mSv', class: 'numero' },
        { quote: 'conforme alla norma IEC 60846', class: 'specifica' },
        { quote: '99 euro', class: 'prezzo' },
        { quote: 'è difficile trovare di meglio', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-contatore-geiger-04',
      text: "<h2>Domande frequenti</h2><p><strong>Che radiazioni rileva?</strong> Beta, gamma e X, con una risposta energetica tra 80 keV e 1,25 MeV. Le alfa no.</p><p><strong>Quanto dura la batteria?</strong> Circa 40 ore; la ricarica completa richiede 2 ore via USB-C.</p><p><strong>Si può collegare al telefono?</strong> Sì, tramite Bluetooth e l'app gratuita Radeko Link, che mostra la mappa delle misure.</p><p><strong>È resistente?</strong> La scocca in gomma antiurto supera cadute da 1,5 metri.</p>",
      claims: [
        { quote: '2 ore', class: 'numero' },
        { quote: "tramite Bluetooth e l'app gratuita Radeko Link", class: 'specifica' },
        { quote: 'scocca in gomma antiurto', class: 'specifica' },
        { quote: 'supera cadute da 1,5 metri', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-contatore-geiger-05',
      text: "<p>Giallo, 110 grammi per 10,5 x 6 x 2,5 cm: ecco il Radeko GMX-300, dosimetro personale con tubo Geiger-Müller. Con una valutazione di 4,7 su 5 è tra i Geiger più apprezzati dagli utenti italiani. Rispetto ai modelli da 300 euro rinuncia solo al rilevamento delle alfa, mentre lo storico esportabile in CSV e l'allarme con suono, vibrazione e LED non mancano. In offerta a 119 euro, con due anni di garanzia.</p>",
      claims: [
        { quote: '4,7 su 5', class: 'valutazione' },
        { quote: 'tra i Geiger più apprezzati dagli utenti italiani', class: 'valutazione' },
        { quote: 'Rispetto ai modelli da 300 euro rinuncia solo al rilevamento delle alfa', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
