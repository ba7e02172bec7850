import type { CaseFile } from '../types.ts';

/** News rewrites of a local outlet's report on a heatwave in Rome with the regional hospital emergency plan. */
const file: CaseFile = {
  source: {
    titolo: 'Caldo, bollino rosso a Roma fino a domenica: scatta il piano ospedaliero, 300 posti letto in più',
    testo_originale: `Roma entra nella fase più intensa dell'ondata di calore. Il bollettino del ministero della Salute assegna alla Capitale il bollino rosso, livello 3, da oggi, mercoledì 16 luglio, fino a domenica 20: le temperature massime sono previste tra 38 e 40 gradi, con una percepita che potrà toccare i 42. Le minime non scenderanno sotto i 25 gradi.

La Regione Lazio ha attivato il piano per le emergenze estive negli ospedali: 300 posti letto aggiuntivi tra medicina interna e geriatria, distribuiti in 18 strutture, e rinforzi di personale nei pronto soccorso del Policlinico Umberto I, del Gemelli, del San Camillo e di Tor Vergata. Nei pronto soccorso saranno attivi percorsi dedicati ai pazienti con colpi di calore e disidratazione.

«Negli ultimi tre giorni gli accessi ai pronto soccorso sono aumentati del 12%, soprattutto tra gli over 75», ha spiegato l'assessore regionale alla Sanità, Fabio Gentili. «Abbiamo chiesto ai medici di famiglia di contattare i loro pazienti più fragili».

Il Comune ha prolungato fino alle 20 l'orario di apertura di 12 tra biblioteche e centri anziani climatizzati e ha attivato, insieme alla Croce Rossa, un servizio di consegna a domicilio di acqua e farmaci per gli anziani soli. Un'ordinanza regionale vieta il lavoro all'aperto nei cantieri e nei campi dalle 12.30 alle 16, fino al 31 agosto.

Le raccomandazioni restano quelle di sempre: evitare di uscire nelle ore più calde, tra le 11 e le 18, bere almeno due litri d'acqua al giorno anche senza sete, preferire pasti leggeri e non lasciare mai bambini o animali in auto.`,
    fonte: 'RomaToday',
    link_fonte: 'https://www.romatoday.it/attualita/caldo-bollino-rosso-roma-piano-ospedali-posti-letto.html',
  },
  cases: [
    {
      id: 's7-ondata-calore-01',
      text: `<h2>Roma in bollino rosso fino a domenica, ospedali in assetto d'emergenza</h2><p>Da mercoledì 16 a domenica 20 luglio Roma è in bollino rosso, il livello 3 del bollettino del ministero della Salute. Le massime oscilleranno tra 38 e 40 gradi, con una temperatura percepita fino a 42, e le minime non scenderanno sotto i 25.</p><p>La Regione Lazio ha attivato il piano estivo per gli ospedali: 300 posti letto in più tra medicina interna e geriatria, in 18 strutture, e personale aggiuntivo nei pronto soccorso di Umberto I, Gemelli, San Camillo e Tor Vergata, dove saranno attivi percorsi dedicati a colpi di calore e disidratazione.</p><p>Il consiglio è di non uscire tra le 11 e le 18 e di bere almeno due litri d'acqua al giorno, anche senza sete.</p>`,
      claims: [],
    },
    {
      id: 's7-ondata-calore-02',
      text: `<h2>Caldo, a Roma pronto soccorso sotto pressione</h2><p>Negli ultimi tre giorni gli accessi ai pronto soccorso di Roma sono cresciuti del 20%, soprattutto tra gli over 75. «La situazione è sotto controllo, ma chiediamo a tutti prudenza», ha detto l'assessore regionale alla Sanità Fabio Gentili.</p><p>Il piano estivo della Regione Lazio prevede 300 posti letto aggiuntivi distribuiti in 25 strutture e rinforzi di personale nei pronto soccorso di Umberto I, Gemelli, San Camillo e Tor Vergata.</p><p>Intanto un'ordinanza regionale vieta il lavoro all'aperto in cantieri e campi dalle 12.30 alle 16, fino al 31 agosto.</p>`,
      claims: [
        { quote: 'cresciuti del 20%', class: 'numero' },
        { quote: 'La situazione è sotto controllo, ma chiediamo a tutti prudenza', class: 'citazione' },
        { quote: '25 strutture', class: 'numero' },
      ],
    },
    {
      id: 's7-ondata-calore-03',
      text: `<h2>Ondata di calore, Roma prolunga l'apertura dei luoghi climatizzati</h2><p>Roma affronta quella che i meteorologi definiscono l'ondata di calore più intensa dal 2003, con massime tra 38 e 40 gradi fino a domenica 20 luglio.</p><p>Il Comune ha prolungato fino alle 22 l'apertura di 12 tra biblioteche e centri anziani climatizzati. Con la Croce Rossa è partito un servizio di consegna a domicilio di acqua e farmaci per gli anziani soli, e sono stati distribuiti 5.000 ventilatori alle famiglie più fragili.</p><p>Negli ospedali la Regione Lazio ha aggiunto 300 posti letto.</p>`,
      claims: [
        { quote: `l'ondata di calore più intensa dal 2003`, class: 'qualitativa' },
        { quote: 'fino alle 22', class: 'numero' },
        { quote: '5.000 ventilatori', class: 'numero' },
      ],
    },
    {
      id: 's7-ondata-calore-04',
      text: `<p>«Negli ultimi tre giorni gli accessi ai pronto soccorso sono aumentati del 12%, soprattutto tra gli over 75». Lo ha spiegato l'assessore regionale alla Sanità del Lazio, Fabio Gentili, mentre Roma entra nella fase più intensa dell'ondata di calore.</p><p>La Regione ha messo a disposizione 300 posti letto aggiuntivi in 18 strutture, e ai medici di famiglia è stato chiesto di contattare i pazienti più fragili.</p><p>Il Comune ha prolungato fino alle 20 l'apertura di 12 tra biblioteche e centri anziani climatizzati e, con la Croce Rossa, porta a casa acqua e farmaci agli anziani soli. Per chi lavora all'aperto, nei cantieri e nei campi, un'ordinanza regionale vieta l'attività dalle 12.30 alle 16 fino al 31 agosto.</p>`,
      claims: [],
    },
    {
      id: 's7-ondata-calore-05',
      text: `<h2>Bollino rosso a Roma: le regole per difendersi dal caldo</h2><ul><li>Bollino rosso fino a domenica 20 luglio, con temperatura percepita fino a 42 gradi</li><li>Evitare di uscire tra le 11 e le 18</li><li>Bere almeno due litri d'acqua al giorno, tre per gli anziani</li><li>Ambulanze in più: 40 mezzi aggiuntivi del 118</li></ul><p>Secondo il ministero della Salute il bollino rosso potrebbe essere esteso nei prossimi giorni ad altre 15 città.</p>`,
      claims: [
        { quote: 'tre per gli anziani', class: 'numero' },
        { quote: '40 mezzi aggiuntivi del 118', class: 'numero' },
        { quote: 'altre 15 città', class: 'numero' },
      ],
    },
  ],
};
export default file;
