import type { CaseFile } from '../../types.ts';

/** Reviews of a 50-litre roll-top waterproof duffel for evacuation, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Idrasac Evac 50 Borsone Impermeabile Roll-Top 50 Litri con Spallacci Removibili, PVC Tarpaulin 500D, Arancione Alta Visibilità con Bande Riflettenti, per Evacuazione, Kayak, Moto e Campeggio",
    nome_sintetico: "Idrasac Evac 50",
    specifiche_tecniche: `Marca: Idrasac
Nome modello: Evac 50
Capacità: 50 Litri
Materiale: PVC tarpaulin 500D
Chiusura: roll-top con fibbia
Cuciture: saldate ad alta frequenza
Grado di protezione: IPX6
Spallacci: imbottiti, removibili
Maniglie: 2 laterali
Tasca esterna: con zip impermeabile
Cinghie di compressione: 2
Dimensioni prodotto: 65 x 33 x 33 cm
Peso articolo: 1,3 Chilogrammi
Colore: Arancione con bande riflettenti`,
    descrizione_generale: `Evac 50 è il borsone pensato per quando bisogna lasciare casa in fretta: documenti, vestiti, farmaci e scorte restano all'asciutto sotto la pioggia battente, su una barca o sul portapacchi della moto. Il PVC tarpaulin 500D con cuciture saldate ad alta frequenza e la chiusura roll-top, arrotolata almeno tre volte e fissata con la fibbia, proteggono il contenuto da pioggia e spruzzi; il borsone non è adatto all'immersione prolungata.

L'arancione ad alta visibilità e le bande riflettenti ti rendono facile da individuare anche di notte. Si porta a zaino con gli spallacci imbottiti, a mano con le due maniglie laterali o a tracolla. La tasca esterna con zip impermeabile tiene a portata di mano chiavi e telefono. Il fondo è rinforzato con un doppio strato di tessuto.`,
    informazioni_articolo: `Produttore: Idrasac
Numero modello articolo: IDR-EVAC50-OR
Volume: 50 Litri
Garanzia: 2 anni`,
    contenuto_scatola: `1 borsone Evac 50
2 spallacci imbottiti removibili
1 tracolla regolabile`,
    prezzo_prodotto: 39.99,
    prezzo_originale: 39.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's10b-borsone-stagno-01',
      text: "<p>Quando si deve lasciare casa in fretta, serve una borsa che tenga all'asciutto l'essenziale. L'<strong>Idrasac Evac 50</strong> è un borsone roll-top da 50 litri in PVC tarpaulin 500D, con cuciture saldate ad alta frequenza e grado di protezione IPX6: arrotolando la chiusura almeno tre volte, documenti, vestiti e farmaci restano asciutti anche sotto la pioggia battente. Non va però immerso a lungo.</p><p>Si porta in tre modi, a zaino con gli spallacci imbottiti, a mano con le due maniglie o a tracolla, e l'arancione con bande riflettenti lo rende facile da individuare anche di notte. Misura 65 x 33 x 33 cm, pesa 1,3 kg e ha il fondo rinforzato a doppio strato.</p><p>Prezzo: 39,99 euro, con una media di 4,4 stelle.</p>",
      claims: [],
    },
    {
      id: 's10b-borsone-stagno-02',
      text: "<h2>Cosa ci entra</h2><p>Nei 50 litri dell'Evac 50 abbiamo fatto stare il kit completo per una famiglia di quattro persone per 72 ore: acqua, cibo, torcia, radio, farmaci e un cambio per tutti.</p><p>Il PVC 500D ha cuciture saldate, non cucite, e la chiusura roll-top con fibbia garantisce la piena impermeabilità anche in immersione fino a 1 metro. Il peso a vuoto è di appena 900 grammi, e la tasca esterna con zip impermeabile tiene a portata di mano chiavi e telefono.</p>",
      claims: [
        { quote: 'abbiamo fatto stare il kit completo per una famiglia di quattro persone per 72 ore', class: 'test' },
        { quote: 'anche in immersione fino a 1 metro', class: 'qualitativa' },
        { quote: '900 grammi', class: 'numero' },
      ],
    },
    {
      id: 's10b-borsone-stagno-03',
      text: "<p>Arancione ad alta visibilità, bande riflettenti e 50 litri di capacità: l'Idrasac Evac 50 si fa notare anche di notte ed è il borsone stagno più capiente della sua fascia di prezzo.</p><ul><li>Cuciture saldate ad alta frequenza</li><li>Protezione IPX6 da pioggia e spruzzi</li><li>Spallacci imbottiti con cinghia pettorale e fascia lombare</li><li>Tasca esterna con zip impermeabile</li><li>Tracolla regolabile inclusa</li></ul><p>Ha raccolto oltre 2.500 valutazioni su Amazon.</p>",
      claims: [
        { quote: 'il borsone stagno più capiente della sua fascia di prezzo', class: 'qualitativa' },
        { quote: 'cinghia pettorale e fascia lombare', class: 'specifica' },
        { quote: 'oltre 2.500 valutazioni', class: 'valutazione' },
      ],
    },
    {
      id: 's10b-borsone-stagno-04',
      text: "<h2>Evac 50, la recensione</h2><p>Dopo una stagione di uscite in kayak sul lago di Garda possiamo dirlo: il contenuto dell'Evac 50 non si è mai bagnato. Il borsone è realizzato in TPU senza ftalati, ha cuciture saldate ad alta frequenza e il fondo rinforzato con un doppio strato di tessuto.</p><p>Gli spallacci imbottiti si staccano quando non servono e ci sono due cinghie di compressione. A 39,99 euro costa circa la metà dei borsoni dei marchi più noti, e la garanzia è di 2 anni.</p>",
      claims: [
        { quote: 'Dopo una stagione di uscite in kayak sul lago di Garda', class: 'test' },
        { quote: 'TPU senza ftalati', class: 'specifica' },
        { quote: 'costa circa la metà dei borsoni dei marchi più noti', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-borsone-stagno-05',
      text: "<p>Per una borsa di evacuazione conviene puntare su un volume tra 40 e 60 litri, e l'Idrasac Evac 50 sta esattamente nel mezzo. Le misure, 65 x 33 x 33 cm, lo fanno rientrare nel bagaglio a mano di molte compagnie aeree, mentre il PVC 500D regge carichi fino a 25 kg.</p><p>La chiusura roll-top va arrotolata almeno tre volte e fissata con la fibbia: così protegge da pioggia e spruzzi, ma non dall'immersione prolungata. L'arancione e le bande riflettenti lo rendono facile da individuare anche di notte.</p>",
      claims: [
        { quote: 'tra 40 e 60 litri', class: 'numero' },
        { quote: 'lo fanno rientrare nel bagaglio a mano di molte compagnie aeree', class: 'qualitativa' },
        { quote: 'fino a 25 kg', class: 'numero' },
      ],
    },
  ],
};
export default file;
