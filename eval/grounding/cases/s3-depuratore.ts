import type { CaseFile } from '../types.ts';

/** Reviews of a hand-pump portable water purifier (hollow fibre + activated carbon), modelled on a typical Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `AQUAFORTE Depuratore d'Acqua a Pompa Manuale PF-3, Filtro Portatile 0,1 Micron con Carbone Attivo, 1,2 Litri al Minuto, Rimuove il 99,9999% dei Batteri, per Trekking, Campeggio ed Emergenze`,
    nome_sintetico: `Aquaforte PF-3`,
    specifiche_tecniche: `Marca: Aquaforte
Numero modello articolo: PF-3
Tipo di filtro: Fibra cava in ultrafiltrazione + carbone attivo
Dimensione dei pori: 0,1 Micron
Portata: 1,2 Litri al minuto
Capacità del filtro: 2000 Litri
Peso articolo: 340 Grammi
Materiale: Polipropilene, Acciaio inossidabile
Lunghezza tubo di ingresso: 120 Centimetri
Dimensioni prodotto: 19 x 8 x 6 cm
Colore: Blu`,
    descrizione_generale: `Il depuratore Aquaforte PF-3 permette di ottenere acqua potabile da torrenti, laghi e pozzi pompando a mano. Il sistema a due stadi combina una membrana a fibra cava da 0,1 micron, che trattiene il 99,9999% dei batteri e il 99,9% dei protozoi come Giardia e Cryptosporidium, con una cartuccia di carbone attivo che riduce cloro, cattivi odori e sapori sgradevoli.

Il filtro principale tratta fino a 2000 litri; la cartuccia di carbone va sostituita ogni 400 litri. Il prefiltro galleggiante in acciaio inox evita che sabbia e foglie intasino la membrana. Il filtro si pulisce in controlavaggio con la siringa inclusa, senza attrezzi.`,
    informazioni_articolo: `Peso articolo: 340 g
Numero modello articolo: PF-3
Produttore: Aquaforte Outdoor
Disponibile su Amazon.it a partire dal: 3 marzo 2021
Paese di origine: Cina`,
    contenuto_scatola: `1 x Depuratore a pompa PF-3
1 x Tubo di ingresso con prefiltro galleggiante
1 x Tubo di uscita
1 x Siringa per controlavaggio
1 x Cartuccia di carbone attivo di ricambio
1 x Sacca di trasporto`,
    prezzo_prodotto: 64.9,
    prezzo_originale: 64.9,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's3-depuratore-01',
      text: `<h2>Aquaforte PF-3: acqua potabile a forza di braccia</h2><p>Il PF-3 è un depuratore a pompa manuale che trasforma l'acqua di torrenti, laghi e pozzi in acqua da bere. Lavora in due stadi: una membrana a fibra cava con pori da 0,1 micron trattiene il 99,9999% dei batteri e il 99,9% dei protozoi, tra cui Giardia e Cryptosporidium; poi il carbone attivo riduce cloro, odori e sapori sgradevoli.</p><p>La portata dichiarata è di 1,2 litri al minuto. Il filtro principale dura fino a 2.000 litri, mentre la cartuccia di carbone si cambia ogni 400 litri: nella confezione ce n'è già una di ricambio.</p>`,
      claims: [],
    },
    {
      id: 's3-depuratore-02',
      text: `<h2>In breve</h2><ul><li>Filtrazione a due stadi: ultrafiltrazione a 0,1 µm e carbone attivo</li><li>Portata: 1,2 l/min</li><li>Durata del filtro: 2000 litri (carbone: 400 litri)</li><li>Peso: 340 g</li><li>Tubo di ingresso: 1,2 metri</li></ul><p>Il prefiltro galleggiante in acciaio inox tiene lontane sabbia e foglie, così la membrana non si intasa. Per pulirla si fa un controlavaggio con la siringa fornita, senza bisogno di attrezzi. Il corpo è in polipropilene, di colore blu. Il PF-3 costa 64,90 euro e la valutazione media degli acquirenti è 4,3 su 5.</p>`,
      claims: [],
    },
    {
      id: 's3-depuratore-03',
      text: `<p>Il depuratore Aquaforte PF-3 elimina batteri, protozoi e virus, rendendo sicura anche l'acqua dei fiumi a valle dei centri abitati. La membrana da 0,1 micron è certificata NSF/ANSI 53 e lavora insieme a una cartuccia di carbone attivo che migliora odore e sapore.</p><p>Con una portata di 1,2 litri al minuto e un filtro che tratta fino a 2000 litri, il PF-3 basta per un gruppo o una famiglia. In caso di emergenza, ricordate di calcolare almeno due litri a persona al giorno solo per bere.</p>`,
      claims: [
        { quote: `e virus`, class: 'specifica' },
        { quote: `rendendo sicura anche l'acqua dei fiumi a valle dei centri abitati`, class: 'qualitativa' },
        { quote: `certificata NSF/ANSI 53`, class: 'specifica' },
        { quote: `basta per un gruppo o una famiglia`, class: 'qualitativa' },
        { quote: `almeno due litri a persona al giorno`, class: 'numero' },
      ],
    },
    {
      id: 's3-depuratore-04',
      text: `<h2>Prova sul campo</h2><p>Nel nostro weekend di trekking lungo il Ticino il PF-3 ha fatto il suo dovere. Il prefiltro galleggiante resta in superficie e tiene lontane foglie e sabbia, mentre la pompa richiede uno sforzo minimo anche dopo molti litri.</p><p>La portata arriva a 1,5 litri al minuto e il carbone attivo riduce il sapore di cloro dell'acqua. Con 4,7 stelle su 5 su Amazon, è uno dei depuratori più apprezzati dagli escursionisti.</p>`,
      claims: [
        { quote: `Nel nostro weekend di trekking lungo il Ticino`, class: 'test' },
        { quote: `la pompa richiede uno sforzo minimo anche dopo molti litri`, class: 'qualitativa' },
        { quote: `1,5 litri al minuto`, class: 'numero' },
        { quote: `4,7 stelle su 5`, class: 'valutazione' },
        { quote: `uno dei depuratori più apprezzati dagli escursionisti`, class: 'valutazione' },
      ],
    },
    {
      id: 's3-depuratore-05',
      text: `<h2>Manutenzione e costi</h2><p>Il PF-3 pesa 340 grammi e si ripone nella sua sacca di trasporto. Il tubo di ingresso da 2 metri permette di pescare l'acqua da un pozzo.</p><p>Il filtro principale va sostituito ogni 400 litri, mentre la membrana si pulisce con la siringa per il controlavaggio inclusa. Oggi lo si trova a 49,90 €.</p>`,
      claims: [
        { quote: `2 metri`, class: 'numero' },
        { quote: `Il filtro principale va sostituito ogni 400 litri`, class: 'numero' },
        { quote: `49,90 €`, class: 'prezzo' },
      ],
    },
    {
      id: 's3-depuratore-06',
      text: `<p>Quando l'acqua del rubinetto non è disponibile, un depuratore a pompa permette di attingere da pozzi, laghi e torrenti. L'Aquaforte PF-3 lo fa con un sistema a due stadi: ultrafiltrazione a fibra cava da un decimo di micron e carbone attivo.</p><p>Il prefiltro galleggiante in acciaio inossidabile protegge la membrana da sabbia e foglie. In confezione, oltre al depuratore, ci sono il tubo di ingresso con il prefiltro, quello di uscita, la siringa per il controlavaggio, una cartuccia di carbone di ricambio e la sacca di trasporto. Il prezzo è di 64,90 €.</p>`,
      claims: [],
    },
  ],
};
export default file;
