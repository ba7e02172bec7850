import type { CaseFile } from '../types.ts';

/** Reviews of a 650 ml filtering water bottle (hollow fibre + carbon), modelled on an Amazon.it listing of that kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "AQUAVIA Borraccia Filtrante 650 ml con Filtro a Fibra Cava 0,1 Micron, Rimuove il 99,9999% dei Batteri e il 99,9% dei Protozoi, Senza BPA, per Escursionismo, Viaggi ed Emergenze",
    nome_sintetico: "Aquavia borraccia filtrante 650 ml",
    specifiche_tecniche: "Marca: Aquavia\nCapacità: 650 Millilitri\nMateriale del corpo: Polipropilene senza BPA\nTipo di filtro: Fibra cava + carbone attivo\nDimensione dei pori: 0,1 Micron\nDurata del filtro: 1500 Litri\nColore: Blu petrolio\nPeso articolo: 190 Grammi\nDimensioni articolo L x P x H: 7,5 x 7,5 x 23 centimetri",
    descrizione_generale: "Trasforma l'acqua di torrenti, laghi e fontane in acqua da bere: il filtro a fibra cava da 0,1 micron della borraccia Aquavia trattiene il 99,9999% dei batteri (tra cui E. coli e salmonella) e il 99,9% dei protozoi come giardia e cryptosporidium, mentre lo stadio a carbone attivo riduce cloro, cattivi odori e sapori.\n\nBasta riempirla, avvitare il tappo e bere dal beccuccio. Il filtro tratta fino a 1500 litri prima di dover essere sostituito e non richiede pile né tempi di attesa. Attenzione: il filtro non rimuove virus, metalli pesanti né sostanze chimiche disciolte, e non va usato con acqua salata.",
    informazioni_articolo: "Numero modello articolo: AQV-650F\nProduttore: Aquavia Outdoor\nPaese di origine: Cina\nData di disponibilità del prodotto: 3 febbraio 2023",
    contenuto_scatola: "1 borraccia da 650 ml\n1 filtro a fibra cava con carbone attivo (preinstallato)\n1 cordino da polso",
    prezzo_prodotto: 34.9,
    prezzo_originale: 39.9,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's5-borraccia-filtrante-01',
      text: "<h2>Aquavia 650 ml: bere dal torrente senza pensieri</h2><p>La borraccia filtrante Aquavia fa il lavoro nel momento stesso in cui si beve: si riempie a un torrente, a un lago o a una fontana, si avvita il tappo e si aspira dal beccuccio, senza pile e senza attese. Il cuore è un filtro a fibra cava con pori da un decimo di micron, che trattiene il 99,9999% dei batteri e il 99,9% dei protozoi, seguito da uno stadio a carbone attivo che attenua cloro, odori e sapori sgradevoli.</p><p>Il corpo è in polipropilene senza BPA, contiene 650 ml e pesa 190 grammi. Il filtro, già montato alla consegna, va cambiato dopo circa 1.500 litri.</p>",
      claims: [],
    },
    {
      id: 's5-borraccia-filtrante-02',
      text: "<p>L'abbiamo riempita direttamente da un torrente in Valle d'Aosta e l'acqua è uscita limpida e senza retrogusto. Il filtro a fibra cava da 0,1 micron blocca batteri e protozoi e, secondo il produttore, rimuove anche i virus, il che la rende adatta pure ai viaggi in paesi a rischio.</p><p>La durata è uno dei suoi punti di forza: il filtro tratta fino a 3.000 litri prima della sostituzione. Peso contenuto, 190 grammi, e capienza di 650 ml.</p>",
      claims: [
        { quote: "L'abbiamo riempita direttamente da un torrente in Valle d'Aosta", class: 'test' },
        { quote: 'rimuove anche i virus', class: 'specifica' },
        { quote: '3.000 litri', class: 'numero' },
      ],
    },
    {
      id: 's5-borraccia-filtrante-03',
      text: "<h2>Come si usa, e cosa non fa</h2><p>L'uso è istantaneo: si riempie, si chiude e si beve. Niente pastiglie, nessuna attesa, nessuna batteria da ricaricare.</p><ul><li><strong>Trattiene</strong> batteri come E. coli e salmonella (99,9999%) e protozoi come giardia e cryptosporidium (99,9%).</li><li><strong>Riduce</strong> cloro, cattivi odori e sapori grazie al carbone attivo.</li><li><strong>Non rimuove</strong> virus, metalli pesanti e sostanze chimiche disciolte.</li><li><strong>Non va usata</strong> con acqua di mare.</li></ul><p>Compreso nella confezione c'è un cordino da polso, utile per tenerla a portata di mano.</p>",
      claims: [],
    },
    {
      id: 's5-borraccia-filtrante-04',
      text: "<p>Con 190 grammi è la borraccia filtrante più leggera della categoria, e il filtro, certificato NSF/ANSI 53, garantisce una portata di 1 litro al minuto: si beve senza dover aspirare con forza. Il polipropilene senza BPA del corpo è morbido e si comprime con una mano.</p><p>Lo stadio a carbone attivo attenua il sapore di cloro dell'acqua delle fontane, un dettaglio che chi viaggia molto apprezzerà.</p>",
      claims: [
        { quote: 'la borraccia filtrante più leggera della categoria', class: 'qualitativa' },
        { quote: 'NSF/ANSI 53', class: 'specifica' },
        { quote: '1 litro al minuto', class: 'numero' },
        { quote: 'è morbido e si comprime con una mano', class: 'qualitativa' },
      ],
    },
    {
      id: 's5-borraccia-filtrante-05',
      text: "<h2>Perché tenerla nello zaino d'emergenza</h2><p>Quando l'acquedotto si ferma, l'acqua potabile diventa una priorità: la regola è calcolarne almeno due litri a persona ogni giorno. La Aquavia non sostituisce le scorte, ma permette di rendere bevibile l'acqua di fiumi e laghi.</p><p>Su Amazon è tra gli articoli più acquistati della sua categoria, con oltre 10.000 unità vendute nell'ultimo mese, e oggi costa 29,90 €. Il filtro dura fino a 1500 litri.</p>",
      claims: [
        { quote: 'almeno due litri a persona ogni giorno', class: 'numero' },
        { quote: 'tra gli articoli più acquistati della sua categoria', class: 'valutazione' },
        { quote: "oltre 10.000 unità vendute nell'ultimo mese", class: 'valutazione' },
        { quote: '29,90 €', class: 'prezzo' },
      ],
    },
    {
      id: 's5-borraccia-filtrante-06',
      text: "<h2>Il giudizio</h2><p>Per 34,90 euro, cinque in meno dei 39,90 di listino, la Aquavia offre un sistema di filtraggio completo in una borraccia da 650 millilitri che pesa meno di due etti. Il filtro tratta un volume d'acqua di millecinquecento litri prima della sostituzione, e la valutazione media degli acquirenti si ferma a 4,3 su 5.</p><p>Va scelta sapendo cosa può fare: contro batteri e protozoi è efficace, contro virus, metalli pesanti e sostanze chimiche no. Per escursionismo, viaggi ed emergenze, gli usi per cui è nata, ha senso; per l'acqua salata non è la soluzione.</p>",
      claims: [],
    },
  ],
};
export default file;
