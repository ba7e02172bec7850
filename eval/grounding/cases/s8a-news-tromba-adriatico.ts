import type { CaseFile } from '../types.ts';

/** News rewrites of a local-paper report on a tornado (tromba d'aria) hitting beach establishments on the Adriatic coast. */
const file: CaseFile = {
  source: {
    titolo: "Tromba d'aria a Cesenatico, devastati sei stabilimenti balneari: ombrelloni volati fino alla strada",
    testo_originale: `Una tromba d'aria si è abbattuta ieri mattina, poco dopo le 7, sul litorale di Cesenatico, tra Valverde e Villamarina, lasciando dietro di sé una lunga scia di danni. Il vortice, formatosi in mare durante un temporale, ha toccato terra all'altezza del bagno Onda Blu e ha percorso circa 800 metri di spiaggia in pochi minuti prima di dissolversi nell'entroterra. Sei stabilimenti balneari hanno subito danni gravi: divelti ombrelloni, lettini e cabine, scoperchiati due chioschi-bar, abbattute le recinzioni. Alcuni ombrelloni sono stati trovati sul viale Carducci, a oltre cento metri dalla battigia.

Per fortuna, vista l'ora, la spiaggia era quasi deserta e non ci sono feriti. Un bagnino che stava aprendo lo stabilimento si è riparato in una cabina. Danneggiate anche una decina di auto parcheggiate sul lungomare, colpite da rami e detriti, e alcuni alberi sono caduti lungo viale Carducci, che la polizia locale ha chiuso al traffico fino a mezzogiorno.

Sul posto sono intervenuti i vigili del fuoco di Cesena con quattro squadre. Secondo l'Arpae, la stazione di Cesenatico ha registrato una raffica di 98 chilometri orari e 32 millimetri di pioggia in meno di un'ora.

«In vent'anni non avevo mai visto niente del genere: in due minuti abbiamo perso metà dell'attrezzatura», racconta Davide Mularoni, titolare di uno dei bagni colpiti. La cooperativa dei bagnini stima danni per almeno 400mila euro. Il sindaco di Cesenatico, Roberto Guidi, ha annunciato che chiederà alla Regione lo stato di calamità: «Aiuteremo gli operatori a ripartire in tempo per il fine settimana».`,
    fonte: 'il Resto del Carlino',
    link_fonte: 'https://www.ilrestodelcarlino.it/cesena/cronaca/tromba-daria-cesenatico-stabilimenti-3b7f21c9',
  },
  cases: [
    {
      id: 's8a-news-tromba-adriatico-01',
      text: `<h2>Tromba d'aria a Cesenatico: sei bagni devastati</h2><p>Poco dopo le 7 di ieri una tromba d'aria ha colpito la spiaggia di Cesenatico tra Valverde e Villamarina. Il vortice, nato in mare durante un temporale, ha toccato terra al bagno Onda Blu e ha percorso circa 800 metri di arenile prima di dissolversi nell'entroterra.</p><p>Secondo l'Arpae i venti hanno superato i 150 chilometri orari, tanto da classificare il fenomeno come un tornado EF2.</p><p>Sei stabilimenti hanno subito danni gravi, con ombrelloni, lettini e cabine divelti e due chioschi-bar scoperchiati. Nessun ferito. I danni, secondo la cooperativa dei bagnini, ammontano ad almeno 400mila euro.</p>`,
      claims: [
        { quote: '150 chilometri orari', class: 'numero' },
        { quote: 'tornado EF2', class: 'specifica' },
      ],
    },
    {
      id: 's8a-news-tromba-adriatico-02',
      text: `<p>«In vent'anni non avevo mai visto niente del genere», racconta Davide Mularoni, titolare di uno dei bagni colpiti dalla tromba d'aria che ieri mattina ha attraversato la spiaggia di Cesenatico.</p><p>Il bilancio: sei stabilimenti gravemente danneggiati, una decina di auto colpite da rami e detriti, alberi caduti su viale Carducci. Tre persone sono state medicate al pronto soccorso per lievi escoriazioni.</p><p>La Regione ha già dichiarato lo stato di calamità. Il sindaco Roberto Guidi promette tempi rapidi: «Riapriremo tutti i bagni entro domenica».</p>`,
      claims: [
        { quote: 'Tre persone sono state medicate al pronto soccorso', class: 'numero' },
        { quote: 'La Regione ha già dichiarato lo stato di calamità', class: 'qualitativa' },
        { quote: 'Riapriremo tutti i bagni entro domenica', class: 'citazione' },
      ],
    },
    {
      id: 's8a-news-tromba-adriatico-03',
      text: `<p>Ombrelloni finiti in strada, cabine divelte, due chioschi senza tetto. È il bilancio della tromba d'aria che ieri, poco dopo le sette del mattino, ha attraversato il litorale di Cesenatico tra Valverde e Villamarina. Formatosi in mare durante un temporale, il vortice ha toccato terra all'altezza del bagno Onda Blu e ha corso lungo la spiaggia per circa 800 metri prima di esaurirsi nell'entroterra.</p><p>Sei stabilimenti hanno riportato danni gravi. A quell'ora la spiaggia era quasi vuota e nessuno si è fatto male; un bagnino che stava aprendo si è rifugiato in una cabina. L'Arpae ha misurato una raffica a 98 km/h e 32 millimetri di pioggia in meno di un'ora.</p><p>La cooperativa dei bagnini stima almeno 400mila euro di danni e il sindaco Roberto Guidi chiederà alla Regione lo stato di calamità.</p>`,
      claims: [],
    },
    {
      id: 's8a-news-tromba-adriatico-04',
      text: `<h2>Cesenatico, tromba d'aria sui bagni</h2><p>Un'altra estate di maltempo estremo sulla riviera: ieri mattina una tromba d'aria ha colpito Cesenatico, danneggiando gravemente sei stabilimenti balneari e una decina di auto parcheggiate sul lungomare.</p><p>La raffica più forte, registrata dall'Arpae, è stata di 98 km/h, con 32 millimetri di pioggia. Il fenomeno ha colpito anche Cervia e Milano Marittima, dove sono caduti diversi alberi.</p><p>Viale Carducci è rimasto chiuso al traffico fino a mezzogiorno. I danni stimati superano i 4 milioni di euro.</p>`,
      claims: [
        { quote: `Un'altra estate di maltempo estremo sulla riviera`, class: 'qualitativa' },
        { quote: 'anche Cervia e Milano Marittima', class: 'qualitativa' },
        { quote: '4 milioni di euro', class: 'numero' },
      ],
    },
  ],
};
export default file;
