import type { CaseFile } from '../types.ts';

/** News rewrites of a RomaToday report on a cloudburst in Rome with flooded underpasses and motorists rescued. */
const file: CaseFile = {
  source: {
    titolo: "Nubifragio su Roma, 68 millimetri di pioggia in un'ora: sottopassi allagati e automobilisti soccorsi",
    testo_originale:
      "Un violento nubifragio si è abbattuto su Roma nel pomeriggio di giovedì 18 settembre. Tra le 16 e le 17 il pluviometro della stazione di Roma Macao ha registrato 68 millimetri di pioggia, quasi quanto cade di solito in tutto il mese di settembre. L'acqua ha invaso in pochi minuti diversi sottopassi: i più colpiti quelli di viale Marconi, di via Tuscolana all'altezza di Porta Furba e della Circonvallazione Gianicolense.\nNel sottopasso di viale Marconi quattro automobilisti sono rimasti intrappolati nelle loro auto con l'acqua arrivata all'altezza dei finestrini: li hanno tratti in salvo i vigili del fuoco, che nel corso del pomeriggio hanno effettuato oltre 140 interventi per allagamenti, alberi caduti e cornicioni pericolanti. Nessuno è rimasto ferito.\nDisagi anche per la metropolitana: la stazione Spagna della linea A è stata chiusa per circa un'ora per infiltrazioni d'acqua, mentre sulla linea C i treni hanno viaggiato con ritardi fino a 20 minuti. Chiuse al traffico la via Cristoforo Colombo in direzione Eur, tra via delle Sette Chiese e piazza dei Navigatori, e la via Ostiense all'altezza della Basilica di San Paolo.\n«In un'ora è caduta la pioggia di un mese: nessuna rete fognaria è progettata per smaltire una quantità simile in così poco tempo», ha spiegato l'assessore capitolino alla Protezione civile, Fabio Renzetti, invitando i cittadini a non attraversare i sottopassi in caso di forte pioggia. La Protezione civile del Lazio aveva diramato un'allerta gialla per temporali valida fino alla mezzanotte. Per venerdì è previsto un miglioramento, con nuovi rovesci possibili nel fine settimana.",
    fonte: 'RomaToday',
    link_fonte: 'https://www.romatoday.it/cronaca/nubifragio-roma-sottopassi-allagati-viale-marconi.html',
  },
  cases: [
    {
      id: 's9-news-nubifragio-01',
      text: "<h2>Roma sott'acqua: 90 millimetri in un'ora</h2><p>Giovedì pomeriggio un nubifragio ha scaricato su Roma 90 millimetri di pioggia in appena un'ora, quasi quanto cade di solito in tutto settembre. L'acqua ha invaso i sottopassi di viale Marconi, della Tuscolana a Porta Furba e della Circonvallazione Gianicolense.</p><p>Sei automobilisti sono rimasti intrappolati nel sottopasso di viale Marconi, con l'acqua ai finestrini, e sono stati salvati dai vigili del fuoco.</p><p>«Abbiamo chiesto ai romani di restare a casa fino a sera», ha detto l'assessore capitolino alla Protezione civile, Fabio Renzetti.</p>",
      claims: [
        { quote: '90 millimetri', class: 'numero' },
        { quote: 'Sei automobilisti', class: 'numero' },
        { quote: 'Abbiamo chiesto ai romani di restare a casa fino a sera', class: 'citazione' },
      ],
    },
    {
      id: 's9-news-nubifragio-02',
      text: "<p>Un'ora di pioggia, tra le 16 e le 17 di giovedì 18 settembre, è bastata a mettere in difficoltà Roma. Il pluviometro di Roma Macao ha misurato 68 millimetri, quasi la pioggia di un intero settembre. Sott'acqua i sottopassi di viale Marconi, di via Tuscolana a Porta Furba e della Circonvallazione Gianicolense.</p><p>In viale Marconi l'acqua è arrivata ai finestrini e quattro automobilisti sono stati portati in salvo dai vigili del fuoco, impegnati nel pomeriggio in più di 140 interventi. Nessun ferito. La stazione Spagna della metro A è rimasta chiusa per circa un'ora, con ritardi fino a 20 minuti sulla linea C. L'assessore capitolino alla Protezione civile, Fabio Renzetti, ha invitato a non attraversare i sottopassi in caso di forte pioggia.</p>",
      claims: [],
    },
    {
      id: 's9-news-nubifragio-03',
      text: "<h2>Nubifragio a Roma, chiuse la Colombo e l'Ostiense</h2><p>Strade chiuse e metropolitana in difficoltà dopo il nubifragio di giovedì. La via Cristoforo Colombo è stata chiusa in direzione Eur tra via delle Sette Chiese e piazza dei Navigatori, così come la via Ostiense all'altezza della Basilica di San Paolo.</p><p>Sulla linea A sono rimaste chiuse tre stazioni per oltre due ore, mentre la linea C ha accumulato ritardi fino a 20 minuti. I vigili del fuoco hanno effettuato oltre 140 interventi e una persona è rimasta ferita in modo lieve.</p><p>La Protezione civile del Lazio aveva diramato un'allerta gialla per temporali fino a mezzanotte.</p>",
      claims: [
        { quote: 'tre stazioni', class: 'numero' },
        { quote: 'oltre due ore', class: 'numero' },
        { quote: 'una persona è rimasta ferita', class: 'numero' },
      ],
    },
    {
      id: 's9-news-nubifragio-04',
      text: "<p>«In un'ora è caduta la pioggia di un mese: nessuna rete fognaria al mondo è progettata per reggere tanto», ha dichiarato l'assessore capitolino alla Protezione civile, Fabio Renzetti, dopo il nubifragio di giovedì.</p><p>Il temporale, con 68 millimetri in un'ora registrati a Roma Macao, ha allagato i sottopassi di viale Marconi, della Tuscolana e della Gianicolense. È il nubifragio più violento degli ultimi dieci anni nella Capitale.</p><p>Per il fine settimana il Campidoglio ha annunciato la chiusura preventiva dei sottopassi a rischio. Venerdì, intanto, è atteso un miglioramento.</p>",
      claims: [
        { quote: "In un'ora è caduta la pioggia di un mese: nessuna rete fognaria al mondo è progettata per reggere tanto", class: 'citazione' },
        { quote: 'il nubifragio più violento degli ultimi dieci anni', class: 'qualitativa' },
        { quote: 'la chiusura preventiva dei sottopassi a rischio', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
