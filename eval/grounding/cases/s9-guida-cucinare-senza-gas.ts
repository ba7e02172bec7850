import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on cooking without mains gas (induction hob, butane stove, wood stove, solid-fuel stove), modelled on Amazon.it listings. */
const file: CaseFile = {
  titolo: 'Cucinare senza gas durante un’emergenza',
  products: [
    {
      nome_prodotto:
        'KOCINA Piastra a Induzione Portatile 2000W, 10 Livelli di Potenza, Timer 3 Ore, Display Touch, Blocco Bambini, Superficie in Vetroceramica, Temperatura 60-240°C',
      nome_sintetico: 'Kocina piastra a induzione 2000 W',
      specifiche_tecniche: [
        'Marca: KOCINA',
        'Numero modello articolo: KC-IND20',
        'Potenza: 2000 Watt',
        'Tensione: 230 Volt',
        'Livelli di potenza: 10',
        'Intervallo di temperatura: 60-240 Gradi Celsius',
        'Timer: Fino a 180 minuti',
        'Materiale: Vetroceramica, plastica',
        'Dimensioni prodotto: 36 x 28 x 6 cm',
        'Peso articolo: 2,3 Chilogrammi',
        'Colore: Nero',
        'Caratteristiche speciali: Blocco bambini, Spegnimento automatico, Display touch',
      ].join('\n'),
      descrizione_generale:
        'La piastra Kocina porta la cucina a induzione ovunque ci sia una presa: 2000 W, 10 livelli di potenza e temperatura regolabile da 60 a 240 °C. Scalda solo il fondo della pentola, senza fiamma, e si spegne automaticamente se non rileva una pentola adatta. Compatibile con pentole a fondo magnetico da 12 a 26 cm di diametro.\nTimer fino a 3 ore, blocco bambini e display touch. La superficie in vetroceramica si pulisce con un panno umido.',
      informazioni_articolo: [
        'Produttore: Kocina Home',
        'Numero modello articolo: KC-IND20',
        'Peso articolo: 2,3 kg',
        'Dimensioni del prodotto: 36 x 28 x 6 cm',
        'Potenza: 2000 W',
      ].join('\n'),
      contenuto_scatola: ['1 x Piastra a induzione Kocina KC-IND20', '1 x Manuale d’istruzioni'].join('\n'),
      prezzo_prodotto: 49.99,
      prezzo_originale: 59.99,
      prezzo_scontato: 49.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        'FLAMMA Fornello a Gas Portatile 2,2 kW con Valigetta, Accensione Piezoelettrica, per Cartucce di Butano da 227 g, Dispositivo di Sicurezza contro la Sovrapressione',
      nome_sintetico: 'Flamma FL-220 fornello a butano',
      specifiche_tecniche: [
        'Marca: FLAMMA',
        'Numero modello articolo: FL-220',
        'Potenza: 2200 Watt',
        'Tipo di combustibile: Butano',
        'Cartuccia compatibile: Cartucce a baionetta da 227 g (non incluse)',
        'Consumo: 160 g/h',
        'Autonomia per cartuccia: Circa 85 minuti alla massima potenza',
        'Accensione: Piezoelettrica',
        'Materiale: Acciaio verniciato',
        'Dimensioni prodotto: 34 x 27 x 11 cm',
        'Peso articolo: 1,6 Chilogrammi',
        'Certificazione: CE',
      ].join('\n'),
      descrizione_generale:
        "Il fornello Flamma funziona con le comuni cartucce di butano da 227 g con attacco a baionetta (non incluse) e non ha bisogno di corrente. Il bruciatore da 2,2 kW porta a ebollizione un litro d'acqua in circa 5 minuti, con un consumo di 160 g/h alla massima potenza.\nL'accensione piezoelettrica e il dispositivo di sicurezza che sgancia la cartuccia in caso di sovrapressione rendono l'uso semplice e sicuro. Da usare solo all'aperto o in ambienti ben ventilati. Si ripone nella valigetta rigida inclusa.",
      informazioni_articolo: [
        'Produttore: Flamma',
        'Numero modello articolo: FL-220',
        'Peso articolo: 1,6 kg',
        'Dimensioni del prodotto: 34 x 27 x 11 cm',
      ].join('\n'),
      contenuto_scatola: ['1 x Fornello portatile Flamma FL-220', '1 x Valigetta rigida', '1 x Manuale d’uso'].join('\n'),
      prezzo_prodotto: 24.9,
      prezzo_originale: 29.9,
      prezzo_scontato: 24.9,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'BOSKO Fornello a Legna Pieghevole in Acciaio Inox, Stufa da Campo Portatile per Rametti, Pigne e Tavolette Combustibili, Compatibile con Fornelli ad Alcol, con Custodia',
      nome_sintetico: 'Bosko fornello a legna pieghevole',
      specifiche_tecniche: [
        'Marca: BOSKO',
        'Numero modello articolo: BK-W3',
        'Materiale: Acciaio inox 304',
        'Tipo di combustibile: Legna, pigne, tavolette combustibili, alcol',
        'Dimensioni prodotto: 14 x 14 x 18 cm',
        'Dimensioni da chiuso: 18 x 14 x 1,2 cm',
        'Peso articolo: 620 Grammi',
        'Carico massimo: 15 Chilogrammi',
        'Colore: Argento',
      ].join('\n'),
      descrizione_generale:
        'Il fornello Bosko si monta in pochi secondi senza attrezzi e brucia rametti, pigne e foglie secche raccolti sul posto: nessuna bombola da comprare. Sulla griglia inferiore accoglie anche tavolette di combustibile solido o un fornellino ad alcol. La doppia parete favorisce il tiraggio e riduce il fumo una volta avviata la fiamma.\nIn acciaio inox 304, sostiene pentole fino a 15 kg e, chiuso, diventa piatto (1,2 cm di spessore) nella custodia in tela inclusa. Da usare solo all’aperto.',
      informazioni_articolo: [
        'Produttore: Bosko Outdoor',
        'Numero modello articolo: BK-W3',
        'Peso articolo: 620 g',
        'Dimensioni del prodotto: 14 x 14 x 18 cm',
      ].join('\n'),
      contenuto_scatola: ['1 x Fornello a legna Bosko BK-W3', '1 x Custodia in tela'].join('\n'),
      prezzo_prodotto: 27.5,
      prezzo_originale: 27.5,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto:
        'ESBIX Fornello Pieghevole Tascabile con 24 Tavolette di Combustibile Solido da 14 g, Fornellino da Campo in Acciaio Zincato per Gavette e Pentolini, Kit di Emergenza',
      nome_sintetico: 'Esbix fornellino con 24 tavolette',
      specifiche_tecniche: [
        'Marca: ESBIX',
        'Numero modello articolo: EX-24',
        'Numero di pezzi: 25',
        'Materiale: Acciaio zincato',
        'Tipo di combustibile: Tavolette di combustibile solido',
        'Peso tavoletta: 14 Grammi',
        'Tempo di combustione: 12 Minuti (per tavoletta)',
        'Dimensioni prodotto: 10 x 7,5 x 2,2 cm (chiuso)',
        'Peso articolo: 430 Grammi',
        'Durata di conservazione: 5 Anni',
      ].join('\n'),
      descrizione_generale:
        "Il fornellino Esbix si apre in due posizioni per adattarsi a pentolini e gavette e, chiuso, contiene le tavolette di scorta. Ogni tavoletta da 14 g brucia per circa 12 minuti: in assenza di vento porta a ebollizione mezzo litro d'acqua in circa 8 minuti. Le tavolette si accendono con un fiammifero anche a basse temperature e producono poca fuliggine; in confezione chiusa si conservano 5 anni.\nUsare solo all'aperto o in ambienti ben ventilati: la combustione produce vapori irritanti.",
      informazioni_articolo: [
        'Produttore: Esbix',
        'Numero modello articolo: EX-24',
        'Peso articolo: 430 g',
        'Numero di pezzi: 25',
      ].join('\n'),
      contenuto_scatola: ['1 x Fornellino pieghevole Esbix', '24 x Tavolette di combustibile solido da 14 g'].join('\n'),
      prezzo_prodotto: 15.99,
      prezzo_originale: 15.99,
      valutazione_prodotto: 4,
    },
  ],
  cases: [
    {
      id: 's9-guida-cucina-01',
      text: "<h2>Cucinare senza gas durante un'emergenza</h2><p>Una fuga nella rete, un terremoto, un lavoro di manutenzione che si prolunga: quando il gas di casa viene chiuso, i fornelli restano spenti. In Italia oltre il 70% delle famiglie cucina con il gas di rete, quindi un'alternativa va pensata per tempo.</p><p>Le strade sono due. Se la corrente c'è, una piastra a induzione come la Kocina da 2000 W sostituisce il fornello senza fiamma. Se manca anche l'elettricità servono fornelli autonomi: il Flamma a cartucce di butano, il fornello a legna pieghevole Bosko e il fornellino tascabile Esbix a tavolette di combustibile solido. Il Flamma è l'unico che ha superato le nostre prove di stabilità con una pentola da cinque litri.</p>",
      claims: [
        { quote: 'oltre il 70% delle famiglie', class: 'numero' },
        { quote: 'ha superato le nostre prove di stabilità con una pentola da cinque litri', class: 'test' },
      ],
    },
    {
      id: 's9-guida-cucina-02',
      text: "<h2>Kocina: l'induzione che si porta ovunque</h2><p>La piastra Kocina funziona ovunque ci sia una presa: con 2.200 W e dieci livelli di potenza porta a ebollizione un litro d'acqua in 3 minuti.</p><p>La temperatura si regola da 60 a 240 °C, il timer arriva a tre ore e c'è il blocco bambini. È compatibile con tutte le pentole di casa, anche quelle in alluminio. Pesa 2,3 kg e costa 49,99 euro.</p>",
      claims: [
        { quote: '2.200 W', class: 'numero' },
        { quote: 'in 3 minuti', class: 'numero' },
        { quote: 'compatibile con tutte le pentole di casa, anche quelle in alluminio', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-guida-cucina-03',
      text: "<h2>Flamma: il fornello che non chiede corrente</h2><p>Il Flamma FL-220 è il classico fornello portatile in valigetta: funziona con le cartucce di butano da 227 g con attacco a baionetta, da comprare a parte, e non richiede elettricità. Il bruciatore da 2,2 kW porta un litro d'acqua a ebollizione in circa cinque minuti e, alla massima potenza, consuma 160 grammi di gas all'ora: una cartuccia dura quasi un'ora e mezza.</p><p>L'accensione è piezoelettrica e un dispositivo di sicurezza sgancia la cartuccia in caso di sovrapressione. Attenzione, però: va usato solo all'aperto o in ambienti ben ventilati. Pesa 1,6 kg, costa 24,90 euro e gli acquirenti gli assegnano 4,5 stelle su 5.</p>",
      claims: [],
    },
    {
      id: 's9-guida-cucina-04',
      text: "<h2>Bosko ed Esbix: fuoco vero, all'aperto</h2><p>Se mancano sia il gas sia la corrente, il fornello a legna Bosko trasforma rametti, pigne e foglie secche in un fuoco da cucina. È in acciaio inox 316, pesa 450 grammi e regge pentole fino a 15 kg; chiuso, sta piatto nella sua custodia.</p><p>C'è poi l'Esbix, un fornellino tascabile in acciaio zincato venduto con 24 tavolette da 14 g. Ogni tavoletta brucia per circa 20 minuti e, non producendo fumi, si può usare tranquillamente in casa.</p>",
      claims: [
        { quote: 'acciaio inox 316', class: 'specifica' },
        { quote: '450 grammi', class: 'numero' },
        { quote: 'circa 20 minuti', class: 'numero' },
        { quote: 'non producendo fumi, si può usare tranquillamente in casa', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-guida-cucina-05',
      text: "<h2>Come organizzarsi</h2><p>Conviene combinare una fonte elettrica e una autonoma: la piastra Kocina per i guasti alla rete del gas, il Flamma per i blackout. Comprando tutti e quattro i prodotti della guida si spendono circa 118 euro.</p><p>Tenete una scorta di cartucce: con dodici cartucce una famiglia di quattro persone cucina per due settimane. Il Bosko, infine, è il preferito di chi pratica bushcraft e ha la valutazione più alta del gruppo, 4,6 stelle.</p>",
      claims: [
        { quote: 'per due settimane', class: 'numero' },
        { quote: 'il preferito di chi pratica bushcraft', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
