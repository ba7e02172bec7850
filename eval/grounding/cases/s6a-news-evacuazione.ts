import type { CaseFile } from '../types.ts';

/** News rewrites of a regional paper's report on a Sardinian village evacuated for a forest fire. */
const file: CaseFile = {
  source: {
    titolo: "Incendio nel Sarcidano, evacuati 350 residenti di Monteleone Sarcidano: in fumo oltre 600 ettari",
    testo_originale: "MONTELEONE SARCIDANO – Circa 350 residenti di Monteleone Sarcidano sono stati evacuati nella notte tra martedì e mercoledì a causa di un vasto incendio boschivo che dal pomeriggio di martedì 22 luglio ha percorso oltre 600 ettari di macchia mediterranea e lecceta. L'ordinanza di evacuazione è stata firmata dal sindaco Giovanni Piras alle 23.40, quando il fronte del fuoco, spinto da raffiche di maestrale fino a 60 km/h, è arrivato a meno di un chilometro dalle prime case.\nGli sfollati sono stati accolti nella palestra comunale di Isili e in alcune strutture ricettive della zona; una trentina di persone ha trovato ospitalità da parenti. Sul posto hanno operato per tutta la notte 14 squadre del Corpo forestale e di vigilanza ambientale, i vigili del fuoco e i volontari, mentre all'alba sono intervenuti quattro Canadair e tre elicotteri della flotta regionale.\n«Abbiamo scelto di evacuare per prudenza: nessuno doveva restare in paese con il vento che girava», ha spiegato il sindaco. Non si registrano feriti, ma due aziende agricole sono state danneggiate e diversi capi di bestiame sono morti. La strada statale 128 è rimasta chiusa per sei ore.\nNel pomeriggio di mercoledì il fronte era sotto controllo e alle 18 è stato autorizzato il rientro, ad eccezione di una decina di abitazioni della periferia nord. Il Corpo forestale ha avviato le indagini per accertare l'origine del rogo: non si esclude la pista dolosa.",
    fonte: "L'Unione Sarda",
    link_fonte: "https://www.unionesarda.it/news-sardegna/sud-sardegna/incendio-nel-sarcidano-evacuati-350-residenti-di-monteleone-sarcidano-k7p2x9qa",
  },
  cases: [
    {
      id: 's6a-news-evacuazione-01',
      text: `<h2>Incendio in Sardegna, evacuato Monteleone Sarcidano</h2><p>Notte di evacuazione nel Sarcidano: circa 350 persone hanno lasciato le proprie case dopo che un incendio boschivo, alimentato dal maestrale, è arrivato a meno di un chilometro dal paese. Il fuoco ha distrutto oltre 1.000 ettari di macchia e lecceta.</p><p>L'ordinanza del sindaco Giovanni Piras è arrivata alle 23.40, con raffiche fino a 80 km/h che spingevano il fronte verso le case. All'alba sono decollati sei Canadair e tre elicotteri regionali. Gli sfollati hanno trovato posto nella palestra comunale di Isili e in strutture ricettive della zona. «È stata la notte più lunga della mia vita», ha raccontato il sindaco.</p>`,
      claims: [
        { quote: '1.000 ettari', class: 'numero' },
        { quote: '80 km/h', class: 'numero' },
        { quote: 'sei Canadair', class: 'numero' },
        { quote: 'È stata la notte più lunga della mia vita', class: 'citazione' },
      ],
    },
    {
      id: 's6a-news-evacuazione-02',
      text: `<h2>Monteleone Sarcidano, si rientra a casa dopo la notte dell'incendio</h2><p>Alle 18 di mercoledì è stato autorizzato il rientro per quasi tutti i circa 350 abitanti di Monteleone Sarcidano evacuati per l'incendio che da martedì pomeriggio ha bruciato più di 600 ettari di vegetazione. Restano escluse una decina di case della periferia nord.</p><p>Il sindaco Giovanni Piras aveva firmato l'ordinanza alle 23.40 di martedì, con il fronte a meno di un chilometro dalle abitazioni. «Abbiamo scelto di evacuare per prudenza: nessuno doveva restare in paese con il vento che girava», ha spiegato. Nessun ferito, ma due aziende agricole hanno subito danni e sono morti diversi capi di bestiame. Il Corpo forestale indaga sulle cause e non esclude il dolo.</p>`,
      claims: [],
    },
    {
      id: 's6a-news-evacuazione-03',
      text: `<h2>Il bilancio del rogo nel Sarcidano</h2><p>Oltre 100 uomini tra forestali, vigili del fuoco e volontari hanno lavorato per tutta la notte per difendere Monteleone Sarcidano, evacuato per un incendio boschivo spinto dal maestrale. All'alba sono intervenuti quattro Canadair e tre elicotteri.</p><p>La strada statale 128 è rimasta chiusa per dodici ore. Secondo le prime ipotesi, l'incendio sarebbe partito da un mezzo agricolo al lavoro in un campo vicino, ma il Corpo forestale non esclude la pista dolosa. Nel pomeriggio di mercoledì il fronte era sotto controllo.</p>`,
      claims: [
        { quote: 'Oltre 100 uomini', class: 'numero' },
        { quote: 'dodici ore', class: 'numero' },
        { quote: 'sarebbe partito da un mezzo agricolo', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-news-evacuazione-04',
      text: `<h2>Evacuare un paese in una notte: il caso di Monteleone Sarcidano</h2><p>Quando alle 23.40 è scattata l'ordinanza, i circa 350 residenti hanno lasciato il paese in meno di un'ora: una trentina ha trovato posto da parenti, gli altri tra la palestra di Isili e alcune strutture ricettive.</p><p>La vicenda ricorda quanto sia utile avere uno zaino d'emergenza pronto, con acqua per almeno 72 ore e i documenti in una busta impermeabile. Secondo i dati regionali, in Sardegna bruciano in media 15.000 ettari di bosco ogni estate.</p>`,
      claims: [
        { quote: "in meno di un'ora", class: 'numero' },
        { quote: 'acqua per almeno 72 ore', class: 'numero' },
        { quote: '15.000 ettari', class: 'numero' },
      ],
    },
  ],
};
export default file;
