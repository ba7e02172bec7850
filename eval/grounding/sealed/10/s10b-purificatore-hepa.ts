import type { CaseFile } from '../../types.ts';

/** Reviews of a portable battery HEPA air purifier for wildfire smoke, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Aerviva PureGo P5 Purificatore d'Aria Portatile con Filtro HEPA H13 e Carbone Attivo, Batteria Ricaricabile 10000 mAh, Sensore PM2.5, per Fumo di Incendi, Casa, Auto e Ufficio, Bianco",
    nome_sintetico: "Aerviva PureGo P5",
    specifiche_tecniche: `Marca: Aerviva
Nome modello: PureGo P5
Tipo di filtro: HEPA H13 + carbone attivo
CADR (particolato): 180 Metri cubi all'ora
Superficie consigliata: 22 Metri quadrati
Velocità: 4 + modalità Auto
Livello di rumore: 26-52 dB
Potenza: 28 Watt
Capacità della batteria: 10000 Milliampere ore
Autonomia: 3-8 ore (in base alla velocità)
Tempo di ricarica: 5 ore
Porta di ricarica: USB-C
Dimensioni prodotto: 18 x 18 x 32 cm
Peso articolo: 1,4 Chilogrammi`,
    descrizione_generale: `Quando il fumo degli incendi boschivi arriva fino in città, PureGo P5 ti aiuta a tenere pulita l'aria della stanza in cui ti trovi. Il filtro HEPA H13 trattiene il 99,97% delle particelle fino a 0,3 micron, compreso il PM2.5 del fumo, mentre lo strato di carbone attivo riduce gli odori. Il sensore PM2.5 con anello luminoso a tre colori (blu, giallo, rosso) mostra in ogni momento la qualità dell'aria e, in modalità Auto, il purificatore regola da solo la velocità.

La batteria integrata da 10000 mAh permette di usarlo anche durante un blackout o in auto, con il cavo accendisigari incluso. La modalità notte spegne le luci e scende a 26 dB. Il filtro va sostituito ogni 4-6 mesi circa, a seconda dell'uso.`,
    informazioni_articolo: `Produttore: Aerviva Srl
Numero modello articolo: AV-P5-H13
Colore: Bianco
Alimentazione: Batteria ricaricabile, USB-C 5V 3A
Filtro di ricambio: AV-F5 (venduto separatamente)
Garanzia: 2 anni
Data di disponibilità: 12 marzo 2024`,
    contenuto_scatola: `1 purificatore d'aria PureGo P5
1 filtro HEPA H13 con carbone attivo (preinstallato)
1 cavo USB-C
1 adattatore per presa accendisigari 12 V
Manuale di istruzioni in italiano`,
    prezzo_prodotto: 89.99,
    prezzo_originale: 109.99,
    prezzo_scontato: 89.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's10b-purificatore-hepa-01',
      text: "<h2>Aerviva PureGo P5: aria più pulita quando arriva il fumo</h2><p>Pensato per le giornate in cui il fumo degli incendi raggiunge le città, il <strong>PureGo P5</strong> combina un filtro <strong>HEPA H13</strong>, che trattiene il 99,97% delle particelle fino a 0,3 micron, con uno strato di carbone attivo contro gli odori. Con un CADR di 180 m³/h è indicato per stanze fino a circa 22 metri quadrati.</p><p>Il punto forte è la batteria: 10.000 mAh, da tre a otto ore di funzionamento a seconda della velocità, così resta utile anche durante un blackout o in auto grazie all'adattatore accendisigari incluso in confezione. Si ricarica via USB-C in circa cinque ore.</p><p>Pesa un chilo e quattro e costa 89,99 euro invece di 109,99; la valutazione media degli acquirenti è di 4,3 stelle su 5.</p>",
      claims: [],
    },
    {
      id: 's10b-purificatore-hepa-02',
      text: "<p>Abbiamo tenuto acceso il PureGo P5 in camera da letto per dieci giorni durante un'ondata di fumo, e l'anello luminoso è passato dal rosso al blu in meno di venti minuti.</p><p>Il merito è del filtro HEPA H13 abbinato al carbone attivo: trattiene il 99,97% delle particelle fino a 0,3 micron, PM2.5 compreso, e riduce gli odori del fumo. Con 180 m³/h di CADR copre bene una stanza fino a 22 m², e in modalità notte scende a 26 dB, risultando più silenzioso di qualsiasi concorrente a batteria.</p><p>Da mettere in conto la manutenzione: il filtro va cambiato ogni 4-6 mesi e il ricambio AV-F5 costa 24,99 euro. Attualmente il purificatore è in offerta a 89,99 euro.</p>",
      claims: [
        { quote: 'Abbiamo tenuto acceso il PureGo P5 in camera da letto per dieci giorni', class: 'test' },
        { quote: 'in meno di venti minuti', class: 'numero' },
        { quote: 'più silenzioso di qualsiasi concorrente a batteria', class: 'qualitativa' },
        { quote: '24,99 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's10b-purificatore-hepa-03',
      text: "<h2>Pro e contro del PureGo P5</h2><ul><li><strong>Filtrazione:</strong> HEPA H13 più carbone attivo, con sensore PM2.5 e modalità Auto che regola da sola la velocità.</li><li><strong>Autonomia:</strong> fino a 12 ore alla velocità minima con la batteria da 10000 mAh.</li><li><strong>Portabilità:</strong> appena 1,4 kg, con una maniglia in alluminio per spostarlo da una stanza all'altra.</li><li><strong>In auto:</strong> l'adattatore per la presa accendisigari da 12 V è già in confezione.</li><li><strong>Contro:</strong> alla velocità massima arriva a 52 dB, non proprio un sussurro.</li></ul><p>Con oltre 3.000 recensioni e una media di 4,3 su 5, è tra i purificatori portatili più venduti su Amazon.</p>",
      claims: [
        { quote: 'fino a 12 ore', class: 'numero' },
        { quote: 'maniglia in alluminio', class: 'specifica' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
        { quote: 'tra i purificatori portatili più venduti su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's10b-purificatore-hepa-04',
      text: "<p>Se vivi in una zona esposta agli incendi estivi, il PureGo P5 ha un vantaggio che pochi purificatori offrono: funziona senza corrente. La batteria da 10.000 mAh garantisce da 3 a 8 ore di filtrazione e si ricarica via USB-C a 5V 3A, oppure con un pannello solare.</p><p>Il sensore PM2.5 aggiorna la lettura ogni secondo e l'anello a tre colori, blu, giallo e rosso, rende immediato capire com'è l'aria nella stanza. Ci sono quattro velocità più la modalità Auto, e la modalità notte spegne le luci.</p><p>A 89,99 euro, scontato del 30%, è un acquisto sensato per chi vuole un presidio contro il fumo anche in auto.</p>",
      claims: [
        { quote: 'un vantaggio che pochi purificatori offrono', class: 'qualitativa' },
        { quote: 'oppure con un pannello solare', class: 'specifica' },
        { quote: 'ogni secondo', class: 'numero' },
        { quote: 'scontato del 30%', class: 'prezzo' },
      ],
    },
    {
      id: 's10b-purificatore-hepa-05',
      text: "<h2>Il verdetto</h2><p>Come apparecchio da emergenza il PureGo P5 ha le carte in regola: filtro H13 con carbone attivo, sensore PM2.5 e una batteria che tiene anche quando salta la luce. Il filtro preinstallato dura circa un anno, quindi il primo ricambio non è una spesa immediata. Ottimo anche per chi soffre di asma, perché elimina il 100% dei pollini.</p><p>In confezione trovi cavo USB-C, adattatore accendisigari e manuale in italiano; la garanzia è di 2 anni.</p>",
      claims: [
        { quote: 'dura circa un anno', class: 'numero' },
        { quote: 'Ottimo anche per chi soffre di asma', class: 'qualitativa' },
        { quote: 'il 100% dei pollini', class: 'numero' },
      ],
    },
  ],
};
export default file;
