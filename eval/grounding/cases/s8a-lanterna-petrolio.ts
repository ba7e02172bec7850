import type { CaseFile } from '../types.ts';

/** Reviews of a kerosene hurricane lantern, modelled on an Amazon.it "lanterna a petrolio" listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Fiammalta Lanterna a Petrolio Tipo Hurricane, Lampada a Cherosene in Acciaio Zincato con Globo in Vetro, Stoppino in Cotone, Serbatoio da 0,45 L, per Campeggio, Giardino ed Emergenze Blackout, Rosso`,
    nome_sintetico: `Fiammalta FH-276`,
    specifiche_tecniche: `Marca: Fiammalta\nColore: Rosso\nMateriale: Acciaio zincato, Vetro\nDimensioni prodotto: 16 x 14 x 30,5 cm\nPeso articolo: 620 Grammi\nCapacità: 0,45 Litri\nTipo di combustibile: Cherosene\nStoppino: Cotone, 12 mm\nDurata di funzionamento: 15 Ore\nNumero modello articolo: FH-276\nTipo di montaggio: Appeso, Da tavolo\nUtilizzo interno/esterno: Esterno`,
    descrizione_generale: `La lanterna Fiammalta FH-276 segue il classico schema "hurricane" a tiraggio freddo: l'aria entra dai tubi laterali e alimenta la fiamma, che resta accesa anche con vento moderato. Il serbatoio da 0,45 litri, riempito di cherosene o petrolio per lampade, garantisce fino a 15 ore di luce con la fiamma regolata al minimo.\n\nLa rotella laterale alza e abbassa lo stoppino in cotone da 12 mm per regolare l'intensità; una leva solleva il globo in vetro per accendere senza smontare nulla. Il corpo in acciaio zincato verniciato rosso ha un manico superiore per appenderla e una base piatta per appoggiarla sul tavolo. Solo per uso all'aperto o in ambienti ben ventilati. Non usare benzina o alcol.`,
    informazioni_articolo: `ASIN: B0B9TR4L2X\nProduttore: Fiammalta\nDimensioni del collo: 18 x 17 x 32 cm; 850 grammi\nData di disponibilità: 2 settembre 2022\nRecensioni dei clienti: 4,3 su 5 stelle (612 voti)`,
    contenuto_scatola: `1 x Lanterna a petrolio FH-276\n1 x Stoppino di ricambio\nIstruzioni d'uso`,
    prezzo_prodotto: 24.9,
    prezzo_originale: 24.9,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's8a-lanterna-petrolio-01',
      text: `<h2>Fiammalta FH-276: la luce che non dipende dalla rete</h2><p>Quando salta la corrente, una lanterna a petrolio è un'alternativa che non ha bisogno né di prese né di batterie. La Fiammalta FH-276 riprende il classico design hurricane: corpo in acciaio zincato verniciato di rosso, globo in vetro e manico per appenderla.</p><p>Il serbatoio contiene 0,45 litri di cherosene e, secondo il produttore, assicura fino a 25 ore di luce. Abbiamo lasciato la lanterna accesa in veranda per un'intera serata di temporale e la fiamma non ha mai vacillato. Il globo è in vetro borosilicato temperato, quindi regge bene gli sbalzi termici.</p>`,
      claims: [
        { quote: 'fino a 25 ore', class: 'numero' },
        { quote: `Abbiamo lasciato la lanterna accesa in veranda per un'intera serata di temporale`, class: 'test' },
        { quote: 'vetro borosilicato temperato', class: 'specifica' },
        { quote: 'regge bene gli sbalzi termici', class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-lanterna-petrolio-02',
      text: `<h2>Come funziona e quanto dura</h2><p>La FH-276 è una lanterna a tiraggio freddo: l'aria entra dai tubi laterali e alimenta la fiamma, che così resta accesa anche con un vento moderato. Nel serbatoio stanno poco meno di mezzo litro di cherosene o petrolio per lampade, sufficienti per un massimo di 15 ore con la fiamma al minimo.</p><p>L'intensità si regola con la rotella laterale, che alza o abbassa lo stoppino di cotone da 12 millimetri; per accendere basta sollevare il globo con l'apposita leva. Alta una trentina di centimetri e pesante 620 grammi, si appende dal manico o si appoggia sulla base piatta. In confezione c'è anche uno stoppino di ricambio.</p><p>Due avvertenze del produttore: niente benzina né alcol, e solo all'aperto o in locali ben ventilati. Costa 24,90 €.</p>`,
      claims: [],
    },
    {
      id: 's8a-lanterna-petrolio-03',
      text: `<p>Tra le lanterne hurricane economiche, la Fiammalta FH-276 è probabilmente la più curata nelle finiture. Ecco i dati principali:</p><ul><li>Capacità del serbatoio: 0,45 l</li><li>Peso: 620 g</li><li>Stoppino: cotone, 12 mm</li><li>Autonomia: fino a 15 ore</li><li>Luminosità: equivalente a una lampadina da 40 W</li></ul><p>Con 4,7 stelle su oltre 600 recensioni, è una delle lanterne a cherosene meglio accolte dagli acquirenti. Il prezzo è di 24,90 €, ma spesso la si trova scontata a 19 €.</p>`,
      claims: [
        { quote: 'la più curata nelle finiture', class: 'qualitativa' },
        { quote: 'equivalente a una lampadina da 40 W', class: 'numero' },
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: 'una delle lanterne a cherosene meglio accolte dagli acquirenti', class: 'valutazione' },
        { quote: 'scontata a 19 €', class: 'prezzo' },
      ],
    },
    {
      id: 's8a-lanterna-petrolio-04',
      text: `<h2>Un classico, con qualche limite</h2><p>La lanterna Fiammalta funziona con cherosene o petrolio per lampade e si accende senza smontare nulla: una leva solleva il globo, si avvicina la fiamma allo stoppino e lo si riabbassa. Il serbatoio da 0,45 litri è a tenuta stagna, quindi si può trasportare piena nel bagagliaio senza perdite.</p><p>Il limite è l'uso interno: il produttore la indica per l'esterno o per ambienti ben ventilati. Per il giardino, il campeggio o un blackout passato sul balcone è invece una soluzione pratica, e con la fiamma al minimo consuma circa 50 ml di cherosene l'ora.</p><p>Rossa, in acciaio zincato, pesa 620 grammi ed è coperta da una garanzia di 3 anni.</p>`,
      claims: [
        { quote: 'a tenuta stagna', class: 'specifica' },
        { quote: 'si può trasportare piena nel bagagliaio senza perdite', class: 'qualitativa' },
        { quote: 'circa 50 ml di cherosene l\'ora', class: 'numero' },
        { quote: 'garanzia di 3 anni', class: 'numero' },
      ],
    },
    {
      id: 's8a-lanterna-petrolio-05',
      text: `<p>In un kit per i blackout la Fiammalta FH-276 ha un vantaggio preciso: non ha batterie da scaricare. Ogni tanto va sostituito lo stoppino, e nella confezione ne trovate due di ricambio.</p><p>Le specifiche: 16 x 14 x 30,5 cm, 620 grammi, serbatoio da 0,45 litri. La fiamma, regolabile con la rotella laterale, produce circa 60 lumen al massimo.</p><p>Un consiglio: conservate sempre almeno due litri di combustibile di scorta. A 24,90 € costa meno di una buona torcia ricaricabile.</p>`,
      claims: [
        { quote: 'due di ricambio', class: 'numero' },
        { quote: 'circa 60 lumen', class: 'numero' },
        { quote: 'almeno due litri di combustibile di scorta', class: 'numero' },
        { quote: 'costa meno di una buona torcia ricaricabile', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
