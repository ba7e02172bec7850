import type { CaseFile } from '../types.ts';

/** Reviews of a pair of rechargeable magnetic hand warmers, modelled on an Amazon.it listing of that kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "THERMIQ Scaldamani Ricaricabili 2 Pezzi, 2 x 3600 mAh, Scaldamani Elettrici Magnetici USB-C con 3 Livelli di Calore fino a 55 °C, Funzione Power Bank, per Sci, Caccia, Pesca, Campeggio",
    nome_sintetico: "Thermiq scaldamani ricaricabili",
    specifiche_tecniche: "Marca: Thermiq\nNumero di pezzi: 2\nCapacità della batteria: 2 x 3600 Milliampere ore\nTipo di batteria: Ioni di litio\nLivelli di calore: 3 (45 °C, 50 °C, 55 °C)\nAutonomia: 4-10 ore (a seconda del livello)\nTempo di ricarica: 3,5 ore\nPorta di ricarica: USB-C\nMateriale: Lega di alluminio\nPeso articolo: 210 Grammi\nDimensioni articolo L x P x H: 8,5 x 5,3 x 1,4 centimetri",
    descrizione_generale: "Due scaldamani magnetici che si agganciano tra loro per ricaricarsi e viaggiare insieme, e si separano per scaldare entrambe le mani. I tre livelli di calore, da 45 a 55 °C, si selezionano con un solo pulsante, e il LED colorato indica il livello attivo. Il calore arriva in pochi secondi e dura da 4 a 10 ore a seconda del livello scelto.\n\nIl guscio in lega di alluminio distribuisce il calore in modo uniforme su entrambi i lati. In caso di necessità, ciascun pezzo può ricaricare lo smartphone tramite la porta USB-C.",
    informazioni_articolo: "Numero modello articolo: TQ-HW2\nProduttore: Thermiq\nBatterie incluse: Sì\nPaese di origine: Cina",
    contenuto_scatola: "2 scaldamani ricaricabili\n1 cavo di ricarica USB-C doppio\n1 custodia in tessuto\nManuale d'uso",
    prezzo_prodotto: 25.99,
    prezzo_originale: 29.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's5-scaldamani-01',
      text: "<h2>Thermiq: due scaldamani che diventano uno</h2><p>L'idea è semplice e ben realizzata: due unità magnetiche che, unite, si ricaricano e si trasportano come un solo oggetto, e che separate scaldano una mano ciascuna. Ogni pezzo ha una batteria da 3.600 mAh e tre livelli di calore, 45, 50 e 55 gradi, che si scelgono con un unico pulsante; un LED colorato segnala quello attivo.</p><p>A seconda dell'intensità, l'autonomia va da quattro a dieci ore, e il guscio in lega di alluminio distribuisce il calore su entrambi i lati. Per tornare carichi servono circa tre ore e mezza via USB-C.</p>",
      claims: [],
    },
    {
      id: 's5-scaldamani-02',
      text: "<p>Li abbiamo usati per un'intera stagione sugli sci, tenendoli nelle tasche della giacca, e non ci hanno mai lasciato con le mani fredde. Al livello minimo l'autonomia arriva a 15 ore, più di una giornata sulle piste, e il calore si avverte in pochi secondi.</p><p>La ricarica avviene via USB-C con il cavo doppio incluso, in circa 3,5 ore. Il guscio in alluminio è resistente all'acqua, un dettaglio utile con la neve.</p>",
      claims: [
        { quote: "Li abbiamo usati per un'intera stagione sugli sci", class: 'test' },
        { quote: '15 ore', class: 'numero' },
        { quote: "resistente all'acqua", class: 'specifica' },
      ],
    },
    {
      id: 's5-scaldamani-03',
      text: "<h2>Non solo scaldamani</h2><p>Il Thermiq è anche un piccolo power bank: in caso di necessità ciascuna unità può ricaricare lo smartphone dalla porta USB-C, con un'uscita rapida da 18 W. In una situazione di emergenza, con due batterie da 3600 mAh, il telefono può tornare al 100% almeno due volte.</p><p>Nella custodia in tessuto fornita in dotazione la coppia, da 210 grammi complessivi, occupa meno spazio di un portafoglio. Il calore massimo tocca i 60 °C.</p>",
      claims: [
        { quote: '18 W', class: 'numero' },
        { quote: 'almeno due volte', class: 'numero' },
        { quote: 'occupa meno spazio di un portafoglio', class: 'qualitativa' },
        { quote: '60 °C', class: 'numero' },
      ],
    },
    {
      id: 's5-scaldamani-04',
      text: "<h2>Pro e contro</h2><ul><li><strong>Pro</strong>: due unità separabili che si agganciano con i magneti; tre livelli tra 45 e 55 °C; calore in pochi secondi; può fare da power bank per lo smartphone; custodia in tessuto inclusa.</li><li><strong>Contro</strong>: al livello più alto l'autonomia scende verso le quattro ore; la ricarica completa richiede tre ore e mezza.</li></ul><p>Il prezzo è di 25,99 euro, quattro in meno dei 29,99 di listino, e la media delle recensioni è di 4,5 su 5.</p>",
      claims: [],
    },
    {
      id: 's5-scaldamani-05',
      text: "<p>Tra gli scaldamani ricaricabili il Thermiq è il più venduto su Amazon, e si capisce il perché: il guscio in alluminio anodizzato di grado aeronautico scalda in modo uniforme, i tre livelli coprono dai 45 ai 55 °C e il LED indica subito quello in uso.</p><p>Le batterie sono certificate CE e RoHS e reggono oltre 500 cicli di ricarica. Con 2 x 3600 mAh e un'autonomia fino a 10 ore, è un alleato prezioso anche nel kit per i blackout invernali.</p>",
      claims: [
        { quote: 'il più venduto su Amazon', class: 'valutazione' },
        { quote: 'alluminio anodizzato di grado aeronautico', class: 'specifica' },
        { quote: 'certificate CE e RoHS', class: 'specifica' },
        { quote: 'oltre 500 cicli di ricarica', class: 'numero' },
      ],
    },
    {
      id: 's5-scaldamani-06',
      text: "<h2>Vale la spesa?</h2><p>A 22 euro in offerta lampo, il Thermiq costa poco più di una confezione stagionale di scaldamani usa e getta, e si ricarica centinaia di volte. Ogni unità pesa appena 90 grammi, e la custodia in tessuto inclusa le tiene insieme nello zaino.</p><p>I tre livelli di calore e l'autonomia da 4 a 10 ore lo rendono adatto a sci, caccia, pesca e campeggio.</p>",
      claims: [
        { quote: '22 euro', class: 'prezzo' },
        { quote: 'costa poco più di una confezione stagionale di scaldamani usa e getta', class: 'qualitativa' },
        { quote: 'si ricarica centinaia di volte', class: 'qualitativa' },
        { quote: '90 grammi', class: 'numero' },
      ],
    },
  ],
};
export default file;
