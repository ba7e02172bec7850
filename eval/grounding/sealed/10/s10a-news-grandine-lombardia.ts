import type { CaseFile } from '../../types.ts';

/** News rewrites of a regional-paper report on a violent hailstorm in Brianza with damage figures. */
const file: CaseFile = {
  source: {
    titolo: 'Grandinata in Brianza e nel Milanese, chicchi fino a 6 centimetri: danni per oltre 25 milioni',
    testo_originale: "MONZA – Dieci minuti di grandine grossa come noci, in alcuni casi come palline da tennis, e un bilancio che si aggrava di ora in ora. La cella temporalesca che ieri pomeriggio, tra le 16.20 e le 17, ha attraversato la Brianza e l'alto Milanese ha lasciato dietro di sé auto distrutte, tetti sfondati e campi rasi al suolo. I chicchi più grandi, secondo le misure raccolte dal Centro Meteo Lombardo, hanno raggiunto i 6 centimetri di diametro a Seregno e Desio.\n\nI vigili del fuoco hanno effettuato oltre 180 interventi tra le province di Monza e Brianza, Milano e Como, soprattutto per infiltrazioni d'acqua, lucernari rotti e alberi caduti. Dodici persone sono state medicate al pronto soccorso per ferite lievi, in gran parte automobilisti sorpresi dalla grandine mentre scendevano dall'auto.\n\nSecondo una prima stima di Coldiretti Lombardia, i danni all'agricoltura superano i 25 milioni di euro: colpiti soprattutto mais, soia, vigneti e orti, con perdite fino all'80% del raccolto nelle aziende più esposte. «In pochi minuti è andato perso il lavoro di un anno intero», ha detto il presidente regionale dell'associazione, Franco Mazzoleni.\n\nLa Regione ha annunciato che chiederà al governo il riconoscimento dello stato di calamità naturale. «Stiamo raccogliendo le segnalazioni dei Comuni per quantificare i danni a case, imprese e infrastrutture», ha spiegato l'assessore regionale alla Protezione civile, Andrea Ruggeri. A Seregno il sindaco ha disposto la chiusura di due scuole per verifiche ai tetti.",
    fonte: 'Il Giorno',
    link_fonte: 'https://www.ilgiorno.it/monza-brianza/cronaca/grandinata-brianza-danni-2f8a91c3',
  },
  cases: [
    {
      id: 's10a-news-grandine-lombardia-01',
      text: "<h2>Grandine come palline da tennis in Brianza</h2><p>Una grandinata violentissima ha colpito ieri pomeriggio la Brianza e l'alto Milanese. In meno di un'ora chicchi fino a 8 centimetri hanno distrutto auto, sfondato tetti e rovinato i campi. I vigili del fuoco hanno effettuato oltre 180 interventi tra Monza e Brianza, Milano e Como, e venti persone sono finite al pronto soccorso.</p><p>Coldiretti Lombardia stima danni all'agricoltura per oltre 25 milioni di euro. «È la grandinata peggiore degli ultimi trent'anni», ha detto il presidente regionale Franco Mazzoleni.</p>",
      claims: [
        { quote: '8 centimetri', class: 'numero' },
        { quote: 'venti persone', class: 'numero' },
        { quote: "È la grandinata peggiore degli ultimi trent'anni", class: 'citazione' },
      ],
    },
    {
      id: 's10a-news-grandine-lombardia-02',
      text: "<p>Dieci minuti di grandine sono bastati a mettere in ginocchio la Brianza. La cella temporalesca di ieri pomeriggio, con chicchi che a Seregno e Desio hanno toccato i 6 centimetri di diametro secondo il Centro Meteo Lombardo, ha lasciato auto distrutte, tetti sfondati e campi rasi al suolo.</p><p>Oltre 180 gli interventi dei vigili del fuoco tra le province di Monza e Brianza, Milano e Como, soprattutto per infiltrazioni, lucernari rotti e alberi caduti. Dodici persone sono state medicate per ferite lievi.</p><p>Per Coldiretti Lombardia i danni agricoli superano i 25 milioni di euro, con perdite fino all'80% del raccolto. La Regione chiederà lo stato di calamità naturale, come riporta Il Giorno.</p>",
      claims: [],
    },
    {
      id: 's10a-news-grandine-lombardia-03',
      text: "<h2>Grandine, la Regione chiede lo stato di calamità</h2><p>Dopo la tempesta di grandine che ha colpito Brianza e alto Milanese, la Regione Lombardia chiederà al governo lo stato di calamità naturale. «Stiamo raccogliendo le segnalazioni dei Comuni», ha spiegato l'assessore alla Protezione civile Andrea Ruggeri, «e stanzieremo subito 5 milioni per le famiglie colpite».</p><p>Il conto per le campagne è salato: Coldiretti parla di oltre 25 milioni di danni, con mais, soia e vigneti distrutti fino al 100%. A Seregno il sindaco ha chiuso cinque scuole per verificare i tetti.</p>",
      claims: [
        { quote: 'e stanzieremo subito 5 milioni per le famiglie colpite', class: 'citazione' },
        { quote: 'fino al 100%', class: 'numero' },
        { quote: 'cinque scuole', class: 'numero' },
      ],
    },
    {
      id: 's10a-news-grandine-lombardia-04',
      text: "<p>Auto ammaccate, lucernari in frantumi, vigneti colpiti: è il bilancio della grandinata che ieri ha investito la Brianza. Secondo Il Giorno i chicchi hanno raggiunto i 6 centimetri a Seregno e Desio, e i vigili del fuoco sono intervenuti oltre 180 volte. I danni complessivi, tra agricoltura, case e imprese, superano già i 60 milioni di euro.</p><p>«In pochi minuti è andato perso il lavoro di un anno intero», ha detto Franco Mazzoleni di Coldiretti Lombardia. Le compagnie assicurative prevedono un boom di richieste di risarcimento.</p>",
      claims: [
        { quote: '60 milioni di euro', class: 'numero' },
        { quote: 'Le compagnie assicurative prevedono un boom di richieste di risarcimento', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
