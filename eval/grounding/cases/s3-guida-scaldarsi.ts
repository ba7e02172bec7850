import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on keeping warm without home heating (gas heater, USB blanket, rechargeable hand warmers). */
const file: CaseFile = {
  titolo: `Scaldarsi senza riscaldamento`,
  products: [
    {
      nome_prodotto: `FIAMMACALDA Stufa a Gas Catalitica Tepora 4200 W, Stufa GPL per Interni con Sensore ODS e Termocoppia, 3 Livelli di Potenza, Accensione Piezoelettrica, con Ruote, per Bombola fino a 15 kg`,
      nome_sintetico: `Fiammacalda Tepora 4200`,
      specifiche_tecniche: `Marca: Fiammacalda
Numero modello articolo: TEP-4200
Tipo di combustibile: GPL (butano/propano)
Potenza termica massima: 4200 Watt
Livelli di potenza: 3 (1400 / 2800 / 4200 W)
Consumo massimo: 305 Grammi all'ora
Sistema di accensione: Piezoelettrico
Caratteristica speciale: Sensore ODS, Termocoppia, Dispositivo antiribaltamento
Superficie riscaldabile: Fino a 40 Metri quadri
Peso articolo: 9,8 Chilogrammi
Dimensioni prodotto: 42 x 37 x 72 cm
Colore: Nero`,
      descrizione_generale: `La Tepora 4200 riscalda senza elettricità grazie a una piastra catalitica alimentata a GPL. I tre livelli di potenza, da 1400 a 4200 W, si selezionano con la manopola e l'accensione è piezoelettrica. Il sensore ODS spegne la stufa se l'ossigeno nell'ambiente scende sotto la soglia di sicurezza, la termocoppia interrompe il gas se la fiamma si spegne e il dispositivo antiribaltamento la blocca in caso di caduta.

La bombola, fino a 15 kg, si alloggia nel vano posteriore e non è inclusa. Con una bombola da 10 kg al livello minimo la stufa funziona per circa 95 ore. Adatta a locali fino a 40 m² ben aerati; non usare in bagni, camere da letto e ambienti senza ventilazione.`,
      informazioni_articolo: `Peso articolo: 9,8 kg
Dimensioni prodotto: 42 x 37 x 72 cm
Numero modello articolo: TEP-4200
Disponibile su Amazon.it a partire dal: 2 ottobre 2021`,
      contenuto_scatola: `1 x Stufa Tepora 4200
1 x Regolatore di pressione 30 mbar
1 x Tubo gas flessibile
4 x Ruote
1 x Manuale d'uso`,
      prezzo_prodotto: 139,
      prezzo_originale: 159,
      prezzo_scontato: 139,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto: `LANACALDA Coperta Elettrica USB 5V 150 x 80 cm, Scialle Riscaldato in Flanella, 3 Livelli di Temperatura, Spegnimento Automatico, Alimentabile con Power Bank, Lavabile in Lavatrice`,
      nome_sintetico: `Lanacalda coperta USB`,
      specifiche_tecniche: `Marca: Lanacalda
Numero modello articolo: LC-USB150
Dimensioni: 150 x 80 cm
Materiale: Flanella di poliestere
Alimentazione: USB 5 V / 2 A
Potenza: 10 Watt
Livelli di temperatura: 3 (40 °C, 45 °C, 50 °C)
Spegnimento automatico: Dopo 2 ore
Lunghezza cavo: 1,5 Metri
Peso articolo: 620 Grammi
Istruzioni per la cura: Lavabile in lavatrice a 30 °C (senza modulo di controllo)`,
      descrizione_generale: `La coperta Lanacalda si alimenta da qualsiasi porta USB da 5 V: power bank, caricatore da muro o presa USB dell'auto. Per questo è utile anche durante un blackout: con un power bank da 20.000 mAh scalda per circa 6 ore al livello più basso (power bank non incluso).

Le resistenze in fibra di carbonio sono distribuite su schiena e spalle e raggiungono la temperatura impostata in circa 5 minuti. Lo spegnimento automatico dopo 2 ore evita surriscaldamenti. Tolto il modulo di controllo, si lava in lavatrice a 30 °C.`,
      informazioni_articolo: `Peso articolo: 620 g
Numero modello articolo: LC-USB150
Disponibile su Amazon.it a partire dal: 18 novembre 2022
Paese di origine: Cina`,
      contenuto_scatola: `1 x Coperta riscaldata 150 x 80 cm
1 x Modulo di controllo con cavo USB
1 x Manuale d'uso`,
      prezzo_prodotto: 34.99,
      prezzo_originale: 34.99,
      valutazione_prodotto: 4.1,
    },
    {
      nome_prodotto: `TEPORINO Scaldamani Ricaricabili 2 Pezzi, 2 x 2600 mAh, Scaldamani Elettrici Magnetici USB-C, 3 Livelli di Calore fino a 55 °C, Autonomia fino a 8 Ore, Funzione Power Bank`,
      nome_sintetico: `Teporino scaldamani ricaricabili`,
      specifiche_tecniche: `Marca: Teporino
Numero modello articolo: TP-HW2
Numero di pezzi: 2
Capacità della batteria: 2600 Milliampere ore (per unità)
Livelli di temperatura: 3 (45 °C, 50 °C, 55 °C)
Autonomia: 3-8 ore (a seconda del livello)
Tempo di ricarica: 2,5 Ore
Connettore: USB-C
Peso articolo: 105 Grammi (per unità)
Materiale: Lega di alluminio
Caratteristica speciale: Magnetici, Uscita USB per ricarica smartphone`,
      descrizione_generale: `Due scaldamani compatti che si agganciano tra loro con i magneti e si separano per scaldare entrambe le mani. Ciascuno ha una batteria da 2600 mAh: al livello basso (45 °C) dura fino a 8 ore, al livello alto (55 °C) circa 3 ore. Il calore si diffonde su entrambi i lati del guscio in lega di alluminio.

Si ricaricano via USB-C in circa 2,5 ore e, in caso di necessità, possono dare un po' di carica allo smartphone dalla porta USB.`,
      informazioni_articolo: `Peso articolo: 210 g
Numero modello articolo: TP-HW2
Disponibile su Amazon.it a partire dal: 9 ottobre 2023`,
      contenuto_scatola: `2 x Scaldamani ricaricabili
1 x Cavo di ricarica doppio USB-C
1 x Sacchetto in velluto
1 x Manuale d'uso`,
      prezzo_prodotto: 29.99,
      prezzo_originale: 36.99,
      prezzo_scontato: 29.99,
      valutazione_prodotto: 4.4,
    },
  ],
  cases: [
    {
      id: 's3-guida-scaldarsi-01',
      text: `<h2>Tre modi per restare al caldo</h2><p>Se la caldaia si ferma o manca la corrente, servono soluzioni che non dipendano dall'impianto di casa. In questa guida ne mettiamo a confronto tre, molto diverse tra loro.</p><ul><li><strong>Fiammacalda Tepora 4200</strong>: stufa catalitica a GPL che funziona senza elettricità, fino a 4200 W, per locali fino a 40 m² ben aerati.</li><li><strong>Lanacalda coperta USB</strong>: 150 x 80 cm di flanella riscaldata, alimentabile da un power bank, con tre livelli da 40 a 50 °C.</li><li><strong>Teporino scaldamani</strong>: due unità ricaricabili da 2600 mAh che arrivano a 55 °C e durano fino a 8 ore.</li></ul><p>La stufa scalda una stanza, la coperta e gli scaldamani scaldano la persona: la scelta dipende da cosa vi serve.</p>`,
      claims: [],
    },
    {
      id: 's3-guida-scaldarsi-02',
      text: `<h2>Fiammacalda Tepora 4200</h2><p>La piastra catalitica a GPL eroga fino a 4200 W su tre livelli e ha l'accensione piezoelettrica. Omologata secondo la norma EN 449, riscalda locali fino a 60 m².</p><p>La sicurezza è affidata al sensore ODS, alla termocoppia e al dispositivo antiribaltamento, ed è così sicura da poter essere usata anche in camera da letto durante la notte. Con una bombola da 15 kg al minimo si superano le 150 ore di funzionamento. Pesa 9,8 kg e si monta su quattro ruote, incluse nella confezione.</p>`,
      claims: [
        { quote: `EN 449`, class: 'specifica' },
        { quote: `60 m²`, class: 'numero' },
        { quote: `è così sicura da poter essere usata anche in camera da letto durante la notte`, class: 'qualitativa' },
        { quote: `si superano le 150 ore di funzionamento`, class: 'numero' },
      ],
    },
    {
      id: 's3-guida-scaldarsi-03',
      text: `<h2>Lanacalda coperta USB</h2><p>Questa coperta in flanella da 150 x 80 cm si collega a qualsiasi porta USB da 5 V: un caricatore da muro, la presa USB dell'auto o, durante un blackout, un power bank. Con un modello da 20.000 mAh, da acquistare a parte, scalda per circa sei ore al livello più basso.</p><p>Assorbe appena 10 watt, ha tre livelli di temperatura (40, 45 e 50 °C) e le resistenze in fibra di carbonio coprono schiena e spalle, andando a regime in circa cinque minuti. Dopo due ore si spegne da sola. Costa 34,99 € e, staccato il modulo di controllo, si lava in lavatrice a 30 gradi.</p>`,
      claims: [],
    },
    {
      id: 's3-guida-scaldarsi-04',
      text: `<h2>Teporino scaldamani ricaricabili</h2><p>Li abbiamo tenuti in tasca durante una notte all'aperto a -5 °C e hanno scaldato fino al mattino. Ognuno dei due scaldamani ha una batteria da 2600 mAh e tre livelli di calore, da 45 a 55 °C; al minimo arrivano a 10 ore di autonomia.</p><p>Il guscio in lega di alluminio è impermeabile IP65, i magneti permettono di unirli in un unico blocco e dalla porta USB si può dare un po' di carica allo smartphone. Oggi si trovano a 24,99 €.</p>`,
      claims: [
        { quote: `Li abbiamo tenuti in tasca durante una notte all'aperto a -5 °C`, class: 'test' },
        { quote: `10 ore`, class: 'numero' },
        { quote: `IP65`, class: 'specifica' },
        { quote: `24,99 €`, class: 'prezzo' },
      ],
    },
    {
      id: 's3-guida-scaldarsi-05',
      text: `<h2>Quale scegliere</h2><p>Se dovete scaldare un ambiente senza corrente, la Tepora 4200 è l'unica delle tre che funziona senza elettricità, ma va usata solo in locali ben aerati. La coperta Lanacalda è la più venduta della selezione ed è la scelta più economica per chi ha già un power bank.</p><p>Gli scaldamani Teporino, infine, sono i più versatili: tengono caldo fino a 8 ore e sono adatti anche ai bambini dai 3 anni in su.</p>`,
      claims: [
        { quote: `la più venduta della selezione`, class: 'valutazione' },
        { quote: `la scelta più economica`, class: 'qualitativa' },
        { quote: `sono i più versatili`, class: 'qualitativa' },
        { quote: `dai 3 anni in su`, class: 'numero' },
      ],
    },
  ],
};
export default file;
