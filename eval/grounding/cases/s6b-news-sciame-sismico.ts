import type { CaseFile } from '../types.ts';

/** News rewrites of a regional newspaper report on a seismic swarm near Sulmona with all schools closed for building checks. */
const file: CaseFile = {
  source: {
    titolo: `Sciame sismico nella Valle Peligna, scuole chiuse a Sulmona per le verifiche`,
    testo_originale: `Oltre 60 scosse in meno di 48 ore, la più forte di magnitudo 3,9 alle 3.12 della notte tra domenica e lunedì, con epicentro a 4 chilometri a nord-est di Sulmona e ipocentro a 10 chilometri di profondità. È il bilancio dello sciame sismico registrato dall'Istituto nazionale di geofisica e vulcanologia (Ingv) nella Valle Peligna. La scossa principale è stata avvertita distintamente fino a Pescara e all'Aquila, ma non ha causato feriti né danni gravi: i vigili del fuoco hanno ricevuto 45 richieste di verifica, soprattutto per piccole crepe e calcinacci caduti.

Il sindaco Gianluca Trotta ha firmato un'ordinanza che chiude tutte le scuole di ogni ordine e grado, 14 plessi con circa 2.300 studenti, per oggi e domani. «È una misura precauzionale: i tecnici comunali e della Protezione civile stanno controllando gli edifici uno per uno, riapriremo solo quelli senza criticità», ha spiegato il sindaco. Chiusi per verifiche anche la biblioteca comunale e la chiesa di San Filippo Neri.

In piazza Garibaldi il Comune ha allestito un punto di accoglienza con la Croce Rossa, dove la notte scorsa hanno dormito 35 persone in auto e nelle tende. «Sciami di questo tipo sono frequenti nell'area e non è possibile prevedere la loro evoluzione», ha ricordato il sismologo dell'Ingv Andrea Colaiuda. La Protezione civile regionale raccomanda di ripassare il piano di emergenza familiare e di individuare le aree di attesa indicate dal Comune.`,
    fonte: `Il Centro`,
    link_fonte: `https://www.ilcentro.it/l-aquila/sciame-sismico-valle-peligna-scuole-chiuse-a-sulmona-per-le-verifiche-1.3318842`,
  },
  cases: [
    {
      id: 's6b-news-sciame-sismico-01',
      text: `<h2>Sulmona, scuole chiuse dopo lo sciame sismico</h2><p>Più di sessanta scosse in meno di due giorni nella Valle Peligna, secondo l'Ingv. La più forte, di magnitudo 3,9, è arrivata alle 3.12 della notte tra domenica e lunedì, con epicentro 4 km a nord-est di Sulmona e ipocentro a 10 km di profondità: è stata avvertita fino a Pescara e all'Aquila, senza feriti né danni gravi.</p><p>Per precauzione il sindaco Gianluca Trotta ha chiuso oggi e domani tutte le scuole della città, 14 plessi frequentati da circa 2.300 studenti, per permettere ai tecnici di controllare gli edifici «uno per uno». I vigili del fuoco hanno ricevuto 45 richieste di verifica, in gran parte per piccole crepe e calcinacci.</p>`,
      claims: [],
    },
    {
      id: 's6b-news-sciame-sismico-02',
      text: `<h2>Terremoto a Sulmona, scuole chiuse</h2><p>Una scossa di magnitudo 3,9 è stata registrata vicino a Sulmona alle 3.12 della notte tra domenica e lunedì, la più forte di uno sciame di oltre 60 eventi. In piazza Garibaldi la Croce Rossa ha accolto circa 150 persone durante la notte.</p><p>Il sindaco ha chiuso le scuole per una settimana. «Non c'è motivo di allarme, ma la sicurezza dei ragazzi viene prima di tutto», ha dichiarato Trotta.</p>`,
      claims: [
        { quote: `circa 150 persone`, class: 'numero' },
        { quote: `per una settimana`, class: 'numero' },
        { quote: `«Non c'è motivo di allarme, ma la sicurezza dei ragazzi viene prima di tutto»`, class: 'citazione' },
      ],
    },
    {
      id: 's6b-news-sciame-sismico-03',
      text: `<p>Prosegue lo sciame sismico nella Valle Peligna, dove l'Ingv ha registrato più di 60 scosse in meno di 48 ore. L'evento principale, di magnitudo 3,9 con ipocentro a 10 km, è stato avvertito fino a Roma. Si tratta dello sciame più intenso nella zona dal 2009.</p><p>Restano chiuse per verifiche le scuole, la biblioteca comunale e la chiesa di San Filippo Neri. Per il sismologo Andrea Colaiuda, «Sciami di questo tipo sono frequenti nell'area», ma una scossa più forte nei prossimi giorni resta poco probabile.</p>`,
      claims: [
        { quote: `è stato avvertito fino a Roma`, class: 'qualitativa' },
        { quote: `lo sciame più intenso nella zona dal 2009`, class: 'qualitativa' },
        { quote: `una scossa più forte nei prossimi giorni resta poco probabile`, class: 'qualitativa' },
      ],
    },
    {
      id: 's6b-news-sciame-sismico-04',
      text: `<h2>Sciame sismico in Valle Peligna: i numeri</h2><ul><li><strong>Scosse:</strong> oltre 60 in meno di 48 ore</li><li><strong>Evento più forte:</strong> magnitudo 3,9 alle 3.12, epicentro 4 km a nord-est di Sulmona</li><li><strong>Danni:</strong> nessun ferito, 45 richieste di verifica ai vigili del fuoco</li><li><strong>Scuole:</strong> 14 plessi chiusi oggi e domani, circa 2.300 studenti</li><li><strong>Accoglienza:</strong> 35 persone hanno dormito in auto o in tenda nel punto allestito in piazza Garibaldi</li></ul><p>La Protezione civile regionale invita a ripassare il piano di emergenza familiare e a conoscere le aree di attesa indicate dal Comune. Il sismologo dell'Ingv Andrea Colaiuda ricorda che l'evoluzione di questi sciami non si può prevedere.</p>`,
      claims: [],
    },
    {
      id: 's6b-news-sciame-sismico-05',
      text: `<h2>Scuole chiuse a Sulmona: cosa devono sapere le famiglie</h2><p>Dopo lo sciame sismico che ha colpito la Valle Peligna, con una scossa massima di magnitudo 3,9, tutte le scuole di Sulmona resteranno chiuse oggi e domani. L'ordinanza del sindaco Gianluca Trotta riguarda 14 plessi; le verifiche sono affidate ai tecnici comunali e della Protezione civile, affiancati da 20 ingegneri dell'Ordine provinciale.</p><p>Per le scuole superiori le lezioni riprenderanno in didattica a distanza già da mercoledì. La Protezione civile consiglia di preparare uno zaino di emergenza con acqua, torcia e documenti e di individuare le aree di attesa.</p>`,
      claims: [
        { quote: `20 ingegneri dell'Ordine provinciale`, class: 'numero' },
        { quote: `le lezioni riprenderanno in didattica a distanza già da mercoledì`, class: 'qualitativa' },
        { quote: `preparare uno zaino di emergenza con acqua, torcia e documenti`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
