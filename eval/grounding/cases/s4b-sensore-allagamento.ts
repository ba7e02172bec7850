import type { CaseFile } from '../types.ts';

/** Reviews of a Wi-Fi water-leak detector pair (Tuya/Smart Life), modelled on Amazon.it "sensore allagamento WiFi" listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: `ALLAGUARD Sensore Allagamento WiFi con Sirena 90 dB, Rilevatore Perdite d'Acqua Smart con Sonda a Filo 1 m, Notifiche su App, Compatibile con Alexa e Google Home, Batterie Incluse, Confezione da 2`,
    nome_sintetico: `Allaguard sensore allagamento WiFi (2 pezzi)`,
    specifiche_tecniche: `Marca: Allaguard
Connettività: Wi-Fi 2,4 GHz (non supporta 5 GHz)
Volume sirena: 90 Decibel
Alimentazione: 2 batterie AAA per sensore
Durata batteria: Fino a 12 mesi (stima del produttore)
Lunghezza sonda esterna: 1 Metro
Grado di protezione: IP66 (sensore)
Temperatura di funzionamento: -10 - 55 gradi Celsius
Dimensioni: 6,2 x 6,2 x 2,4 cm
Peso articolo: 65 Grammi (singolo sensore)
Numero di pezzi: 2
Compatibilità: Amazon Alexa, Google Assistant, app Smart Life / Tuya`,
    descrizione_generale: `Una goccia sotto la lavatrice può diventare un danno da migliaia di euro. Allaguard rileva l'acqua con i contatti sul fondo del sensore oppure con la sonda a filo da 1 m, da far arrivare dietro la caldaia o sotto il lavello. Quando rileva una perdita suona con una sirena da 90 dB e invia una notifica push sullo smartphone tramite l'app Smart Life, ovunque siate.

Si collega direttamente al Wi-Fi di casa a 2,4 GHz senza bisogno di hub. L'app avvisa anche quando le batterie stanno per scaricarsi.`,
    informazioni_articolo: `Numero modello articolo: AG-WL02
Produttore: Allaguard Smart Home
Batterie incluse: Sì
Hub richiesto: No
ASIN: B0D2MN8HX4`,
    contenuto_scatola: `2 x Sensore allagamento
2 x Sonda a filo da 1 m
4 x Batterie AAA
2 x Adesivo biadesivo
1 x Manuale`,
    prezzo_prodotto: 32.99,
    prezzo_originale: 32.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's4b-sensore-allagamento-01',
      text: `<h2>Allaguard AG-WL02: l'allarme che ti avvisa di una perdita</h2><p>Una perdita sotto il lavello o dietro la caldaia può restare nascosta a lungo. I sensori Allaguard, venduti in coppia, la scoprono in due modi: con i contatti sul fondo oppure con una sonda a filo lunga un metro, da infilare dove il sensore non entra.</p><p>Quando trovano acqua fanno suonare una sirena da 90 dB e mandano una notifica push tramite l'app Smart Life. Si collegano direttamente al Wi-Fi di casa, senza hub, ma solo sulla banda a 2,4 GHz: i 5 GHz non sono supportati. Ogni sensore funziona con due pile AAA, già incluse, che secondo il produttore durano fino a un anno.</p>`,
      claims: [],
    },
    {
      id: 's4b-sensore-allagamento-02',
      text: `<p>L'abbiamo messo sotto la lavatrice per due mesi e, simulando una perdita con un bicchiere d'acqua, la notifica sul telefono è arrivata in meno di 3 secondi. La sirena da 110 dB si sente da tutta la casa.</p><p>L'Allaguard si configura con l'app Smart Life o Tuya e funziona con Alexa e Google Assistant. Il sensore ha grado di protezione IP66, e la sonda da un metro arriva negli angoli più scomodi.</p>`,
      claims: [
        { quote: `L'abbiamo messo sotto la lavatrice per due mesi`, class: 'test' },
        { quote: `meno di 3 secondi`, class: 'numero' },
        { quote: `110 dB`, class: 'numero' },
        { quote: `si sente da tutta la casa`, class: 'qualitativa' },
      ],
    },
    {
      id: 's4b-sensore-allagamento-03',
      text: `<h2>Allaguard AG-WL02, cosa sa fare</h2><p>Due sensori, due sonde a filo da 1 m, quattro pile AAA e i biadesivi per il fissaggio: la confezione è completa. Il sensore ha protezione IP68 e supporta sia il Wi-Fi a 2,4 GHz sia quello a 5 GHz.</p><p>Un dettaglio importante per chi si prepara alle emergenze: le notifiche arrivano anche durante un blackout, perché il sensore funziona a batterie. L'app avvisa inoltre quando le pile stanno per scaricarsi.</p>`,
      claims: [
        { quote: `IP68`, class: 'specifica' },
        { quote: `sia quello a 5 GHz`, class: 'specifica' },
        { quote: `le notifiche arrivano anche durante un blackout`, class: 'qualitativa' },
      ],
    },
    {
      id: 's4b-sensore-allagamento-04',
      text: `<p>Piccolo (6,2 x 6,2 x 2,4 cm) e leggero, appena 65 grammi: l'Allaguard si nasconde facilmente dietro un mobile o accanto al boiler. Ecco i dati essenziali:</p><ul><li><strong>Allarme:</strong> sirena da 90 decibel e notifica push sullo smartphone</li><li><strong>Rete:</strong> Wi-Fi 2,4 GHz, nessun hub richiesto</li><li><strong>Compatibilità:</strong> Alexa, Google Assistant, app Smart Life/Tuya</li><li><strong>Temperatura d'esercizio:</strong> da -10 a 55 °C</li><li><strong>Protezione:</strong> IP66</li></ul><p>La confezione da due costa 32,99 euro e gli acquirenti le danno in media 4,2 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4b-sensore-allagamento-05',
      text: `<p>Per meno di 30 euro, 29,99 € per la precisione, si portano a casa due sensori di allagamento Wi-Fi. L'Allaguard AG-WL02 ha una sonda a filo da 2 metri e funziona con due pile AAA che, secondo il produttore, durano fino a 2 anni.</p><p>Si integra con Alexa, Google Assistant e Apple HomeKit, e non serve un hub: si collega direttamente al router a 2,4 GHz. Quando rileva l'acqua suona a 90 dB.</p>`,
      claims: [
        { quote: `29,99 €`, class: 'prezzo' },
        { quote: `2 metri`, class: 'numero' },
        { quote: `2 anni`, class: 'numero' },
        { quote: `Apple HomeKit`, class: 'specifica' },
      ],
    },
    {
      id: 's4b-sensore-allagamento-06',
      text: `<h2>Il miglior sensore allagamento sotto i 40 euro</h2><p>Oltre 5.000 clienti soddisfatti e una valutazione di 4,2 su 5. L'Allaguard rileva anche un velo d'acqua di 0,5 mm grazie ai contatti sul fondo, e con la sonda a filo da 1 m arriva sotto la lavatrice o dietro la caldaia.</p><p>Funziona da -10 a 55 °C, quindi anche in un garage non riscaldato d'inverno. Un solo limite: la rete a 5 GHz non è supportata.</p>`,
      claims: [
        { quote: `Il miglior sensore allagamento sotto i 40 euro`, class: 'qualitativa' },
        { quote: `Oltre 5.000 clienti soddisfatti`, class: 'valutazione' },
        { quote: `0,5 mm`, class: 'numero' },
      ],
    },
  ],
};
export default file;
