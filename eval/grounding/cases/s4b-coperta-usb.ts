import type { CaseFile } from '../types.ts';

/** Reviews of a 5 V USB heated flannel blanket, modelled on Amazon.it "coperta riscaldata USB" listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: `CALDONIDO Coperta Riscaldata USB 5V, Plaid Elettrico in Flanella 150 x 80 cm, 3 Livelli di Temperatura, Spegnimento Automatico, Lavabile in Lavatrice, per Powerbank, Ufficio, Auto, Campeggio`,
    nome_sintetico: `Caldonido coperta riscaldata USB`,
    specifiche_tecniche: `Marca: Caldonido
Materiale: Flanella (100% poliestere)
Dimensioni: 150 x 80 Centimetri
Tensione: 5 Volt
Potenza: 10 Watt
Connettore: USB-A
Livelli di temperatura: 3 (circa 40 °C, 45 °C, 50 °C)
Spegnimento automatico: Dopo 2 ore
Lunghezza del cavo: 1,8 Metri
Peso articolo: 680 Grammi
Colore: Grigio antracite
Cura del prodotto: Lavabile in lavatrice a 30 °C (controller rimosso)`,
    descrizione_generale: `Calore dove serve, anche senza presa di corrente. La coperta Caldonido funziona a 5 V da qualsiasi porta USB: computer, caricatore da muro, presa dell'auto o un powerbank, ideale durante un blackout o in campeggio. Il controller ha tre livelli (basso, medio, alto) e si spegne da solo dopo 2 ore per sicurezza.

Con un powerbank da 10000 mAh al livello basso si ottengono circa 4-5 ore di calore. La flanella è morbida su entrambi i lati; staccato il controller, la coperta si lava in lavatrice a 30 °C.`,
    informazioni_articolo: `Numero modello articolo: CN-USB150
Produttore: Caldonido Home
Zona riscaldante: Schiena e spalle (area di 60 x 45 cm)
ASIN: B0CJ4RTW2P`,
    contenuto_scatola: `1 x Coperta riscaldata
1 x Controller USB con cavo
1 x Sacca di trasporto`,
    prezzo_prodotto: 29.99,
    prezzo_originale: 34.99,
    prezzo_scontato: 29.99,
    valutazione_prodotto: 4.1,
  },
  cases: [
    {
      id: 's4b-coperta-usb-01',
      text: `<h2>Caldonido CN-USB150: calore anche senza presa di corrente</h2><p>Le coperte elettriche tradizionali vanno collegate alla presa di casa; questa invece lavora a 5 V e assorbe 10 W, quindi si accende da qualsiasi porta USB: computer, caricatore da muro, presa dell'auto o powerbank. Con un powerbank da 10.000 mAh, al livello basso, il produttore stima circa quattro-cinque ore di calore, un'autonomia utile durante un blackout.</p><p>Il plaid in flanella misura 150 x 80 cm e scalda nella zona di schiena e spalle. Il controller ha tre livelli, da circa 40 a circa 50 °C, e spegne tutto da solo dopo due ore. Il cavo è lungo 1,8 metri.</p>`,
      claims: [],
    },
    {
      id: 's4b-coperta-usb-02',
      text: `<p>Abbiamo usato la Caldonido per tre settimane in un ufficio poco riscaldato, e il risultato ci ha sorpreso. Al livello alto raggiunge i 50 °C in meno di un minuto, e la zona riscaldata misura 120 x 70 cm, quasi tutta la coperta.</p><p>Il controller offre tre livelli di temperatura e lo spegnimento automatico dopo 2 ore, una sicurezza importante se ci si addormenta. La flanella è morbida su entrambi i lati e, tolto il controller, va in lavatrice a 30 °C.</p>`,
      claims: [
        { quote: `Abbiamo usato la Caldonido per tre settimane`, class: 'test' },
        { quote: `in meno di un minuto`, class: 'numero' },
        { quote: `120 x 70 cm`, class: 'numero' },
      ],
    },
    {
      id: 's4b-coperta-usb-03',
      text: `<h2>Un plaid USB per l'inverno</h2><p>Con una media di 4,5 stelle su oltre 1.200 recensioni, la coperta Caldonido è una delle più apprezzate della sua categoria. Oggi è in offerta a 24,99 €.</p><p>I punti di forza: la flanella in poliestere certificata Oeko-Tex, il cavo da 1,8 metri e il lavaggio in lavatrice a 30 °C dopo aver staccato il controller. In confezione c'è anche una sacca per il trasporto, comoda per chi la porta in auto o in campeggio.</p>`,
      claims: [
        { quote: `4,5 stelle`, class: 'valutazione' },
        { quote: `oltre 1.200 recensioni`, class: 'valutazione' },
        { quote: `una delle più apprezzate della sua categoria`, class: 'valutazione' },
        { quote: `24,99 €`, class: 'prezzo' },
        { quote: `certificata Oeko-Tex`, class: 'specifica' },
      ],
    },
    {
      id: 's4b-coperta-usb-04',
      text: `<p>La Caldonido è un plaid da 150 x 80 cm in flanella di poliestere, grigio antracite, con una zona riscaldante di 60 x 45 cm all'altezza di schiena e spalle. Pesa poco meno di sette etti e arriva con il controller USB e una sacca da trasporto.</p><ul><li>Tre livelli: circa 40, 45 e 50 °C</li><li>Spegnimento automatico dopo 2 ore</li><li>Lavabile in lavatrice a 30 °C, staccando il controller</li></ul><p>Il prezzo è di 29,99 euro, contro i 34,99 di partenza; la valutazione media su Amazon.it è di 4,1 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4b-coperta-usb-05',
      text: `<p>La Caldonido CN-USB150 si collega con un connettore USB-C e funziona a 5 V, quindi si alimenta anche da un powerbank. Il controller regola tre livelli, fino a un massimo di 60 °C, e dispone dello spegnimento automatico dopo 4 ore.</p><p>La flanella è morbida su entrambi i lati e la coperta si lava a 30 °C. Misura 150 x 80 cm e pesa 680 grammi.</p>`,
      claims: [
        { quote: `USB-C`, class: 'specifica' },
        { quote: `60 °C`, class: 'numero' },
        { quote: `dopo 4 ore`, class: 'numero' },
      ],
    },
    {
      id: 's4b-coperta-usb-06',
      text: `<p>Tra le coperte USB, la Caldonido è la più calda: al livello alto arriva a circa 50 °C. Il produttore dichiara circa 4-5 ore con un powerbank da 10000 mAh al livello basso; con un modello da 20.000 mAh si superano le dieci ore.</p><p>Nelle nostre prove in auto ha scaldato bene anche a motore spento. Per un kit invernale d'emergenza è una scelta sensata: lavabile e alimentabile anche dalla presa dell'auto. Costa 29,99 euro.</p>`,
      claims: [
        { quote: `la più calda`, class: 'qualitativa' },
        { quote: `si superano le dieci ore`, class: 'numero' },
        { quote: `Nelle nostre prove in auto ha scaldato bene anche a motore spento`, class: 'test' },
      ],
    },
  ],
};
export default file;
