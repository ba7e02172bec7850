import type { CaseFile } from '../types.ts';

/** Reviews of a CAT-style tactical tourniquet, modelled on a low-cost Amazon.it tourniquet listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Vexmed Laccio Emostatico Tattico Tipo CAT, Tourniquet a Tornello Applicabile con Una Mano, Asta in Alluminio, Clip di Blocco ed Etichetta per l'Ora, per Kit di Primo Soccorso, Escursionismo e Caccia, Nero`,
    nome_sintetico: `Vexmed VX-TQ1`,
    specifiche_tecniche: `Marca: Vexmed\nColore: Nero\nMateriale: Nylon, Alluminio\nDimensioni prodotto: 95 x 3,8 x 1 cm\nPeso articolo: 78 Grammi\nNumero modello articolo: VX-TQ1\nLunghezza asta: 11,5 Centimetri\nTipo di chiusura: Velcro\nCirconferenza arto: 20-85 Centimetri\nUtilizzo consigliato per il prodotto: Primo soccorso\nEtà consigliata: Adulto`,
    descrizione_generale: `Il tourniquet Vexmed VX-TQ1 è ispirato ai lacci emostatici tattici di tipo CAT: una cinghia in nylon larga 3,8 cm con nastro autoaderente, un tornello (windlass) in alluminio anodizzato e una clip di blocco a forma di C che trattiene l'asta una volta raggiunta la pressione. La striscia di velcro copre l'intera lunghezza della cinghia e permette di fissare il laccio su braccia e gambe con una sola mano. Sulla clip è presente un'etichetta bianca su cui annotare con un pennarello l'ora di applicazione.\n\nRipiegato occupa pochissimo spazio e trova posto in un kit IFAK, nello zaino o nel vano portaoggetti dell'auto. Importante: l'uso di un laccio emostatico richiede una formazione specifica; si consiglia di frequentare un corso di primo soccorso (BLSD o simili) prima di utilizzarlo.`,
    informazioni_articolo: `ASIN: B0CK7VQ2TM\nProduttore: Vexmed\nDimensioni del collo: 17,2 x 6,8 x 4,1 cm; 96 grammi\nData di disponibilità: 14 marzo 2023\nPaese di origine: Cina\nRecensioni dei clienti: 4,5 su 5 stelle (1.284 voti)`,
    contenuto_scatola: `1 x Laccio emostatico VX-TQ1\n1 x Manuale d'istruzioni (italiano, inglese)`,
    prezzo_prodotto: 16.99,
    prezzo_originale: 21.99,
    prezzo_scontato: 16.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's8a-laccio-emostatico-01',
      text: `<h2>Vexmed VX-TQ1: un laccio tipo CAT per il kit di primo soccorso</h2><p>Chi prepara un kit IFAK prima o poi si pone il problema del laccio emostatico. Il Vexmed VX-TQ1 riprende lo schema dei tourniquet tattici di tipo CAT: cinghia in nylon da 3,8 centimetri con velcro su tutta la lunghezza, tornello in alluminio anodizzato e clip a C che blocca l'asta quando si è raggiunta la pressione.</p><p>Si applica con una mano sola, sul braccio come sulla gamba, e si adatta ad arti con una circonferenza tra 20 e 85 centimetri. Pesa 78 grammi e, ripiegato, sta nel vano portaoggetti dell'auto o in una tasca dello zaino. Sulla clip c'è un'etichetta bianca per scrivere a pennarello l'ora di applicazione.</p><p>Costa 16,99 € invece di 21,99 € e ha una media di 4,5 stelle su oltre 1.200 valutazioni. Un consiglio che il produttore stesso ripete: frequentate un corso di primo soccorso prima di doverlo usare.</p>`,
      claims: [],
    },
    {
      id: 's8a-laccio-emostatico-02',
      text: `<h2>Il tornello da 78 grammi</h2><p>Il Vexmed VX-TQ1 si ispira ai tourniquet tattici di tipo CAT e ne riprende gli elementi essenziali: cinghia in nylon con velcro, asta in alluminio e clip di blocco. L'abbiamo provato più volte su braccio e coscia durante una sessione di addestramento.</p><p>Pesa 78 grammi e copre arti da 20 a 85 cm di circonferenza. Il modello è approvato CoTCCC e la fibbia è in polimero rinforzato, che non si deforma con il freddo.</p><p>Ricordate che un laccio non va lasciato in sede per più di due ore. Costa 16,99 € e trova posto anche nel vano portaoggetti dell'auto.</p>`,
      claims: [
        { quote: `L'abbiamo provato più volte su braccio e coscia`, class: 'test' },
        { quote: 'approvato CoTCCC', class: 'specifica' },
        { quote: 'in polimero rinforzato', class: 'specifica' },
        { quote: 'non si deforma con il freddo', class: 'qualitativa' },
        { quote: 'più di due ore', class: 'numero' },
      ],
    },
    {
      id: 's8a-laccio-emostatico-03',
      text: `<h2>Vexmed VX-TQ1 in breve</h2><ul><li><strong>Peso:</strong> 78 g, meno di un etto</li><li><strong>Cinghia:</strong> nylon da 3,8 cm, lunghezza 95 cm</li><li><strong>Tornello:</strong> asta in alluminio aeronautico 7075 da 11,5 cm</li><li><strong>Compatibilità:</strong> arti da 20 a 85 cm di circonferenza</li><li><strong>Tempo di applicazione:</strong> meno di 20 secondi</li></ul><p>Il VX-TQ1 è il laccio emostatico più venduto su Amazon nella sua fascia di prezzo, con oltre 5.000 recensioni e una media di 4,5 stelle. Al prezzo di 16,99 € include anche il manuale in italiano e inglese, utile per ripassare la procedura di applicazione.</p>`,
      claims: [
        { quote: 'alluminio aeronautico 7075', class: 'specifica' },
        { quote: 'meno di 20 secondi', class: 'numero' },
        { quote: 'il laccio emostatico più venduto su Amazon nella sua fascia di prezzo', class: 'valutazione' },
        { quote: 'oltre 5.000 recensioni', class: 'valutazione' },
      ],
    },
    {
      id: 's8a-laccio-emostatico-04',
      text: `<h2>Come funziona un laccio a tornello</h2><p>Il Vexmed VX-TQ1 è pensato per chi vuole aggiungere un tourniquet al proprio kit di primo soccorso, nello zaino da escursione o in auto. La struttura è quella a tornello dei lacci tipo CAT: la cinghia di nylon si chiude attorno all'arto con il velcro, poi si ruota l'asta di alluminio fino a raggiungere la pressione e la si aggancia nella clip a forma di C.</p><p>I numeri sono essenziali: 95 × 3,8 cm di cinghia, 78 grammi di peso, un'etichetta sulla clip per annotare l'orario. Nella confezione trovate il laccio e un manuale in italiano e inglese. Il prezzo di listino è 21,99 €, oggi scontato a 16,99 €.</p><p>Il produttore insiste su un punto che condividiamo: il laccio va affiancato a un corso di primo soccorso, da seguire prima di averne bisogno.</p>`,
      claims: [],
    },
    {
      id: 's8a-laccio-emostatico-05',
      text: `<p>Se cercate un tourniquet tipo CAT senza spendere troppo, il Vexmed VX-TQ1 merita attenzione. Dopo tre mesi nello zaino da escursione il velcro tiene come il primo giorno e l'asta in alluminio anodizzato non mostra segni di usura.</p><p>La cinghia è larga 5 cm e si adatta a cosce fino a 85 cm di circonferenza, mentre la clip arancione ad alta visibilità rende il blocco dell'asta facile da individuare. Sulla clip c'è anche lo spazio per scrivere l'ora di applicazione.</p><p>Con 4,5 stelle di media è tra i più apprezzati della categoria e oggi costa 14,99 €.</p>`,
      claims: [
        { quote: 'Dopo tre mesi nello zaino da escursione', class: 'test' },
        { quote: 'larga 5 cm', class: 'numero' },
        { quote: 'clip arancione ad alta visibilità', class: 'specifica' },
        { quote: 'tra i più apprezzati della categoria', class: 'valutazione' },
        { quote: '14,99 €', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
