import type { CaseFile } from '../types.ts';

/** News rewrites of a regional press release on the yearly civil-protection budget and how it is split. */
const file: CaseFile = {
  source: {
    titolo: `Protezione civile, dalla Regione Marche 18,6 milioni per il 2025: 6 milioni al volontariato`,
    testo_originale: `Ancona, 17 gennaio 2025 – Ammonta a 18,6 milioni di euro il bilancio 2025 della Protezione civile regionale approvato ieri dalla Giunta delle Marche, con un aumento di 2,4 milioni rispetto al 2024. La quota più consistente, 6 milioni, è destinata al sistema del volontariato: contributi alle 310 organizzazioni iscritte all'elenco regionale per mezzi, attrezzature e formazione.

Altri 4,5 milioni serviranno al rinnovo del parco mezzi regionale, con l'acquisto di 12 moduli antincendio boschivo, 2 idrovore ad alta portata e 8 fuoristrada. Alla Sala operativa unificata permanente (SOUP) vanno 3,2 milioni per il potenziamento della rete radio e dei sistemi di allertamento, mentre 2,9 milioni sono destinati ai piani comunali di protezione civile e alle esercitazioni. All'interno di questa quota, un fondo di 500.000 euro è riservato ai Comuni sotto i 5.000 abitanti che aggiorneranno il proprio piano entro il 31 dicembre 2025. I restanti 2 milioni finanzieranno il Centro funzionale multirischi e la rete di monitoraggio idro-pluviometrica, che sarà ampliata con 25 nuove stazioni.

«Dopo l'alluvione del 2022 abbiamo scelto di investire sulla prevenzione e su chi, ogni giorno, presidia il territorio» ha dichiarato l'assessore regionale alla Protezione civile, Marco Lucentini. «I volontari sono la nostra prima linea e meritano strumenti adeguati.»`,
    fonte: `Regione Marche`,
    link_fonte: `https://www.regione.marche.it/News-ed-Eventi/Post/98765/Protezione-civile-dalla-Regione-18-6-milioni-per-il-2025`,
  },
  cases: [
    {
      id: 's4b-news-bilancio-01',
      text: `<h2>Marche, 18,6 milioni per la protezione civile nel 2025</h2><p>La Giunta regionale delle Marche ha approvato un bilancio di 18,6 milioni di euro per la protezione civile nel 2025, 2,4 milioni in più dell'anno precedente. La fetta principale, 6 milioni, va al volontariato: le 310 organizzazioni dell'elenco regionale riceveranno contributi per mezzi, attrezzature e formazione.</p><ul><li>4,5 milioni per i mezzi: 12 moduli antincendio boschivo, 2 idrovore ad alta portata, 8 fuoristrada</li><li>3,2 milioni alla SOUP per rete radio e sistemi di allertamento</li><li>2,9 milioni per piani comunali ed esercitazioni</li><li>2 milioni per il Centro funzionale multirischi e 25 nuove stazioni di monitoraggio</li></ul><p>Mezzo milione è riservato ai Comuni sotto i 5.000 abitanti che aggiorneranno il piano entro fine 2025.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-bilancio-02',
      text: `<p>Crescono del 20% i fondi per la protezione civile nelle Marche: la Giunta regionale ha approvato un bilancio 2025 da 18,6 milioni di euro. Sei milioni andranno alle 350 organizzazioni di volontariato iscritte all'elenco regionale.</p><p>«Investire in prevenzione significa salvare vite: è la lezione che abbiamo imparato nel 2022» ha spiegato l'assessore regionale Marco Lucentini. Tra le voci principali anche 3,2 milioni per la Sala operativa unificata permanente.</p>`,
      claims: [
        { quote: `20%`, class: 'numero' },
        { quote: `350 organizzazioni`, class: 'numero' },
        { quote: `Investire in prevenzione significa salvare vite: è la lezione che abbiamo imparato nel 2022`, class: 'citazione' },
      ],
    },
    {
      id: 's4b-news-bilancio-03',
      text: `<h2>Marche, nuovi mezzi e idrovore per la protezione civile</h2><p>La Regione Marche punta sui mezzi: nel bilancio 2025 della protezione civile, 18,6 milioni in tutto, 3,2 milioni sono destinati al rinnovo del parco mezzi, con 12 moduli antincendio boschivo, dieci idrovore ad alta portata e 8 fuoristrada.</p><p>La scelta arriva dopo l'alluvione del 2022, che causò 13 vittime tra le province di Ancona e Pesaro-Urbino. Al volontariato vanno 6 milioni.</p>`,
      claims: [
        { quote: `3,2 milioni sono destinati al rinnovo del parco mezzi`, class: 'numero' },
        { quote: `dieci idrovore`, class: 'numero' },
        { quote: `13 vittime`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-bilancio-04',
      text: `<p>«Dopo l'alluvione del 2022 abbiamo scelto di investire sulla prevenzione e su chi, ogni giorno, presidia il territorio». Così l'assessore Marco Lucentini commenta il bilancio 2025 della protezione civile marchigiana: 18,6 milioni, lo stanziamento più alto di sempre per la Regione.</p><p>Due milioni andranno al Centro funzionale multirischi e alla rete di monitoraggio idro-pluviometrica, che crescerà di 40 nuove stazioni. Altri 2,9 milioni sono per i piani comunali e le esercitazioni.</p>`,
      claims: [
        { quote: `lo stanziamento più alto di sempre`, class: 'qualitativa' },
        { quote: `40 nuove stazioni`, class: 'numero' },
      ],
    },
    {
      id: 's4b-news-bilancio-05',
      text: `<h2>Protezione civile, il piano delle Marche per il 2025</h2><p>Il Consiglio regionale delle Marche ha approvato il bilancio 2025 della protezione civile: 18,6 milioni di euro, 2,4 in più rispetto al 2024. La voce più pesante è il volontariato, con 6 milioni.</p><p>Novità per i piccoli centri: un fondo da 1 milione di euro è riservato ai Comuni sotto i 3.000 abitanti che aggiorneranno il piano di protezione civile entro il 31 dicembre 2025.</p>`,
      claims: [
        { quote: `Il Consiglio regionale`, class: 'qualitativa' },
        { quote: `1 milione di euro`, class: 'numero' },
        { quote: `3.000 abitanti`, class: 'numero' },
      ],
    },
  ],
};
export default file;
