import type { CaseFile } from '../types.ts';

/** News rewrites of a local paper's report on a plastics-plant fire, its smoke cloud and the order to keep windows closed. */
const file: CaseFile = {
  source: {
    titolo: "Rogo in un'azienda di plastiche a Cassina Valsera, nube di fumo nero: finestre chiuse per 48 ore",
    testo_originale: "CASSINA VALSERA (Milano) – Un incendio è divampato poco dopo le 5 di sabato 8 marzo in un'azienda di stoccaggio e recupero di materie plastiche in via dell'Artigianato, nella zona industriale di Cassina Valsera. Le fiamme hanno avvolto un capannone di circa 3.000 metri quadrati e una densa colonna di fumo nero, visibile a chilometri di distanza, si è spinta verso i comuni vicini.\nSul posto sono intervenuti 40 vigili del fuoco con 15 mezzi arrivati dai comandi di Milano, Monza e Bergamo; il rogo è stato dichiarato sotto controllo alle 14. Nessun ferito: al momento dell'incendio l'azienda era chiusa.\nLa sindaca Laura Colombo ha firmato un'ordinanza che per 48 ore impone di tenere chiuse porte e finestre e di spegnere gli impianti di ventilazione e di condizionamento, e vieta di consumare frutta e verdura degli orti entro un raggio di 3 chilometri dall'impianto. Lunedì resteranno chiuse in via precauzionale le scuole di ogni ordine e grado.\nARPA Lombardia ha installato due campionatori per la ricerca di diossine e PCB nell'aria. «I primi risultati arriveranno entro martedì. Fino ad allora raccomandiamo di seguire scrupolosamente le indicazioni dell'ordinanza», ha dichiarato Marco Ferrari, dirigente di ARPA. ATS Città Metropolitana invita chi avverte bruciore agli occhi, mal di gola o difficoltà respiratorie a contattare il proprio medico o, nei casi più gravi, il 112.",
    fonte: "Il Giorno",
    link_fonte: "https://www.ilgiorno.it/milano/cronaca/incendio-cassina-valsera-nube-fumo-finestre-chiuse-3b8e1d0f",
  },
  cases: [
    {
      id: 's6a-news-nube-01',
      text: `<h2>Cassina Valsera, incendio in un'azienda di plastiche: finestre chiuse per 48 ore</h2><p>Una densa colonna di fumo nero si è alzata poco dopo le 5 di sabato 8 marzo dalla zona industriale di Cassina Valsera, dove le fiamme hanno avvolto un capannone di 5.000 metri quadrati di un'azienda di recupero di materie plastiche.</p><p>La sindaca Laura Colombo ha firmato un'ordinanza: per 48 ore porte e finestre chiuse, impianti di ventilazione spenti e divieto di consumare frutta e verdura degli orti entro 3 chilometri. Chi deve uscire è invitato a indossare una mascherina FFP2. ARPA Lombardia ha già rilevato valori di diossine superiori ai limiti.</p>`,
      claims: [
        { quote: '5.000 metri quadrati', class: 'numero' },
        { quote: 'Chi deve uscire è invitato a indossare una mascherina FFP2', class: 'qualitativa' },
        { quote: 'ha già rilevato valori di diossine superiori ai limiti', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-news-nube-02',
      text: `<h2>Nube dall'incendio di Cassina Valsera: le regole da seguire</h2><p>Dopo l'incendio scoppiato poco dopo le 5 di sabato in un'azienda di stoccaggio e recupero di plastiche di via dell'Artigianato, la sindaca di Cassina Valsera, Laura Colombo, ha disposto per 48 ore alcune misure precauzionali:</p><ul><li>tenere chiuse porte e finestre;</li><li>spegnere ventilazione e aria condizionata;</li><li>non mangiare frutta e verdura degli orti nel raggio di 3 km dall'impianto.</li></ul><p>Lunedì le scuole di ogni ordine e grado resteranno chiuse. ARPA Lombardia ha installato due campionatori per diossine e PCB: «I primi risultati arriveranno entro martedì», ha detto il dirigente Marco Ferrari. In caso di bruciore agli occhi o difficoltà respiratorie, ATS invita a contattare il medico o, nei casi più gravi, il 112.</p>`,
      claims: [],
    },
    {
      id: 's6a-news-nube-03',
      text: `<h2>Incendio a Cassina Valsera, 60 vigili del fuoco al lavoro</h2><p>Sono serviti 60 vigili del fuoco arrivati da Milano, Monza e Bergamo, con 15 mezzi, per avere ragione delle fiamme che sabato mattina hanno avvolto il capannone di un'azienda di materie plastiche a Cassina Valsera. Il rogo è stato dichiarato sotto controllo dopo oltre dodici ore di lavoro.</p><p>Non ci sono feriti: a quell'ora l'azienda era chiusa. «La situazione è sotto controllo, ma non abbassiamo la guardia», ha detto la sindaca Laura Colombo, che ha ordinato di tenere chiuse porte e finestre per 48 ore.</p>`,
      claims: [
        { quote: '60 vigili del fuoco', class: 'numero' },
        { quote: 'oltre dodici ore', class: 'numero' },
        { quote: 'La situazione è sotto controllo, ma non abbassiamo la guardia', class: 'citazione' },
      ],
    },
    {
      id: 's6a-news-nube-04',
      text: `<h2>Nube tossica, cosa insegna il caso di Cassina Valsera</h2><p>Quando un incendio industriale libera fumo nero come quello di sabato a Cassina Valsera, le regole sono semplici: tenere chiuse porte e finestre e spegnere gli impianti di ventilazione, come ha stabilito l'ordinanza della sindaca Laura Colombo. Per chi vive vicino all'impianto, sigillare gli infissi con nastro adesivo aiuta a ridurre le infiltrazioni.</p><p>ARPA Lombardia ha installato due campionatori per diossine e PCB, sostanze che possono depositarsi sugli ortaggi fino a 10 km di distanza. Nel frattempo ATS ha distribuito 2.000 mascherine ai residenti.</p>`,
      claims: [
        { quote: 'sigillare gli infissi con nastro adesivo aiuta a ridurre le infiltrazioni', class: 'qualitativa' },
        { quote: '10 km', class: 'numero' },
        { quote: '2.000 mascherine', class: 'numero' },
      ],
    },
  ],
};
export default file;
