import type { CaseFile } from '../types.ts';

/** Reviews of a 1 kWh LiFePO4 portable power station with solar input, modelled on Amazon.it power-station listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "VOLTIK Stazione Elettrica Portatile PS1000, 1024Wh Batteria LiFePO4, 1200W AC (Picco 2400W), Ingresso Solare 400W, Ricarica Completa in 1,5 Ore, Funzione UPS, Generatore Solare per Campeggio, Camper, Emergenza e Blackout",
    nome_sintetico: "Voltik PS1000",
    specifiche_tecniche: [
      "Capacità della batteria: 1024 Wattora",
      "Chimica della batteria: LiFePO4",
      "Potenza di uscita: 1200 Watt",
      "Potenza di picco: 2400 Watt",
      "Ingresso solare: 12-60 V, max 400 Watt (connettore XT60)",
      "Ingresso AC: 230 V, max 1000 Watt",
      "Tempo di ricarica: 1,5 ore (AC)",
      "Cicli di vita: 3500 cicli all'80% della capacità",
      "Porte di uscita: 4 x AC 230 V, 2 x USB-C 100 W, 2 x USB-A 18 W, 1 x presa accendisigari 12 V",
      "Tempo di commutazione UPS: < 20 ms",
      "Temperatura di esercizio: da -10 °C a 40 °C",
      "Peso articolo: 11,5 Chilogrammi",
      "Dimensioni prodotto: 33 x 22 x 24 cm",
    ].join("\n"),
    descrizione_generale:
      "La Voltik PS1000 è una riserva di energia pensata per blackout, campeggio e vita in camper. La batteria LiFePO4 da 1024Wh conserva almeno l'80% della capacità dopo 3500 cicli completi e la funzione UPS subentra in meno di 20 ms quando salta la corrente, così router, PC e frigorifero restano accesi. Dalla presa di casa si ricarica da 0 al 100% in circa 1,5 ore; con uno o più pannelli solari (venduti separatamente) accetta fino a 400 W.\n\nIl display LCD mostra la percentuale residua e il tempo di autonomia stimato, e la stazione si gestisce anche da app via Wi-Fi o Bluetooth. Garanzia del produttore di 5 anni.",
    informazioni_articolo: [
      "Marchio: Voltik",
      "Numero modello articolo: PS1000",
      "Colore: Grigio scuro",
      "Tensione: 230 Volt",
      "Produttore: Voltik Energy",
    ].join("\n"),
    contenuto_scatola: [
      "1 x Stazione elettrica Voltik PS1000",
      "1 x Cavo di ricarica AC",
      "1 x Cavo di ricarica solare MC4-XT60",
      "1 x Cavo di ricarica da auto",
      "1 x Manuale d'uso",
      "1 x Scheda di garanzia",
    ].join("\n"),
    prezzo_prodotto: 599,
    prezzo_originale: 799,
    prezzo_scontato: 599,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: "s2a-powerstation-01",
      text: "<h2>Voltik PS1000: un kilowattora di riserva per quando salta la luce</h2><p>La Voltik PS1000 mette a disposizione poco più di 1 kWh di energia in una batteria al litio-ferro-fosfato, una chimica che qui promette 3.500 cicli prima di scendere all'80% della capacità. In uscita regge 1,2 kW continui, con picchi fino a 2,4 kW, distribuiti su quattro prese da 230 V, due USB-C da 100 W, due USB-A e una presa accendisigari.</p><p>Il punto forte per chi teme i blackout è la funzione UPS: quando manca la rete interviene in meno di 20 millisecondi, quindi router e computer collegati restano accesi. Per ricaricarla bastano circa un'ora e mezza dalla presa di casa, oppure pannelli solari fino a 400 W, da acquistare a parte.</p><p>Pesa undici chili e mezzo e misura 33 x 22 x 24 cm.</p>",
      claims: [],
    },
    {
      id: "s2a-powerstation-02",
      text: "<p>Se cercate una stazione elettrica per casa che non vi lasci al buio, la <strong>Voltik PS1000</strong> è tra le proposte più convincenti del momento. L'abbiamo tenuta collegata al router e al frigorifero per un intero weekend di prova, simulando più volte un distacco della rete.</p><p>La batteria LiFePO4 da 1024 Wh alimenta un frigorifero per oltre 20 ore, e dalla rete si ricarica in un'ora e mezza. Attualmente costa 599 euro, contro i 799 di listino, e su Amazon ha una media di 4,5 stelle su oltre 3.000 recensioni.</p>",
      claims: [
        { quote: "tra le proposte più convincenti del momento", class: "qualitativa" },
        { quote: "L'abbiamo tenuta collegata al router e al frigorifero per un intero weekend di prova", class: "test" },
        { quote: "oltre 20 ore", class: "numero" },
        { quote: "oltre 3.000 recensioni", class: "valutazione" },
      ],
    },
    {
      id: "s2a-powerstation-03",
      text: "<h2>Scheda rapida</h2><ul><li><strong>Capacità:</strong> 1024 Wh, chimica LiFePO4</li><li><strong>Uscita:</strong> 1200 W continui, 2400 W di picco</li><li><strong>Prese:</strong> 4 AC, 2 USB-C da 100 W, 3 USB-A e una presa accendisigari</li><li><strong>Ricarica solare:</strong> fino a 400 W, con regolatore MPPT al 99% di efficienza</li><li><strong>Ricarica da rete:</strong> 1,5 ore</li><li><strong>Peso:</strong> 11,5 kg</li><li><strong>Garanzia:</strong> 5 anni</li></ul><p>La stazione si gestisce anche da app, via Wi-Fi o Bluetooth. Unico neo: la ventola è rumorosa durante la ricarica rapida.</p>",
      claims: [
        { quote: "3 USB-A", class: "numero" },
        { quote: "MPPT", class: "specifica" },
        { quote: "99% di efficienza", class: "numero" },
        { quote: "la ventola è rumorosa durante la ricarica rapida", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-powerstation-04",
      text: "<p>Quasi 600 euro non sono pochi, ma con lo sconto attuale la PS1000 scende a 599 € rispetto ai 799 € del prezzo pieno, e gli acquirenti la premiano con un 4,5 su 5. Cosa si ottiene? Una batteria LiFePO4 da 1024 wattora, garantita cinque anni dal produttore, che lavora tra -10 e 40 gradi e si ricarica in tre modi: dalla presa a muro, dall'auto o dal sole, con i cavi per tutte e tre le soluzioni già nella confezione.</p><p>Il display mostra la percentuale rimasta e una stima dell'autonomia, e la stazione si può gestire anche dallo smartphone, via Wi-Fi o Bluetooth.</p>",
      claims: [],
    },
    {
      id: "s2a-powerstation-05",
      text: "<p>Per chi viaggia in camper la PS1000 ha un vantaggio chiaro: l'ingresso solare accetta da 12 a 60 V, fino a 400 W, quindi con due pannelli da 200 W si ricarica completamente in circa 3 ore. La presa accendisigari da 12 V alimenta senza problemi un frigo portatile a compressore.</p><p>Rispetto alle rivali della stessa capacità è la più compatta, con il corpo in plastica ignifuga V0 e una struttura che regge anche le vibrazioni della strada.</p>",
      claims: [
        { quote: "circa 3 ore", class: "numero" },
        { quote: "alimenta senza problemi un frigo portatile a compressore", class: "qualitativa" },
        { quote: "Rispetto alle rivali della stessa capacità è la più compatta", class: "qualitativa" },
        { quote: "plastica ignifuga V0", class: "specifica" },
        { quote: "regge anche le vibrazioni della strada", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-powerstation-06",
      text: "<h2>Il verdetto</h2><p>Dopo tre mesi di utilizzo quotidiano, la Voltik PS1000 ci ha convinto. Commuta in meno di 20 ms, eroga 1200 W continui su quattro prese Schuko e si ricarica da zero in un'ora e mezza. La garanzia di cinque anni e la certificazione TÜV aggiungono tranquillità.</p><p>A 549 euro è uno degli acquisti più sensati per chi vuole proteggersi dai blackout senza installare un generatore a benzina.</p>",
      claims: [
        { quote: "Dopo tre mesi di utilizzo quotidiano", class: "test" },
        { quote: "Schuko", class: "specifica" },
        { quote: "certificazione TÜV", class: "specifica" },
        { quote: "549 euro", class: "prezzo" },
        { quote: "uno degli acquisti più sensati", class: "qualitativa" },
      ],
    },
  ],
};
export default file;
