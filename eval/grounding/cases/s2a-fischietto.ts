import type { CaseFile } from '../types.ts';

/** Reviews of a two-pack 4-in-1 emergency whistle with compass, modelled on Amazon.it survival-whistle listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "SIGNALPRO Fischietto di Emergenza 4 in 1 con Bussola, Termometro e Lente d'Ingrandimento, 120 dB, Senza Pallina, con Moschettone e Cordino, Arancione, Confezione da 2",
    nome_sintetico: "SignalPro 4in1",
    specifiche_tecniche: [
      "Livello sonoro: 120 dB",
      "Funzioni: Fischietto, bussola, termometro, lente d'ingrandimento",
      "Tipo di fischietto: Senza pallina",
      "Bussola: A liquido",
      "Scala del termometro: da -20 °C a +50 °C",
      "Lente d'ingrandimento: 3x",
      "Materiale: Plastica ABS",
      "Lunghezza: 9,5 Centimetri",
      "Peso articolo: 28 Grammi (singolo fischietto)",
      "Colore: Arancione",
    ].join("\n"),
    descrizione_generale:
      "Il SignalPro 4in1 riunisce in un solo oggetto leggero quattro strumenti utili in escursione e in emergenza: un fischietto da 120 dB senza pallina, che non si blocca se bagnato o ghiacciato, una bussola a liquido, un termometro da -20 °C a +50 °C e una lente d'ingrandimento 3x. Il colore arancione lo rende facile da individuare nello zaino o sull'erba.\n\nCon il moschettone in alluminio si aggancia allo spallaccio dello zaino, alla cintura o al giubbotto; con il cordino si porta al collo. La confezione contiene due fischietti, per avere un ricambio o equipaggiare due persone.",
    informazioni_articolo: [
      "Marchio: SignalPro",
      "Numero modello articolo: SP-W4",
      "Numero di pezzi: 2",
      "Età minima consigliata: 8 anni",
    ].join("\n"),
    contenuto_scatola: [
      "2 x Fischietto multifunzione SignalPro",
      "2 x Moschettone in alluminio",
      "2 x Cordino da collo 80 cm",
    ].join("\n"),
    prezzo_prodotto: 9.99,
    prezzo_originale: 11.99,
    prezzo_scontato: 9.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: "s2a-fischietto-01",
      text: "<p>Quattro strumenti in 28 grammi: il <strong>SignalPro 4in1</strong> è lungo 9,5 cm e come fischietto arriva a 120 dB; non avendo la pallina interna, non si blocca se si bagna o si ghiaccia.</p><p>Nel corpo in plastica ABS arancione sono integrati una bussola a liquido, un termometro che legge da -20 a +50 °C e una lente 3x. In confezione ci sono due fischietti, ciascuno con moschettone in alluminio e cordino da 80 cm.</p>",
      claims: [],
    },
    {
      id: "s2a-fischietto-02",
      text: "<p>Il SignalPro 4in1 è stato scelto anche da molte squadre di soccorso alpino, e non è difficile capire perché: i suoi 120 dB si sentono fino a 1,5 km di distanza in campo aperto. L'abbiamo provato in una giornata di vento sul Monte Baldo e il suono si distingueva chiaramente.</p><p>La bussola a liquido è precisa a 2 gradi, mentre il termometro copre da -20 a +50 °C.</p>",
      claims: [
        { quote: "scelto anche da molte squadre di soccorso alpino", class: "qualitativa" },
        { quote: "1,5 km", class: "numero" },
        { quote: "L'abbiamo provato in una giornata di vento sul Monte Baldo", class: "test" },
        { quote: "precisa a 2 gradi", class: "numero" },
      ],
    },
    {
      id: "s2a-fischietto-03",
      text: "<h2>Cosa convince e cosa no</h2><p>Il corpo in alluminio anodizzato è leggerissimo, appena 28 grammi. Il fischietto, senza pallina, arriva a 120 dB e non si blocca se si bagna. La bussola a liquido ha l'ago luminescente e c'è anche una lente 3x. Meno riuscito il termometro, che è piccolo e poco leggibile. A 9,99 euro per due pezzi, però, è difficile lamentarsi.</p>",
      claims: [
        { quote: "alluminio anodizzato", class: "specifica" },
        { quote: "luminescente", class: "specifica" },
        { quote: "piccolo e poco leggibile", class: "qualitativa" },
      ],
    },
    {
      id: "s2a-fischietto-04",
      text: "<p>Costa 9,99 euro, due euro in meno del prezzo di listino, e nella confezione i fischietti sono due: uno di ricambio oppure uno a testa per due persone. Il SignalPro 4in1 (modello SP-W4) si aggancia allo spallaccio, alla cintura o al giubbotto con il moschettone, oppure si porta al collo con il cordino. Il produttore lo consiglia dagli 8 anni in su; la valutazione media è di 4,3 stelle su 5.</p>",
      claims: [],
    },
    {
      id: "s2a-fischietto-05",
      text: "<p>Perché un fischietto e non la voce? Perché il suono di un fischietto arriva molto più lontano e costa molta meno fatica: il segnale internazionale di soccorso alpino è di sei fischi al minuto. Il SignalPro 4in1, con i suoi 120 dB, è tra i più potenti in circolazione, ed è omologato secondo la norma ISO 12402 per i giubbotti di salvataggio.</p>",
      claims: [
        { quote: "il suono di un fischietto arriva molto più lontano e costa molta meno fatica", class: "qualitativa" },
        { quote: "sei fischi al minuto", class: "numero" },
        { quote: "tra i più potenti in circolazione", class: "qualitativa" },
        { quote: "ISO 12402", class: "specifica" },
      ],
    },
    {
      id: "s2a-fischietto-06",
      text: "<p>Il SignalPro 4in1 è un piccolo multiattrezzo da escursione: fischietto senza pallina da 120 dB, bussola a liquido, termometro e lente 3x. Il corpo arancione si nota subito sull'erba o nello zaino. Il pacco comprende quattro fischietti, con altrettanti moschettoni e cordini da un metro. Oltre 5.000 escursionisti lo hanno già acquistato.</p>",
      claims: [
        { quote: "quattro fischietti", class: "numero" },
        { quote: "cordini da un metro", class: "numero" },
        { quote: "Oltre 5.000 escursionisti lo hanno già acquistato", class: "valutazione" },
      ],
    },
  ],
};
export default file;
