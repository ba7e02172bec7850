import type { CaseFile } from '../../types.ts';

/** News rewrites of a local-paper report on a landslide isolating a hamlet in Val Tartano (Valtellina). */
const file: CaseFile = {
  source: {
    titolo: 'Frana sulla strada della Val Tartano, Campo isolata: 180 residenti senza collegamenti',
    testo_originale: `Una frana di circa 30.000 metri cubi di roccia e terra si è staccata nella notte tra domenica e lunedì dal versante sopra la strada provinciale 11 della Val Tartano, all'altezza del chilometro 6, isolando la frazione di Campo e i suoi 180 residenti. Il distacco, avvenuto intorno alle 3.40, non ha coinvolto persone né veicoli.

Secondo i tecnici della Provincia, a innescare il movimento sono state le piogge degli ultimi giorni: la stazione di Tartano ha registrato 126 millimetri in 48 ore. Sul posto sono intervenuti i vigili del fuoco del comando di Sondrio, i carabinieri di Morbegno e i geologi regionali, che hanno monitorato il versante con un drone.

«La priorità è garantire i servizi essenziali alle famiglie rimaste dall'altra parte», ha dichiarato il sindaco di Tartano, Emilio Gusmeroli. «Abbiamo già organizzato la consegna di farmaci e generi alimentari, e chi ha bisogno di scendere a valle per visite mediche verrà accompagnato». Da martedì è attivo un servizio di elicottero, con due voli al giorno, per i residenti che devono raggiungere Morbegno per lavoro o per visite mediche.

Tra i residenti isolati ci sono 23 persone con più di 80 anni; dodici di loro sono seguite dall'assistenza domiciliare. La scuola primaria della frazione resterà chiusa fino a nuovo avviso.

I lavori di sgombero non potranno iniziare prima che il versante sia messo in sicurezza. «Servono almeno dieci giorni per riaprire un passaggio provvisorio a senso unico alternato», ha spiegato l'ingegnere Paola Ciapponi, del settore Viabilità della Provincia. Il costo stimato dell'intervento è di 850.000 euro; la Regione Lombardia ha già annunciato la richiesta dello stato di emergenza.`,
    fonte: 'La Provincia di Sondrio',
    link_fonte: 'https://www.laprovinciadisondrio.it/stories/valtellina/frana-val-tartano-campo-isolata-180-residenti',
  },
  cases: [
    {
      id: 's11-news-frana-valtellina-01',
      text: "<h2>Frana in Val Tartano: isolata la frazione di Campo</h2><p>Circa 30.000 metri cubi di roccia e terra si sono staccati nella notte tra domenica e lunedì sopra la provinciale 11, al chilometro 6, tagliando fuori la frazione di Campo. I residenti isolati sono 180; nessuna persona e nessun veicolo sono stati coinvolti.</p><p>All'origine ci sono le piogge intense: 126 millimetri in 48 ore, un record per il mese di ottobre. «Nessuno sarà lasciato solo», ha assicurato il sindaco Emilio Gusmeroli, annunciando la consegna di farmaci e alimenti. La riapertura della strada è prevista entro una settimana.</p>",
      claims: [
        { quote: 'un record per il mese di ottobre', class: 'qualitativa' },
        { quote: 'Nessuno sarà lasciato solo', class: 'citazione' },
        { quote: 'entro una settimana', class: 'numero' },
      ],
    },
    {
      id: 's11-news-frana-valtellina-02',
      text: "<p>Sono 180 le persone rimaste isolate a Campo, frazione di Tartano, dopo che una frana di circa trentamila metri cubi ha invaso la strada provinciale 11 della Val Tartano all'altezza del sesto chilometro. Il distacco è avvenuto verso le 3.40 della notte tra domenica e lunedì, senza coinvolgere persone o mezzi.</p><p>Le piogge dei giorni precedenti, 126 millimetri in due giorni alla stazione di Tartano, hanno innescato il movimento del versante, ora monitorato dai geologi regionali con un drone. Il Comune ha organizzato la consegna di farmaci e generi alimentari e, da martedì, un elicottero con due voli al giorno porta a Morbegno i residenti che devono andare al lavoro o a visite mediche.</p>",
      claims: [],
    },
    {
      id: 's11-news-frana-valtellina-03',
      text: "<h2>Valtellina, 23 anziani isolati dalla frana</h2><p>Tra i 180 residenti di Campo rimasti senza collegamenti dopo la frana sulla provinciale della Val Tartano ci sono 23 ultraottantenni, dodici dei quali seguiti dall'assistenza domiciliare. Per chi deve scendere a valle è attivo un servizio di elicottero con quattro voli al giorno, mentre la scuola primaria della frazione resterà chiusa per almeno due settimane.</p><p>Sul posto hanno lavorato i vigili del fuoco del comando di Sondrio, i carabinieri di Morbegno e i geologi regionali, con 60 uomini impegnati tra lunedì e martedì.</p>",
      claims: [
        { quote: 'quattro voli al giorno', class: 'numero' },
        { quote: 'per almeno due settimane', class: 'numero' },
        { quote: '60 uomini', class: 'numero' },
      ],
    },
    {
      id: 's11-news-frana-valtellina-04',
      text: "<h2>Frana a Tartano: dieci giorni per un passaggio provvisorio</h2><p>Ci vorranno almeno dieci giorni per riaprire un varco a senso unico alternato sulla provinciale 11 della Val Tartano, dove una frana ha isolato la frazione di Campo. Lo ha spiegato l'ingegnere Paola Ciapponi, del settore Viabilità della Provincia, precisando che lo sgombero potrà iniziare solo dopo la messa in sicurezza del versante.</p><p>L'intervento ha un costo stimato di 850.000 euro e la Regione Lombardia ha annunciato la richiesta dello stato di emergenza. Intanto il sindaco Emilio Gusmeroli indica come priorità «garantire i servizi essenziali alle famiglie rimaste dall'altra parte».</p>",
      claims: [],
    },
    {
      id: 's11-news-frana-valtellina-05',
      text: "<p>Una frana ha isolato lunedì la frazione di Campo, in Val Tartano, dove vivono 180 persone. Il distacco, di circa 50.000 metri cubi, ha ostruito la strada provinciale 11 al chilometro 6. «Abbiamo già organizzato la consegna di farmaci e generi alimentari», ha detto il sindaco Emilio Gusmeroli, che parla di «una ferita per tutta la valle».</p><p>Il costo stimato dell'intervento è di 850.000 euro. È la terza frana in Valtellina dall'inizio dell'anno.</p>",
      claims: [
        { quote: '50.000 metri cubi', class: 'numero' },
        { quote: 'una ferita per tutta la valle', class: 'citazione' },
        { quote: 'la terza frana in Valtellina', class: 'numero' },
      ],
    },
  ],
};
export default file;
