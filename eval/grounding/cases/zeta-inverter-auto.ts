import type { CaseFile } from '../types.ts';

/**
 * A 300 W car power inverter with a modified sine wave, modelled on the listings of Amazon.it.
 * Written for the class the first sealed set showed weakest in reviews (named features, built-in
 * components and functions, certifications the data does not state), with clean reviews that name
 * its real features in other words; scored before the rules were changed.
 */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'Ferravolt Inverter 300W 12V a 230V Onda Sinusoidale Modificata, Convertitore di Tensione per Auto con 2 Porte USB 2,1A, Presa Schuko, Ventola di Raffreddamento, Cavo Accendisigari',
    nome_sintetico: 'Inverter Ferravolt 300',
    specifiche_tecniche: [
      'Potenza continua: 300 W',
      'Potenza di picco: 600 W',
      'Tensione di ingresso: 12 V DC',
      'Tensione di uscita: 230 V AC',
      'Forma d’onda: sinusoidale modificata',
      'Uscite: 1 presa Schuko, 2 porte USB-A 5V⎓2,1A',
      'Protezioni: sovraccarico, surriscaldamento, bassa tensione della batteria',
      'Raffreddamento: ventola a controllo termico',
      'Fusibile: 40 A sostituibile',
    ].join('\n'),
    descrizione_generale:
      'Inverter compatto da collegare alla presa accendisigari o direttamente alla batteria con i morsetti. Trasforma i 12 V dell’auto in 230 V per alimentare piccoli elettrodomestici, portatili e caricabatterie. Un LED verde indica il funzionamento e uno rosso segnala un guasto. Involucro in lega di alluminio.',
    informazioni_articolo: [
      'Peso articolo: 620 Grammi',
      'Dimensioni prodotto: 15 x 10 x 5,5 cm',
      'Produttore: Ferravolt',
      'Numero modello articolo: FV-300M',
      'Garanzia: 24 mesi',
    ].join('\n'),
    contenuto_scatola: ['Inverter', 'Cavo con spina accendisigari', 'Cavo con morsetti a coccodrillo', 'Fusibile di ricambio', 'Manuale in italiano'].join('\n'),
    prezzo_originale: 42.99,
    prezzo_scontato: 35.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 'zinv-01',
      text: '<p>Il Ferravolt trasforma i 12 V dell’auto in 230 V con una sinusoide modificata: va bene per caricabatterie e portatili, meno per motori delicati. Regge 300 W continui e 600 W di picco.</p>',
      claims: [],
    },
    {
      id: 'zinv-02',
      text: '<p>Oltre alla presa Schuko ci sono due porte USB da 2,1 A. Il ventilatore interno parte solo quando l’inverter si scalda, e il fusibile da 40 A si sostituisce senza attrezzi.</p>',
      claims: [],
    },
    {
      id: 'zinv-03',
      text: '<p>È protetto contro sovraccarico, surriscaldamento e batteria scarica; una spia verde dice che sta lavorando, una rossa che qualcosa non va. Nella scatola c’è anche un fusibile di scorta.</p>',
      claims: [],
    },
    {
      id: 'zinv-04',
      text: '<p>Grazie all’onda sinusoidale pura puoi collegarci anche frigoriferi e pompe senza rischi. Il corpo in alluminio dissipa bene il calore.</p>',
      claims: [{ quote: 'onda sinusoidale pura', class: 'specifica' }],
    },
    {
      id: 'zinv-05',
      text: '<p>Dispone di protezione da cortocircuito e di un display LCD che mostra la tensione della batteria in tempo reale.</p>',
      claims: [
        { quote: 'protezione da cortocircuito', class: 'specifica' },
        { quote: 'display LCD', class: 'specifica' },
      ],
    },
    {
      id: 'zinv-06',
      text: '<p>Il Ferravolt include un telecomando a filo per accenderlo dal posto di guida, e si controlla anche con un’app dedicata via Bluetooth.</p>',
      claims: [
        { quote: 'telecomando', class: 'specifica' },
        { quote: 'app dedicata', class: 'specifica' },
        { quote: 'Bluetooth', class: 'specifica' },
      ],
    },
    {
      id: 'zinv-07',
      text: '<p>L’inverter è certificato TÜV e ha una porta USB-C da 65 W per ricaricare il portatile senza alimentatore.</p>',
      claims: [
        { quote: 'certificato TÜV', class: 'specifica' },
        { quote: 'USB-C da 65 W', class: 'specifica' },
      ],
    },
    {
      id: 'zinv-08',
      text: '<p>Pesa 620 grammi e misura 15 x 10 x 5,5 cm. Si collega all’accendisigari oppure ai morsetti della batteria, entrambi i cavi sono nella confezione.</p>',
      claims: [],
    },
    {
      id: 'zinv-09',
      text: '<p>Integra una funzione di spegnimento automatico programmabile e una modalità silenziosa che disattiva la ventola.</p>',
      claims: [
        { quote: 'spegnimento automatico programmabile', class: 'specifica' },
        { quote: 'modalità silenziosa', class: 'specifica' },
      ],
    },
    {
      id: 'zinv-10',
      text: '<p>Con una valutazione di 4,3 su 5 e un prezzo scontato di 35,99 euro invece di 42,99 è tra i convertitori più sensati per l’auto.</p>',
      claims: [],
    },
    {
      id: 'zinv-11',
      text: '<p>È l’inverter più venduto su Amazon e gli acquirenti lo premiano con una media di 4,7 stelle.</p>',
      claims: [
        { quote: 'più venduto', class: 'valutazione' },
        { quote: 'gli acquirenti lo premiano con una media di 4,7 stelle', class: 'valutazione' },
      ],
    },
    {
      id: 'zinv-12',
      text: '<p>Ha un’uscita da 500 W continui e il raffreddamento è affidato a due ventole silenziose.</p>',
      claims: [
        { quote: '500 W continui', class: 'numero' },
        { quote: 'due ventole', class: 'numero' },
      ],
    },
    {
      id: 'zinv-13',
      text: '<p>Per i viaggi lunghi portate sempre un multimetro e dei fusibili di riserva: il Ferravolt segnala con la luce rossa quando la batteria dell’auto scende troppo.</p>',
      claims: [],
    },
  ],
};
export default file;
