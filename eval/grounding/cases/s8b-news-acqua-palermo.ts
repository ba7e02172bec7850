import type { CaseFile } from '../types.ts';

/** News rewrites of a local-paper report on a water main failure in Palermo, with tanker trucks and rationing. */
const file: CaseFile = {
  source: {
    titolo: "Guasto alla condotta di Scillato, mezza Palermo senz'acqua: arrivano le autobotti, turnazione fino a domenica",
    testo_originale:
      "Oltre 200 mila palermitani sono senz'acqua da ieri pomeriggio per la rottura della condotta che porta in città l'acqua delle sorgenti di Scillato. Il guasto, su una tubazione da 1.200 millimetri all'altezza di Villabate, ha fatto scattare la turnazione idrica in 14 quartieri, tra cui Brancaccio, Oreto, Noce e Zisa.\n\nAmap, la società che gestisce il servizio idrico, ha inviato 25 autobotti che fanno la spola tra i serbatoi e i punti di distribuzione allestiti in piazza Guadagna, in via Oreto e davanti alla chiesa di San Gaetano a Brancaccio. Ospedali e case di cura hanno la priorità: il Policlinico e il Buccheri La Ferla sono riforniti da autobotti dedicate.\n\n«I tecnici stanno lavorando giorno e notte: contiamo di completare la riparazione entro domenica sera», ha dichiarato il presidente di Amap, Andrea Li Causi. «Fino ad allora l'acqua arriverà a giorni alterni, secondo il calendario pubblicato sul nostro sito».\n\nIl sindaco ha firmato un'ordinanza che vieta, fino al 30 giugno, l'uso dell'acqua potabile per lavare auto, innaffiare giardini e riempire piscine, con multe da 100 a 500 euro per i trasgressori. La Protezione civile comunale ha avviato la distribuzione di 6.000 confezioni di bottiglie d'acqua agli anziani soli segnalati dai servizi sociali. Per le segnalazioni è attivo il numero verde di Amap, 800 915 333.",
    fonte: 'PalermoToday',
    link_fonte: 'https://www.palermotoday.it/cronaca/guasto-condotta-scillato-palermo-senza-acqua-autobotti-turnazione.html',
  },
  cases: [
    {
      id: 's8b-news-acqua-palermo-01',
      text: `<h2>Palermo a secco: 300 mila persone senz'acqua dopo la rottura della condotta di Scillato</h2>
<p>Una tubazione da 1.200 millimetri ceduta all'altezza di Villabate e mezza città resta senz'acqua. Da ieri pomeriggio circa 300 mila palermitani fanno i conti con i rubinetti a secco e con la turnazione idrica scattata in 14 quartieri, da Brancaccio alla Zisa.</p>
<p>Amap ha mandato in strada 40 autobotti, che riforniscono i punti di distribuzione di piazza Guadagna, via Oreto e San Gaetano. «La riparazione sarà conclusa entro sabato», ha assicurato il presidente della società, Andrea Li Causi.</p>`,
      claims: [
        { quote: '300 mila', class: 'numero' },
        { quote: '40 autobotti', class: 'numero' },
        { quote: 'La riparazione sarà conclusa entro sabato', class: 'citazione' },
      ],
    },
    {
      id: 's8b-news-acqua-palermo-02',
      text: `<p>Più di duecentomila residenti di Palermo sono rimasti senza acqua dopo la rottura della condotta di Scillato, una tubazione da 1,2 metri di diametro che ha ceduto nei pressi di Villabate. In quattordici quartieri, tra cui Noce, Oreto, Zisa e Brancaccio, è scattata la turnazione.</p>
<ul>
<li><strong>Autobotti:</strong> 25 mezzi di Amap fanno la spola tra i serbatoi e i punti di distribuzione</li>
<li><strong>Ospedali:</strong> Policlinico e Buccheri La Ferla riforniti con autobotti dedicate</li>
<li><strong>Divieti:</strong> fino al 30 giugno niente acqua potabile per auto, giardini e piscine, pena multe da 100 a 500 euro</li>
<li><strong>Anziani soli:</strong> la Protezione civile comunale distribuisce 6.000 confezioni di bottiglie</li>
</ul>
<p>Amap conta di chiudere i lavori entro domenica sera; fino ad allora l'acqua arriverà a giorni alterni. Per segnalazioni c'è il numero verde 800 915 333.</p>`,
      claims: [],
    },
    {
      id: 's8b-news-acqua-palermo-03',
      text: `<h2>Crisi idrica a Palermo, stop a lavaggi e piscine</h2>
<p>È la crisi idrica più grave vissuta dalla città negli ultimi anni. Dopo la rottura della condotta di Scillato, il sindaco ha firmato un'ordinanza che vieta di usare l'acqua potabile per lavare l'auto, innaffiare o riempire le piscine: chi non rispetta il divieto rischia multe fino a 1.000 euro.</p>
<p>Intanto in 14 quartieri l'acqua è razionata e, secondo le previsioni, lo resterà per almeno due settimane. Le autobotti di Amap presidiano piazza Guadagna, via Oreto e Brancaccio.</p>`,
      claims: [
        { quote: 'la crisi idrica più grave vissuta dalla città negli ultimi anni', class: 'qualitativa' },
        { quote: 'multe fino a 1.000 euro', class: 'numero' },
        { quote: 'almeno due settimane', class: 'numero' },
      ],
    },
    {
      id: 's8b-news-acqua-palermo-04',
      text: `<p>Rubinetti a secco in mezza Palermo. La condotta che porta in città l'acqua delle sorgenti di Scillato, un tubo da 1.500 millimetri, si è rotta a Villabate lasciando senza servizio oltre 200 mila persone. Amap ha attivato 25 autobotti e la turnazione a giorni alterni in 14 quartieri.</p>
<p>«La situazione è sotto controllo, i tecnici lavorano giorno e notte», ha detto il presidente Andrea Li Causi. Qualche disagio anche al Policlinico, rimasto alcune ore senz'acqua prima dell'arrivo delle autobotti dedicate.</p>`,
      claims: [
        { quote: '1.500 millimetri', class: 'numero' },
        { quote: 'La situazione è sotto controllo, i tecnici lavorano giorno e notte', class: 'citazione' },
        { quote: "rimasto alcune ore senz'acqua", class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
