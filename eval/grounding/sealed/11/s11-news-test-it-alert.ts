import type { CaseFile } from '../../types.ts';

/** News rewrites of an agency report on a regional IT-alert test in Piedmont, with figures on reached phones. */
const file: CaseFile = {
  source: {
    titolo: 'IT-alert, test in Piemonte: il messaggio raggiunge oltre 3,1 milioni di telefoni',
    testo_originale: `TORINO - Alle 11 di giovedì 12 settembre oltre 3,1 milioni di telefoni cellulari agganciati alle celle del Piemonte hanno ricevuto il messaggio di test di IT-alert, il sistema pubblico di allarme che il Dipartimento della Protezione civile sta sperimentando regione per regione. Lo scenario simulato era quello del collasso di una grande diga, con un'area di invio che copriva l'intero territorio regionale.

Secondo i primi dati diffusi dalla Regione, il 78% di chi ha compilato il questionario online ha ricevuto l'avviso entro un minuto dall'invio, mentre il 9% dichiara di non averlo ricevuto affatto. I questionari compilati nelle prime tre ore sono stati 61.400, un numero superiore alle attese. Le segnalazioni di mancata ricezione riguardano soprattutto smartphone spenti, in modalità aereo o con sistemi operativi non aggiornati.

«Il test è andato bene e ci aiuta a capire dove migliorare», ha commentato l'assessore regionale alla Protezione civile, Franco Bertolino. «IT-alert non sostituisce i canali tradizionali di comunicazione: li affianca, per raggiungere più persone in pochi secondi».

Il messaggio, accompagnato da un suono distintivo anche con il telefono in modalità silenziosa, recava in maiuscolo la dicitura test ed era stato annunciato nei giorni precedenti da una campagna informativa. In provincia di Torino il messaggio è arrivato su 1,4 milioni di dispositivi, in quella di Cuneo su 410.000.

Il prossimo test in Piemonte riguarderà lo scenario di incidente industriale rilevante ed è previsto per la primavera 2025. I risultati completi saranno pubblicati entro trenta giorni sul sito it-alert.it.`,
    fonte: 'ANSA',
    link_fonte: 'https://www.ansa.it/piemonte/notizie/2024/09/12/it-alert-test-in-piemonte-raggiunti-31-milioni-di-telefoni.html',
  },
  cases: [
    {
      id: 's11-news-test-it-alert-01',
      text: "<h2>IT-alert, test riuscito in Piemonte: raggiunti 3,1 milioni di telefoni</h2><p>Giovedì 12 settembre, alle 11, il messaggio di prova di IT-alert è arrivato su oltre 3,1 milioni di cellulari in Piemonte. Lo scenario simulato era il collasso di una grande diga, con l'invio esteso a tutto il territorio regionale.</p><p>Secondo i primi dati della Regione, il 92% di chi ha risposto al questionario lo ha ricevuto entro un minuto. «È stato un successo oltre le aspettative», ha detto l'assessore Franco Bertolino. I questionari compilati nelle prime tre ore sono stati più di 61.000.</p>",
      claims: [
        { quote: '92%', class: 'numero' },
        { quote: 'È stato un successo oltre le aspettative', class: 'citazione' },
      ],
    },
    {
      id: 's11-news-test-it-alert-02',
      text: "<p>Un suono distintivo anche in modalità silenziosa e la dicitura test in maiuscolo: così oltre tre milioni di piemontesi si sono accorti, giovedì mattina, della prova di IT-alert. Il 9% di chi ha compilato il questionario online dichiara però di non aver ricevuto nulla, soprattutto per telefoni spenti, in modalità aereo o con sistemi operativi non aggiornati.</p><p>In provincia di Torino il messaggio è arrivato su 1,4 milioni di dispositivi, in quella di Cuneo su 410.000 e in quella di Alessandria su 290.000. Il sistema costa allo Stato 12 milioni di euro l'anno.</p>",
      claims: [
        { quote: 'oltre tre milioni di piemontesi', class: 'numero' },
        { quote: '290.000', class: 'numero' },
        { quote: '12 milioni di euro', class: 'numero' },
      ],
    },
    {
      id: 's11-news-test-it-alert-03',
      text: "<h2>Test IT-alert in Piemonte, i primi numeri</h2><p>Oltre 3,1 milioni di cellulari collegati alle celle piemontesi hanno ricevuto, alle 11 di giovedì 12 settembre, il messaggio di prova di IT-alert, il sistema pubblico di allarme che la Protezione civile sta sperimentando regione per regione. Lo scenario: il collasso di una grande diga.</p><p>Dei 61.400 questionari arrivati nelle prime tre ore, il 78% segnala la ricezione entro un minuto e il 9% nessuna ricezione. «IT-alert non sostituisce i canali tradizionali di comunicazione: li affianca», ha ricordato l'assessore regionale Franco Bertolino. Il prossimo test, sull'incidente industriale rilevante, è previsto nella primavera 2025.</p>",
      claims: [],
    },
    {
      id: 's11-news-test-it-alert-04',
      text: "<h2>Perché alcuni telefoni non hanno suonato</h2><p>Non tutti hanno sentito l'allarme del test IT-alert di giovedì in Piemonte: il 9% di chi ha compilato il questionario dice di non averlo ricevuto. Le segnalazioni riguardano soprattutto telefoni spenti o in modalità aereo e sistemi operativi non aggiornati, e gli iPhone sono risultati i dispositivi più colpiti dal problema.</p><p>«Il test ci aiuta a capire dove migliorare», ha spiegato l'assessore regionale Franco Bertolino, che ha annunciato un nuovo test entro due mesi. I risultati completi saranno pubblicati entro trenta giorni su it-alert.it.</p>",
      claims: [
        { quote: 'gli iPhone sono risultati i dispositivi più colpiti dal problema', class: 'qualitativa' },
        { quote: 'Il test ci aiuta a capire dove migliorare', class: 'citazione' },
        { quote: 'entro due mesi', class: 'numero' },
      ],
    },
    {
      id: 's11-news-test-it-alert-05',
      text: "<p>Test superato per IT-alert in Piemonte. Giovedì alle 11 il segnale è arrivato su 3,1 milioni di telefoni, 1,4 milioni dei quali in provincia di Torino, simulando il collasso di una grande diga. Hanno risposto al questionario online 61.400 persone nelle prime tre ore, il doppio rispetto al test del 2023.</p><p>Il prossimo appuntamento, dedicato a un incidente industriale rilevante, è fissato per la primavera 2025. Intanto il Dipartimento della Protezione civile ha fatto sapere che il sistema sarà pienamente operativo entro sei mesi.</p>",
      claims: [
        { quote: 'il doppio rispetto al test del 2023', class: 'numero' },
        { quote: 'entro sei mesi', class: 'numero' },
      ],
    },
  ],
};
export default file;
