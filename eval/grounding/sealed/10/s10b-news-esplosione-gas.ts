import type { CaseFile } from '../../types.ts';

/** News rewrites of a local paper's report on a gas-pipe explosion and a neighbourhood evacuation in Monza. */
const file: CaseFile = {
  source: {
    titolo: "Esplosione di una tubatura del gas a Monza, evacuate 46 famiglie nel quartiere San Fruttuoso",
    testo_originale: `MONZA - Un boato alle 6.40 di ieri mattina ha svegliato il quartiere San Fruttuoso: una condotta del gas a media pressione è esplosa sotto l'asfalto di via Fratelli Bandiera, aprendo una voragine di circa quattro metri di diametro e mandando in frantumi i vetri di diverse abitazioni. Non ci sono feriti gravi: una donna di 71 anni è stata medicata sul posto dal 118 per una lieve ferita a un braccio causata dalle schegge di vetro.

Per precauzione i vigili del fuoco hanno fatto evacuare 46 famiglie, circa 120 persone, residenti in cinque palazzine della via e delle strade vicine. Il Comune ha allestito un punto di accoglienza nella palestra della scuola media Anna Frank, dove la Croce Rossa ha distribuito coperte e colazioni. In serata 31 famiglie sono potute rientrare; le altre 15 trascorreranno la notte in albergo a spese del Comune.

I tecnici della società di distribuzione hanno chiuso il flusso del gas alle 7.25 e lavoreranno per tutta la notte alla riparazione: circa 300 utenze resteranno senza gas almeno fino a domani sera. Via Fratelli Bandiera resterà chiusa al traffico per almeno una settimana.

«È stato come un terremoto, il letto si è spostato», racconta Giulia, residente al civico 12. «Abbiamo preso il cane e siamo scesi in pigiama».

Sulle cause indaga la Procura di Monza. «Al momento l'ipotesi più probabile è un cedimento della condotta, che risale agli anni Settanta», ha spiegato il comandante provinciale dei vigili del fuoco, Marco Bellotti. L'assessora alla Protezione civile, Laura Pirovano, ha annunciato una verifica straordinaria sulle tubature più vecchie del quartiere.`,
    fonte: "Il Giorno",
    link_fonte: "https://www.ilgiorno.it/monza-brianza/cronaca/esplosione-gas-san-fruttuoso-evacuate-famiglie-a3f9c1d2",
  },
  cases: [
    {
      id: 's10b-news-esplosione-gas-01',
      text: "<h2>Monza, esplode una condotta del gas: evacuate 46 famiglie</h2><p>Erano le 6.40 quando un'esplosione sotto l'asfalto di via Fratelli Bandiera ha svegliato il quartiere San Fruttuoso, a Monza. A cedere è stata una condotta del gas a media pressione: si è aperta una voragine larga circa quattro metri e i vetri di diverse case sono andati in frantumi.</p><p>Nessun ferito grave: il 118 ha medicato sul posto una donna di 71 anni, ferita lievemente a un braccio dalle schegge. I vigili del fuoco hanno fatto uscire 46 famiglie, circa 120 persone, da cinque palazzine; in serata 31 sono rientrate, mentre le altre 15 dormiranno in albergo a spese del Comune.</p><p>Il gas è stato chiuso alle 7.25, ma circa 300 utenze ne resteranno prive almeno fino a domani sera. Sulle cause indaga la Procura; per i vigili del fuoco l'ipotesi più probabile è il cedimento di una condotta degli anni Settanta.</p>",
      claims: [],
    },
    {
      id: 's10b-news-esplosione-gas-02',
      text: "<p>Paura all'alba a Monza. Alle 6.40 una condotta del gas è esplosa sotto via Fratelli Bandiera, nel quartiere San Fruttuoso, aprendo una voragine profonda dieci metri. Sei persone sono state accompagnate in ospedale per accertamenti e 46 famiglie hanno dovuto lasciare le loro case.</p><p>«La condotta aveva cinquant'anni e andava sostituita da tempo», ha dichiarato il comandante provinciale dei vigili del fuoco, Marco Bellotti. La Procura di Monza ha aperto un fascicolo per disastro colposo.</p>",
      claims: [
        { quote: 'profonda dieci metri', class: 'numero' },
        { quote: 'Sei persone', class: 'numero' },
        { quote: "La condotta aveva cinquant'anni e andava sostituita da tempo", class: 'citazione' },
        { quote: 'per disastro colposo', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-news-esplosione-gas-03',
      text: "<h2>«Sembrava un terremoto»: la notte degli sfollati di San Fruttuoso</h2><p>«È stato come un terremoto, il letto si è spostato». Così Giulia, che abita al civico 12 di via Fratelli Bandiera, racconta il risveglio di ieri mattina. Lei e il suo cane sono tra le circa 120 persone fatte evacuare dai vigili del fuoco.</p><p>Nella palestra della scuola media Anna Frank la Croce Rossa ha distribuito coperte e colazioni a oltre 200 persone. Le 15 famiglie che non possono ancora rientrare resteranno in albergo, a spese del Comune, per almeno dieci giorni.</p>",
      claims: [
        { quote: 'Sembrava un terremoto', class: 'citazione' },
        { quote: 'oltre 200 persone', class: 'numero' },
        { quote: 'per almeno dieci giorni', class: 'numero' },
      ],
    },
    {
      id: 's10b-news-esplosione-gas-04',
      text: "<p>Dopo l'esplosione di via Fratelli Bandiera, a Monza si torna a parlare delle tubature più vecchie. L'assessora alla Protezione civile Laura Pirovano ha annunciato una verifica straordinaria sulle condotte più datate del quartiere San Fruttuoso, che interesserà circa 15 chilometri di rete.</p><p>Intanto circa 300 utenze restano senza gas almeno fino a domani sera e via Fratelli Bandiera resterà chiusa al traffico per un mese. In Lombardia, negli ultimi cinque anni, si sono registrati 40 incidenti simili.</p>",
      claims: [
        { quote: 'circa 15 chilometri', class: 'numero' },
        { quote: 'per un mese', class: 'numero' },
        { quote: '40 incidenti simili', class: 'numero' },
      ],
    },
  ],
};
export default file;
