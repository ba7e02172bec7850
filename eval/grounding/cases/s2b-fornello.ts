import type { CaseFile } from '../types.ts';

/** Reviews of a portable butane camping stove in a hard case, modelled on Amazon.it listings of 2.2 kW single-burner cartridge stoves. */
const file: CaseFile = {
  product: {
    nome_prodotto: "FIAMMAVIVA Fornello da Campeggio Portatile a Gas Butano 2,2 kW con Accensione Piezoelettrica, Valigetta Rigida, per Cartucce a Baionetta 227 g, Campeggio ed Emergenze",
    nome_sintetico: "Fiammaviva Camp 2200",
    specifiche_tecniche: [
      "Marca: Fiammaviva",
      "Tipo di combustibile: Butano",
      "Potenza termica: 2200 Watt",
      "Consumo di gas: 160 Grammi all'ora",
      "Tipo di accensione: Piezoelettrica",
      "Numero di bruciatori: 1",
      "Materiale: Acciaio verniciato, bruciatore in lega di alluminio",
      "Diametro pentola consigliato: 16-24 Centimetri",
      "Peso articolo: 1,9 Chilogrammi",
      "Dimensioni prodotto: 34 x 27,5 x 8,5 cm",
      "Colore: Nero",
    ].join("\n"),
    descrizione_generale: "Fornello monofiamma da 2,2 kW pensato per campeggio, terrazzo e blackout. Funziona con le comuni cartucce di butano da 227 g con attacco a baionetta (non incluse): una cartuccia dura circa 1 ora e 25 minuti alla massima fiamma. Il dispositivo di sicurezza espelle automaticamente la cartuccia in caso di sovrapressione e la leva di blocco impedisce l'inserimento errato.\nLa manopola regola la fiamma in modo continuo, dal minimo per sobbollire al massimo per portare a ebollizione un litro d'acqua in circa 5 minuti. Si ripone nella sua valigetta rigida in plastica. Solo per uso all'aperto o in ambienti ben ventilati.",
    informazioni_articolo: [
      "Numero modello articolo: FV-C2200",
      "Produttore: Fiammaviva Outdoor",
      "Conformità: EN 521",
      "Cartuccia inclusa: No",
    ].join("\n"),
    contenuto_scatola: [
      "Fornello a gas Fiammaviva Camp 2200",
      "Valigetta rigida di trasporto",
      "Istruzioni in italiano",
    ].join("\n"),
    prezzo_prodotto: 24.9,
    prezzo_originale: 24.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: "s2b-fornello-01",
      text: "<h2>Fiammaviva Camp 2200: il classico fornello in valigetta</h2><p>Quando salta la corrente, un fornello a cartuccia come il Camp 2200 permette di continuare a cucinare. Il bruciatore singolo sviluppa 2,2 kW e, secondo il produttore, porta a bollore un litro d'acqua in circa cinque minuti; la manopola regola la fiamma in modo continuo, dal minimo per sobbollire fino al massimo.</p><p>Si alimenta con le comuni cartucce di butano da 227 grammi con attacco a baionetta, da acquistare a parte: a piena potenza il consumo è di 160 g/h, quindi una cartuccia dura poco meno di un'ora e mezza. Sul fronte sicurezza ci sono la leva di blocco contro l'inserimento sbagliato e l'espulsione automatica della cartuccia in caso di sovrapressione.</p><p>Accensione piezoelettrica, valigetta rigida e conformità alla norma EN 521 completano un prodotto da 24,90 euro. Va usato solo all'aperto o in ambienti ben ventilati.</p>",
      claims: [],
    },
    {
      id: "s2b-fornello-02",
      text: "<p>Durante un blackout di due giorni l'abbiamo usato per preparare tutti i pasti della famiglia: il Fiammaviva Camp 2200 è un fornello monofiamma a butano con accensione piezoelettrica. La potenza di 2200 W è adeguata per pentole da 16 a 24 cm di diametro.</p><p>Il bruciatore in ottone, a fiamma media, fa durare una cartuccia da 227 g circa 3 ore. Ricordate che le cartucce non sono incluse e che il fornello va usato in ambienti ben ventilati.</p>",
      claims: [
        { quote: "l'abbiamo usato per preparare tutti i pasti della famiglia", class: "test" },
        { quote: "bruciatore in ottone", class: "specifica" },
        { quote: "circa 3 ore", class: "numero" },
      ],
    },
    {
      id: "s2b-fornello-03",
      text: "<h2>Quanto costa e a chi conviene</h2><p>Il Fiammaviva Camp 2200 ha un prezzo di listino di 34,90 euro, ma oggi si trova a 24,90 euro: una cifra contenuta per un fornello con accensione piezoelettrica, valigetta rigida e doppio sistema di sicurezza sulla cartuccia. Con i suoi 2,2 kW è più potente della maggior parte dei fornelli in valigetta.</p><p>Da considerare il consumo: alla massima potenza brucia 160 grammi di butano ogni mezz'ora, quindi conviene tenere di scorta qualche cartuccia. Gli oltre 1.200 acquirenti che l'hanno recensito gli danno in media 4,5 stelle su 5.</p>",
      claims: [
        { quote: "34,90 euro", class: "prezzo" },
        { quote: "più potente della maggior parte dei fornelli in valigetta", class: "qualitativa" },
        { quote: "160 grammi di butano ogni mezz'ora", class: "numero" },
        { quote: "oltre 1.200 acquirenti", class: "valutazione" },
      ],
    },
    {
      id: "s2b-fornello-04",
      text: "<p><strong>Si può usare in casa durante un blackout?</strong> Solo in un ambiente ben ventilato: il produttore lo indica per uso all'aperto o in locali con buona aerazione.</p><p><strong>Quali cartucce servono?</strong> Quelle di butano da 227 g con attacco a baionetta, non incluse nella confezione. Alla massima fiamma il fornello ne consuma 160 g all'ora, perciò una cartuccia basta per circa un'ora e 25 minuti.</p><p><strong>Quanto è sicuro?</strong> Una leva di blocco impedisce di inserire la cartuccia in modo errato e, se la pressione sale troppo, il dispositivo la espelle automaticamente. Il modello FV-C2200 è conforme alla norma EN 521.</p><p><strong>Quanto ingombra?</strong> 34 x 27,5 x 8,5 cm per 1,9 kg; per il trasporto c'è una valigetta rigida in plastica.</p>",
      claims: [],
    },
    {
      id: "s2b-fornello-05",
      text: "<h2>Pro e contro del Fiammaviva Camp 2200</h2><p><strong>Pro</strong></p><ul><li>2,2 kW di potenza, adatti a pentole da 16 a 24 cm</li><li>Accensione piezoelettrica e fiamma regolabile in continuo</li><li>Protezione antivento integrata attorno al bruciatore</li><li>Compatibile anche con cartucce in miscela butano/propano</li></ul><p><strong>Contro</strong></p><ul><li>Cartucce da acquistare a parte</li><li>Peso di 1,9 kg</li><li>Dopo una decina di utilizzi la manopola si è leggermente indurita</li></ul>",
      claims: [
        { quote: "Protezione antivento integrata", class: "specifica" },
        { quote: "miscela butano/propano", class: "specifica" },
        { quote: "Dopo una decina di utilizzi la manopola si è leggermente indurita", class: "test" },
      ],
    },
    {
      id: "s2b-fornello-06",
      text: "<p>Pensato per campeggio, terrazzo e blackout, il Fiammaviva Camp 2200 è un fornello monofiamma a butano che si ripone in una valigetta rigida. Il bruciatore da 2200 W porta a bollore un litro d'acqua in meno di 3 minuti, e la regolazione continua consente di passare senza scatti dal fuoco vivo al minimo.</p><p>La scocca è realizzata interamente in acciaio inox, e per iniziare subito a cucinare c'è una cartuccia da 227 g inclusa nella confezione. Il sistema di espulsione automatica in caso di sovrapressione aggiunge un margine di sicurezza.</p><p>Da usare all'aperto o in spazi ben ventilati.</p>",
      claims: [
        { quote: "in meno di 3 minuti", class: "numero" },
        { quote: "interamente in acciaio inox", class: "specifica" },
        { quote: "cartuccia da 227 g inclusa nella confezione", class: "specifica" },
      ],
    },
  ],
};
export default file;
