import type { CaseFile } from '../types.ts';

/** Reviews of a bucket of long-life freeze-dried emergency food (25-year shelf life), modelled on Amazon.it survival-food listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: 'ProvvidaPlus Secchio Cibo di Emergenza a Lunga Conservazione 25 Anni, 60 Porzioni, Pasti Liofilizzati Vegetariani Pronti in 12 Minuti, Scorta Alimentare per Famiglie e Campeggio',
    nome_sintetico: 'ProvvidaPlus Secchio 60 porzioni PP-B60',
    specifiche_tecniche: [
      'Numero di porzioni: 60',
      'Numero di buste: 12',
      'Calorie per porzione: 240 kcal',
      'Calorie totali: 14.400 kcal',
      'Durata di conservazione: 25 anni',
      'Tipo di confezione: Buste in mylar sigillate con assorbitore di ossigeno',
      'Preparazione: Aggiungere acqua calda, attendere 12 minuti',
      'Acqua necessaria per porzione: 250 ml',
      'Dieta: Vegetariano',
      'Allergeni: Contiene glutine, soia e latte',
      'Temperatura di conservazione consigliata: da 10 °C a 25 °C',
    ].join('\n'),
    descrizione_generale:
      "Un'intera scorta in un solo secchio: 60 porzioni di pasti liofilizzati vegetariani, sigillati in buste di mylar con assorbitore di ossigeno per una conservazione fino a 25 anni dalla data di produzione. Basta aggiungere acqua calda, attendere 12 minuti e il pasto è pronto.\nIl secchio impilabile con manico occupa poco spazio in cantina o in garage e protegge le buste da umidità e luce. Ideale per la scorta alimentare di emergenza di una famiglia, per il campeggio e per le situazioni in cui manca la corrente.",
    informazioni_articolo: [
      'Marca: ProvvidaPlus',
      'Numero modello articolo: PP-B60',
      'Peso articolo: 5,4 Chilogrammi',
      'Dimensioni del secchio: 30 x 30 x 36 cm',
      'Formato: Secchio con manico e coperchio a chiusura ermetica',
      'Paese di origine: Italia',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Secchio in plastica con coperchio',
      '3 x Buste Risotto ai funghi (5 porzioni ciascuna)',
      '3 x Buste Pasta al pomodoro e basilico (5 porzioni ciascuna)',
      '3 x Buste Zuppa di lenticchie (5 porzioni ciascuna)',
      "3 x Buste Porridge d'avena con mela (5 porzioni ciascuna)",
    ].join('\n'),
    prezzo_prodotto: 129.9,
    prezzo_originale: 149.9,
    prezzo_scontato: 129.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's4a-cibo-25anni-01',
      text: `<h2>ProvvidaPlus PP-B60: una scorta da tenere in cantina</h2><p>Il principio del secchio ProvvidaPlus è semplice: 60 porzioni di pasti liofilizzati vegetariani, divise in dodici buste di mylar con assorbitore di ossigeno, che si conservano fino a 25 anni dalla data di produzione. Il menu alterna quattro ricette, tre buste ciascuna: risotto ai funghi, pasta al pomodoro e basilico, zuppa di lenticchie e porridge d'avena con mela.</p><p>La preparazione richiede solo acqua calda, un quarto di litro a porzione, e dodici minuti di attesa. Ogni porzione vale 240 kcal, per un totale di 14.400 kcal nel secchio.</p><p>Va conservato tra 10 e 25 °C. Attenzione agli allergeni: contiene glutine, soia e latte. Il secchio pesa 5,4 kg e costa 129,90 €, rispetto ai 149,90 € del prezzo di listino.</p>`,
      claims: [],
    },
    {
      id: 's4a-cibo-25anni-02',
      text: `<p>Quanto cibo serve davvero per un'emergenza? La Protezione Civile consiglia una scorta per almeno 72 ore, ma chi vuole stare tranquillo punta a due settimane. Il secchio ProvvidaPlus, con le sue 60 porzioni, copre una persona per un mese intero.</p><p>Abbiamo assaggiato tutte e quattro le ricette: il risotto ai funghi è sorprendentemente saporito, il porridge con mela un po' dolce. Le buste in mylar con assorbitore di ossigeno garantiscono fino a 25 anni di conservazione, e il pasto è pronto in 12 minuti con acqua calda.</p><p>Il prezzo è di 129,90 €.</p>`,
      claims: [
        { quote: 'almeno 72 ore', class: 'numero' },
        { quote: 'due settimane', class: 'numero' },
        { quote: 'per un mese intero', class: 'numero' },
        { quote: 'Abbiamo assaggiato tutte e quattro le ricette', class: 'test' },
      ],
    },
    {
      id: 's4a-cibo-25anni-03',
      text: `<h2>Cosa c'è nel secchio</h2><ul><li>12 buste da 5 porzioni, per 60 porzioni complessive</li><li>Ricette vegetariane e senza glutine</li><li>Pronto in 12 minuti con acqua fredda o calda</li><li>Conservazione fino a 25 anni, anche a temperature fino a 40 °C</li></ul><p>Il secchio da 5,4 kg ha il coperchio a chiusura ermetica e il manico per spostarlo. Con 4,5 stelle su 5 è tra i kit di cibo di emergenza più apprezzati su Amazon.it.</p>`,
      claims: [
        { quote: 'senza glutine', class: 'specifica' },
        { quote: 'acqua fredda', class: 'specifica' },
        { quote: '40 °C', class: 'numero' },
        { quote: 'tra i kit di cibo di emergenza più apprezzati su Amazon.it', class: 'valutazione' },
      ],
    },
    {
      id: 's4a-cibo-25anni-04',
      text: `<p>Da una scorta alimentare di emergenza ci si aspetta che duri a lungo, occupi poco spazio e sia facile da preparare. Il ProvvidaPlus PP-B60 mette insieme tutte e tre le cose: le buste di mylar sigillate con assorbitore di ossigeno arrivano a 25 anni di conservazione, il secchio impilabile da 30 x 30 x 36 cm sta in un angolo del garage, e per cucinare basta aggiungere acqua calda, 250 ml a porzione, e aspettare 12 minuti.</p><p>Tutte le ricette sono vegetariane, dal risotto ai funghi alla zuppa di lenticchie, e ogni porzione apporta 240 chilocalorie. Chi soffre di allergie deve sapere che glutine, soia e latte sono presenti. Il prezzo attuale è di 129,90 euro.</p>`,
      claims: [],
    },
    {
      id: 's4a-cibo-25anni-05',
      text: `<h2>Pensato per le famiglie</h2><p>ProvvidaPlus ha confezionato il suo kit pensando a chi deve sfamare più persone: nel secchio ci sono 60 porzioni da 400 kcal ciascuna, pronte in 12 minuti con acqua calda. La durata di 25 anni è certificata da un laboratorio indipendente.</p><p>Per una famiglia di quattro persone la scorta dura circa cinque giorni, con tre pasti al giorno. Il secchio pesa 5,4 kg ed è in plastica alimentare riciclabile, con coperchio a chiusura ermetica. Il prezzo è di 129,90 €.</p>`,
      claims: [
        { quote: '400 kcal', class: 'numero' },
        { quote: 'certificata da un laboratorio indipendente', class: 'specifica' },
        { quote: 'circa cinque giorni', class: 'numero' },
        { quote: 'plastica alimentare riciclabile', class: 'specifica' },
      ],
    },
    {
      id: 's4a-cibo-25anni-06',
      text: `<h2>In sintesi</h2><p>Non è un acquisto emozionante, ma il secchio ProvvidaPlus è il tipo di prodotto che si spera di non dover mai aprire. Le 60 porzioni vegetariane durano fino a 25 anni, si preparano con acqua calda in 12 minuti e richiedono 250 ml d'acqua ciascuna.</p><p>Rispetto ai kit della concorrenza il rapporto tra prezzo e porzioni è il migliore del mercato, e a 119,90 € il costo per pasto scende sotto i 2 euro.</p>`,
      claims: [
        { quote: 'il migliore del mercato', class: 'qualitativa' },
        { quote: '119,90 €', class: 'prezzo' },
        { quote: 'sotto i 2 euro', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
