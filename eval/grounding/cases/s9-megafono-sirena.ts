import type { CaseFile } from '../types.ts';

/** Reviews of a 30 W handheld megaphone with siren and record function, modelled on Amazon.it megaphone listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'SONORAX MG-30S Megafono Portatile 30W con Sirena, Registrazione 10 Secondi, Volume Regolabile, Microfono a Spirale Staccabile, Batteria Ricaricabile, Cinghia a Tracolla, Portata fino a 800 m, per Protezione Civile, Eventi Sportivi, Sicurezza',
    nome_sintetico: 'Sonorax MG-30S',
    specifiche_tecniche: [
      'Marca: SONORAX',
      'Numero modello articolo: MG-30S',
      'Potenza: 30 Watt',
      'Livello di pressione sonora: 115 dB',
      'Portata: 800 Metri',
      'Colore: Bianco e rosso',
      'Materiale: Plastica ABS',
      'Capacità della batteria: 2200 Milliampere ore',
      'Tensione: 7,4 Volt',
      'Tipo di batteria: Ioni di litio',
      'Batterie incluse: Sì',
      'Autonomia: 8 Ore (uso intermittente)',
      'Tempo di ricarica: 5 Ore',
      'Dimensioni prodotto: 33 x 22 x 22 cm',
      'Peso articolo: 1,3 Chilogrammi',
    ].join('\n'),
    descrizione_generale:
      "Il megafono Sonorax MG-30S porta la tua voce fino a 800 metri in condizioni ideali grazie all'amplificatore da 30 W e alla tromba da 22 cm. Quattro modalità: parla, registra (fino a 10 secondi di messaggio), riproduzione in loop e sirena bitonale. Il microfono a spirale si stacca per parlare con il megafono appoggiato o appeso alla cinghia a tracolla regolabile.\nLa batteria al litio da 2200 mAh si ricarica con l'adattatore incluso in circa 5 ore e offre fino a 8 ore di uso intermittente. Corpo in ABS resistente agli urti, manopola del volume sul retro dell'impugnatura. Ideale per volontari di protezione civile, evacuazioni, manifestazioni e gare sportive.",
    informazioni_articolo: [
      'Produttore: Sonorax',
      'Numero modello articolo: MG-30S',
      'Peso articolo: 1,3 kg',
      'Dimensioni del prodotto: 33 x 22 x 22 cm',
      'Batterie: 1 Ioni di litio batterie necessarie. (incluse)',
      'Disponibile su Amazon.it a partire dal: 5 maggio 2021',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Megafono MG-30S',
      '1 x Microfono a spirale',
      '1 x Cinghia a tracolla',
      '1 x Caricabatterie 230 V',
      '1 x Manuale utente',
    ].join('\n'),
    prezzo_prodotto: 42.9,
    prezzo_originale: 49.9,
    prezzo_scontato: 42.9,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's9-megafono-01',
      text: "<h2>Sonorax MG-30S, la voce che arriva lontano</h2><p>In un'evacuazione o durante una gara, farsi sentire è essenziale. Il Sonorax MG-30S è un megafono da 30 watt con tromba da 22 cm che, in condizioni ideali, porta la voce fino a 800 metri. Le modalità sono quattro: parla, registra, riproduci in loop e sirena bitonale. Il messaggio registrato può durare fino a 10 secondi, utile per ripetere un'indicazione senza sgolarsi.</p><p>Il microfono a spirale si stacca, così il megafono può restare appeso alla tracolla regolabile mentre si parla. La batteria al litio da 2200 mAh si ricarica in circa cinque ore con l'adattatore incluso e regge fino a 8 ore di uso intermittente. Corpo in ABS, peso di 1,3 kg, prezzo di 42,90 euro.</p>",
      claims: [],
    },
    {
      id: 's9-megafono-02',
      text: "<p>Durante l'esercitazione della nostra squadra di volontari abbiamo usato l'MG-30S per coordinare quaranta persone in un parcheggio, e la voce arrivava chiara fino in fondo.</p><p>La sirena raggiunge 130 dB e si sente a oltre un chilometro. La funzione di registrazione accetta messaggi fino a 30 secondi, che il megafono ripete in loop: comodo per indicare un punto di raccolta.</p><p>Il corpo in ABS è resistente agli urti e la batteria al litio da 2200 mAh si ricarica in 5 ore con l'adattatore fornito.</p>",
      claims: [
        { quote: "abbiamo usato l'MG-30S per coordinare quaranta persone in un parcheggio", class: 'test' },
        { quote: '130 dB', class: 'numero' },
        { quote: 'oltre un chilometro', class: 'numero' },
        { quote: '30 secondi', class: 'numero' },
      ],
    },
    {
      id: 's9-megafono-03',
      text: '<h2>Sonorax MG-30S: pregi e difetti</h2><ul><li><strong>Potenza:</strong> 30 W, 115 dB di pressione sonora</li><li><strong>Portata:</strong> fino a 800 m</li><li><strong>Autonomia:</strong> fino a 8 ore di uso intermittente</li><li><strong>Protezione:</strong> IP54</li><li><strong>Ingressi:</strong> porta USB e slot per schede SD per riprodurre file audio</li></ul><p>Il difetto principale è il peso di 1,3 kg. Per il resto, a 42,90 € è il megafono più completo che si possa comprare sotto i 50 euro.</p>',
      claims: [
        { quote: 'IP54', class: 'specifica' },
        { quote: 'porta USB e slot per schede SD', class: 'specifica' },
        { quote: 'il megafono più completo che si possa comprare sotto i 50 euro', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-megafono-04',
      text: "<p>Il Sonorax MG-30S è uno dei megafoni più scelti dai gruppi comunali di protezione civile. Con 30 W di potenza e quattro modalità (voce, registrazione, riproduzione e sirena) copre le esigenze di chi deve gestire evacuazioni e manifestazioni.</p><p>La sirena bitonale offre sei toni selezionabili e la manopola del volume si trova sul retro dell'impugnatura. Nella confezione ci sono il caricabatterie da 230 V, la tracolla e il microfono a spirale, più un set di 8 batterie C di riserva.</p><p>Prezzo di listino: 59,90 €.</p>",
      claims: [
        { quote: 'uno dei megafoni più scelti dai gruppi comunali di protezione civile', class: 'valutazione' },
        { quote: 'sei toni', class: 'numero' },
        { quote: '8 batterie C di riserva', class: 'numero' },
        { quote: '59,90 €', class: 'prezzo' },
      ],
    },
    {
      id: 's9-megafono-05',
      text: "<h2>Quando serve alzare la voce</h2><p>Nelle emergenze capita di dover dare indicazioni a molte persone insieme, e un megafono con sirena come il Sonorax MG-30S è lo strumento pensato per farlo.</p><p>Il modello ha un amplificatore da 30 W, una portata dichiarata di 800 metri e una batteria al litio da 2200 mAh che dura fino a 12 ore di uso continuo. Pesa appena 900 grammi ed è il più leggero della sua classe di potenza.</p><p>Su Amazon ha 4,6 stelle di media.</p>",
      claims: [
        { quote: 'fino a 12 ore di uso continuo', class: 'numero' },
        { quote: '900 grammi', class: 'numero' },
        { quote: 'il più leggero della sua classe di potenza', class: 'qualitativa' },
        { quote: '4,6 stelle', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
