import type { CaseFile } from '../types.ts';

/**
 * Passages of a buying guide on drinking water for emergencies (a 20-litre jerrycan, purification
 * tablets, a filter bottle), modelled on Amazon.it listings. Written for the fourth round
 * (precision): ratings compared across the products, specifications one product's data names,
 * quantities in other units; wrong ones among them.
 */
const file: CaseFile = {
  titolo: 'Acqua potabile in emergenza: tanica, pastiglie e borraccia filtrante',
  products: [
    {
      nome_prodotto: 'IDROSCORTA Tanica per Acqua Potabile 20 Litri con Rubinetto, HDPE Alimentare senza BPA, Impilabile, Blu',
      nome_sintetico: 'Tanica IDROSCORTA 20 L',
      specifiche_tecniche: [
        'Capacità: 20 litri',
        'Materiale: HDPE per uso alimentare, senza BPA',
        'Rubinetto: svitabile, con sfiato',
        'Dimensioni prodotto: 38 x 28 x 24 cm',
        'Peso articolo: 1,1 Chilogrammi',
        'Impilabile: sì',
      ].join('\n'),
      descrizione_generale:
        'Venti litri d’acqua potabile in una tanica impilabile con rubinetto svitabile e sfiato per un flusso regolare. Il polietilene ad alta densità (HDPE) per alimenti non contiene BPA.',
      informazioni_articolo: ['Marca: Idroscorta', 'Numero modello articolo: IS-20', 'Colore: Blu'].join('\n'),
      contenuto_scatola: ['Tanica', 'Rubinetto', 'Tappo di ricambio'].join('\n'),
      prezzo_prodotto: 17.9,
      prezzo_originale: 17.9,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: 'AQUAPURA Pastiglie Potabilizzanti per Acqua, 100 Compresse al Biossido di Cloro, 1 Compressa per 1 Litro, Efficaci in 30 Minuti',
      nome_sintetico: 'Pastiglie AQUAPURA (100 compresse)',
      specifiche_tecniche: [
        'Principio attivo: biossido di cloro',
        'Numero di pezzi: 100',
        'Dosaggio: 1 compressa per 1 litro d’acqua',
        'Tempo di azione: 30 minuti (4 ore per acqua torbida o fredda)',
        'Confezione: 10 blister da 10 compresse',
        'Scadenza: 5 anni dalla produzione',
      ].join('\n'),
      descrizione_generale:
        'Compresse al biossido di cloro per rendere potabile l’acqua di sorgente o di rubinetto in emergenza. Una compressa tratta un litro in 30 minuti; con acqua torbida o fredda attendere 4 ore. I blister da 10 compresse stanno in un portafoglio.',
      informazioni_articolo: ['Marca: Aquapura', 'Numero modello articolo: AP-100', 'Peso articolo: 40 Grammi'].join('\n'),
      contenuto_scatola: '10 blister da 10 compresse',
      prezzo_prodotto: 12.49,
      prezzo_originale: 12.49,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: 'FILTRUM Borraccia Filtrante 650 ml con Filtro a Fibra Cava 0,1 Micron, 1500 Litri, Senza BPA, per Trekking ed Emergenza',
      nome_sintetico: 'Borraccia FILTRUM 650 ml',
      specifiche_tecniche: [
        'Capacità: 650 millilitri',
        'Filtro: membrana a fibra cava da 0,1 micron con carbone attivo',
        'Durata del filtro: fino a 1500 litri',
        'Rimuove: 99,9999% di batteri e 99,9% di protozoi',
        'Materiale: Tritan senza BPA',
        'Peso articolo: 190 Grammi',
      ].join('\n'),
      descrizione_generale:
        'Si riempie da un torrente o da una fontana e si beve subito: il filtro a fibra cava da 0,1 micron trattiene batteri e protozoi e il carbone attivo riduce odori e sapori. Un filtro dura fino a 1500 litri.',
      informazioni_articolo: ['Marca: Filtrum', 'Numero modello articolo: FT-650', 'Colore: Grigio'].join('\n'),
      contenuto_scatola: ['Borraccia con filtro', 'Tappo con beccuccio', 'Moschettone'].join('\n'),
      prezzo_prodotto: 29.99,
      prezzo_originale: 34.99,
      prezzo_scontato: 29.99,
      valutazione_prodotto: 4.7,
    },
  ],
  cases: [
    {
      id: 'r4p-guida-acqua-scorte-01',
      text: '<h2>Tre modi per avere acqua sicura</h2><p>Una tanica per la scorta, le pastiglie per rendere potabile l’acqua che si trova e una borraccia filtrante per chi deve spostarsi. Sono tutti e tre sopra quota quattro su Amazon: 4,4 le pastiglie, 4,5 la tanica e 4,7 la borraccia Filtrum, la più apprezzata del gruppo. In tutto si spendono circa 60 euro.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-acqua-scorte-02',
      text: '<h2>Tanica IDROSCORTA 20 L</h2><p>Venti litri in HDPE alimentare senza BPA, con rubinetto svitabile e sfiato: piena pesa oltre venti chili, quindi conviene tenerla in basso. Da vuota pesa 1,1 kg e misura 38 x 28 x 24 cm. Quattro stelle e mezza su Amazon per 17,90 euro.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-acqua-scorte-03',
      text: '<h2>Pastiglie AQUAPURA</h2><p>Cento compresse al biossido di cloro, in dieci blister da dieci: una per litro, e dopo mezz’ora l’acqua si beve. Con acqua torbida o fredda si aspettano quattro ore. Una confezione tratta cento litri e si conserva cinque anni. Valutazione media 4,4, prezzo 12,49 €.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-acqua-scorte-04',
      text: '<h2>Borraccia FILTRUM</h2><p>La migliore valutazione della guida, 4,7 su 5, va alla borraccia: il filtro a fibra cava da un decimo di micron, con carbone attivo, trattiene il 99,9999% dei batteri e dura fino a 1.500 litri. Contiene 650 ml e pesa 190 grammi. Oggi è scontata a 29,99 € dai 34,99 € di listino.</p>',
      claims: [],
    },
    {
      id: 'r4p-guida-acqua-scorte-05',
      text: '<p>La tanica Idroscorta è la più votata della guida, con 4,8 stelle, e le pastiglie Aquapura agiscono in dieci minuti. La borraccia Filtrum ha un filtro da 0,01 micron che elimina anche i virus e costa 24,99 €.</p>',
      claims: [
        { quote: 'la più votata della guida', class: 'valutazione' },
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'dieci minuti', class: 'numero' },
        { quote: '0,01 micron', class: 'numero' },
        { quote: 'elimina anche i virus', class: 'specifica' },
        { quote: '24,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'r4p-guida-acqua-scorte-06',
      text: '<h2>Quale scegliere</h2><p>Per la casa, la tanica con il suo rubinetto; per lo zaino, la borraccia, con il suo filtro da 1.500 litri e i suoi 190 grammi. Le pastiglie, 40 grammi in tutto, stanno ovunque. Le valutazioni, tra 4,4 e 4,7, dicono che nessuna delle tre delude.</p>',
      claims: [],
    },
  ],
};
export default file;
