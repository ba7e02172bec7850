import type { CaseFile } from '../types.ts';

/** Reviews of a wall-mounted pure-sine UPS for gas boilers, modelled on Amazon.it "gruppo di continuità per caldaia" listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'VOLTARIS Caldaia Safe 600 Gruppo di Continuità per Caldaia, UPS Onda Sinusoidale Pura 600VA/360W, Batteria 12V 7Ah Inclusa, Presa Schuko e Morsettiera, Display LCD, Montaggio a Parete, per Caldaie a Gas, a Pellet e Pompe di Ricircolo',
    nome_sintetico: 'Voltaris Caldaia Safe 600',
    specifiche_tecniche: [
      'Marca: VOLTARIS',
      'Numero modello articolo: VCS-600',
      'Potenza: 360 Watt',
      'Potenza apparente: 600 VA',
      'Tensione: 230 Volt',
      'Forma d’onda in uscita: Sinusoidale pura',
      'Tecnologia: Line interactive',
      'Tempo di commutazione: 4 Millisecondi',
      'Tensione della batteria: 12 Volt',
      'Capacità della batteria: 7 Ampere-ore',
      'Tipo di batteria: Piombo acido (AGM)',
      'Batterie incluse: Sì',
      'Tipo di connettore: Presa Schuko, morsettiera',
      'Dimensioni prodotto: 32 x 11 x 21 cm',
      'Peso articolo: 6,8 Chilogrammi',
      'Colore: Bianco',
    ].join('\n'),
    descrizione_generale:
      "Quando manca la corrente, anche la caldaia a gas si spegne e la casa si raffredda. Voltaris Caldaia Safe 600 interviene in 4 ms e mantiene accesa la caldaia con una forma d'onda sinusoidale pura, indispensabile per le schede elettroniche e le pompe di circolazione. Con una caldaia murale a gas da 80 W garantisce circa 50 minuti di autonomia con la batteria interna da 12 V 7 Ah; per autonomie più lunghe è possibile collegare una batteria esterna tramite il connettore dedicato. La batteria si ricarica al 90% in circa 8 ore.\nIl display LCD mostra tensione di ingresso e di uscita, livello di carica e carico collegato. Installazione a parete con staffe incluse, uscita su presa Schuko oppure morsettiera per il collegamento diretto all'impianto. Allarme acustico disattivabile, protezione da sovraccarico, cortocircuito e scarica profonda. Silenzioso: meno di 40 dB.",
    informazioni_articolo: [
      'Produttore: Voltaris Srl',
      'Numero modello articolo: VCS-600',
      'Peso articolo: 6,8 kg',
      'Dimensioni del prodotto: 32 x 11 x 21 cm',
      'Tipo di montaggio: Montaggio a parete',
      'Tempo di ricarica: 8 Ore',
      'Batterie: 1 Piombo acido batterie necessarie. (incluse)',
      'Garanzia del produttore: 2 anni',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Gruppo di continuità Voltaris Caldaia Safe 600',
      '1 x Kit staffe per montaggio a parete',
      '1 x Cavo di alimentazione',
      '1 x Manuale in italiano',
    ].join('\n'),
    prezzo_prodotto: 189,
    prezzo_originale: 219,
    prezzo_scontato: 189,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's9-ups-caldaia-01',
      text: "<h2>Voltaris Caldaia Safe 600: la caldaia resta accesa anche nel blackout</h2><p>Quando manca la corrente, anche la caldaia a gas si ferma e la casa si raffredda. Il Voltaris Caldaia Safe 600 è un gruppo di continuità pensato proprio per questo: un line interactive da 600 VA (360 W) con uscita a onda sinusoidale pura, la forma d'onda adatta alle schede elettroniche e alle pompe di circolazione, che passa alla batteria in 4 millisecondi.</p><p>La batteria interna è una AGM al piombo da 12 V e 7 Ah: con una caldaia da 80 W il produttore indica circa 50 minuti di autonomia, estendibili collegando una batteria esterna al connettore dedicato. Si monta a parete con le staffe in dotazione e si collega con presa Schuko o tramite morsettiera. Pesa quasi 7 chili. Costa 189 euro, 30 in meno del prezzo di listino.</p>",
      claims: [],
    },
    {
      id: 's9-ups-caldaia-02',
      text: "<p>Abbiamo installato il Voltaris Caldaia Safe 600 sulla caldaia di casa a novembre e, durante un'interruzione di corrente di due ore, il riscaldamento non si è mai fermato.</p><p>Merito della batteria da 12 V 9 Ah e dell'onda sinusoidale pura, che non mette in crisi la scheda della caldaia. Il commutatore interviene in 2 ms e il display LCD mostra carico, tensioni e livello di carica.</p><p>È compatibile con tutte le caldaie a gas e a pellet in commercio e in funzione resta sotto i 40 dB. Garanzia di 2 anni.</p>",
      claims: [
        { quote: 'Abbiamo installato il Voltaris Caldaia Safe 600 sulla caldaia di casa a novembre', class: 'test' },
        { quote: '9 Ah', class: 'numero' },
        { quote: '2 ms', class: 'numero' },
        { quote: 'compatibile con tutte le caldaie a gas e a pellet in commercio', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-ups-caldaia-03',
      text: "<h2>Come scegliere un UPS per la caldaia</h2><p>Per dimensionare un gruppo di continuità per caldaia bisogna conoscere l'assorbimento: una caldaia murale consuma in genere tra 80 e 150 W, e conviene scegliere un apparecchio con almeno il doppio della potenza. Il Voltaris Caldaia Safe 600 eroga 600 VA, pari a 360 W.</p><p>Con una caldaia da 80 W garantisce circa 50 minuti, mentre con una da 150 W si scende a 25 minuti. Il display LCD aiuta a tenere d'occhio il carico collegato e il livello della batteria.</p><p>È il gruppo di continuità per caldaia più venduto su Amazon, con una valutazione di 4,4 su 5.</p>",
      claims: [
        { quote: 'tra 80 e 150 W', class: 'numero' },
        { quote: 'almeno il doppio della potenza', class: 'numero' },
        { quote: '25 minuti', class: 'numero' },
        { quote: 'più venduto su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's9-ups-caldaia-04',
      text: "<p>Il Caldaia Safe 600 di Voltaris è un UPS a onda sinusoidale pura da 360 W, con batteria AGM da 12 V 7 Ah e tempo di commutazione di 4 ms. La batteria si ricarica completamente in 4 ore e dura fino a 5 anni prima della sostituzione.</p><p>Le protezioni coprono sovraccarico, cortocircuito e scarica profonda, e l'allarme acustico si può disattivare. L'apparecchio è certificato CE e conforme alla norma EN 62040-1.</p><p>Oggi costa 169 euro invece di 219.</p>",
      claims: [
        { quote: 'completamente in 4 ore', class: 'numero' },
        { quote: 'fino a 5 anni', class: 'numero' },
        { quote: 'certificato CE', class: 'specifica' },
        { quote: 'EN 62040-1', class: 'specifica' },
        { quote: '169 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's9-ups-caldaia-05',
      text: "<h2>In sintesi</h2><ul><li><strong>Per chi:</strong> chi ha una caldaia a gas o a pellet e vuole evitare di restare al freddo durante un'interruzione di corrente.</li><li><strong>Punti di forza:</strong> onda sinusoidale pura, montaggio a parete, uscita Schuko e morsettiera, display LCD, allarme disattivabile.</li><li><strong>Limiti:</strong> con la sola batteria interna l'autonomia è di circa un'ora e mezza con una caldaia da 80 W.</li><li><strong>Peso e rumore:</strong> 6,8 kg, rumorosità sotto i 25 dB.</li></ul><p>È il più silenzioso della sua categoria.</p>",
      claims: [
        { quote: "circa un'ora e mezza", class: 'numero' },
        { quote: 'sotto i 25 dB', class: 'numero' },
        { quote: 'il più silenzioso della sua categoria', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
