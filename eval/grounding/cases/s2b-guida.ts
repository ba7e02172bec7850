import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on off-grid cooking (wood, gas and alcohol stoves), modelled on Amazon.it affiliate buying guides. */
const file: CaseFile = {
  titolo: "Cucinare senza corrente",
  products: [
    {
      nome_prodotto: "BRACEVERDE Fornello a Legna Pieghevole in Acciaio Inox 304, Stufa da Campeggio Portatile per Rametti, Pigne e Combustibile Solido, Montaggio Senza Attrezzi, con Sacca in Tela",
      nome_sintetico: "Braceverde fornello a legna pieghevole",
      specifiche_tecniche: [
        "Marca: Braceverde",
        "Materiale: Acciaio inossidabile 304",
        "Tipo di combustibile: Legna, pigne, pastiglie di combustibile solido",
        "Numero di pannelli: 5",
        "Dimensioni da montato: 13 x 13 x 18 cm",
        "Spessore da smontato: 1,5 Centimetri",
        "Peso articolo: 420 Grammi",
        "Carico massimo: 10 Chilogrammi",
        "Colore: Argento",
      ].join("\n"),
      descrizione_generale: "Stufa a legna smontabile: cinque pannelli in acciaio inox 304 si incastrano senza attrezzi in meno di un minuto e formano una camera di combustione che regge pentole fino a 10 kg. Brucia rametti, pigne e foglie secche raccolti sul posto, oppure pastiglie di combustibile solido da appoggiare sull'apposito vassoio: nessuna cartuccia da comprare. Una finestra laterale permette di aggiungere legna senza spostare la pentola. Smontata è spessa 1,5 cm e scivola nella sacca in tela inclusa.",
      informazioni_articolo: [
        "Numero modello articolo: BV-FS13",
        "Produttore: Braceverde",
        "Montaggio richiesto: Sì",
      ].join("\n"),
      contenuto_scatola: [
        "5 pannelli in acciaio inox",
        "Vassoio per combustibile solido",
        "Sacca in tela",
      ].join("\n"),
      prezzo_prodotto: 27.5,
      prezzo_originale: 27.5,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: "ALTOFUOCO Mini Fornello a Gas da Campeggio 3000W con Accensione Piezoelettrica, Attacco a Vite EN417, 88 g, Bracci Pieghevoli, Custodia Rigida",
      nome_sintetico: "Altofuoco AF-M3",
      specifiche_tecniche: [
        "Marca: Altofuoco",
        "Potenza termica: 3000 Watt",
        "Tipo di combustibile: Miscela butano/propano",
        "Tipo di attacco: Valvola a vite EN417",
        "Tipo di accensione: Piezoelettrica",
        "Materiale: Lega di alluminio, acciaio inossidabile",
        "Peso articolo: 88 Grammi",
        "Dimensioni da chiuso: 5,5 x 4 x 8 cm",
        "Diametro massimo pentola: 20 Centimetri",
      ].join("\n"),
      descrizione_generale: "Microfornello da avvitare sulle cartucce con valvola EN417 in miscela butano/propano (non incluse). I tre bracci pieghevoli in acciaio reggono pentolini e padelle fino a 20 cm di diametro; il bruciatore da 3000 W porta a ebollizione un litro d'acqua in circa 3 minuti e mezzo in assenza di vento. Accensione piezo integrata, regolazione della fiamma con manopola a filo e custodia in plastica rigida per proteggerlo nello zaino.",
      informazioni_articolo: [
        "Numero modello articolo: AF-M3",
        "Produttore: Altofuoco Outdoor",
        "Cartuccia inclusa: No",
      ].join("\n"),
      contenuto_scatola: [
        "Mini fornello AF-M3",
        "Custodia in plastica rigida",
      ].join("\n"),
      prezzo_prodotto: 19.99,
      prezzo_originale: 22.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: "SPIRITO OUTDOOR Fornellino ad Alcol in Ottone da 100 ml con Ghiera Regolatrice di Fiamma e Supporto Pentola Pieghevole, Fornello a Spirito per Campeggio ed Emergenze",
      nome_sintetico: "Spirito Outdoor fornellino ad alcol",
      specifiche_tecniche: [
        "Marca: Spirito Outdoor",
        "Materiale: Ottone",
        "Tipo di combustibile: Alcol etilico denaturato",
        "Capacità serbatoio: 100 Millilitri",
        "Autonomia: 25 Minuti",
        "Diametro: 7,5 Centimetri",
        "Altezza: 4,5 Centimetri",
        "Peso articolo: 230 Grammi",
      ].join("\n"),
      descrizione_generale: "Fornellino ad alcol in ottone, senza parti meccaniche né cartucce: si riempie con alcol denaturato fino a 100 ml e, a serbatoio pieno, brucia per circa 25 minuti. Il coperchio a vite con guarnizione permette di conservare l'alcol avanzato dentro il fornellino; la ghiera regolatrice riduce la fiamma o la spegne. Il supporto pentola in acciaio, pieghevole, è incluso. Il solo fornellino pesa 110 g, 230 g con il supporto. Silenzioso e senza manutenzione, ideale come fornello di riserva nel kit di emergenza.",
      informazioni_articolo: [
        "Numero modello articolo: SP-AL100",
        "Produttore: Spirito Outdoor",
      ].join("\n"),
      contenuto_scatola: [
        "Fornellino ad alcol in ottone",
        "Coperchio a vite con guarnizione",
        "Ghiera regolatrice di fiamma",
        "Supporto pentola pieghevole in acciaio",
      ].join("\n"),
      prezzo_prodotto: 16.9,
      prezzo_originale: 16.9,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: "s2b-guida-01",
      text: "<p>Un blackout che dura qualche ora, una casa in montagna, un campeggio: per cucinare senza corrente serve un fornello indipendente dalla rete. In questa guida mettiamo a confronto tre soluzioni molto diverse tra loro.</p><ul><li><strong>Altofuoco AF-M3</strong>: microfornello a gas da 3000 W e 88 g, da avvitare sulle cartucce EN417.</li><li><strong>Braceverde</strong>: stufa pieghevole in acciaio inox 304 che brucia rametti, pigne o pastiglie di combustibile solido.</li><li><strong>Spirito Outdoor</strong>: fornellino in ottone ad alcol denaturato, 100 ml di serbatoio per circa 25 minuti di fiamma.</li></ul><p>Il prezzo va dai 16,90 euro del fornellino ad alcol ai 27,50 della stufa a legna.</p>",
      claims: [],
    },
    {
      id: "s2b-guida-02",
      text: "<h2>Altofuoco AF-M3: potenza in 88 grammi</h2><p>Il microfornello di Altofuoco si avvita sulle cartucce con valvola EN417 in miscela butano/propano, da comprare a parte, e con i suoi 3000 W porta a ebollizione un litro d'acqua in appena 2 minuti. I tre bracci pieghevoli in acciaio reggono pentole fino a 20 cm di diametro, e l'accensione piezo evita di cercare i fiammiferi.</p><p>Nei nostri test ha funzionato senza problemi anche a 2.000 metri di quota. Costa 19,99 euro, in calo rispetto ai 22,99 di listino, ed è il più venduto dei tre.</p>",
      claims: [
        { quote: "appena 2 minuti", class: "numero" },
        { quote: "Nei nostri test ha funzionato senza problemi anche a 2.000 metri di quota", class: "test" },
        { quote: "è il più venduto dei tre", class: "valutazione" },
      ],
    },
    {
      id: "s2b-guida-03",
      text: "<h2>Braceverde: il combustibile si trova per terra</h2><p>La stufa Braceverde risolve alla radice il problema delle scorte: brucia rametti, pigne e foglie secche raccolti sul posto, oppure pastiglie di combustibile solido appoggiate sul vassoio in dotazione. Non serve comprare cartucce.</p><p>Si compone di cinque pannelli in acciaio inossidabile 304 che si incastrano senza attrezzi in meno di un minuto; montata misura 13 x 13 x 18 cm e sostiene pentole fino a 10 kg. Dalla finestra laterale si aggiunge legna senza spostare la pentola. Smontata è spessa un centimetro e mezzo, pesa 420 grammi e si ripone nella sacca di tela. Prezzo: 27,50 euro, con una media di 4,4 stelle su 5.</p>",
      claims: [],
    },
    {
      id: "s2b-guida-04",
      text: "<h2>Spirito Outdoor: il fornello di riserva</h2><p>Nessuna cartuccia, nessuna parte meccanica: il fornellino in ottone di Spirito Outdoor funziona ad alcol denaturato e, con il serbatoio da 100 ml pieno, resta acceso per circa 45 minuti. Oltre all'alcol denaturato accetta anche bioetanolo e alcol isopropilico, utile quando le scorte scarseggiano.</p><p>Il coperchio a vite con guarnizione permette di conservare dentro il fornellino l'alcol avanzato, mentre la ghiera regola o spegne la fiamma. Il supporto pentola pieghevole in titanio è incluso. Pesa 110 g senza supporto ed è il più silenzioso dei tre modelli in guida.</p>",
      claims: [
        { quote: "circa 45 minuti", class: "numero" },
        { quote: "anche bioetanolo e alcol isopropilico", class: "specifica" },
        { quote: "supporto pentola pieghevole in titanio", class: "specifica" },
        { quote: "il più silenzioso dei tre modelli in guida", class: "qualitativa" },
      ],
    },
    {
      id: "s2b-guida-05",
      text: "<h2>Gas, legna o alcol: come scegliere</h2><p>Se conta soprattutto la comodità, il gas resta imbattibile: l'Altofuoco AF-M3 si accende con la piezo e si regola con la manopola a filo, e una cartuccia da 230 g dura circa un'ora e mezza alla massima potenza. Regge però pentole solo fino a 24 cm di diametro.</p><p>Chi teme di restare senza combustibile guarderà alla Braceverde, che brucia legna e pigne e sostiene carichi fino a 10 kg. Lo Spirito Outdoor, il più economico con i suoi 16,90 euro, è il classico fornello di scorta: per il kit di casa conviene affiancargli almeno un litro di alcol denaturato.</p>",
      claims: [
        { quote: "il gas resta imbattibile", class: "qualitativa" },
        { quote: "cartuccia da 230 g dura circa un'ora e mezza", class: "numero" },
        { quote: "24 cm", class: "numero" },
        { quote: "almeno un litro di alcol denaturato", class: "numero" },
      ],
    },
    {
      id: "s2b-guida-06",
      text: "<h2>In conclusione</h2><p>Tre fornelli, tre filosofie. L'Altofuoco AF-M3 è il più leggero del gruppo, con i suoi 88 grammi, e porta a bollore un litro d'acqua in circa tre minuti e mezzo; la Braceverde libera dalla dipendenza dalle cartucce; lo Spirito Outdoor è la riserva silenziosa da tenere nel kit di emergenza.</p><p>Dopo averli provati tutti e tre in cucina durante una giornata senza corrente, il nostro voto più alto va all'Altofuoco, ma per una casa ben preparata conviene non affidarsi a un solo tipo di combustibile. Tutti sono coperti da una garanzia di 2 anni.</p>",
      claims: [
        { quote: "Dopo averli provati tutti e tre in cucina durante una giornata senza corrente", class: "test" },
        { quote: "garanzia di 2 anni", class: "numero" },
      ],
    },
  ],
};
export default file;
