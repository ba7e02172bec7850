import type { CaseFile } from '../types.ts';

/** A two-pack of personal straw water filters with a 0,1 micron hollow-fibre membrane, modelled on the listings of Amazon.it. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'LIMPIDA Filtro Acqua Portatile a Cannuccia, Depuratore Personale con Membrana a Fibra Cava da 0,1 Micron, Filtra fino a 1500 Litri, Rimuove il 99,9999% dei Batteri e il 99,999% dei Protozoi, per Escursionismo Campeggio Emergenza, Confezione da 2',
    nome_sintetico: 'Filtro a cannuccia LIMPIDA LP-01',
    specifiche_tecniche: [
      'Tecnologia di filtrazione: membrana a fibra cava (ultrafiltrazione)',
      'Dimensione dei pori: 0,1 Micron',
      'Stadi di filtrazione: 2 (prefiltro in rete + membrana a fibra cava)',
      'Capacità di filtraggio: 1500 Litri per filtro',
      'Riduzione batteri: 99,9999% (E. coli, Salmonella)',
      'Riduzione protozoi: 99,999% (Giardia, Cryptosporidium)',
      'Riduzione microplastiche: 99,9%',
      'Attacco: filettatura per bottiglie standard da 28 mm',
      'Temperatura di conservazione: 0 °C - 50 °C (non congelare dopo l’uso)',
      'Certificazioni: CE, RoHS, materiali conformi FDA per il contatto con alimenti',
      'Senza BPA: Sì',
    ].join('\n'),
    descrizione_generale:
      'Filtro personale a cannuccia con membrana a fibra cava da 0,1 micron: si beve direttamente da fiumi, laghi e torrenti, oppure lo si avvita a una bottiglia standard. Ogni filtro tratta fino a 1500 litri e si pulisce con la siringa per il controlavaggio inclusa. Non elimina virus, metalli pesanti né sostanze chimiche.',
    informazioni_articolo: [
      'Peso articolo: 56 Grammi',
      'Dimensioni prodotto: 22,5 x 2,8 x 2,8 cm',
      'Materiale: ABS alimentare, membrana in PVDF',
      'Colore: Blu',
      'Numero di pezzi: 2',
      'Produttore: LIMPIDA',
      'Numero modello articolo: LP-01',
      'Garanzia: 36 mesi',
    ].join('\n'),
    contenuto_scatola: ['2 filtri a cannuccia', '1 sacca pieghevole da 1 litro', '1 siringa per il controlavaggio', '2 cordini', 'Manuale di istruzioni'].join('\n'),
    prezzo_originale: 24.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 'filtro-01',
      text: '<h2>Il filtro in breve</h2><p>Nella confezione ci sono due filtri LIMPIDA, ciascuno capace di trattare 1.500 litri: in tutto fanno 3000 litri d’acqua. La membrana a fibra cava con pori da 0,1 µm trattiene il 99,9999% dei batteri e il 99,999% dei protozoi come Giardia e Cryptosporidium.</p>',
      claims: [],
    },
    {
      id: 'filtro-02',
      text: '<p>Ogni filtro pesa appena 56 grammi ed è lungo 225 mm. Si avvita alle bottiglie con filettatura standard da 28 mm e si pulisce con la siringa per il controlavaggio inclusa.</p><ul><li>Garanzia: 3 anni</li><li>Senza BPA</li></ul>',
      claims: [],
    },
    {
      id: 'filtro-03',
      text: '<p>Con pori da 0,01 micron e una capacità di 4000 litri per filtro, il LIMPIDA è pensato per chi passa molto tempo all’aperto.</p>',
      claims: [
        { quote: '0,01 micron', class: 'numero' },
        { quote: '4000 litri', class: 'numero' },
      ],
    },
    {
      id: 'filtro-04',
      text: '<p>È certificato NSF/ANSI 53 e, grazie allo stadio a carbone attivo, elimina anche cloro e cattivi odori.</p>',
      claims: [
        { quote: 'certificato NSF/ANSI 53', class: 'specifica' },
        { quote: 'stadio a carbone attivo', class: 'specifica' },
        { quote: 'elimina anche cloro e cattivi odori', class: 'qualitativa' },
      ],
    },
    {
      id: 'filtro-05',
      text: '<p>Rimuove il 99,99% di batteri e protozoi e perfino i virus: una sicurezza in più quando si beve da un torrente di montagna.</p>',
      claims: [
        { quote: '99,99%', class: 'numero' },
        { quote: 'perfino i virus', class: 'qualitativa' },
      ],
    },
    {
      id: 'filtro-06',
      text: '<p>In redazione l’abbiamo usato per un mese di uscite in Appennino, facendo il controlavaggio ogni pochi giorni. A 29 euro la coppia, è un acquisto sensato.</p>',
      claims: [
        { quote: 'In redazione l’abbiamo usato per un mese', class: 'test' },
        { quote: '29 euro', class: 'prezzo' },
      ],
    },
    {
      id: 'filtro-07',
      text: '<p>Ha una media di 4.8/5 su Amazon e oggi costa 19,99 €: per due filtri è un prezzo onesto.</p>',
      claims: [
        { quote: '4.8/5', class: 'valutazione' },
        { quote: '19,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 'filtro-08',
      text: '<p>Si conserva senza problemi tra -10 °C e 50 °C, quindi può restare nello zaino anche d’inverno, e con una sola confezione hai acqua sicura per 4 persone.</p>',
      claims: [
        { quote: '-10 °C', class: 'numero' },
        { quote: 'per 4 persone', class: 'numero' },
      ],
    },
    {
      id: 'filtro-09',
      text: '<p>Il LIMPIDA non elimina virus, metalli pesanti né sostanze chimiche: va usato sull’acqua di fiumi, laghi e torrenti. In confezione trovi anche una sacca pieghevole da un litro, due cordini e la siringa per il controlavaggio.</p>',
      claims: [],
    },
    {
      id: 'filtro-10',
      text: '<p>Mettendolo alla prova su un lungo trekking, il filtro non ha mai perso portata e filtra mezzo litro d’acqua in meno di un minuto.</p>',
      claims: [
        { quote: 'Mettendolo alla prova', class: 'test' },
        { quote: 'mezzo litro d’acqua in meno di un minuto', class: 'numero' },
      ],
    },
  ],
};

export default file;
