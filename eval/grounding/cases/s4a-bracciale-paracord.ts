import type { CaseFile } from '../types.ts';

/** Reviews of a paracord survival bracelet with fire starter and whistle (pack of 2), modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'NODOFORTE Bracciale Paracord di Sopravvivenza 550 con Acciarino, Fischietto, Bussola e Raschietto, Fibbia Regolabile, Kit Outdoor per Escursionismo e Campeggio (2 Pezzi)',
    nome_sintetico: 'NODOFORTE Bracciale paracord 550 NF-PC550 (2 pezzi)',
    specifiche_tecniche: [
      'Tipo di corda: Paracord 550, 7 anime interne',
      'Materiale corda: Nylon',
      'Carico di rottura: 250 Chilogrammi',
      'Lunghezza della corda srotolata: 3,6 Metri',
      'Circonferenza polso: da 17 a 23 cm (regolabile)',
      'Accessori integrati: Acciarino al magnesio, Fischietto, Bussola, Raschietto',
      'Materiale fibbia: Plastica ABS',
      'Numero di pezzi: 2',
    ].join('\n'),
    descrizione_generale:
      "Due bracciali in paracord 550 a 7 anime, ognuno con circa 3,6 metri di corda da srotolare in caso di necessità: per montare un riparo, legare un'attrezzatura, improvvisare un laccio. La fibbia integra un fischietto d'emergenza, una piccola bussola e una barretta di magnesio con raschietto in acciaio per accendere il fuoco con le scintille.\nIl carico di rottura della corda è di 250 kg. La chiusura regolabile si adatta a polsi da 17 a 23 cm, e ciascun bracciale pesa meno di 60 grammi.",
    informazioni_articolo: [
      'Marca: NODOFORTE',
      'Numero modello articolo: NF-PC550',
      'Peso articolo: 116 Grammi',
      'Colore: Nero e Verde militare',
      'Produttore: Nodoforte Outdoor',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Bracciale paracord nero',
      '1 x Bracciale paracord verde militare',
    ].join('\n'),
    prezzo_prodotto: 12.99,
    prezzo_originale: 12.99,
    valutazione_prodotto: 4.1,
  },
  cases: [
    {
      id: 's4a-bracciale-paracord-01',
      text: `<h2>NODOFORTE NF-PC550: due bracciali, quattro strumenti</h2><p>Il kit di NODOFORTE contiene due bracciali di sopravvivenza, uno nero e uno verde militare, intrecciati con paracord 550 a sette anime. Srotolandone uno si ottengono circa 3,6 metri di corda in nylon con un carico di rottura di 250 kg, da usare per montare un riparo o legare l'attrezzatura.</p><p>Sulla fibbia in ABS sono integrati un fischietto d'emergenza, una piccola bussola e una barretta di magnesio con raschietto per accendere il fuoco. La chiusura è regolabile e va bene per polsi da 17 a 23 cm.</p><p>Ogni bracciale pesa meno di 60 grammi. La coppia costa 12,99 € e ha una media di 4,1 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's4a-bracciale-paracord-02',
      text: `<p>Durante un'escursione di tre giorni sulle Dolomiti abbiamo messo alla prova il bracciale NODOFORTE, e il risultato è stato convincente. Il fischietto raggiunge 120 dB e la bussola è a bagno d'olio.</p><p>La corda, lunga 3,6 metri una volta srotolata, regge fino a 250 kg. La barretta di magnesio con il suo raschietto produce le scintille per accendere il fuoco. Il bracciale si regola da 17 a 23 cm di polso e in confezione ce ne sono due, a 12,99 €.</p>`,
      claims: [
        { quote: 'abbiamo messo alla prova il bracciale NODOFORTE', class: 'test' },
        { quote: '120 dB', class: 'numero' },
        { quote: "a bagno d'olio", class: 'specifica' },
      ],
    },
    {
      id: 's4a-bracciale-paracord-03',
      text: `<p>Ecco in breve cosa offre il kit NODOFORTE:</p><ul><li>Paracord 550 a 9 anime</li><li>Fino a 4,5 metri di corda per bracciale</li><li>Acciarino, fischietto, bussola e raschietto nella fibbia</li><li>Fibbia in alluminio anodizzato</li><li>Regolabile da 17 a 23 cm</li></ul><p>Il prezzo è di 12,99 € per due pezzi, uno nero e uno verde militare.</p>`,
      claims: [
        { quote: '9 anime', class: 'numero' },
        { quote: '4,5 metri', class: 'numero' },
        { quote: 'alluminio anodizzato', class: 'specifica' },
      ],
    },
    {
      id: 's4a-bracciale-paracord-04',
      text: `<p>Un bracciale paracord serve ad avere sempre al polso qualche metro di corda e un paio di strumenti di base. Quello di NODOFORTE, venduto in coppia, usa corda 550 in nylon con sette anime interne: una volta sciolto ne restituisce circa tre metri e sessanta, con un carico di rottura dichiarato di 250 chili.</p><p>La fibbia fa da supporto per fischietto, bussola e acciarino al magnesio, che si usa con il raschietto d'acciaio per fare scintille e accendere un fuoco.</p><p>La taglia si regola tra 17 e 23 centimetri di polso. I due bracciali insieme pesano 116 grammi e costano 12,99 €.</p>`,
      claims: [],
    },
    {
      id: 's4a-bracciale-paracord-05',
      text: `<h2>Tutto il necessario al polso</h2><p>Il NODOFORTE è il bracciale di sopravvivenza preferito dagli escursionisti italiani, e non è difficile capire perché. In una fibbia compatta ci sono fischietto, bussola, acciarino al magnesio e un piccolo coltello.</p><p>La corda da 3,6 metri sopporta 250 kg ed è trattata contro i raggi UV. Si adatta a polsi da 17 a 23 cm. Due bracciali a 9,99 €.</p>`,
      claims: [
        { quote: 'preferito dagli escursionisti italiani', class: 'valutazione' },
        { quote: 'un piccolo coltello', class: 'specifica' },
        { quote: 'trattata contro i raggi UV', class: 'specifica' },
        { quote: '9,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's4a-bracciale-paracord-06',
      text: `<h2>Conclusioni</h2><p>Per 12,99 € il kit NODOFORTE offre due bracciali con 3,6 metri di paracord 550 ciascuno, un fischietto, una bussola e un acciarino al magnesio con raschietto. Il carico di rottura di 250 kg, secondo il produttore, permette di usare la corda anche come imbracatura di fortuna per una persona.</p><p>Una sola avvertenza: nel nostro esemplare la fibbia in ABS si è incrinata dopo qualche settimana di uso quotidiano.</p>`,
      claims: [
        { quote: 'anche come imbracatura di fortuna per una persona', class: 'qualitativa' },
        { quote: 'nel nostro esemplare la fibbia in ABS si è incrinata', class: 'test' },
      ],
    },
  ],
};
export default file;
