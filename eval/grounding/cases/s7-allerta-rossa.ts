import type { CaseFile } from '../types.ts';

/** News rewrites of a regional agency report on a red hydrogeological alert in Tuscany with rivers under watch. */
const file: CaseFile = {
  source: {
    titolo: 'Maltempo, allerta rossa in Toscana: sorvegliati speciali Arno, Serchio e Ombrone. Scuole chiuse in 42 comuni',
    testo_originale: `FIRENZE – La Protezione civile della Regione Toscana ha emesso un codice rosso per rischio idrogeologico e idraulico sul reticolo principale, valido dalle 14 di oggi, giovedì 13 novembre, fino alla mezzanotte di venerdì 14. L'allerta rossa interessa il Valdarno inferiore, la Versilia, la Lunigiana e la provincia di Grosseto; sul resto della regione vige il codice arancione.

Il Centro funzionale regionale prevede piogge diffuse e persistenti, con cumulati fino a 150 millimetri in 24 ore sulle Apuane e picchi di 60 millimetri in un'ora durante i temporali più intensi. Sorvegliati speciali l'Arno, il Serchio e l'Ombrone: il passaggio della piena dell'Arno a Pisa è previsto nella mattinata di venerdì, con livelli che potrebbero superare il secondo livello di guardia.

In 42 comuni, tra cui Pisa, Lucca e Grosseto, le scuole di ogni ordine e grado resteranno chiuse venerdì. Sono 1.200 i volontari mobilitati, mentre i vigili del fuoco hanno rafforzato i turni con 35 squadre aggiuntive.

«Chiediamo ai cittadini di limitare gli spostamenti allo stretto necessario, di non sostare vicino ai corsi d'acqua e di non scendere in cantine, garage e sottopassi», ha detto l'assessora regionale alla Protezione civile, Marta Ceccherini. «Il picco è atteso nella notte tra giovedì e venerdì: seguite solo i canali ufficiali».

A Pontedera il sindaco ha disposto l'evacuazione precauzionale di 80 famiglie che vivono nelle aree golenali dell'Era. In Versilia sono stati chiusi in via precauzionale i parchi pubblici e i cimiteri. Gli aggiornamenti sono pubblicati sul sito della Regione e sui canali social della Protezione civile toscana.`,
    fonte: 'ANSA Toscana',
    link_fonte: 'https://www.ansa.it/toscana/notizie/2025/11/13/maltempo-allerta-rossa-in-toscana-sorvegliati-arno-serchio-e-ombrone_7c1f9a2e.html',
  },
  cases: [
    {
      id: 's7-allerta-rossa-01',
      text: `<h2>Toscana, scatta l'allerta rossa: Arno, Serchio e Ombrone sorvegliati</h2><p>Codice rosso per rischio idrogeologico e idraulico in parte della Toscana: la Protezione civile regionale lo ha emesso dalle 14 di giovedì 13 novembre fino alla mezzanotte di venerdì 14. Le zone interessate sono Valdarno inferiore, Versilia, Lunigiana e provincia di Grosseto, mentre nel resto della regione l'allerta è arancione.</p><p>Sono attese piogge fino a 150 millimetri in un giorno sulle Apuane, con punte di 60 millimetri in un'ora. La piena dell'Arno dovrebbe transitare a Pisa venerdì mattina, con livelli che potrebbero superare il secondo livello di guardia.</p><p>Venerdì scuole chiuse in 42 comuni, tra cui Pisa, Lucca e Grosseto. L'assessora Marta Ceccherini invita a limitare gli spostamenti e a non scendere in cantine, garage e sottopassi.</p>`,
      claims: [],
    },
    {
      id: 's7-allerta-rossa-02',
      text: `<h2>Maltempo in Toscana, codice rosso fino a venerdì</h2><p>La Regione Toscana ha alzato l'allerta al livello rosso per il rischio idrogeologico da giovedì pomeriggio fino alla mezzanotte di venerdì 14 novembre. Le previsioni parlano di cumulati fino a 200 millimetri in 24 ore sulle Apuane.</p><p>Occhi puntati su Arno, Serchio e Ombrone. «La situazione è la più critica dall'alluvione del 2023», ha dichiarato l'assessora regionale Marta Ceccherini, che ha invitato i cittadini a non sostare vicino ai corsi d'acqua.</p><p>Mobilitati 2.000 volontari e 35 squadre aggiuntive dei vigili del fuoco. A Pontedera sono state evacuate in via precauzionale 80 famiglie delle aree golenali dell'Era.</p>`,
      claims: [
        { quote: '200 millimetri', class: 'numero' },
        { quote: `La situazione è la più critica dall'alluvione del 2023`, class: 'citazione' },
        { quote: '2.000 volontari', class: 'numero' },
      ],
    },
    {
      id: 's7-allerta-rossa-03',
      text: `<h2>Allerta rossa, scuole chiuse in 42 comuni toscani</h2><p>Scuole chiuse venerdì in 42 comuni della Toscana, tra cui Pisa, Lucca e Grosseto, e 80 famiglie evacuate a Pontedera: la regione si prepara al picco del maltempo, atteso nella notte tra giovedì e venerdì.</p><p>Il codice rosso riguarda Valdarno inferiore, Versilia, Lunigiana e Grossetano. A Firenze l'Arno ha già superato il primo livello di guardia, mentre sul Serchio sono in corso lavori di rinforzo degli argini.</p><p>«State a casa e seguite solo i canali ufficiali», è l'appello dell'assessora Marta Ceccherini. In Versilia chiusi parchi pubblici e cimiteri.</p>`,
      claims: [
        { quote: `A Firenze l'Arno ha già superato il primo livello di guardia`, class: 'qualitativa' },
        { quote: 'sul Serchio sono in corso lavori di rinforzo degli argini', class: 'qualitativa' },
        { quote: 'State a casa e seguite solo i canali ufficiali', class: 'citazione' },
      ],
    },
    {
      id: 's7-allerta-rossa-04',
      text: `<h2>Piogge fino a 150 mm, la Toscana in codice rosso</h2><p>«Il picco è atteso nella notte tra giovedì e venerdì: seguite solo i canali ufficiali». Così l'assessora regionale alla Protezione civile, Marta Ceccherini, sull'allerta rossa diramata per il rischio idrogeologico e idraulico sul reticolo principale.</p><p>Il Centro funzionale regionale prevede pioggia diffusa e persistente, con temporali che possono scaricare 60 millimetri in un'ora. Sotto osservazione Arno, Serchio e Ombrone.</p><p>Sul territorio sono mobilitati 1.200 volontari e i vigili del fuoco hanno aggiunto 35 squadre. A Pontedera il sindaco ha disposto l'evacuazione precauzionale di 80 famiglie che vivono nelle aree golenali dell'Era. Aggiornamenti sul sito della Regione e sui social della Protezione civile toscana.</p>`,
      claims: [],
    },
    {
      id: 's7-allerta-rossa-05',
      text: `<h2>Allerta rossa in Toscana: cosa sapere</h2><ul><li><strong>Quando:</strong> dalle 14 di giovedì 13 novembre alla mezzanotte di sabato 15</li><li><strong>Dove:</strong> Valdarno inferiore, Versilia, Lunigiana, provincia di Grosseto; codice arancione altrove</li><li><strong>Fiumi sorvegliati:</strong> Arno, Serchio, Ombrone</li><li><strong>Scuole:</strong> chiuse in 42 comuni</li><li><strong>Soccorsi:</strong> 1.200 volontari e 35 squadre extra dei vigili del fuoco</li></ul><p>La Protezione civile raccomanda di tenere pronto uno zaino con torcia e radio a batterie, con almeno tre litri d'acqua per persona. Secondo i meteorologi si tratta dell'evento più intenso dell'anno.</p>`,
      claims: [
        { quote: 'mezzanotte di sabato 15', class: 'numero' },
        { quote: 'La Protezione civile raccomanda di tenere pronto uno zaino con torcia e radio a batterie', class: 'qualitativa' },
        { quote: `almeno tre litri d'acqua per persona`, class: 'numero' },
        { quote: `l'evento più intenso dell'anno`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
