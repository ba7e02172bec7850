import type { CaseFile } from '../types.ts';

/** Reviews of a 12-pouch kit of freeze-dried meals for emergency storage, modelled on a typical Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `CAMPOVIVO Pasti Liofilizzati Kit Emergenza 12 Buste, 6 Gusti Assortiti, Conservazione fino a 25 Anni, 2 Porzioni per Busta, Pronti in 9 Minuti con Acqua Bollente, per Campeggio, Trekking e Scorte di Emergenza`,
    nome_sintetico: `Campovivo Kit 12 pasti liofilizzati`,
    specifiche_tecniche: `Marca: Campovivo
Numero modello articolo: CV-KIT12
Numero di pezzi: 12
Peso netto: 1,68 Chilogrammi
Porzioni per confezione: 24
Energia per busta: 1100 Kilocalorie
Tempo di preparazione: 9 Minuti
Acqua necessaria per busta: 400 Millilitri
Durata di conservazione: 25 Anni
Caratteristiche speciali: Senza conservanti aggiunti, Busta richiudibile con zip
Informazioni sugli allergeni: Contiene glutine, latte, sedano
Paese di origine: Italia`,
    descrizione_generale: `Il kit Campovivo contiene 12 buste di piatti liofilizzati in 6 ricette: pasta al ragù, risotto ai funghi, chili con carne, spezzatino con patate, pasta al pesto e porridge ai frutti di bosco, 2 buste per gusto. Ogni busta corrisponde a due porzioni: basta versare 400 ml di acqua bollente direttamente nella busta, richiudere la zip e attendere 9 minuti.

Grazie alla liofilizzazione e alla confezione sottovuoto in alluminio multistrato con assorbitore di ossigeno, i pasti si conservano fino a 25 anni a temperatura ambiente. Senza conservanti aggiunti. Ideale per la scorta di emergenza di casa, per il campeggio e per il trekking.`,
    informazioni_articolo: `Peso articolo: 1,68 kg
Numero modello articolo: CV-KIT12
Dimensioni del collo: 32 x 24 x 18 cm
Produttore: Campovivo Alimenti S.r.l.
Disponibile su Amazon.it a partire dal: 5 gennaio 2024`,
    contenuto_scatola: `2 x Pasta al ragù
2 x Risotto ai funghi
2 x Chili con carne
2 x Spezzatino con patate
2 x Pasta al pesto
2 x Porridge ai frutti di bosco`,
    prezzo_prodotto: 119.9,
    prezzo_originale: 139.9,
    prezzo_scontato: 119.9,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's3-liofilizzati-01',
      text: `<h2>Dodici buste per la scorta di casa</h2><p>Il kit Campovivo raccoglie 12 buste di piatti liofilizzati in sei ricette, due buste per ciascuna: pasta al ragù, risotto ai funghi, chili con carne, spezzatino con patate, pasta al pesto e porridge ai frutti di bosco. Ogni busta vale due porzioni, per un totale di 24.</p><p>La preparazione è semplice: si versano 400 ml di acqua bollente nella busta, si chiude la zip e dopo nove minuti il pasto è pronto. Le buste in alluminio multistrato, sottovuoto e con assorbitore di ossigeno, permettono una conservazione fino a 25 anni a temperatura ambiente.</p><p>Attenzione agli allergeni: le ricette contengono glutine, latte e sedano.</p>`,
      claims: [],
    },
    {
      id: 's3-liofilizzati-02',
      text: `<p>Con 1.100 kcal per busta, cioè due porzioni da circa 550 kcal ciascuna, i pasti Campovivo sono pensati per la scorta di emergenza di casa ma anche per il campeggio e il trekking. Sono prodotti in Italia e non contengono conservanti aggiunti.</p><ul><li>12 buste, 6 gusti</li><li>Peso netto: 1,68 kg</li><li>Pronti in 9 minuti con 400 ml di acqua bollente</li><li>Conservazione: fino a 25 anni</li></ul><p>Il kit costa 119,90 € invece di 139,90 € e gli acquirenti gli assegnano in media 4,2 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's3-liofilizzati-03',
      text: `<h2>Come sono, nel piatto?</h2><p>Li abbiamo assaggiati tutti e sei durante un weekend in tenda: la consistenza è sorprendentemente vicina a quella di un piatto fatto in casa. Le buste si preparano con 400 ml di acqua bollente e sono pronte in 5 minuti, e in mancanza di fornello si possono preparare anche con acqua fredda, aspettando un po' di più.</p><p>La confezione sottovuoto in alluminio multistrato garantisce una conservazione fino a 25 anni, il che li rende adatti alla scorta di casa.</p>`,
      claims: [
        { quote: `Li abbiamo assaggiati tutti e sei durante un weekend in tenda`, class: 'test' },
        { quote: `la consistenza è sorprendentemente vicina a quella di un piatto fatto in casa`, class: 'qualitativa' },
        { quote: `5 minuti`, class: 'numero' },
        { quote: `si possono preparare anche con acqua fredda`, class: 'specifica' },
      ],
    },
    {
      id: 's3-liofilizzati-04',
      text: `<h2>Una scorta alimentare a lunga durata</h2><p>Gli esperti di protezione civile consigliano di avere in casa cibo sufficiente per almeno 72 ore. Il kit Campovivo contiene 12 buste da due porzioni, che si conservano fino a 25 anni a temperatura ambiente.</p><p>Ogni busta fornisce 1100 kcal, mentre un adulto ha bisogno di circa 2.000 kcal al giorno. Le sei ricette vanno dalla pasta al ragù al porridge ai frutti di bosco. Attualmente costa 99,90 €.</p>`,
      claims: [
        { quote: `almeno 72 ore`, class: 'numero' },
        { quote: `circa 2.000 kcal al giorno`, class: 'numero' },
        { quote: `99,90 €`, class: 'prezzo' },
      ],
    },
    {
      id: 's3-liofilizzati-05',
      text: `<p>Il kit di pasti liofilizzati Campovivo ha raccolto oltre 1.500 valutazioni su Amazon.it. Gli ingredienti provengono da agricoltura biologica certificata e non ci sono conservanti aggiunti.</p><p>Le buste richiudibili con zip si preparano con 400 ml di acqua bollente in 9 minuti e, grazie all'assorbitore di ossigeno, durano fino a 30 anni. Nella scatola ci sono sei ricette, tra cui chili con carne e spezzatino con patate.</p>`,
      claims: [
        { quote: `oltre 1.500 valutazioni`, class: 'valutazione' },
        { quote: `agricoltura biologica certificata`, class: 'specifica' },
        { quote: `30 anni`, class: 'numero' },
      ],
    },
    {
      id: 's3-liofilizzati-06',
      text: `<p>Sei gusti, dodici buste, ventiquattro porzioni: il kit Campovivo arriva in un collo da 32 x 24 x 18 cm e pesa un chilo e 680 grammi. Prepararli è questione di nove minuti, il tempo di far reidratare il contenuto con 400 millilitri di acqua bollente versati nella busta.</p><p>Quanto alla durata, si arriva fino a 25 anni a temperatura ambiente, grazie alla liofilizzazione e all'imballaggio sottovuoto. Il prezzo attuale è di 119,90 euro, scontato rispetto ai 139,90 di listino.</p>`,
      claims: [],
    },
  ],
};
export default file;
