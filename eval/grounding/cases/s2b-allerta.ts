import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA regional report on a red weather alert in Liguria. */
const file: CaseFile = {
  source: {
    titolo: "Maltempo, allerta rossa in Liguria sul Centro-Ponente: scuole chiuse a Genova e Savona",
    testo_originale: "GENOVA - ARPAL ha emesso un'allerta rossa per piogge diffuse e temporali sulle zone A e B della Liguria, cioè il Ponente e il Centro della regione, dalle 6 di giovedì 17 ottobre alle 15 dello stesso giorno. Sulla zona C, il Levante, l'allerta sarà arancione fino alle 18, poi gialla fino alla mezzanotte. I modelli prevedono cumulate fino a 300 millimetri in 12 ore sui versanti appenninici del Savonese e del Genovese, con intensità orarie che potranno superare i 60 millimetri e raffiche di vento da sud fino a 90 chilometri orari sui crinali.\n\nI sindaci di Genova e Savona hanno firmato ordinanze di chiusura di scuole di ogni ordine e grado, università, parchi e cimiteri per l'intera giornata di giovedì. Chiusi anche i sottopassi a rischio allagamento. In tutta la regione sono circa 90 i comuni che hanno attivato i centri operativi comunali.\n\n«Chiediamo ai cittadini di limitare gli spostamenti allo stretto necessario, di non sostare nei piani interrati e di non avvicinarsi ai corsi d'acqua», ha dichiarato l'assessore regionale alla Protezione civile Luca Ferrando. «Il sistema è pronto, ma la collaborazione di tutti è fondamentale».\n\nLa sala operativa regionale resterà aperta h24 e il numero verde 800 177 797 è attivo per informazioni. Sulla linea ferroviaria Genova-Ventimiglia Trenitalia ha previsto una riduzione dei treni regionali.",
    fonte: "ANSA",
    link_fonte: "https://www.ansa.it/liguria/notizie/2024/10/16/maltempo-allerta-rossa-in-liguria-scuole-chiuse_7f3c2a1e.html",
  },
  cases: [
    {
      id: "s2b-allerta-01",
      text: "<h2>Allerta rossa in Liguria: scuole chiuse a Genova e Savona</h2><p>Giovedì 17 ottobre il Ponente e il Centro della Liguria (zone A e B) sono in allerta rossa per piogge diffuse e temporali, dalle 6 alle 15. Lo ha stabilito ARPAL, che sul Levante (zona C) ha fissato un'allerta arancione fino alle 18 e gialla fino a mezzanotte.</p><p>Le previsioni parlano di accumuli fino a 300 mm in dodici ore sui versanti appenninici del Savonese e del Genovese, con picchi orari oltre i 60 mm e raffiche da sud fino a 90 km/h sui crinali. A Genova e Savona i sindaci hanno disposto la chiusura di scuole di ogni ordine e grado, università, parchi e cimiteri, oltre ai sottopassi a rischio allagamento.</p><p>L'assessore regionale Luca Ferrando invita a limitare gli spostamenti, evitare i piani interrati e stare lontani dai corsi d'acqua. Per informazioni è attivo il numero verde 800 177 797.</p>",
      claims: [],
    },
    {
      id: "s2b-allerta-02",
      text: "<h2>Liguria, scatta l'allerta rossa: è l'evento più critico dal 2014</h2><p>ARPAL ha diramato l'allerta rossa per piogge diffuse e temporali sul Ponente e sul Centro della Liguria, in vigore dalle 6 alle 15 di giovedì 17 ottobre. Sui versanti appenninici di Savona e Genova potrebbero cadere fino a 400 millimetri di pioggia in 12 ore.</p><p>«Siamo di fronte a un evento eccezionale, restate a casa», ha detto l'assessore regionale alla Protezione civile Luca Ferrando. Scuole, università, parchi e cimiteri resteranno chiusi a Genova e Savona, e in tutta la regione oltre 120 comuni hanno attivato i centri operativi.</p>",
      claims: [
        { quote: "l'evento più critico dal 2014", class: "qualitativa" },
        { quote: "400 millimetri", class: "numero" },
        { quote: "Siamo di fronte a un evento eccezionale, restate a casa", class: "citazione" },
        { quote: "oltre 120 comuni", class: "numero" },
      ],
    },
    {
      id: "s2b-allerta-03",
      text: "<p>Giornata di massima allerta in Liguria. ARPAL ha portato a rosso il livello di allerta per piogge e temporali nelle zone A e B, il Ponente e il Centro, dalle 6 di giovedì 17 ottobre fino alla mezzanotte. Il Levante è in arancione fino alle 18.</p><ul><li>Cumulate previste: fino a 300 mm in 12 ore sull'Appennino savonese e genovese</li><li>Intensità orarie: oltre 60 mm</li><li>Vento: raffiche da sud fino a 90 km/h sui crinali</li></ul><p>A Genova e Savona chiudono scuole, università, parchi e cimiteri. Trenitalia ha cancellato tutti i regionali sulla Genova-Ventimiglia. La Protezione civile raccomanda di tenere in casa una scorta d'acqua potabile per almeno 72 ore.</p>",
      claims: [
        { quote: "fino alla mezzanotte", class: "numero" },
        { quote: "cancellato tutti i regionali", class: "qualitativa" },
        { quote: "almeno 72 ore", class: "numero" },
      ],
    },
    {
      id: "s2b-allerta-04",
      text: "<p><strong>Dove e quando?</strong> Allerta rossa per piogge diffuse e temporali sulle zone A e B della Liguria, Ponente e Centro, giovedì 17 ottobre dalle 6 alle 15. Sul Levante arancione fino alle 18, poi gialla fino a mezzanotte.</p><p><strong>Cosa si prevede?</strong> Fino a 300 millimetri in 12 ore tra Savonese e Genovese, con punte orarie sopra i 60 millimetri, e raffiche da sud fino a 90 km/h sui crinali.</p><p><strong>Cosa resta chiuso?</strong> A Genova e Savona scuole di ogni ordine e grado, università, parchi e cimiteri; chiusi anche i sottopassi a rischio allagamento. Circa novanta comuni hanno aperto i centri operativi comunali.</p><p><strong>Cosa fare?</strong> «Chiediamo ai cittadini di limitare gli spostamenti allo stretto necessario, di non sostare nei piani interrati e di non avvicinarsi ai corsi d'acqua», ha detto l'assessore Luca Ferrando. La sala operativa regionale è aperta h24.</p>",
      claims: [],
    },
    {
      id: "s2b-allerta-05",
      text: "<p>La Liguria si prepara a una giornata difficile: giovedì 17 ottobre, dalle 6 alle 15, il Ponente e il Centro della regione saranno in allerta rossa per piogge e temporali. ARPAL prevede fino a 300 mm di pioggia in dodici ore sull'entroterra di Savona e Genova.</p><p>«Il sistema è pronto, ma serve la collaborazione di tutti», ha sottolineato l'assessore Luca Ferrando. In campo ci saranno oltre 2.500 volontari di protezione civile, mentre a Genova e Savona scuole e parchi resteranno chiusi.</p><p>La sala operativa regionale resterà attiva giorno e notte; per informazioni c'è il numero verde 800 177 797.</p>",
      claims: [
        { quote: "Il sistema è pronto, ma serve la collaborazione di tutti", class: "citazione" },
        { quote: "oltre 2.500 volontari", class: "numero" },
      ],
    },
  ],
};
export default file;
