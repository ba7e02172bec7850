import type { CaseFile } from '../types.ts';

/** News rewrites of a local-paper report on a city council approving its updated municipal civil-protection plan. */
const file: CaseFile = {
  source: {
    titolo: "Vicenza, approvato il nuovo piano di protezione civile: 38 aree di attesa e un'app per le allerte",
    testo_originale: "Il consiglio comunale di Vicenza ha approvato lunedì sera l'aggiornamento del piano comunale di protezione civile, fermo al 2017. Il documento è passato con 24 voti favorevoli e 4 astenuti, nessun contrario.\n\nIl nuovo piano individua 38 aree di attesa, dove i cittadini devono radunarsi in caso di emergenza, 6 aree di accoglienza per l'assistenza alla popolazione, tra cui il palazzetto dello sport di via Goldoni e la fiera, e 2 aree di ammassamento per i soccorritori. Tra i rischi considerati, il principale resta quello idraulico: sono circa 12.400 i residenti che vivono nelle zone esposte alle piene del Bacchiglione e del Retrone, per le quali il piano prevede procedure di evacuazione per quartiere. Per la prima volta sono inclusi anche il rischio da ondate di calore e quello legato ai blackout prolungati.\n\nNovità anche sul fronte della comunicazione: entro la primavera sarà attiva l'app gratuita «Vicenza Allerta», che invierà notifiche su allerte meteo, chiusure di strade ed evacuazioni; resteranno attivi gli SMS per chi si iscrive al servizio e i pannelli luminosi in città.\n\n«Un piano che resta in un cassetto non serve a nessuno», ha detto l'assessora alla Protezione civile Marta Bisson. «Per questo nei prossimi mesi organizzeremo incontri in tutti i quartieri e due esercitazioni aperte alla cittadinanza». Il piano è consultabile sul sito del Comune e sarà distribuito in sintesi, con una mappa delle aree di attesa, a tutte le famiglie. Il gruppo comunale di volontari conta oggi 85 iscritti.",
    fonte: "Il Giornale di Vicenza",
    link_fonte: "https://www.ilgiornaledivicenza.it/territorio-berico/vicenza/nuovo-piano-protezione-civile-approvato-1.10234567",
  },
  cases: [
    {
      id: "s2b-piano-01",
      text: "<h2>Vicenza ha un nuovo piano di protezione civile</h2><p>Il piano comunale di protezione civile di Vicenza, fermo al 2017, è stato aggiornato. Il consiglio comunale lo ha approvato lunedì sera con 24 sì e 4 astensioni, senza voti contrari.</p><p>Il documento fissa 38 aree di attesa per radunare i cittadini, sei aree di accoglienza, tra cui il palazzetto dello sport di via Goldoni e la fiera, e due aree di ammassamento per i soccorritori. Il rischio principale resta quello idraulico: circa 12.400 residenti vivono nelle zone esposte alle piene di Bacchiglione e Retrone, e per loro sono previste procedure di evacuazione quartiere per quartiere. Entrano nel piano, per la prima volta, anche ondate di calore e blackout prolungati.</p><p>Entro la primavera arriverà l'app gratuita «Vicenza Allerta», con notifiche su allerte meteo, strade chiuse ed evacuazioni.</p>",
      claims: [],
    },
    {
      id: "s2b-piano-02",
      text: "<p>Via libera del consiglio comunale di Vicenza al nuovo piano di protezione civile, approvato con 28 voti favorevoli. Il documento, redatto insieme ai tecnici dell'Università di Padova, aggiorna quello del 2017 e individua 50 aree di attesa in tutta la città, oltre a sei aree di accoglienza e due di ammassamento per i soccorritori.</p><p>«Il piano deve entrare nelle case di tutti i vicentini», ha commentato l'assessora alla Protezione civile Marta Bisson, annunciando incontri in tutti i quartieri e due esercitazioni aperte alla cittadinanza.</p>",
      claims: [
        { quote: "28 voti favorevoli", class: "numero" },
        { quote: "redatto insieme ai tecnici dell'Università di Padova", class: "qualitativa" },
        { quote: "50 aree di attesa", class: "numero" },
        { quote: "Il piano deve entrare nelle case di tutti i vicentini", class: "citazione" },
      ],
    },
    {
      id: "s2b-piano-03",
      text: "<p>Un'app, gli SMS e i pannelli luminosi: è così che il Comune di Vicenza avviserà i cittadini in caso di emergenza, secondo il piano di protezione civile appena approvato dal consiglio comunale.</p><p>L'app gratuita «Vicenza Allerta» sarà attiva entro la primavera e manderà notifiche su allerte meteo, chiusure di strade ed evacuazioni. Resteranno in funzione gli SMS per chi è iscritto al servizio e i pannelli luminosi in città.</p><p>«Un piano che resta in un cassetto non serve a nessuno», ha spiegato l'assessora Marta Bisson. Nei prossimi mesi sono previsti incontri in tutti i quartieri e due esercitazioni aperte alla cittadinanza. Ogni famiglia riceverà una sintesi del piano con la mappa delle 38 aree di attesa; il testo completo è consultabile sul sito del Comune. Il gruppo comunale di volontari conta 85 iscritti.</p>",
      claims: [],
    },
    {
      id: "s2b-piano-04",
      text: "<h2>Alluvioni, caldo e blackout: i rischi del nuovo piano di Vicenza</h2><p>Il pericolo numero uno per Vicenza resta l'acqua. Secondo il piano comunale di protezione civile approvato lunedì, oltre 20.000 residenti vivono in zone esposte alle piene del Bacchiglione e dell'Astico, e per ogni quartiere sono previste procedure di evacuazione specifiche.</p><p>Tra le novità, il piano prende in considerazione per la prima volta il rischio sismico, oltre alle ondate di calore e ai blackout prolungati. Gli esperti consigliano alle famiglie di preparare uno zaino d'emergenza con almeno tre giorni di autonomia.</p>",
      claims: [
        { quote: "oltre 20.000 residenti", class: "numero" },
        { quote: "dell'Astico", class: "qualitativa" },
        { quote: "il rischio sismico", class: "qualitativa" },
        { quote: "almeno tre giorni di autonomia", class: "numero" },
      ],
    },
    {
      id: "s2b-piano-05",
      text: "<p>Vicenza aggiorna il suo piano di protezione civile, fermo al 2017, e punta sulla comunicazione. Da gennaio sarà scaricabile l'app gratuita «Vicenza Allerta», che invierà notifiche su allerte meteo, strade chiuse ed evacuazioni, affiancando SMS e pannelli luminosi.</p><p>Il piano prevede 38 aree di attesa, sei di accoglienza e due per i soccorritori. Nei prossimi mesi l'assessora Marta Bisson porterà il documento nei quartieri, con incontri pubblici e tre esercitazioni aperte alla cittadinanza, mentre il gruppo comunale di protezione civile conta 120 volontari.</p>",
      claims: [
        { quote: "Da gennaio", class: "numero" },
        { quote: "tre esercitazioni", class: "numero" },
        { quote: "120 volontari", class: "numero" },
      ],
    },
  ],
};
export default file;
