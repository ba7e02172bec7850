import type { CaseFile } from '../types.ts';

/** Reviews of a ferrocerium fire starter kit with scraper and tinder, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Fiammora Acciarino Ferrocerio 12,7 mm con Raschietto, Kit Accendifuoco da Sopravvivenza con Esca in Cotone Cerato e Fischietto, Manico in Legno di Noce",
    nome_sintetico: "Fiammora Kit Acciarino Ferrocerio",
    specifiche_tecniche: "Marca: Fiammora\nMateriale: Ferrocerio, legno di noce, acciaio inossidabile\nDiametro asta: 12,7 Millimetri\nLunghezza asta: 10 Centimetri\nLunghezza totale: 15,5 Centimetri\nNumero di accensioni: Circa 12.000\nTemperatura scintilla: 3000 °C\nPeso articolo: 118 Grammi\nColore: Marrone",
    descrizione_generale: "Un'asta di ferrocerio da 12,7 mm (1/2 pollice) che produce scintille a circa 3000 °C anche bagnata, in quota o con il vento, dove accendini e fiammiferi falliscono. Il kit Fiammora unisce l'asta con manico in legno di noce, un raschietto in acciaio inossidabile con dorso a 90° e seghetto, e un tubetto stagno con 10 dischetti di cotone cerato che bruciano ciascuno per circa 2 minuti.\nIl fischietto d'emergenza è agganciato al cordino in paracord. Ogni asta garantisce circa 12.000 accensioni. Prima del primo utilizzo raschia via lo strato nero protettivo che riveste il ferrocerio.",
    informazioni_articolo: "Numero modello articolo: FM-FERRO127\nProduttore: Fiammora\nPeso articolo: 118 Grammi\nDimensioni del collo: 18 x 9 x 3 cm\nData di disponibilità: 9 ottobre 2021",
    contenuto_scatola: "Asta in ferrocerio con manico in legno\nRaschietto in acciaio inossidabile con seghetto\nTubetto stagno con 10 dischetti di esca in cotone cerato\nFischietto d'emergenza\nCordino in paracord",
    prezzo_prodotto: 16.99,
    prezzo_originale: 19.99,
    prezzo_scontato: 16.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's6a-acciarino-01',
      text: `<p>Un acciarino al ferrocerio funziona dove accendini e fiammiferi si arrendono: sotto la pioggia, in quota, con il vento. Il <strong>kit Fiammora</strong> monta un'asta da mezzo pollice (12,7 mm) lunga 10 cm, capace di circa dodicimila accensioni, con scintille intorno ai 3000 °C anche quando è bagnata.</p><p>Insieme all'asta arrivano un raschietto inox con seghetto, un fischietto, un cordino in paracord e un tubetto stagno con dieci dischetti di cotone cerato, ognuno dei quali brucia per un paio di minuti. Un consiglio: prima di usarlo la prima volta, grattate via la patina nera che protegge il ferrocerio. Prezzo: 16,99 € anziché 19,99 €.</p>`,
      claims: [],
    },
    {
      id: 's6a-acciarino-02',
      text: `<h2>Scintille anche sotto la pioggia</h2><p>Abbiamo portato il kit Fiammora in un weekend di trekking sotto l'acqua e l'esca ha preso al primo colpo ogni volta. Merito delle scintille a circa 3000 °C e di un'asta da 12,7 mm, più spessa di quasi tutte le concorrenti, che promette fino a 15.000 accensioni.</p><p>Il manico in legno d'olivo offre una presa sicura anche con i guanti, e il raschietto inox ha il dorso a 90° e un piccolo seghetto.</p>`,
      claims: [
        { quote: 'Abbiamo portato il kit Fiammora in un weekend di trekking', class: 'test' },
        { quote: 'più spessa di quasi tutte le concorrenti', class: 'qualitativa' },
        { quote: '15.000 accensioni', class: 'numero' },
        { quote: "legno d'olivo", class: 'specifica' },
        { quote: 'una presa sicura anche con i guanti', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-acciarino-03',
      text: `<h2>Fiammora FM-FERRO127 in sintesi</h2><ul><li>Asta in ferrocerio: 12,7 mm di diametro, 10 cm di lunghezza</li><li>Lunghezza complessiva: 15,5 cm</li><li>Peso: 118 grammi</li><li>Esca: 10 dischetti in cotone cerato, in un tubetto stagno</li><li>Extra: fischietto d'emergenza e cordino in paracord</li></ul><p>Il raschietto in acciaio inossidabile ha il dorso a 90° e un seghetto integrato, mentre il manico dell'asta è in legno di noce. Gli acquirenti gli danno in media 4,6 stelle su 5, e oggi costa 16,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's6a-acciarino-04',
      text: `<h2>Piccolo, leggero e completo</h2><p>Tra gli accenditori d'emergenza, il kit Fiammora è uno dei più completi che si trovino. Oltre all'asta in ferrocerio da mezzo pollice, include dieci dischetti di cotone cerato che bruciano per circa 10 minuti ciascuno.</p><p>Tutto il kit pesa meno di 80 grammi e il tubetto stagno resiste fino a 30 metri di profondità. In questi giorni è in offerta a 12,99 €.</p>`,
      claims: [
        { quote: 'uno dei più completi che si trovino', class: 'qualitativa' },
        { quote: 'circa 10 minuti ciascuno', class: 'numero' },
        { quote: 'meno di 80 grammi', class: 'numero' },
        { quote: '30 metri di profondità', class: 'numero' },
        { quote: '12,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's6a-acciarino-05',
      text: `<h2>Il nostro giudizio</h2><p>Lo teniamo nello zaino da due anni e non ci ha mai lasciati senza fuoco. Rispetto agli acciarini da 8 mm, l'asta da 12,7 mm del Fiammora produce una pioggia di scintille decisamente più abbondante, e le circa 12.000 accensioni dichiarate sono un'ottima riserva.</p><p>Un piccolo neo: prima del primo uso va raschiato lo strato nero protettivo. Con oltre 5.000 valutazioni e una media di 4,6 su 5, resta uno degli acquisti più sicuri per chi costruisce un kit di sopravvivenza.</p>`,
      claims: [
        { quote: 'Lo teniamo nello zaino da due anni', class: 'test' },
        { quote: 'produce una pioggia di scintille decisamente più abbondante', class: 'qualitativa' },
        { quote: 'oltre 5.000 valutazioni', class: 'valutazione' },
        { quote: 'uno degli acquisti più sicuri', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
