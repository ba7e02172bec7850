import type { CaseFile } from '../types.ts';

/** News rewrites of a regional paper's report on fuel shortages at petrol stations during a tanker drivers' strike in Sicily. */
const file: CaseFile = {
  source: {
    titolo: 'Sciopero delle autobotti, distributori a secco in mezza Sicilia: code e pompe chiuse a Palermo e Catania',
    testo_originale: `PALERMO – Terzo giorno di sciopero per gli autotrasportatori di carburante in Sicilia, e i distributori cominciano a restare a secco. Ieri sera circa un impianto su tre risultava senza benzina o gasolio: 410 sui 1.250 dell'isola, secondo l'associazione dei gestori Assopompe Sicilia. Le situazioni più critiche a Palermo e Catania, dove alcune stazioni hanno esposto il cartello «esaurito» già a metà mattinata, e in provincia di Trapani.

Lo sciopero, proclamato dal sindacato autonomo Trasporti Uniti Sicilia contro l'aumento dei pedaggi sullo Stretto e i ritardi nei pagamenti da parte delle compagnie petrolifere, ha registrato l'adesione di circa l'80% dei 600 autisti di autobotti della regione. Il fermo si concluderà alle 24 di venerdì 21 febbraio.

Code di oltre un'ora davanti agli impianti ancora riforniti, soprattutto lungo viale Regione Siciliana a Palermo. La prefetta di Palermo, Giovanna Raimondi, ha convocato per stamattina un tavolo con sindacati e compagnie petrolifere e ha garantito la precedenza nei rifornimenti per ambulanze, mezzi dei vigili del fuoco e delle forze dell'ordine. L'Amat ha assicurato che i bus urbani circoleranno regolarmente grazie alle scorte del deposito.

«Abbiamo scorte per due giorni al massimo, poi anche i grandi impianti si fermeranno», spiega Salvatore Lo Monaco, presidente di Assopompe Sicilia. «Chiediamo ai cittadini di non fare il pieno per paura: gli accaparramenti svuotano le cisterne ancora più in fretta».

L'associazione Difesa Consumatori Sicilia ha segnalato aumenti fino a 15 centesimi al litro in alcuni self-service della provincia di Catania e ha presentato un esposto alla Procura di Catania.`,
    fonte: 'Giornale di Sicilia',
    link_fonte: 'https://gds.it/articoli/cronaca/2025/02/19/sciopero-autobotti-distributori-a-secco-sicilia-code-palermo-catania-8f21c4b0/',
  },
  cases: [
    {
      id: 's7-sciopero-carburante-01',
      text: `<h2>Sicilia, sciopero delle autobotti: un distributore su tre senza carburante</h2><p>Al terzo giorno di fermo degli autotrasportatori di carburante, in Sicilia circa un impianto su tre è rimasto senza benzina o gasolio: 410 su 1.250, secondo Assopompe Sicilia. Le situazioni peggiori si registrano a Palermo, a Catania e in provincia di Trapani.</p><p>Lo sciopero, proclamato da Trasporti Uniti Sicilia contro l'aumento dei pedaggi sullo Stretto e i ritardi nei pagamenti delle compagnie petrolifere, ha l'adesione di circa l'80% dei 600 autisti di autobotti dell'isola e finirà alla mezzanotte di venerdì 21 febbraio.</p><p>Il presidente di Assopompe, Salvatore Lo Monaco, chiede di non fare il pieno per paura, perché gli accaparramenti svuotano le cisterne ancora più in fretta.</p>`,
      claims: [],
    },
    {
      id: 's7-sciopero-carburante-02',
      text: `<h2>Benzina introvabile in Sicilia, la prefetta convoca un tavolo</h2><p>Code di oltre un'ora ai distributori ancora riforniti e cartelli «esaurito» già a metà mattinata: la Sicilia fa i conti con il terzo giorno di sciopero delle autobotti. Ormai metà degli impianti dell'isola è a secco.</p><p>La prefetta di Palermo, Giovanna Raimondi, ha convocato sindacati e compagnie petrolifere, ha disposto il razionamento a 20 litri per auto e ha garantito la precedenza ad ambulanze, vigili del fuoco e forze dell'ordine.</p><p>«Se non si trova un accordo entro venerdì, lo sciopero sarà prolungato a oltranza», ha avvertito il sindacato Trasporti Uniti Sicilia. Nel Catanese, intanto, i rincari arrivano fino a 15 centesimi al litro.</p>`,
      claims: [
        { quote: 'metà degli impianti', class: 'numero' },
        { quote: 'razionamento a 20 litri per auto', class: 'numero' },
        { quote: 'Se non si trova un accordo entro venerdì, lo sciopero sarà prolungato a oltranza', class: 'citazione' },
      ],
    },
    {
      id: 's7-sciopero-carburante-03',
      text: `<p>«Abbiamo scorte per due giorni al massimo, poi anche i grandi impianti si fermeranno». Salvatore Lo Monaco, presidente di Assopompe Sicilia, descrive così la situazione dei distributori nel terzo giorno di sciopero degli autotrasportatori di carburante.</p><p>Ieri sera gli impianti senza benzina o gasolio erano 410 su 1.250. A Palermo, lungo viale Regione Siciliana, si sono formate code di oltre un'ora; alcune stazioni di Palermo e Catania hanno esaurito il carburante già a metà mattinata.</p><p>La prefetta Giovanna Raimondi ha convocato per stamattina un tavolo con sindacati e compagnie petrolifere e ha garantito la precedenza nei rifornimenti ad ambulanze, vigili del fuoco e forze dell'ordine. I bus urbani dell'Amat, invece, circoleranno regolarmente grazie alle scorte del deposito.</p>`,
      claims: [],
    },
    {
      id: 's7-sciopero-carburante-04',
      text: `<h2>Sciopero carburante in Sicilia: cosa succede</h2><ul><li>Fermo degli autisti di autobotti fino a domenica 23 febbraio</li><li>410 distributori a secco su 1.250</li><li>Adesione al 95%</li><li>Rincari fino a 15 centesimi al litro nel Catanese</li></ul><p>Per limitare i disagi, i gestori consigliano di rifornirsi solo quando il serbatoio scende sotto un quarto. L'associazione Difesa Consumatori Sicilia, intanto, ha presentato un esposto alla Procura di Catania sui rincari nei self-service.</p>`,
      claims: [
        { quote: 'domenica 23 febbraio', class: 'numero' },
        { quote: 'Adesione al 95%', class: 'numero' },
        { quote: 'quando il serbatoio scende sotto un quarto', class: 'numero' },
      ],
    },
    {
      id: 's7-sciopero-carburante-05',
      text: `<h2>Pompe chiuse e code: la Sicilia nel terzo giorno di fermo</h2><p>La protesta degli autotrasportatori di carburante siciliani ha due bersagli: l'aumento dei pedaggi sullo Stretto e i pagamenti in ritardo delle compagnie petrolifere. A fermarsi è circa l'80% dei 600 autisti di autobotti della regione, e le conseguenze si vedono: ieri sera 410 impianti su 1.250 erano senza carburante.</p><p>Dall'associazione dei gestori arriva un appello: «Chiediamo ai cittadini di non fare il pieno per paura: gli accaparramenti svuotano le cisterne ancora più in fretta». Nel frattempo l'associazione Difesa Consumatori Sicilia segnala aumenti fino a 15 centesimi al litro in alcuni self-service del Catanese e ha presentato un esposto alla Procura di Catania.</p><p>Il fermo terminerà alle 24 di venerdì 21 febbraio.</p>`,
      claims: [],
    },
  ],
};
export default file;
