import type { CaseFile } from '../../types.ts';

/** News rewrites of an ANSA-style report on an Etna lava fountain and ash closing Catania airport. */
const file: CaseFile = {
  source: {
    titolo: "Etna, fontana di lava dal cratere di Sud-Est: cenere su Catania, chiuso l'aeroporto",
    testo_originale: "CATANIA - Nuovo parossismo dell'Etna nella notte tra sabato e domenica. Secondo l'Osservatorio Etneo dell'Istituto nazionale di geofisica e vulcanologia (INGV), l'attività stromboliana al cratere di Sud-Est si è trasformata intorno alle 3.40 in una fontana di lava, con una colonna eruttiva che ha raggiunto i 9 chilometri di altezza. Il vento da nord-ovest ha spinto la nube verso sud-est, provocando una fitta ricaduta di cenere e lapilli su Zafferana Etnea, Acireale, Aci Castello e sulla città di Catania.\n\nLa SAC, la società che gestisce l'aeroporto Vincenzo Bellini, alle 5.15 ha chiuso lo scalo per la presenza di cenere sulla pista. Fino alle 14 sono stati cancellati 38 voli e altri 11 sono stati dirottati su Palermo e Comiso. «La riapertura dipenderà dalla pulizia della pista e dall'evoluzione della nube: contiamo di tornare operativi in serata», ha dichiarato un portavoce della SAC. Ai passeggeri viene raccomandato di verificare lo stato del volo con la propria compagnia prima di recarsi in aeroporto.\n\nLa fase parossistica si è esaurita intorno alle 8.30. «Si tratta del quinto episodio di fontana di lava dall'inizio dell'anno», ha spiegato la vulcanologa dell'INGV Marta Lo Giudice, «l'attività resta comunque confinata all'area sommitale e non rappresenta un pericolo per i centri abitati».\n\nIl sindaco di Catania ha firmato un'ordinanza che vieta la circolazione di moto e biciclette per 48 ore e impone il limite di 30 chilometri orari su tutte le strade comunali coperte di cenere. Squadre della Protezione civile comunale e dei vigili del fuoco sono al lavoro per la pulizia delle strade; la cenere raccolta va conferita negli appositi sacchi distribuiti dai Comuni e non nei cassonetti dell'indifferenziata.",
    fonte: 'ANSA',
    link_fonte: 'https://www.ansa.it/sicilia/notizie/2025/03/09/etna-fontana-di-lava-cenere-su-catania-chiuso-laeroporto_4b1c2e7a.html',
  },
  cases: [
    {
      id: 's10a-news-etna-cenere-01',
      text: "<h2>Etna, fontana di lava nella notte: chiuso l'aeroporto di Catania</h2><p>L'Etna è tornato a farsi sentire nella notte tra sabato e domenica. Come riporta l'ANSA, verso le 3.40 l'attività stromboliana al cratere di Sud-Est è diventata una fontana di lava, con una colonna eruttiva alta circa 9 km. Spinta dal vento verso sud-est, la cenere è ricaduta su Zafferana Etnea, Acireale, Aci Castello e Catania.</p><p>L'aeroporto Bellini è stato chiuso alle 5.15: fino alle 14 i voli cancellati erano 38, mentre 11 sono stati dirottati su Palermo e Comiso. La SAC conta di riaprire in serata. La fase più intensa si è conclusa verso le 8.30; secondo l'INGV l'attività resta confinata alla zona sommitale.</p><p>A Catania, per 48 ore, stop a moto e biciclette e limite di 30 km/h sulle strade comunali coperte di cenere.</p>",
      claims: [],
    },
    {
      id: 's10a-news-etna-cenere-02',
      text: "<p>Notte di fuoco sull'Etna. Poco prima delle 4 il cratere di Sud-Est ha dato vita a una spettacolare fontana di lava, con una colonna di cenere alta 12 chilometri che il vento ha spinto verso Catania. L'aeroporto Vincenzo Bellini ha chiuso alle 5.15 e il bilancio, a metà giornata, è pesante: oltre 100 voli cancellati e migliaia di passeggeri a terra.</p><p>«Non vedevamo una nube così da anni», ha commentato la vulcanologa dell'INGV Marta Lo Giudice, ricordando che si tratta del quinto parossismo dall'inizio dell'anno. Il sindaco ha vietato la circolazione di moto e bici per 48 ore.</p>",
      claims: [
        { quote: '12 chilometri', class: 'numero' },
        { quote: 'oltre 100 voli cancellati', class: 'numero' },
        { quote: 'migliaia di passeggeri', class: 'numero' },
        { quote: 'Non vedevamo una nube così da anni', class: 'citazione' },
      ],
    },
    {
      id: 's10a-news-etna-cenere-03',
      text: "<h2>Cenere dell'Etna, scalo di Catania fermo</h2><p>La cenere dell'Etna ha paralizzato l'aeroporto di Catania. La SAC ha chiuso lo scalo alle 5.15, dopo che la fontana di lava iniziata verso le 3.40 al cratere di Sud-Est aveva coperto la pista di cenere. Trentotto i voli cancellati fino alle 14, undici quelli dirottati su Palermo e Comiso.</p><p>«Riapriremo solo quando la pista sarà completamente pulita, probabilmente domani mattina», ha detto un portavoce della società di gestione. Intanto la Regione Siciliana ha chiesto lo stato di emergenza per i Comuni colpiti, dove la ricaduta di lapilli ha danneggiato decine di auto.</p>",
      claims: [
        { quote: 'Riapriremo solo quando la pista sarà completamente pulita, probabilmente domani mattina', class: 'citazione' },
        { quote: 'la Regione Siciliana ha chiesto lo stato di emergenza', class: 'qualitativa' },
        { quote: 'decine di auto', class: 'numero' },
      ],
    },
    {
      id: 's10a-news-etna-cenere-04',
      text: "<p>Quinta fontana di lava dall'inizio dell'anno per l'Etna, con conseguenze che si sono fatte sentire anche a valle. Tra le 3.40 e le 8.30 il cratere di Sud-Est ha alimentato una colonna eruttiva di 9 chilometri e la cenere ha raggiunto Zafferana Etnea, Acireale, Aci Castello e Catania, dove in alcuni quartieri lo strato ha superato i 2 centimetri.</p><p>L'INGV rassicura: l'attività resta nell'area sommitale e non rappresenta un pericolo per i centri abitati. Il sindaco ha disposto il limite dei 30 km/h e lo stop a moto e bici per 48 ore; la cenere va raccolta nei sacchi distribuiti dal Comune, pena una multa di 500 euro.</p>",
      claims: [
        { quote: '2 centimetri', class: 'numero' },
        { quote: 'una multa di 500 euro', class: 'numero' },
      ],
    },
  ],
};
export default file;
