import type { CaseFile } from '../../types.ts';

/** Reviews of a fireproof and waterproof A4 document safe box, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Fortiva Cassetta di Sicurezza Ignifuga e Impermeabile per Documenti A4, Resistente al Fuoco 30 Minuti a 843 °C, Serratura a Chiave, Maniglia Pieghevole per il Trasporto, Nero",
    nome_sintetico: "Fortiva FT-DOC85",
    specifiche_tecniche: [
      "Marca: Fortiva",
      "Materiale: Acciaio con isolamento in composito ignifugo",
      "Capacità: 7,8 Litri",
      "Resistenza al fuoco: 30 minuti a 843 °C (temperatura interna inferiore a 177 °C)",
      "Impermeabilità: resiste all'immersione in acqua fino a 24 ore (guarnizione in gomma)",
      "Tipo di serratura: Serratura a chiave",
      "Dimensioni interne: 32,5 x 24,4 x 9,8 cm",
      "Dimensioni esterne: 40,6 x 36,3 x 16,5 cm",
      "Peso articolo: 11,3 Chilogrammi",
      "Colore: Nero",
    ].join('\n'),
    descrizione_generale: "La cassetta Fortiva protegge passaporti, atti notarili, contanti e documenti in formato A4 non piegati da incendio e acqua. Il corpo in acciaio con isolamento composito mantiene la temperatura interna sotto i 177 °C per 30 minuti con fiamme esterne a 843 °C, mentre la guarnizione in gomma la rende impermeabile. La serratura a chiave impedisce l'apertura accidentale e la maniglia pieghevole permette di portarla via in fretta in caso di evacuazione.",
    informazioni_articolo: [
      "Numero modello articolo: FT-DOC85",
      "Formato documenti: A4 non piegati",
      "Paese di origine: Cina",
    ].join('\n'),
    contenuto_scatola: [
      "1 x Cassetta ignifuga",
      "2 x Chiavi",
      "1 x Manuale d'uso",
    ].join('\n'),
    prezzo_prodotto: 89.99,
    prezzo_originale: 109.99,
    prezzo_scontato: 89.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's10a-cassetta-ignifuga-01',
      text: "<h2>Fortiva FT-DOC85: documenti al sicuro da fuoco e acqua</h2><p>Passaporti, atti notarili, contanti, fogli A4 da non piegare: la cassetta Fortiva li protegge con un corpo in acciaio e un isolamento composito ignifugo che, per mezz'ora con fiamme esterne a 843 gradi, mantiene l'interno sotto i 177 °C.</p><p>La guarnizione in gomma la rende impermeabile: secondo il produttore resiste a un'immersione fino a un giorno intero. Lo spazio interno è di 7,8 litri, sufficiente per un A4 disteso.</p><p>La serratura è a chiave (due in dotazione) e la maniglia pieghevole aiuta a portarla via in fretta, anche se con i suoi 11,3 kg non è un peso piuma. Prezzo: 89,99 €, con una media di 4,6 stelle.</p>",
      claims: [],
    },
    {
      id: 's10a-cassetta-ignifuga-02',
      text: "<p>Abbiamo messo la Fortiva in un forno da ceramica per un'ora e i documenti all'interno ne sono usciti intatti. Il risultato non sorprende: la cassetta ha una resistenza al fuoco di 60 minuti ed è certificata UL 72, lo standard americano per le casseforti ignifughe.</p><p>Oltre ai fogli A4, protegge anche chiavette USB e hard disk esterni, e la guarnizione in gomma la rende impermeabile. Serratura a chiave, maniglia pieghevole e 7,8 litri di capacità completano il quadro.</p>",
      claims: [
        { quote: "Abbiamo messo la Fortiva in un forno da ceramica per un'ora", class: 'test' },
        { quote: '60 minuti', class: 'numero' },
        { quote: 'UL 72', class: 'specifica' },
        { quote: 'protegge anche chiavette USB e hard disk esterni', class: 'qualitativa' },
      ],
    },
    {
      id: 's10a-cassetta-ignifuga-03',
      text: "<h2>Spazio e protezione</h2><p>Con 7,8 litri di spazio interno, la Fortiva FT-DOC85 è la più capiente della categoria e accoglie documenti A4 senza piegarli. Il corpo in acciaio con isolamento composito resiste a 843 °C per 30 minuti, mentre la guarnizione in gomma la mantiene stagna anche dopo 48 ore sott'acqua.</p><p>A chiudere tutto c'è una serratura a combinazione a tre cifre. All'esterno misura 40,6 x 36,3 x 16,5 cm.</p>",
      claims: [
        { quote: 'la più capiente della categoria', class: 'qualitativa' },
        { quote: '48 ore', class: 'numero' },
        { quote: 'serratura a combinazione a tre cifre', class: 'specifica' },
      ],
    },
    {
      id: 's10a-cassetta-ignifuga-04',
      text: "<p>Oggi la Fortiva costa 79,99 €, con uno sconto del 30% sul prezzo pieno. Le 4,8 stelle su 5 assegnate dagli acquirenti dicono molto sulla soddisfazione di chi l'ha comprata.</p><p>In sintesi: mezz'ora di resistenza al fuoco a 843 °C con l'interno sotto i 177 °C, impermeabilità grazie alla guarnizione in gomma, due chiavi e una maniglia per il trasporto. Pesa 11,3 kg e accoglie documenti A4 senza pieghe.</p>",
      claims: [
        { quote: '79,99 €', class: 'prezzo' },
        { quote: 'sconto del 30%', class: 'prezzo' },
        { quote: '4,8 stelle su 5', class: 'valutazione' },
      ],
    },
    {
      id: 's10a-cassetta-ignifuga-05',
      text: "<h2>La Fortiva nella vita di tutti i giorni</h2><p>Dopo un anno di utilizzo la cassetta Fortiva è ancora come nuova e la serratura a chiave non ha mai dato problemi. Dentro ci stanno passaporti, atti e contanti, fino a 500 fogli A4.</p><p>Il peso di 9 kg la rende trasportabile con la maniglia pieghevole, e in caso di incendio la protezione dura 30 minuti a 843 °C. Per l'acqua c'è la guarnizione in gomma, che la rende impermeabile.</p>",
      claims: [
        { quote: 'Dopo un anno di utilizzo', class: 'test' },
        { quote: '500 fogli', class: 'numero' },
        { quote: '9 kg', class: 'numero' },
      ],
    },
  ],
};
export default file;
