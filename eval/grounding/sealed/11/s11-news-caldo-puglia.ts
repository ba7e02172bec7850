import type { CaseFile } from '../../types.ts';

/** News rewrites of a regional-paper report on a heatwave in Apulia with emergency-room and admission figures. */
const file: CaseFile = {
  source: {
    titolo: 'Caldo record in Puglia, pronto soccorso sotto pressione: +30% di accessi al Policlinico di Bari',
    testo_originale: `BARI - Quarto giorno consecutivo di bollino rosso a Bari e Foggia, dove ieri le colonnine hanno segnato rispettivamente 39 e 42 gradi. E negli ospedali pugliesi l'ondata di calore si traduce in corsie piene: al pronto soccorso del Policlinico di Bari gli accessi sono saliti a una media di 310 al giorno, il 30% in più rispetto alla stessa settimana dello scorso anno.

Secondo i dati della Regione Puglia, dal 15 al 21 luglio sono stati 148 i ricoveri per patologie legate al caldo in tutta la regione: disidratazione, colpi di calore, scompensi cardiaci e insufficienze renali. Oltre due pazienti su tre hanno più di 75 anni. Al Riuniti di Foggia i ricoveri per colpo di calore sono stati 27, a Lecce 19.

«Vediamo soprattutto anziani che vivono soli e che smettono di bere perché non sentono la sete», spiega Nicola Lorusso, direttore del pronto soccorso del Policlinico. «Ma arrivano anche lavoratori dei campi e dei cantieri con sintomi seri».

La Regione ha attivato il piano caldo: 120 posti letto aggiuntivi nei reparti di medicina interna e un numero verde dedicato agli over 65, attivo dalle 8 alle 20. Un'ordinanza regionale vieta il lavoro all'aperto nei campi e nei cantieri dalle 12.30 alle 16 fino al 31 agosto.

Per i prossimi giorni l'Aeronautica militare prevede temperature ancora sopra i 38 gradi nel Foggiano, con un lieve calo atteso solo da lunedì.`,
    fonte: 'La Gazzetta del Mezzogiorno',
    link_fonte: 'https://www.lagazzettadelmezzogiorno.it/news/bari/caldo-record-puglia-pronto-soccorso-policlinico-bari-accessi.html',
  },
  cases: [
    {
      id: 's11-news-caldo-puglia-01',
      text: "<h2>Puglia, l'ondata di calore riempie i pronto soccorso</h2><p>Con 42 gradi a Foggia e 39 a Bari, la Puglia vive il quarto giorno consecutivo di bollino rosso nei due capoluoghi. Al Policlinico di Bari il pronto soccorso registra in media 310 accessi al giorno, il 30% in più rispetto alla stessa settimana di un anno fa.</p><p>In tutta la regione, tra il 15 e il 21 luglio, i ricoveri per patologie legate al caldo sono stati 148, quasi tutti over 75. Al Riuniti di Foggia si contano 27 ricoveri per colpo di calore e a Lecce 19, mentre a Taranto due anziani sono morti.</p>",
      claims: [
        { quote: 'quasi tutti over 75', class: 'numero' },
        { quote: 'a Taranto due anziani sono morti', class: 'numero' },
      ],
    },
    {
      id: 's11-news-caldo-puglia-02',
      text: "<p>«Arrivano anziani soli che smettono di bere e lavoratori dei campi con sintomi seri»: è la fotografia che Nicola Lorusso, direttore del pronto soccorso del Policlinico di Bari, scatta di questi giorni di caldo estremo.</p><p>La Regione ha risposto con il piano caldo: 120 posti letto aggiuntivi nei reparti di medicina interna, un numero verde per gli over 65 attivo dalle 8 alle 22 e un'ordinanza che vieta il lavoro all'aperto nei campi e nei cantieri dalle 12.30 alle 16, fino al 31 agosto. Chi non rispetta il divieto rischia multe fino a 3.000 euro.</p>",
      claims: [
        { quote: 'Arrivano anziani soli che smettono di bere e lavoratori dei campi con sintomi seri', class: 'citazione' },
        { quote: 'dalle 8 alle 22', class: 'numero' },
        { quote: 'multe fino a 3.000 euro', class: 'numero' },
      ],
    },
    {
      id: 's11-news-caldo-puglia-03',
      text: "<h2>Caldo, 148 ricoveri in una settimana in Puglia</h2><p>Sono 148 i ricoveri registrati in Puglia tra il 15 e il 21 luglio per disturbi legati al caldo: disidratazione, colpi di calore, scompensi cardiaci, insufficienze renali. Più di due pazienti su tre hanno oltre 75 anni, secondo i dati della Regione.</p><p>La pressione si sente soprattutto al Policlinico di Bari, con circa 310 accessi giornalieri al pronto soccorso, il 30% in più della stessa settimana dell'anno scorso. Al Riuniti di Foggia i ricoveri per colpo di calore sono stati 27, a Lecce 19. Il piano regionale prevede 120 letti in più nelle medicine interne e lo stop al lavoro all'aperto nei campi e nei cantieri tra le 12.30 e le 16, fino a fine agosto. Nel Foggiano si resterà sopra i 38 gradi: un lieve calo è atteso solo da lunedì.</p>",
      claims: [],
    },
    {
      id: 's11-news-caldo-puglia-04',
      text: "<p>Quarto giorno di bollino rosso a Bari e Foggia. A Foggia la colonnina ha toccato i 42 gradi, la temperatura più alta mai registrata in città a luglio. Negli ospedali la pressione si fa sentire: in media 310 accessi al giorno al pronto soccorso del Policlinico di Bari e 148 ricoveri per patologie legate al caldo in Puglia in una settimana.</p><p>La Regione ha attivato il piano caldo con 200 posti letto aggiuntivi. Nicola Lorusso, direttore del pronto soccorso del Policlinico, invita a «non uscire nelle ore centrali della giornata». Secondo l'Aeronautica militare il caldo durerà ancora per almeno altre due settimane.</p>",
      claims: [
        { quote: 'la temperatura più alta mai registrata in città a luglio', class: 'qualitativa' },
        { quote: '200 posti letto', class: 'numero' },
        { quote: 'non uscire nelle ore centrali della giornata', class: 'citazione' },
        { quote: 'per almeno altre due settimane', class: 'numero' },
      ],
    },
  ],
};
export default file;
