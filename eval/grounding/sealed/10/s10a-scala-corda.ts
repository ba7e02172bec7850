import type { CaseFile } from '../../types.ts';

/** Reviews of a rope fire-escape ladder for 2nd/3rd floor windows, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Salvafuga Scala di Emergenza Antincendio in Corda 7,5 m per 2° e 3° Piano, Gradini in Acciaio Antiscivolo, Ganci Regolabili per Davanzale, Portata 450 kg, con Sacca",
    nome_sintetico: "Salvafuga SF-ESC75",
    specifiche_tecniche: [
      "Marca: Salvafuga",
      "Materiale: Corda in poliestere ad alta tenacità, gradini in acciaio zincato con rivestimento antiscivolo",
      "Lunghezza: 7,5 Metri",
      "Numero di gradini: 24",
      "Larghezza gradino: 38 Centimetri",
      "Distanza tra i gradini: 30 Centimetri",
      "Carico massimo consigliato: 450 Chilogrammi",
      "Colore: Rosso",
      "Peso articolo: 5,8 Chilogrammi",
    ].join('\n'),
    descrizione_generale: "La scala di emergenza Salvafuga è pensata per l'evacuazione da finestre e balconi del secondo e terzo piano in caso di incendio. Si aggancia al davanzale senza attrezzi grazie ai due ganci regolabili e si srotola in pochi secondi. I gradini in acciaio con rivestimento antiscivolo e i distanziatori tengono la scala lontana dal muro, per un appoggio più stabile del piede. Le corde in poliestere ad alta tenacità sostengono fino a 450 kg. Viene fornita ripiegata nella sua sacca, pronta da riporre sotto il letto o nell'armadio vicino alla finestra.",
    informazioni_articolo: [
      "Numero modello articolo: SF-ESC75",
      "Dimensioni prodotto: 42 x 30 x 12 cm; 5,8 chilogrammi",
      "Spessore davanzale compatibile: 15-35 Centimetri (ganci regolabili)",
      "Paese di origine: Cina",
      "Data di disponibilità: 12 marzo 2023",
    ].join('\n'),
    contenuto_scatola: [
      "1 x Scala di emergenza in corda da 7,5 m",
      "2 x Ganci di ancoraggio regolabili",
      "1 x Sacca di stoccaggio",
      "1 x Manuale di istruzioni in italiano",
    ].join('\n'),
    prezzo_prodotto: 64.99,
    prezzo_originale: 79.99,
    prezzo_scontato: 64.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's10a-scala-corda-01',
      text: "<h2>Salvafuga SF-ESC75: una seconda via d'uscita dalla finestra</h2><p>Se abitate al secondo o al terzo piano, vale la pena pensare a un'alternativa al vano scale in caso d'incendio. La scala in corda Salvafuga è costruita proprio per questo: sette metri e mezzo di lunghezza, 24 gradini in acciaio zincato con rivestimento antiscivolo e corde in poliestere che sostengono fino a 450 kg.</p><p>Si aggancia al davanzale senza attrezzi con due ganci regolabili, adatti a spessori compresi tra 15 e 35 centimetri, mentre i distanziatori tengono i gradini staccati dal muro così che il piede appoggi meglio. Ripiegata pesa poco meno di sei chili e resta nella sua sacca, da tenere sotto il letto o nell'armadio vicino alla finestra.</p><p>Il prezzo attuale è di 64,99 € contro i 79,99 € di listino; chi l'ha acquistata le assegna in media 4,4 stelle su 5.</p>",
      claims: [],
    },
    {
      id: 's10a-scala-corda-02',
      text: "<p>L'abbiamo agganciata alla finestra di un terzo piano e scesa più volte. I due ganci regolabili si adattano a davanzali spessi da 15 a 35 cm e si montano senza attrezzi, mentre i distanziatori tengono la scala lontana dalla parete: il piede appoggia in modo più stabile.</p><p>I 24 pioli in acciaio zincato hanno un rivestimento antiscivolo, le corde in poliestere reggono 450 kg e la scala è certificata secondo la norma EN 1263. Tradotto: due adulti possono scendere contemporaneamente senza problemi.</p><p>Con i suoi 7,5 metri basta per un terzo piano. A 64,99 € è un acquisto che consigliamo a chi abita al secondo o al terzo piano.</p>",
      claims: [
        { quote: "L'abbiamo agganciata alla finestra di un terzo piano e scesa più volte", class: 'test' },
        { quote: 'EN 1263', class: 'specifica' },
        { quote: 'due adulti possono scendere contemporaneamente', class: 'qualitativa' },
      ],
    },
    {
      id: 's10a-scala-corda-03',
      text: "<h2>Salvafuga SF-ESC75 in breve</h2><p>Con oltre 2.000 recensioni e una media di 4,7 su 5, la Salvafuga SF-ESC75 è la scala antincendio in corda più scelta su Amazon.it. Non è difficile capire perché: si srotola in pochi secondi, si fissa al davanzale con due ganci regolabili e pesa appena 4 kg.</p><p>Le corde in poliestere ad alta tenacità sostengono 450 kg e i 24 gradini in acciaio hanno un rivestimento antiscivolo. Nella confezione trovate anche la sacca per riporla e il manuale in italiano.</p>",
      claims: [
        { quote: 'oltre 2.000 recensioni', class: 'valutazione' },
        { quote: '4,7 su 5', class: 'valutazione' },
        { quote: 'più scelta su Amazon.it', class: 'valutazione' },
        { quote: '4 kg', class: 'numero' },
      ],
    },
    {
      id: 's10a-scala-corda-04',
      text: "<h2>Cosa c'è da sapere prima di acquistarla</h2><p>La Salvafuga è una scala in corda da 7,5 metri pensata per finestre e balconi del secondo e terzo piano. I gradini sono larghi 30 centimetri e distanziati tra loro in modo regolare; le corde in poliestere sono trattate per resistere alle fiamme fino a 800 °C.</p><ul><li>Ganci regolabili per davanzali da 15 a 35 cm</li><li>Carico massimo consigliato: 450 kg</li><li>Peso: 5,8 kg</li><li>Garanzia: 5 anni</li></ul><p>Arriva ripiegata in una sacca, con il manuale di istruzioni in italiano.</p>",
      claims: [
        { quote: 'larghi 30 centimetri', class: 'numero' },
        { quote: 'resistere alle fiamme fino a 800 °C', class: 'numero' },
        { quote: 'Garanzia: 5 anni', class: 'numero' },
      ],
    },
    {
      id: 's10a-scala-corda-05',
      text: "<h2>Pro e contro</h2><ul><li><strong>Pro:</strong> montaggio senza attrezzi, si apre in 3 secondi, corde in Kevlar ignifugo, gradini antiscivolo con distanziatori dal muro.</li><li><strong>Contro:</strong> quasi sei chili di peso, da riporre con attenzione nella sua sacca.</li></ul><p>Il verdetto? Per chi vive al secondo o terzo piano la Salvafuga offre 7,5 metri di scala e 450 kg di portata a 64,99 €, meno della media delle scale di questa categoria. Un acquisto sensato, da tenere vicino alla finestra.</p>",
      claims: [
        { quote: 'si apre in 3 secondi', class: 'numero' },
        { quote: 'corde in Kevlar ignifugo', class: 'specifica' },
        { quote: 'meno della media delle scale di questa categoria', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
