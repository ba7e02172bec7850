import type { CaseFile } from '../../types.ts';

/** Reviews of a rechargeable dual-arc plasma lighter, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Voltara ArcX 2 Accendino al Plasma Ricaricabile USB-C, Doppio Arco Antivento, Senza Gas, Indicatore Batteria LED, per Campeggio, Candele ed Emergenze, Nero",
    nome_sintetico: "Voltara ArcX 2",
    specifiche_tecniche: `Marca: Voltara
Nome modello: ArcX 2
Tipo di accensione: doppio arco al plasma
Combustibile: nessuno (elettrico)
Capacità della batteria: 400 Milliampere ore
Accensioni per carica: circa 300
Tempo di ricarica: 90 minuti
Porta di ricarica: USB-C
Indicatore batteria: 4 LED
Spegnimento automatico: dopo 7 secondi
Grado di protezione: IPX4
Materiale: lega di zinco
Dimensioni prodotto: 7,5 x 3,8 x 1,3 cm
Peso articolo: 62 Grammi`,
    descrizione_generale: `ArcX 2 non usa gas né benzina: due archi elettrici incrociati creano un punto di accensione che non teme il vento, ideale per accendere un fornello da campo, candele, esca o un falò quando i fiammiferi sono bagnati. Il coperchio a scatto protegge gli elettrodi e il blocco di sicurezza evita accensioni accidentali in tasca; dopo 7 secondi l'arco si spegne da solo.

Una ricarica completa via USB-C, in circa un'ora e mezza, basta per circa 300 accensioni, e quattro LED mostrano la carica residua. Il corpo in lega di zinco resiste agli spruzzi d'acqua (IPX4) ma non va immerso. Laccio da polso incluso.`,
    informazioni_articolo: `Produttore: Voltara Tech
Numero modello articolo: VT-ARCX2-BK
Colore: Nero opaco
Batterie: 1 batteria ai polimeri di litio (inclusa)
Garanzia: 1 anno`,
    contenuto_scatola: `1 accendino al plasma ArcX 2
1 cavo di ricarica USB-C
1 laccio da polso
Manuale di istruzioni`,
    prezzo_prodotto: 16.99,
    prezzo_originale: 19.99,
    prezzo_scontato: 16.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's10b-accendino-plasma-01',
      text: "<p>Niente gas e niente benzina: il <strong>Voltara ArcX 2</strong> accende con due archi elettrici incrociati, e proprio per questo non teme il vento. È il tipo di accendino che ha senso tenere nel kit di emergenza, perché funziona anche quando i fiammiferi sono bagnati.</p><p>La batteria da 400 mAh si ricarica via USB-C in un'ora e mezza e regge circa trecento accensioni; quattro LED indicano quanta carica resta. Il coperchio a scatto e il blocco di sicurezza evitano accensioni accidentali in tasca, e l'arco si spegne da solo dopo sette secondi. Il corpo in lega di zinco è IPX4, quindi tollera gli spruzzi ma non l'immersione.</p><p>Pesa 62 grammi e costa 16,99 euro.</p>",
      claims: [],
    },
    {
      id: 's10b-accendino-plasma-02',
      text: "<h2>Alla prova del vento</h2><p>Abbiamo acceso il fornelletto da campo a 1.500 metri di quota, con raffiche forti, e l'ArcX 2 ha funzionato al primo colpo. Il merito è del doppio arco al plasma, che raggiunge i 1.100 °C e non teme il vento.</p><p>La batteria da 400 mAh garantisce circa 500 accensioni con una carica e il corpo in lega di zinco è certificato IPX7, quindi sopravvive anche a una caduta in un torrente. Il cavo USB-C e il laccio da polso sono inclusi.</p>",
      claims: [
        { quote: 'Abbiamo acceso il fornelletto da campo a 1.500 metri di quota', class: 'test' },
        { quote: '1.100 °C', class: 'numero' },
        { quote: 'circa 500 accensioni', class: 'numero' },
        { quote: 'IPX7', class: 'specifica' },
        { quote: 'sopravvive anche a una caduta in un torrente', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-accendino-plasma-03',
      text: "<p>L'ArcX 2 non usa gas né benzina, quindi non c'è combustibile da rabboccare: si ricarica via USB-C in 90 minuti e i quattro LED dicono sempre quanta carica resta. In redazione lo usiamo da sei mesi per accendere le candele durante i blackout e non ci ha mai lasciati a piedi.</p><p>Il blocco di sicurezza e lo spegnimento automatico dopo 7 secondi lo rendono adatto anche a una casa con bambini. È l'accendino elettrico più venduto su Amazon.it e Voltara lo copre con una garanzia di 3 anni.</p>",
      claims: [
        { quote: 'In redazione lo usiamo da sei mesi', class: 'test' },
        { quote: 'adatto anche a una casa con bambini', class: 'qualitativa' },
        { quote: "l'accendino elettrico più venduto su Amazon.it", class: 'valutazione' },
        { quote: 'garanzia di 3 anni', class: 'numero' },
      ],
    },
    {
      id: 's10b-accendino-plasma-04',
      text: "<h2>Cosa offre l'ArcX 2</h2><ul><li>Doppio arco al plasma che non teme il vento</li><li>Batteria al litio da 400 mAh, circa 300 accensioni per carica</li><li>Ricarica rapida in 30 minuti via USB-C</li><li>Display digitale della carica residua</li><li>Corpo in alluminio aeronautico da 62 grammi</li></ul><p>Oggi costa 16,99 euro invece di 19,99: per 17 euro scarsi è un acquisto sensato sia per il kit di casa sia per lo zaino.</p>",
      claims: [
        { quote: '30 minuti', class: 'numero' },
        { quote: 'Display digitale', class: 'specifica' },
        { quote: 'alluminio aeronautico', class: 'specifica' },
      ],
    },
    {
      id: 's10b-accendino-plasma-05',
      text: "<p>Il Voltara ArcX 2 ha una valutazione di 4,2 stelle su 5, e si capisce il perché: è compatto (7,5 x 3,8 cm, spesso appena 1,3 cm, più sottile di un comune accendino a gas) e pesa 62 grammi. Gli elettrodi in tungsteno durano oltre 100.000 accensioni e il coperchio a scatto li protegge.</p><p>L'arco si spegne da solo dopo 7 secondi, una misura di sicurezza che si aggiunge al blocco contro le accensioni accidentali in tasca. In confezione ci sono anche il cavo USB-C e il laccio da polso.</p>",
      claims: [
        { quote: 'più sottile di un comune accendino a gas', class: 'qualitativa' },
        { quote: 'elettrodi in tungsteno', class: 'specifica' },
        { quote: 'oltre 100.000 accensioni', class: 'numero' },
      ],
    },
  ],
};
export default file;
