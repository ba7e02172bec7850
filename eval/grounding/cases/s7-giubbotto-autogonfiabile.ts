import type { CaseFile } from '../types.ts';

/** Reviews of a 150 N automatic/manual inflatable life jacket, modelled on Amazon.it self-inflating lifejacket listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'MARINO Giubbotto Salvagente Autogonfiabile 150N, Giubbotto di Salvataggio Automatico e Manuale con Bombola CO2 33 g, Cinghia Sottocavallo, Fischietto e Nastri Riflettenti, ISO 12402-3, per Adulti 40-150 kg',
    nome_sintetico: 'Marino giubbotto autogonfiabile 150N',
    specifiche_tecniche: [
      'Galleggiabilità: 150 Newton',
      "Tipo di attivazione: Automatica (a contatto con l'acqua) e manuale",
      'Bombola CO2: 33 Grammi',
      'Certificazione: ISO 12402-3',
      'Peso utente: 40-150 kg',
      'Circonferenza torace: 70-130 cm',
      'Materiale: Nylon 420D',
      'Colore: Rosso',
      'Peso articolo: 680 Grammi',
    ].join('\n'),
    descrizione_generale: `Il giubbotto Marino MR-150A si indossa come un collare sottile e si gonfia da solo in pochi secondi quando finisce in acqua, grazie alla pastiglia idrosolubile che aziona la bombola di CO2 da 33 g. Se serve, si può attivare anche a mano tirando la maniglia rossa, e c'è un tubo per il gonfiaggio a bocca. La galleggiabilità di 150 N, certificata ISO 12402-3, è pensata per la navigazione in mare aperto e per chi indossa abbigliamento pesante.

Il giubbotto ha nastri riflettenti, fischietto, cinghia sottocavallo per evitare che scivoli verso l'alto e un anello a D in acciaio inox per agganciare la cintura di sicurezza. Nella confezione c'è già il kit di riarmo per un secondo utilizzo.`,
    informazioni_articolo: [
      'Marchio: Marino',
      'Numero modello articolo: MR-150A',
      'Taglia: Adulto, taglia unica regolabile',
      'Funzionalità speciali: Gonfiaggio a bocca, cinghia sottocavallo, nastri riflettenti, anello a D in acciaio inox',
      'Uso consigliato: Vela, pesca, navigazione da diporto',
    ].join('\n'),
    contenuto_scatola: [
      '1 giubbotto autogonfiabile con bombola CO2 da 33 g e pastiglia idrosolubile installate',
      '1 kit di riarmo (bombola CO2 da 33 g + pastiglia idrosolubile)',
      '1 fischietto',
      'Manuale di istruzioni',
    ].join('\n'),
    prezzo_prodotto: 79.9,
    prezzo_originale: 99.9,
    prezzo_scontato: 79.9,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's7-giubbotto-autogonfiabile-01',
      text: `<h2>Marino MR-150A: ingombro minimo, 150 newton quando serve</h2><p>Da sgonfio il <strong>Marino MR-150A</strong> si porta come un collare sottile e pesa 680 grammi. Quando finisce in acqua, una pastiglia idrosolubile aziona la bombola di CO2 da 33 grammi e il giubbotto si gonfia da solo in pochi secondi.</p><p>Se serve, si attiva anche a mano tirando la maniglia rossa, e c'è un tubo per gonfiarlo a bocca. La galleggiabilità è di 150 N, con certificazione ISO 12402-3: il produttore la indica per la navigazione in mare aperto e per chi indossa abbigliamento pesante.</p><p>Taglia unica regolabile, per adulti da 40 a 150 kg con torace tra 70 e 130 cm. Ci sono nastri riflettenti, fischietto, cinghia sottocavallo e un anello a D in acciaio inox per la cintura di sicurezza; nella confezione è già compreso il kit di riarmo. Prezzo: 79,90 euro.</p>`,
      claims: [],
    },
    {
      id: 's7-giubbotto-autogonfiabile-02',
      text: `<p>Per verificarne la rapidità lo abbiamo fatto scattare in piscina: in meno di 5 secondi era completamente gonfio. Il <strong>Marino MR-150A</strong> offre 150 N di galleggiabilità ed è certificato ISO 12402-3 e SOLAS.</p><p>La bombola di CO2 da 33 g si attiva da sola grazie alla pastiglia idrosolubile, ma si può usare anche la maniglia manuale. La luce di segnalazione che si accende a contatto con l'acqua e i nastri riflettenti lo rendono visibile anche di notte.</p><p>Costa 79,90 euro, con kit di riarmo incluso.</p>`,
      claims: [
        { quote: 'lo abbiamo fatto scattare in piscina', class: 'test' },
        { quote: 'in meno di 5 secondi', class: 'numero' },
        { quote: 'SOLAS', class: 'specifica' },
        { quote: `La luce di segnalazione che si accende a contatto con l'acqua`, class: 'specifica' },
      ],
    },
    {
      id: 's7-giubbotto-autogonfiabile-03',
      text: `<h2>Un giubbotto per tutta la famiglia?</h2><p>Il <strong>MR-150A</strong> ha una taglia unica regolabile che va bene per tutti, dai bambini agli adulti fino a 150 kg. È in nylon 420D rosso, con nastri riflettenti e fischietto.</p><p>La galleggiabilità sale a 275 N quando si usa la bombola di ricambio. Importante: la bombola di CO2 va sostituita ogni 2 anni, anche se il giubbotto non è mai stato attivato.</p><p>Con più di 3.000 recensioni e una media di 4,6 stelle, è il giubbotto autogonfiabile più popolare su Amazon.it.</p>`,
      claims: [
        { quote: 'va bene per tutti, dai bambini agli adulti', class: 'qualitativa' },
        { quote: '275 N', class: 'numero' },
        { quote: 'ogni 2 anni', class: 'numero' },
        { quote: 'più di 3.000 recensioni', class: 'valutazione' },
        { quote: 'il giubbotto autogonfiabile più popolare su Amazon.it', class: 'valutazione' },
      ],
    },
    {
      id: 's7-giubbotto-autogonfiabile-04',
      text: `<h2>Scheda: Marino MR-150A</h2><ul><li><strong>Spinta di galleggiamento:</strong> 150 newton</li><li><strong>Norma:</strong> ISO 12402-3</li><li><strong>Attivazione:</strong> automatica in acqua oppure manuale, più il gonfiaggio a bocca</li><li><strong>Bombola:</strong> CO2 da 33 g</li><li><strong>Vestibilità:</strong> adulti da 40 a 150 chili, torace da 70 a 130 cm</li><li><strong>Materiale:</strong> nylon 420D</li></ul><p>La cinghia sottocavallo impedisce che il giubbotto scivoli verso l'alto. Dopo un'attivazione si può riarmare con il kit in dotazione (una bombola da 33 g e una pastiglia idrosolubile) per un secondo utilizzo. Indicato per vela, pesca e navigazione da diporto, costa 79,90 € invece di 99,90 € e ha una valutazione di 4,6 su 5.</p>`,
      claims: [],
    },
    {
      id: 's7-giubbotto-autogonfiabile-05',
      text: `<h2>Sicurezza in acqua senza ingombro</h2><p>Da chiuso, il <strong>Marino MR-150A</strong> è un collare sottile di nylon rosso che pesa 680 grammi. Il suo lavoro comincia quando si cade in acqua: la pastiglia idrosolubile aziona la bombola da 33 g di anidride carbonica e in pochi secondi il giubbotto è gonfio, con una spinta di 150 newton.</p><p>Se non si gonfia da solo c'è la maniglia rossa per l'attivazione manuale e, come ultima risorsa, il tubo per soffiarci dentro. L'anello a D in acciaio inox serve ad agganciare la cintura di sicurezza; completano la dotazione nastri riflettenti e fischietto.</p><p>Il kit di riarmo è già nella confezione. Prezzo scontato: 79,90 euro, da 99,90.</p>`,
      claims: [],
    },
  ],
};
export default file;
