import type { CaseFile } from '../types.ts';

/** Reviews of a 220-piece family first-aid kit in a nylon bag, modelled on Amazon.it first-aid-kit listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "MEDIKIT Kit Pronto Soccorso Famiglia 220 Pezzi, Borsa Rossa Idrorepellente con 4 Scomparti, Coperta Isotermica, Laccio Emostatico, Mascherina RCP, per Casa, Auto, Camper e Campeggio",
    nome_sintetico: "Medikit Famiglia 220",
    specifiche_tecniche: [
      "Numero di pezzi: 220",
      "Materiale della borsa: Nylon 600D idrorepellente",
      "Dimensioni: 26 x 18 x 10 cm",
      "Peso articolo: 850 Grammi",
      "Scomparti: 4 interni con etichette, 1 tasca frontale",
      "Chiusura: Doppia cerniera",
      "Trasporto: Maniglia superiore e tracolla staccabile",
      "Validità dei materiali sterili: 5 anni",
      "Uso consigliato: Famiglia fino a 4 persone",
    ].join("\n"),
    descrizione_generale:
      "Medikit Famiglia 220 raccoglie in una borsa compatta il necessario per medicare piccole ferite, distorsioni e scottature e per affrontare le prime fasi di un'emergenza, in attesa dei soccorsi. La borsa in nylon 600D idrorepellente ha quattro scomparti interni etichettati e una tasca frontale per i presidi usati più spesso, così si trova subito ciò che serve.\n\nI materiali sterili sono confezionati singolarmente e hanno una validità di 5 anni. Pensato per una famiglia fino a 4 persone, trova posto sotto il sedile dell'auto, nello zaino o nell'armadietto di casa. Il kit è marcato CE come dispositivo medico di Classe I.",
    informazioni_articolo: [
      "Marchio: Medikit",
      "Numero modello articolo: MK-FAM220",
      "Colore: Rosso",
      "Certificazione: CE, dispositivo medico di Classe I",
      "Produttore: Medikit Srl",
    ].join("\n"),
    contenuto_scatola: [
      "40 x Cerotti assortiti",
      "10 x Garze sterili 10 x 10 cm",
      "8 x Salviette disinfettanti",
      "2 x Bende elastiche 7,5 cm x 4,5 m",
      "1 x Cerotto in rotolo 2,5 cm x 5 m",
      "1 x Coperta isotermica 160 x 210 cm",
      "1 x Laccio emostatico",
      "1 x Forbici tagliabendaggi",
      "1 x Pinzetta in acciaio inox",
      "4 x Paia di guanti in nitrile",
      "1 x Ghiaccio istantaneo",
      "1 x Mascherina RCP con valvola unidirezionale",
      "1 x Fischietto di emergenza",
      "1 x Tracolla staccabile",
      "1 x Opuscolo di primo soccorso in italiano",
    ].join("\n"),
    prezzo_prodotto: 27.99,
    prezzo_originale: 34.99,
    prezzo_scontato: 27.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: "s2a-prontosoccorso-01",
      text: "<h2>Un kit da tenere sempre a portata di mano</h2><p>Il <strong>Medikit Famiglia 220</strong> è una borsa rossa in nylon 600D idrorepellente, grande 26 x 18 x 10 cm, che contiene 220 pezzi divisi in quattro scomparti interni etichettati più una tasca frontale. Oltre ai classici cerotti (quaranta, di varie misure) e a dieci garze sterili 10 x 10, ci sono due bende elastiche, un cerotto in rotolo, forbici tagliabendaggi, pinzetta in acciaio inox e quattro paia di guanti in nitrile.</p><p>Per le situazioni più serie il kit include coperta isotermica, laccio emostatico e mascherina per la rianimazione cardiopolmonare con valvola unidirezionale. Il tutto pesa 850 grammi.</p>",
      claims: [],
    },
    {
      id: "s2a-prontosoccorso-02",
      text: "<p>Abbiamo messo alla prova il Medikit Famiglia 220 durante una vacanza in campeggio con due bambini, e ogni volta che è servito un cerotto o una garza l'abbiamo trovato in pochi secondi. Il kit è conforme alla norma DIN 13164, quella delle cassette di pronto soccorso per auto.</p><p>Le bende elastiche sono da 10 cm, le più comode per una caviglia slogata, mentre la coperta isotermica misura 160 x 210 cm e la borsa ha quattro scomparti interni con etichette.</p>",
      claims: [
        { quote: "Abbiamo messo alla prova il Medikit Famiglia 220 durante una vacanza in campeggio", class: "test" },
        { quote: "DIN 13164", class: "specifica" },
        { quote: "da 10 cm", class: "numero" },
        { quote: "le più comode per una caviglia slogata", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-prontosoccorso-03",
      text: "<h2>Cosa c'è dentro</h2><ul><li>40 cerotti assortiti e 10 garze sterili</li><li>8 salviette disinfettanti</li><li>Coperta isotermica oro/argento</li><li>Termometro digitale e soluzione fisiologica</li><li>Laccio emostatico e ghiaccio istantaneo</li><li>Mascherina RCP</li></ul><p>Costa 27,99 euro, scontato rispetto ai 34,99 di listino. Attenzione: i materiali sterili hanno una validità di 3 anni, poi vanno controllati e sostituiti.</p>",
      claims: [
        { quote: "oro/argento", class: "specifica" },
        { quote: "Termometro digitale", class: "specifica" },
        { quote: "soluzione fisiologica", class: "specifica" },
        { quote: "3 anni", class: "numero" },
      ],
    },
    {
      id: "s2a-prontosoccorso-04",
      text: "<p>Graffi, piccole ferite, distorsioni: il Medikit Famiglia 220 raccoglie in un'unica borsa ciò che serve per medicarli, e aiuta a gestire i primi momenti di un'emergenza in attesa dei soccorsi. È pensato per una famiglia fino a quattro persone e sta in uno zaino, sotto il sedile dell'auto o in un armadietto. Si trasporta con la maniglia o con la tracolla staccabile e si chiude con una doppia cerniera.</p><p>I materiali sterili sono imbustati uno per uno e restano validi per cinque anni. Il kit è un dispositivo medico di Classe I con marcatura CE e costa 27,99 €, circa sette euro meno del prezzo pieno; gli acquirenti gli danno in media 4,4 stelle.</p>",
      claims: [],
    },
    {
      id: "s2a-prontosoccorso-05",
      text: "<p>Il punto di forza del Medikit Famiglia 220 è l'organizzazione: ogni scomparto ha un'etichetta e un codice colore, così si trova subito ciò che serve. L'opuscolo di primo soccorso in italiano, redatto con la Croce Rossa, è incluso.</p><p>La borsa è completamente impermeabile e galleggia, un dettaglio utile in barca. Il kit è il più venduto della categoria su Amazon.it.</p>",
      claims: [
        { quote: "un codice colore", class: "specifica" },
        { quote: "redatto con la Croce Rossa", class: "specifica" },
        { quote: "completamente impermeabile", class: "specifica" },
        { quote: "galleggia", class: "qualitativa" },
        { quote: "il più venduto della categoria", class: "valutazione" },
      ],
    },
    {
      id: "s2a-prontosoccorso-06",
      text: "<p>Per 27,99 euro si porta a casa un kit da 250 pezzi da usare in casa, in auto e in campeggio. Dentro trovano posto anche un fischietto d'emergenza e una coperta isotermica, che trattiene fino al 90% del calore corporeo. Le quattro paia di guanti in nitrile sono un dettaglio che molti kit economici trascurano.</p><p>Dopo sei mesi nel bagagliaio dell'auto, la borsa non mostra alcun segno di usura.</p>",
      claims: [
        { quote: "250 pezzi", class: "numero" },
        { quote: "fino al 90% del calore corporeo", class: "numero" },
        { quote: "un dettaglio che molti kit economici trascurano", class: "qualitativa" },
        { quote: "Dopo sei mesi nel bagagliaio dell'auto", class: "test" },
      ],
    },
  ],
};
export default file;
