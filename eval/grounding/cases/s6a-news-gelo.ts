import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA regional piece on a cold wave with a frost alert in Veneto. */
const file: CaseFile = {
  source: {
    titolo: "Ondata di gelo sul Veneto, allerta gialla in pianura e arancione in montagna: minime fino a -15 °C",
    testo_originale: "VENEZIA, 14 gennaio – Un'ondata di aria artica investirà il Veneto da giovedì 16 a domenica 19 gennaio. Il Centro funzionale decentrato della Protezione civile regionale ha emesso un avviso di criticità per gelo valido dalle 18 di giovedì alle 12 di domenica, con allerta gialla su tutta la pianura e arancione sulle zone montane della provincia di Belluno e sull'Altopiano di Asiago.\nSecondo le previsioni di ARPAV, le temperature minime scenderanno fino a -6 °C in pianura e fino a -15 °C nelle valli dolomitiche, con gelate diffuse anche nelle ore diurne sopra gli 800 metri di quota.\n«Chiediamo ai cittadini di limitare gli spostamenti nelle prime ore del mattino, quando il rischio di ghiaccio sulle strade è più alto», ha dichiarato l'assessore regionale alla Protezione civile, Marta Zanin.\nI Comuni di Padova, Vicenza e Treviso hanno attivato i piani di accoglienza per le persone senza dimora: a Padova sono stati aggiunti 40 posti letto al dormitorio di via Sorio. Veneto Strade ha predisposto 120 mezzi spargisale sui 2.600 chilometri della rete regionale. Coldiretti Veneto teme danni agli ortaggi in pieno campo, come radicchio e cavoli.\nL'Ulss raccomanda di far controllare stufe e caldaie per evitare intossicazioni da monossido di carbonio e di non lasciare a lungo all'aperto anziani e animali domestici. Il miglioramento è atteso da lunedì 20, con un graduale rialzo delle temperature.",
    fonte: "ANSA",
    link_fonte: "https://www.ansa.it/veneto/notizie/2025/01/14/ondata-di-gelo-sul-veneto-allerta-gialla-e-arancione_4f2a9c1e.html",
  },
  cases: [
    {
      id: 's6a-news-gelo-01',
      text: `<h2>Gelo sul Veneto: allerta gialla in pianura, arancione in montagna</h2><p>Aria artica sul Veneto da giovedì 16 a domenica 19 gennaio. La Protezione civile regionale ha emesso un avviso di criticità per gelo dalle 18 di giovedì a mezzogiorno di domenica: allerta gialla su tutta la pianura, arancione nelle zone montane del Bellunese e sull'Altopiano di Asiago.</p><p>ARPAV prevede minime fino a -6 °C in pianura e fino a -15 °C nelle valli dolomitiche. L'assessore regionale Marta Zanin ha chiesto di limitare gli spostamenti al primo mattino, quando il rischio di ghiaccio è maggiore. Veneto Strade ha schierato 120 spargisale su 2.600 km di strade, mentre Padova ha aggiunto 40 posti letto per i senza dimora. L'Ulss raccomanda di far controllare stufe e caldaie per evitare intossicazioni da monossido. Il miglioramento è atteso da lunedì 20.</p>`,
      claims: [],
    },
    {
      id: 's6a-news-gelo-02',
      text: `<p>Il Veneto si prepara a quattro giorni di gelo. Da giovedì 16 gennaio scatta l'avviso di criticità per temperature che, secondo ARPAV, potranno toccare i -18 °C nelle valli dolomitiche e i -6 °C in pianura.</p><p>«Evitate di mettervi in viaggio la mattina presto, le strade saranno ghiacciate», è l'appello dell'assessore regionale alla Protezione civile Marta Zanin. Veneto Strade ha messo in campo 200 mezzi spargisale, e a Padova il dormitorio di via Sorio ha aggiunto 40 posti letto. Coldiretti Veneto teme per radicchio e cavoli coltivati in pieno campo.</p>`,
      claims: [
        { quote: '-18 °C', class: 'numero' },
        { quote: 'Evitate di mettervi in viaggio la mattina presto, le strade saranno ghiacciate', class: 'citazione' },
        { quote: '200 mezzi spargisale', class: 'numero' },
      ],
    },
    {
      id: 's6a-news-gelo-03',
      text: `<h2>Ondata artica sul Veneto, la più intensa degli ultimi dieci anni</h2><p>Da giovedì a domenica il Veneto sarà stretto nella morsa dell'aria artica. Il Centro funzionale della Protezione civile ha diramato l'allerta gialla per la pianura e arancione per la montagna bellunese e l'Altopiano di Asiago, con gelate anche di giorno sopra gli 800 metri.</p><p>Si tratta della terza ondata di gelo della stagione. Le scuole di Cortina resteranno chiuse venerdì, mentre Padova, Vicenza e Treviso hanno attivato i piani di accoglienza per i senza dimora.</p>`,
      claims: [
        { quote: 'la più intensa degli ultimi dieci anni', class: 'qualitativa' },
        { quote: 'terza ondata di gelo della stagione', class: 'numero' },
        { quote: 'Le scuole di Cortina resteranno chiuse venerdì', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-news-gelo-04',
      text: `<h2>Gelo in Veneto: come prepararsi</h2><p>Con l'avviso di criticità per gelo in vigore fino a domenica a mezzogiorno e minime fino a -15 °C nelle valli dolomitiche, conviene organizzarsi. L'Ulss invita a far controllare stufe e caldaie per evitare il rischio di monossido di carbonio e a non lasciare a lungo all'aperto anziani e animali domestici.</p><p>Gli esperti consigliano di mantenere in casa almeno 19 °C e di tenere in auto una coperta e una pala da neve. Chi deve guidare al mattino presto farà bene a montare le gomme invernali, obbligatorie in Veneto fino al 15 aprile.</p>`,
      claims: [
        { quote: 'almeno 19 °C', class: 'numero' },
        { quote: 'di tenere in auto una coperta e una pala da neve', class: 'qualitativa' },
        { quote: 'fino al 15 aprile', class: 'numero' },
      ],
    },
  ],
};
export default file;
