import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA regional report on a city-wide blackout caused by a primary substation failure. */
const file: CaseFile = {
  source: {
    titolo: `Guasto alla cabina primaria, Padova al buio per quattro ore: 85mila utenze senza corrente`,
    testo_originale: `Un guasto a un trasformatore della cabina primaria di via Venezia ha lasciato senza elettricità gran parte di Padova nella serata di martedì 14 gennaio. Il blackout è iniziato alle 18.40 e ha coinvolto circa 85mila utenze tra abitazioni, negozi e uffici, secondo i dati comunicati da E-Distribuzione. Spenti anche i semafori lungo l'Arcella e in zona stazione, dove la polizia locale ha schierato 40 agenti per gestire il traffico.

I tecnici hanno rialimentato i primi quartieri già alle 20.15 attraverso linee di riserva, mentre il servizio è tornato completamente alle 22.50. «Il trasformatore è andato in protezione per un cortocircuito interno, le cause sono in fase di accertamento», ha spiegato in una nota E-Distribuzione, che ha impiegato 25 tecnici e 6 gruppi elettrogeni mobili.

L'ospedale Giustinianeo è passato senza interruzioni sui generatori di emergenza. I vigili del fuoco hanno effettuato 17 interventi per persone bloccate negli ascensori, tutte liberate senza conseguenze. Il tram è rimasto fermo per circa due ore e Busitalia ha attivato bus sostitutivi sulla linea SIR1.

«Abbiamo chiesto a E-Distribuzione una relazione dettagliata sull'accaduto: una città non può restare al buio per un guasto a un solo impianto», ha dichiarato l'assessore comunale alla protezione civile Marco Bellin. Il Comune ricorda che in caso di blackout è utile tenere in casa una torcia e un power bank carichi e non aprire frigoriferi e congelatori se non necessario.`,
    fonte: `ANSA`,
    link_fonte: `https://www.ansa.it/veneto/notizie/2025/01/15/guasto-alla-cabina-primaria-padova-al-buio-per-quattro-ore_7c1e2a90.html`,
  },
  cases: [
    {
      id: 's6b-news-blackout-01',
      text: `<h2>Padova, blackout di oltre quattro ore per un guasto alla cabina primaria</h2><p>Martedì sera gran parte di Padova è rimasta senza corrente. Alle 18.40 un trasformatore della cabina primaria di via Venezia è andato in protezione per un cortocircuito interno e circa 85.000 utenze si sono spente. Le prime zone sono state riallacciate alle 20.15 grazie a linee di riserva; il servizio è tornato completamente alle 22.50.</p><p>E-Distribuzione ha mandato sul posto 25 tecnici e sei generatori mobili. I vigili del fuoco hanno liberato le persone rimaste chiuse negli ascensori, con 17 interventi, mentre l'ospedale Giustinianeo ha continuato a funzionare con i gruppi di emergenza. Fermo per circa due ore il tram, sostituito da bus sulla linea SIR1.</p>`,
      claims: [],
    },
    {
      id: 's6b-news-blackout-02',
      text: `<h2>Padova al buio: cosa è successo</h2><p>Un cortocircuito in un trasformatore della cabina primaria di via Venezia ha spento gran parte della città martedì 14 gennaio. Secondo E-Distribuzione le utenze coinvolte sono state circa 85mila, ma i disagi più gravi si sono concentrati in centro storico. È il terzo blackout in città dall'inizio dell'inverno.</p><p>«È stato un evento eccezionale, la rete è sicura», ha assicurato l'azienda. In campo anche 40 agenti della polizia locale e i vigili del fuoco, intervenuti 17 volte per ascensori bloccati.</p>`,
      claims: [
        { quote: `i disagi più gravi si sono concentrati in centro storico`, class: 'qualitativa' },
        { quote: `il terzo blackout in città dall'inizio dell'inverno`, class: 'numero' },
        { quote: `«È stato un evento eccezionale, la rete è sicura»`, class: 'citazione' },
      ],
    },
    {
      id: 's6b-news-blackout-03',
      text: `<h2>Blackout a Padova, il Comune chiede chiarezza</h2><p>L'assessore alla protezione civile Marco Bellin ha detto che «una città non può restare al buio per un guasto a un solo impianto», dopo il blackout che martedì sera ha colpito circa 85mila utenze. Il Comune ha chiesto a E-Distribuzione una relazione dettagliata e valuta una richiesta di risarcimento per i commercianti.</p><p>Il blackout è iniziato alle 18.40 e il servizio è tornato completamente alle 22.50. L'azienda ha impiegato 25 tecnici e 6 gruppi elettrogeni, mentre all'ospedale i generatori sono entrati in funzione dopo pochi minuti di buio. Per il futuro, il Comune consiglia alle famiglie di tenere in casa una scorta d'acqua per tre giorni.</p>`,
      claims: [
        { quote: `valuta una richiesta di risarcimento per i commercianti`, class: 'qualitativa' },
        { quote: `dopo pochi minuti di buio`, class: 'qualitativa' },
        { quote: `una scorta d'acqua per tre giorni`, class: 'numero' },
      ],
    },
    {
      id: 's6b-news-blackout-04',
      text: `<p>Ascensori bloccati, semafori spenti all'Arcella e in zona stazione, tram fermo: è il bilancio del blackout che martedì 14 gennaio ha lasciato senza corrente circa 85mila utenze a Padova. All'origine, un guasto in un trasformatore della cabina primaria di via Venezia, già segnalato come critico in un'ispezione di novembre.</p><ul><li>17 interventi dei vigili del fuoco per persone bloccate negli ascensori</li><li>40 agenti della polizia locale a gestire il traffico</li><li>Tram fermo per circa cinque ore</li></ul><p>I primi quartieri sono stati riallacciati alle 20.15, ma il servizio è tornato completamente solo alle 2 del mattino.</p>`,
      claims: [
        { quote: `già segnalato come critico in un'ispezione di novembre`, class: 'qualitativa' },
        { quote: `circa cinque ore`, class: 'numero' },
        { quote: `alle 2 del mattino`, class: 'numero' },
      ],
    },
  ],
};
export default file;
