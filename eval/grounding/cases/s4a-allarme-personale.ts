import type { CaseFile } from '../types.ts';

/** Reviews of a personal safety alarm / siren keychain, modelled on Amazon.it personal-alarm listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'SIRENELLA Allarme Personale di Sicurezza 130 dB, Portachiavi Sirena di Emergenza con Luce LED Stroboscopica, Ricaricabile USB-C, per Donne, Anziani, Bambini e Jogging',
    nome_sintetico: 'SIRENELLA Allarme personale SR-130',
    specifiche_tecniche: [
      'Volume della sirena: 130 Decibel',
      'Attivazione: Estrazione del perno',
      'Luce: LED con modalità fissa e stroboscopica',
      'Capacità della batteria: 150 Milliampere ore',
      'Autonomia sirena continua: 40 minuti',
      'Autonomia in standby: 1 anno',
      'Ricarica: USB-C, circa 1 ora',
      'Materiale: ABS',
      "Resistenza all'acqua: IPX4",
    ].join('\n'),
    descrizione_generale:
      "Basta tirare il perno per attivare una sirena da 130 dB, forte come un martello pneumatico, e una luce stroboscopica che attira l'attenzione e disorienta un aggressore. Reinserendo il perno l'allarme si spegne. Il corpo compatto da 32 grammi si aggancia a chiavi, borsa o zaino con il moschettone incluso.\nLa batteria ricaricabile via USB-C garantisce fino a 40 minuti di sirena continua e circa un anno in standby. Un regalo utile per chi fa jogging, per studenti, anziani e per chi torna a casa tardi la sera.",
    informazioni_articolo: [
      'Marca: SIRENELLA',
      'Numero modello articolo: SR-130',
      'Peso articolo: 32 Grammi',
      'Dimensioni prodotto: 7,5 x 3,8 x 1,6 cm',
      'Colore: Rosa',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Allarme personale SR-130',
      '1 x Moschettone',
      '1 x Cavo di ricarica USB-C',
      "1 x Manuale d'uso",
    ].join('\n'),
    prezzo_prodotto: 14.99,
    prezzo_originale: 14.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's4a-allarme-personale-01',
      text: `<h2>SIRENELLA SR-130, la sicurezza in un portachiavi</h2><p>Ci sono oggetti che si comprano sperando di non usarli mai, e l'allarme personale SIRENELLA è uno di questi. Funziona in modo immediato: si tira il perno e parte una sirena da 130 decibel insieme a una luce LED stroboscopica; rimettendo il perno al suo posto, tutto si spegne.</p><p>Pesa appena 32 grammi, misura 7,5 x 3,8 x 1,6 cm e si aggancia a chiavi, borsa o zaino con il moschettone incluso. La batteria interna da 150 mAh si ricarica via USB-C in circa un'ora e assicura fino a 40 minuti di sirena continua, oppure circa un anno di standby. Il guscio in ABS ha una resistenza all'acqua IPX4.</p><p>Costa 14,99 € e ha una valutazione media di 4,3 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4a-allarme-personale-02',
      text: `<p>Il SIRENELLA SR-130 è pensato per chi fa jogging la sera o torna a casa tardi. La sirena da 130 dB si sente fino a 300 metri di distanza e la luce stroboscopica serve a disorientare un aggressore.</p><p>L'ho portato con me per un mese di corse serali, agganciato alla cintura, e il perno non si è mai sfilato per sbaglio. Il corpo in ABS è impermeabile IPX7.</p><p>La ricarica via USB-C richiede circa un'ora e una carica basta per 40 minuti di sirena continua.</p>`,
      claims: [
        { quote: 'fino a 300 metri di distanza', class: 'numero' },
        { quote: "L'ho portato con me per un mese di corse serali", class: 'test' },
        { quote: 'IPX7', class: 'specifica' },
      ],
    },
    {
      id: 's4a-allarme-personale-03',
      text: `<h2>Scheda rapida</h2><ul><li>Sirena: 130 dB, attivazione con perno</li><li>Luce: LED fisso e stroboscopico</li><li>Batteria: 150 mAh, fino a 40 ore di sirena continua</li><li>Standby: circa un anno</li><li>Peso: 32 grammi</li><li>Pulsante SOS che invia la posizione allo smartphone via Bluetooth</li></ul><p>Nella confezione, oltre al moschettone e al cavo USB-C, c'è anche una pila di ricambio. Disponibile in quattro colori a 14,99 €.</p>`,
      claims: [
        { quote: '40 ore', class: 'numero' },
        { quote: 'Pulsante SOS che invia la posizione allo smartphone via Bluetooth', class: 'specifica' },
        { quote: 'una pila di ricambio', class: 'specifica' },
        { quote: 'quattro colori', class: 'numero' },
      ],
    },
    {
      id: 's4a-allarme-personale-04',
      text: `<p>Centotrenta decibel sono un volume difficile da ignorare: il produttore lo paragona a quello di un martello pneumatico. È questa la forza del SIRENELLA SR-130, un allarme personale lungo 7,5 cm e pesante appena 32 grammi.</p><p>Per attivarlo basta sfilare il perno: si accendono sirena e luce stroboscopica, e per fermarle si reinserisce il perno. Con una carica si hanno fino a 40 minuti di suono continuo, e la ricarica avviene con un cavo USB-C, compreso nella confezione insieme al moschettone e al manuale d'uso.</p><p>Il produttore lo suggerisce a studenti, anziani, a chi fa jogging e a chi rientra tardi la sera. Il prezzo è di 14,99 euro.</p>`,
      claims: [],
    },
    {
      id: 's4a-allarme-personale-05',
      text: `<h2>Piccolo ma rumoroso</h2><p>Tra i tanti allarmi personali in commercio, il SIRENELLA SR-130 è il più forte: 130 dB contro i 120 dB della maggior parte dei concorrenti. La luce LED ha tre modalità e la batteria dura fino a un anno in standby.</p><p>Si ricarica in circa un'ora con il cavo USB-C incluso e si aggancia alla borsa con il moschettone. Venduto a 14,99 € anziché 19,99 €, è un regalo da considerare per chi torna a casa tardi.</p>`,
      claims: [
        { quote: 'è il più forte', class: 'qualitativa' },
        { quote: '120 dB della maggior parte dei concorrenti', class: 'numero' },
        { quote: 'tre modalità', class: 'numero' },
        { quote: '19,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's4a-allarme-personale-06',
      text: `<h2>Vale la pena?</h2><p>Per 14,99 € il SIRENELLA SR-130 mette insieme una sirena da 130 dB che si attiva sfilando un perno, una luce stroboscopica e una batteria ricaricabile via USB-C che regge fino a 40 minuti di allarme continuo. Il moschettone permette di agganciarlo alle chiavi o allo zaino, ed è conforme alla normativa CE.</p><p>Con oltre 5.000 recensioni e una media di 4,3 stelle, è un regalo sensato per figli che vanno all'università o per genitori anziani.</p>`,
      claims: [
        { quote: 'conforme alla normativa CE', class: 'specifica' },
        { quote: 'oltre 5.000 recensioni', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
