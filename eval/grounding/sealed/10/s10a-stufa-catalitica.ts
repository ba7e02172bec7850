import type { CaseFile } from '../../types.ts';

/** Reviews of a portable catalytic butane heater for tents and ventilated rooms, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Calorex Stufa Catalitica a Gas Butano Portatile 1500 W, Riscaldatore da Campeggio per Tenda, Camper e Interni Ventilati, con Sensore di Ossigeno ODS e Spegnimento Anti-Ribaltamento",
    nome_sintetico: "Calorex CX-CAT15",
    specifiche_tecniche: [
      "Marca: Calorex",
      "Tipo di combustibile: Butano (cartuccia a innesto da 220 g)",
      "Potenza termica: 1500 Watt",
      "Consumo di gas: 109 g/h",
      "Autonomia: circa 2 ore con una cartuccia da 220 g (alla massima potenza)",
      "Superficie riscaldabile: fino a 15 m²",
      "Dispositivi di sicurezza: sensore di ossigeno (ODS), spegnimento automatico in caso di ribaltamento",
      "Tipo di accensione: Piezoelettrica",
      "Materiale: Acciaio verniciato, pannello catalitico in fibra ceramica",
    ].join('\n'),
    descrizione_generale: "La stufa catalitica Calorex scalda per irraggiamento senza fiamma libera: il gas butano reagisce sul pannello catalitico producendo un calore silenzioso, ideale in tenda, in camper, in garage o in casa durante un blackout invernale, purché l'ambiente sia ventilato. Il sensore ODS interrompe l'erogazione del gas se l'ossigeno nella stanza scende sotto la soglia di sicurezza, e il dispositivo anti-ribaltamento la spegne se viene urtata. Si accende con un clic grazie all'accensione piezoelettrica e funziona con le comuni cartucce di butano da 220 g. La maniglia integrata permette di trasportarla facilmente.",
    informazioni_articolo: [
      "Numero modello articolo: CX-CAT15",
      "Dimensioni prodotto: 33 x 22 x 29 cm",
      "Peso articolo: 2,4 Chilogrammi",
      "Certificazione: CE",
    ].join('\n'),
    contenuto_scatola: [
      "1 x Stufa catalitica",
      "1 x Manuale di istruzioni",
      "Cartuccia di gas non inclusa",
    ].join('\n'),
    prezzo_prodotto: 59.9,
    prezzo_originale: 59.9,
    valutazione_prodotto: 4.1,
  },
  cases: [
    {
      id: 's10a-stufa-catalitica-01',
      text: "<h2>Calorex CX-CAT15: calore senza fiamma per tenda e blackout</h2><p>La Calorex funziona per catalisi: il butano reagisce su un pannello in fibra ceramica e produce calore per irraggiamento, senza fiamma libera e in silenzio. La potenza è di 1,5 kW, sufficiente per ambienti fino a una quindicina di metri quadrati, e con una cartuccia da 220 grammi si scalda per circa due ore al massimo.</p><p>Sul fronte sicurezza ci sono il sensore ODS, che chiude il gas se l'ossigeno nella stanza scende troppo, e il dispositivo anti-ribaltamento. Resta però una regola da non dimenticare: l'ambiente deve essere ventilato.</p><p>Pesa meno di due chili e mezzo, si accende con l'accensione piezoelettrica e costa 59,90 €. La valutazione media degli acquirenti è 4,1 su 5. Attenzione: la cartuccia non è inclusa.</p>",
      claims: [],
    },
    {
      id: 's10a-stufa-catalitica-02',
      text: "<p>Nelle nostre notti in tenda a 1.800 metri di quota la Calorex ha fatto la differenza. Accesa con un clic grazie all'accensione piezoelettrica, porta la tenda a una temperatura confortevole in 5 minuti, senza alcun rumore.</p><p>Il pannello catalitico scalda senza fiamma e non produce monossido di carbonio, quindi si può lasciare accesa tutta la notte. Il sensore ODS e il blocco anti-ribaltamento completano la dotazione di sicurezza.</p><p>Consumo dichiarato: 109 grammi di gas all'ora, con le comuni cartucce di butano da 220 g.</p>",
      claims: [
        { quote: 'Nelle nostre notti in tenda a 1.800 metri di quota', class: 'test' },
        { quote: 'in 5 minuti', class: 'numero' },
        { quote: 'non produce monossido di carbonio', class: 'qualitativa' },
        { quote: 'si può lasciare accesa tutta la notte', class: 'qualitativa' },
      ],
    },
    {
      id: 's10a-stufa-catalitica-03',
      text: "<h2>Scheda tecnica in breve</h2><ul><li>Potenza: 2000 W</li><li>Alimentazione: cartucce di butano da 227 g</li><li>Autonomia: fino a 4 ore per cartuccia</li><li>Superficie riscaldabile: fino a 15 m²</li><li>Sicurezza: sensore ODS e spegnimento anti-ribaltamento</li></ul><p>La Calorex è una stufa compatta (33 x 22 x 29 cm) pensata per tenda, camper, garage e casa durante un blackout invernale, sempre in ambienti ventilati. Oggi si trova a 49,90 €, un prezzo interessante per una stufa catalitica di questa potenza.</p>",
      claims: [
        { quote: '2000 W', class: 'numero' },
        { quote: '227 g', class: 'numero' },
        { quote: 'fino a 4 ore per cartuccia', class: 'numero' },
        { quote: '49,90 €', class: 'prezzo' },
      ],
    },
    {
      id: 's10a-stufa-catalitica-04',
      text: "<p>Tra le stufe catalitiche portatili, la Calorex è la più sicura della sua fascia di prezzo. Oltre al sensore di ossigeno ODS e al dispositivo anti-ribaltamento, è certificata EN 449 e dispone di un termostato regolabile che mantiene costante la temperatura.</p><p>La maniglia integrata permette di spostarla facilmente e l'accensione è piezoelettrica. Con un consumo di 109 g/h, una cartuccia standard da 220 g dura circa due ore alla massima potenza. Gli utenti la premiano con un 4,1 su 5.</p>",
      claims: [
        { quote: 'la più sicura della sua fascia di prezzo', class: 'qualitativa' },
        { quote: 'EN 449', class: 'specifica' },
        { quote: 'termostato regolabile', class: 'specifica' },
      ],
    },
    {
      id: 's10a-stufa-catalitica-05',
      text: "<h2>Vale la pena?</h2><p>Se cercate un riscaldamento d'emergenza che non dipenda dalla rete elettrica, la Calorex CX-CAT15 ha buoni argomenti: 1500 watt di potenza, accensione piezoelettrica, sensore CO integrato e blocco in caso di ribaltamento. Scalda fino a 20 m² e pesa 2,4 kg.</p><p>Non a caso ha già raccolto più di 3.000 valutazioni. Unico appunto: le cartucce di butano vanno comprate a parte.</p>",
      claims: [
        { quote: 'sensore CO integrato', class: 'specifica' },
        { quote: '20 m²', class: 'numero' },
        { quote: 'più di 3.000 valutazioni', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
