import type { CaseFile } from '../types.ts';

/** Reviews of a 5 cm self-inflating camping mattress, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Valtrek Materassino Autogonfiante da Campeggio 5 cm, Materassino Isolante con Valvola a Due Vie, Compatto e Leggero, 190 x 60 cm, Verde Oliva",
    nome_sintetico: "Valtrek Materassino Autogonfiante 5 cm",
    specifiche_tecniche: "Marca: Valtrek\nColore: Verde oliva\nMateriale: Poliestere 75D con rivestimento in TPU, schiuma PU a celle aperte\nDimensioni da gonfio: 190 x 60 x 5 cm\nDimensioni da arrotolato: 62 x 18 cm\nPeso articolo: 1,45 Chilogrammi\nValore R: 3,2\nCarico massimo: 120 Chilogrammi\nTipo di valvola: Valvola a due vie in ottone\nStagione: 3 stagioni",
    descrizione_generale: "Apri la valvola e lascia lavorare la schiuma: in circa 3 minuti il materassino Valtrek si gonfia da solo, poi bastano due o tre soffi per la rigidità che preferisci. Lo spessore di 5 cm e il valore R di 3,2 isolano dal terreno freddo nelle notti di primavera, estate e autunno.\nLa superficie in poliestere 75D con spalmatura in TPU resiste all'abrasione, mentre i bottoni laterali permettono di agganciare due materassini per formare un letto doppio. Arrotolato occupa 62 x 18 cm e si ripone nella sacca a compressione inclusa, con due cinghie per fissarlo allo zaino.",
    informazioni_articolo: "Numero modello articolo: VT-SIM50\nProduttore: Valtrek Outdoor\nPeso articolo: 1,45 Chilogrammi\nDimensioni del collo: 64 x 20 x 20 cm\nData di disponibilità: 4 aprile 2022",
    contenuto_scatola: "Materassino autogonfiante\nSacca a compressione\n2 cinghie di fissaggio\nKit di riparazione con 3 toppe",
    prezzo_prodotto: 44.9,
    prezzo_originale: 44.9,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's6a-materassino-01',
      text: `<p>Chi dorme in tenda sa quanto conti isolarsi dal terreno freddo. Il <strong>Valtrek Materassino Autogonfiante 5 cm</strong> affronta il problema con cinque centimetri di schiuma e un valore R di 3,2, pensato per l'uso in tre stagioni.</p><p>Il gonfiaggio è quasi automatico: si apre la valvola in ottone, si aspettano circa tre minuti e si completa con un paio di soffi. Da gonfio misura 190 per 60 cm; arrotolato si riduce a un cilindro di 62 x 18 cm che entra nella sacca a compressione. Pesa poco meno di un chilo e mezzo e regge fino a 120 kg. Costa 44,90 €.</p>`,
      claims: [],
    },
    {
      id: 's6a-materassino-02',
      text: `<h2>Comodo anche per chi dorme sul fianco</h2><p>L'abbiamo usato per dieci notti tra Dolomiti e Appennino, e il Valtrek ci ha sorpreso: i 5 cm di schiuma bastano anche a chi dorme sul fianco, senza che l'anca tocchi terra. Il valore R di 3,2 lo rende adatto perfino alle uscite invernali su neve.</p><p>Arrotolato sta in 62 x 18 cm e pesa appena 900 grammi. I bottoni laterali permettono di unire due materassini per creare un letto doppio.</p>`,
      claims: [
        { quote: "L'abbiamo usato per dieci notti tra Dolomiti e Appennino", class: 'test' },
        { quote: 'bastano anche a chi dorme sul fianco', class: 'qualitativa' },
        { quote: 'adatto perfino alle uscite invernali su neve', class: 'qualitativa' },
        { quote: '900 grammi', class: 'numero' },
      ],
    },
    {
      id: 's6a-materassino-03',
      text: `<p>Sulla carta il Valtrek VT-SIM50 ha tutto quello che serve: tessuto in nylon ripstop 40D, schiuma a celle aperte e una valvola a due vie in ottone. In dotazione ci sono la sacca a compressione, due cinghie e un kit di riparazione con cinque toppe.</p><p>Il carico massimo dichiarato è di 120 kg, e il modello ha una media di 4,7 su 5 su Amazon ed è il più venduto della sua categoria.</p>`,
      claims: [
        { quote: 'nylon ripstop 40D', class: 'specifica' },
        { quote: 'cinque toppe', class: 'numero' },
        { quote: '4,7 su 5', class: 'valutazione' },
        { quote: 'il più venduto della sua categoria', class: 'valutazione' },
      ],
    },
    {
      id: 's6a-materassino-04',
      text: `<h2>Domande rapide sul Valtrek 5 cm</h2><p><strong>Si gonfia davvero da solo?</strong> Sì: aperta la valvola, la schiuma richiama aria e in circa tre minuti il materassino prende forma. Per renderlo più rigido bastano due o tre soffi.</p><p><strong>Si può usare in coppia?</strong> I bottoni sui lati consentono di agganciarne due e ottenere un letto doppio.</p><p><strong>Quanto resiste?</strong> La superficie in poliestere 75D spalmata in TPU è pensata per resistere all'abrasione, e in confezione c'è un kit di riparazione con tre toppe.</p><p><strong>Quanto costa?</strong> 44,90 euro, con una valutazione di 4,3 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's6a-materassino-05',
      text: `<h2>Un materassino anche per il kit d'emergenza</h2><p>Non serve solo in campeggio: arrotolato nella sua sacca, il Valtrek trova posto nel bagagliaio o in cantina, pronto per una notte fuori casa. Da gonfio misura 190 x 60 cm con 5 cm di spessore, e si gonfia da solo in meno di un minuto.</p><p>Il valore R di 3,2 isola il doppio di un comune materassino in schiuma, e la valvola in ottone è più affidabile di quelle in plastica della concorrenza. Oggi costa 44,90 €, scontato rispetto ai 59,90 € di listino.</p>`,
      claims: [
        { quote: 'in meno di un minuto', class: 'numero' },
        { quote: 'isola il doppio di un comune materassino in schiuma', class: 'qualitativa' },
        { quote: 'più affidabile di quelle in plastica della concorrenza', class: 'qualitativa' },
        { quote: '59,90 €', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
