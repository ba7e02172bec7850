import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on the winter car kit (snow chains, jump starter, folding snow shovel). */
const file: CaseFile = {
  titolo: `Il kit dell'auto per l'inverno`,
  products: [
    {
      nome_prodotto: `GRIPNEVE Catene da Neve K9 9 mm Gruppo 090, Omologate ONORM V5117 e UNI 11313, Montaggio Rapido, per Pneumatici 195/65 R15, 205/55 R16, 215/45 R17, 225/40 R18`,
      nome_sintetico: `Gripneve K9`,
      specifiche_tecniche: `Marca: Gripneve
Numero modello articolo: K9-090
Spessore maglia: 9 Millimetri
Materiale: Acciaio al manganese temprato
Conformità: ONORM V 5117, UNI 11313
Misure compatibili: 195/65 R15, 205/55 R16, 215/45 R17, 225/40 R18
Velocità massima: 50 Chilometri orari
Tipo di montaggio: Rapido, con tenditore manuale
Peso articolo: 4,2 Chilogrammi
Dimensioni del collo: 28 x 22 x 9 cm`,
      descrizione_generale: `Le catene Gripneve K9 hanno maglie romboidali da 9 mm in acciaio al manganese temprato e sono omologate secondo ONORM V 5117 e UNI 11313, quindi valide per circolare dove vige l'obbligo di dotazioni invernali.

Il montaggio rapido si esegue senza spostare l'auto: si appoggia l'arco sulla ruota, si aggancia la chiusura dietro lo pneumatico e si tende la catena con il tenditore. Una volta montate, non superare i 50 km/h. Nel kit ci sono anche un paio di guanti e un telo per inginocchiarsi.`,
      informazioni_articolo: `Peso articolo: 4,2 kg
Numero modello articolo: K9-090
Disponibile su Amazon.it a partire dal: 27 settembre 2020`,
      contenuto_scatola: `2 x Catene da neve K9
1 x Paio di guanti
1 x Telo impermeabile
1 x Custodia in plastica
1 x Manuale d'installazione`,
      prezzo_prodotto: 42.9,
      prezzo_originale: 42.9,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto: `VOLTINO Avviatore Batteria Auto 2000A, Jump Starter 16000 mAh per Motori Benzina fino a 7.0 L e Diesel fino a 5.5 L, Booster Avviamento 12V con Torcia LED, Power Bank USB-C`,
      nome_sintetico: `Voltino JS-2000`,
      specifiche_tecniche: `Marca: Voltino
Numero modello articolo: JS-2000
Corrente di picco: 2000 Ampere
Tensione: 12 Volt
Capacità della batteria: 16000 Milliampere ore (59,2 Wattora)
Compatibilità: Motori benzina fino a 7,0 L, diesel fino a 5,5 L
Porte: 1 x USB-C PD 18 W, 1 x USB-A 5 V/2,4 A
Temperatura di funzionamento: Da -20 a 60 Gradi Celsius
Caratteristica speciale: Pinze intelligenti con protezione da inversione di polarità, Torcia LED
Peso articolo: 580 Grammi
Dimensioni: 18 x 8,5 x 3,5 cm`,
      descrizione_generale: `Il Voltino JS-2000 avvia l'auto con la batteria scarica senza bisogno di un'altra vettura. Con 2000 A di picco gestisce motori a benzina fino a 7 litri e diesel fino a 5,5 litri, con fino a 30 avviamenti per carica completa. Le pinze intelligenti segnalano l'inversione di polarità e proteggono da cortocircuiti e sovraccarichi.

Funziona da -20 a 60 °C. La batteria da 16000 mAh fa anche da power bank per smartphone e tablet, e la torcia LED integrata ha tre modalità: fissa, SOS e strobo. Si ricarica in circa 4 ore via USB-C.`,
      informazioni_articolo: `Peso articolo: 580 g
Dimensioni prodotto: 18 x 8,5 x 3,5 cm
Numero modello articolo: JS-2000
Batterie: 1 batterie ai polimeri di litio necessarie (incluse)
Disponibile su Amazon.it a partire dal: 4 novembre 2022`,
      contenuto_scatola: `1 x Avviatore JS-2000
1 x Pinze intelligenti
1 x Cavo USB-C
1 x Custodia
1 x Manuale d'uso`,
      prezzo_prodotto: 69.99,
      prezzo_originale: 89.99,
      prezzo_scontato: 69.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: `SPALATTO Pala da Neve Pieghevole per Auto in Alluminio, Manico Telescopico 58-86 cm, Lama 26 x 21 cm, Leggera 780 g, Smontabile in 3 Parti con Custodia`,
      nome_sintetico: `Spalatto pala pieghevole`,
      specifiche_tecniche: `Marca: Spalatto
Numero modello articolo: SP-FOLD3
Materiale della lama: Lega di alluminio
Impugnatura: A D, plastica antiscivolo
Lunghezza regolabile: 58-86 cm
Dimensioni lama: 26 x 21 cm
Lunghezza da chiusa: 45 cm
Peso articolo: 780 Grammi
Colore: Rosso`,
      descrizione_generale: `La pala Spalatto si smonta in tre parti e occupa poco spazio nel bagagliaio: chiusa misura 45 cm e sta nella custodia inclusa. Il manico telescopico si allunga da 58 a 86 cm e l'impugnatura a D in plastica antiscivolo si afferra bene anche con i guanti. La lama in lega di alluminio da 26 x 21 cm serve a liberare dalla neve le ruote, lo scarico e gli accessi dell'auto.`,
      informazioni_articolo: `Peso articolo: 780 g
Numero modello articolo: SP-FOLD3
Disponibile su Amazon.it a partire dal: 12 dicembre 2021`,
      contenuto_scatola: `1 x Lama in alluminio
1 x Manico telescopico
1 x Impugnatura a D
1 x Custodia in nylon`,
      prezzo_prodotto: 21.9,
      prezzo_originale: 25.9,
      prezzo_scontato: 21.9,
      valutazione_prodotto: 4,
    },
  ],
  cases: [
    {
      id: 's3-guida-autoinverno-01',
      text: `<h2>Perché preparare l'auto prima della neve</h2><p>Dal 15 novembre al 15 aprile, su buona parte delle strade italiane, è obbligatorio viaggiare con pneumatici invernali o avere catene a bordo. Ma l'obbligo è solo il punto di partenza: una batteria che non parte o una ruota bloccata nella neve possono trasformare un viaggio in un'attesa al freddo.</p><p>Abbiamo selezionato tre prodotti che coprono questi imprevisti: le catene Gripneve K9, l'avviatore Voltino JS-2000 e la pala pieghevole Spalatto. Spendendo in tutto meno di 120 euro, si mette insieme il kit per l'inverno.</p>`,
      claims: [
        { quote: `Dal 15 novembre al 15 aprile`, class: 'numero' },
        { quote: `meno di 120 euro`, class: 'prezzo' },
      ],
    },
    {
      id: 's3-guida-autoinverno-02',
      text: `<h2>Gripneve K9: catene da 9 mm a montaggio rapido</h2><p>Le K9 hanno maglie romboidali da 9 millimetri in acciaio al manganese temprato e sono omologate ONORM V 5117 e UNI 11313: valgono quindi come dotazione invernale dove è obbligatoria. Sono compatibili con le misure 195/65 R15, 205/55 R16, 215/45 R17 e 225/40 R18.</p><p>Il montaggio non richiede di spostare l'auto: si appoggia l'arco sulla ruota, si aggancia la chiusura dietro lo pneumatico e si tende tutto con il tenditore manuale. Nella confezione ci sono anche i guanti e un telo impermeabile per inginocchiarsi. Una volta montate non si superano i 50 km/h. Il prezzo è di 42,90 €.</p>`,
      claims: [],
    },
    {
      id: 's3-guida-autoinverno-03',
      text: `<h2>Voltino JS-2000: l'avviatore da tenere in auto</h2><p>Con i suoi 2000 ampere di picco è l'avviatore più potente della categoria e rimette in moto motori a benzina fino a 7 litri e diesel fino a 5,5 litri, per un massimo di 40 avviamenti con una sola carica.</p><p>Funziona fino a -30 °C, le pinze intelligenti avvisano se si invertono i poli e la batteria da 16.000 mAh si ricarica via USB-C in appena 2 ore. C'è anche una torcia LED con modalità SOS. Oggi costa 69,99 €, venti euro in meno del prezzo pieno.</p>`,
      claims: [
        { quote: `l'avviatore più potente della categoria`, class: 'qualitativa' },
        { quote: `40 avviamenti`, class: 'numero' },
        { quote: `-30 °C`, class: 'numero' },
        { quote: `2 ore`, class: 'numero' },
      ],
    },
    {
      id: 's3-guida-autoinverno-04',
      text: `<h2>Spalatto: la pala che sta in una custodia</h2><p>Per liberare ruote, tubo di scarico e accessi dell'auto serve una pala, e questa è pensata per il bagagliaio: si smonta in tre pezzi e, chiusa, misura 45 centimetri. Pesa 780 grammi.</p><p>La lama in lega di alluminio è di 26 per 21 cm, il manico telescopico va da 58 a 86 cm e l'impugnatura a D in plastica antiscivolo si tiene bene anche con i guanti. Tutto entra nella custodia in nylon inclusa. Costa 21,90 €, scontata rispetto ai 25,90 € di listino, con una valutazione media di 4 su 5.</p>`,
      claims: [],
    },
    {
      id: 's3-guida-autoinverno-05',
      text: `<h2>In sintesi</h2><p>Abbiamo tenuto questo kit nel bagagliaio per tutto l'inverno e ognuno dei tre prodotti si è rivelato utile almeno una volta. Le catene Gripneve K9 vanno bene per qualsiasi auto, SUV compresi; l'avviatore Voltino, con una media di 4,8 stelle, è il prodotto più apprezzato dagli acquirenti; la pala Spalatto completa la dotazione con meno di un chilo di peso.</p><p>Se dovete scegliere un solo acquisto, partite dalle catene: sono l'unico dei tre prodotti che rende l'auto conforme all'obbligo di dotazioni invernali.</p>`,
      claims: [
        { quote: `Abbiamo tenuto questo kit nel bagagliaio per tutto l'inverno`, class: 'test' },
        { quote: `vanno bene per qualsiasi auto, SUV compresi`, class: 'qualitativa' },
        { quote: `4,8 stelle`, class: 'valutazione' },
      ],
    },
  ],
};
export default file;
