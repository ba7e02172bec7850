import type { CaseFile } from '../types.ts';

/** News rewrites of a national civil-protection press release announcing the 'Io non rischio' campaign weekend with its figures. */
const file: CaseFile = {
  source: {
    titolo: `Io non rischio 2025: l'11 e 12 ottobre volontari in 720 piazze per le buone pratiche di protezione civile`,
    testo_originale: `Roma, 2 ottobre 2025 – Sabato 11 e domenica 12 ottobre torna "Io non rischio", la campagna nazionale per le buone pratiche di protezione civile. Quest'anno saranno circa 4.000 i volontari e le volontarie, appartenenti a 95 organizzazioni nazionali e locali, che allestiranno punti informativi in 720 piazze in tutte le regioni italiane.

I temi sono quattro: terremoto, alluvione, maremoto ed eruzione vulcanica. Ai cittadini verranno illustrati i rischi del proprio territorio e le azioni da compiere prima, durante e dopo un'emergenza, con materiali informativi realizzati insieme alla comunità scientifica. Per la prima volta in 30 piazze sarà presente anche un percorso dedicato ai bambini tra i 6 e i 10 anni.

La campagna, nata nel 2011, è promossa dal Dipartimento della Protezione Civile con ANPAS, INGV, ReLUIS e Fondazione CIMA, in collaborazione con le Regioni e i Comuni. Nell'ultima edizione i volontari hanno incontrato oltre 150.000 persone.

«Conoscere i rischi è il primo passo per ridurli: ogni piazza è un'occasione per trasformare l'informazione in comportamenti concreti» ha dichiarato la responsabile della comunicazione del Dipartimento, Silvia Andreoli.

L'elenco completo delle piazze è disponibile sul sito iononrischio.gov.it. Nei giorni della campagna, dalle 10 alle 19, i volontari distribuiranno anche la guida "Sette cose da sapere", con indicazioni su come preparare un kit di emergenza e un piano familiare.`,
    fonte: `Dipartimento della Protezione Civile`,
    link_fonte: `https://www.protezionecivile.gov.it/it/comunicato-stampa/io-non-rischio-2025-l-11-e-12-ottobre-volontari-720-piazze/`,
  },
  cases: [
    {
      id: 's4b-news-iononrischio-01',
      text: `<h2>Io non rischio torna in 720 piazze l'11 e 12 ottobre</h2><p>Circa 4.000 volontari di 95 organizzazioni, 720 piazze in tutte le regioni, quattro rischi da raccontare: terremoto, alluvione, maremoto ed eruzione vulcanica. Sono i numeri dell'edizione 2025 di "Io non rischio", la campagna nazionale per le buone pratiche di protezione civile, in programma sabato 11 e domenica 12 ottobre.</p><p>La novità di quest'anno è un percorso per bambini dai 6 ai 10 anni, presente in 30 piazze. Nata nel 2011, la campagna è promossa dal Dipartimento della Protezione Civile con ANPAS, INGV, ReLUIS e Fondazione CIMA; nell'ultima edizione i volontari hanno parlato con oltre 150.000 persone. Le piazze sono elencate su iononrischio.gov.it.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-iononrischio-02',
      text: `<p>Oltre 1.000 piazze e 5.000 volontari: sono i numeri dell'edizione 2025 di Io non rischio, in programma l'11 e il 12 ottobre. I temi quest'anno sono cinque: ai classici terremoto, alluvione, maremoto ed eruzione vulcanica si aggiungono gli incendi boschivi.</p><p>«Conoscere i rischi è il primo passo per salvarsi» ha ricordato Silvia Andreoli, responsabile della comunicazione del Dipartimento della Protezione Civile. La campagna è promossa con ANPAS, INGV, ReLUIS e Fondazione CIMA.</p>`,
      claims: [
        { quote: `Oltre 1.000 piazze`, class: 'numero' },
        { quote: `5.000 volontari`, class: 'numero' },
        { quote: `sono cinque`, class: 'numero' },
        { quote: `Conoscere i rischi è il primo passo per salvarsi`, class: 'citazione' },
      ],
    },
    {
      id: 's4b-news-iononrischio-03',
      text: `<h2>Io non rischio, si parte sabato</h2><p>Sabato 11 e domenica 12 ottobre i volontari di Io non rischio tornano in 720 piazze italiane per spiegare ai cittadini come comportarsi prima, durante e dopo un terremoto, un'alluvione, un maremoto o un'eruzione. La campagna, nata nel 2013, nell'ultima edizione ha raggiunto oltre 200.000 persone.</p><p>I punti informativi saranno aperti dalle 9 alle 18 e distribuiranno la guida "Sette cose da sapere", con i consigli per preparare un kit di emergenza e un piano familiare.</p>`,
      claims: [
        { quote: `nata nel 2013`, class: 'numero' },
        { quote: `oltre 200.000 persone`, class: 'numero' },
        { quote: `dalle 9 alle 18`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-iononrischio-04',
      text: `<p>«Conoscere i rischi è il primo passo per ridurli: ogni piazza è un'occasione per trasformare l'informazione in comportamenti concreti». Con queste parole Silvia Andreoli, responsabile della comunicazione del Dipartimento della Protezione Civile, presenta l'edizione 2025 di Io non rischio.</p><p>L'11 e il 12 ottobre circa 4.000 volontari di 95 organizzazioni saranno in 720 piazze. La novità è un percorso per bambini dagli 8 ai 12 anni, e la campagna, promossa dal Dipartimento insieme alla Croce Rossa Italiana, distribuirà la guida "Dieci cose da sapere".</p>`,
      claims: [
        { quote: `dagli 8 ai 12 anni`, class: 'numero' },
        { quote: `insieme alla Croce Rossa Italiana`, class: 'qualitativa' },
        { quote: `Dieci cose da sapere`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-iononrischio-05',
      text: `<h2>Io non rischio alla quindicesima edizione</h2><p>Nata nel 2011 e promossa dal Dipartimento della Protezione Civile con ANPAS, INGV, ReLUIS e Fondazione CIMA, la campagna torna l'11 e il 12 ottobre con circa 4.000 volontari. Ognuno di loro ha seguito un corso di formazione di 20 ore prima di scendere in piazza.</p><p>Per la prima volta, in 30 piazze, ci sarà anche un percorso per bambini tra i 6 e i 10 anni. Dalle 10 alle 19 i volontari distribuiranno la guida "Sette cose da sapere". L'elenco delle piazze è su iononrischio.gov.it.</p>`,
      claims: [
        { quote: `quindicesima edizione`, class: 'numero' },
        { quote: `corso di formazione di 20 ore`, class: 'numero' },
      ],
    },
  ],
};
export default file;
