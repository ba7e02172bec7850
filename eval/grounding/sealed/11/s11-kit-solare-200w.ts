import type { CaseFile } from '../../types.ts';

/** Reviews of a compact 200 W solar generator kit (lithium power station + folding 60 W panel), modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'VOLTARIA Kit Generatore Solare Portatile 200W, Power Station 222Wh con Pannello Solare Pieghevole 60W, Batteria al Litio, Uscita AC 230V Onda Sinusoidale Pura, USB-C PD 60W, per Campeggio, Blackout ed Emergenze',
    nome_sintetico: 'VOLTARIA Kit solare 200 W (222 Wh + pannello 60 W)',
    specifiche_tecniche: `Marca: VOLTARIA
Capacità della batteria: 222 Wattora
Tipo di batteria: Ioni di litio (NMC)
Potenza di uscita AC: 200 Watt (picco 400 Watt)
Forma d'onda: Sinusoidale pura, 230 V 50 Hz
Porte di uscita: 1 x AC, 1 x USB-C PD 60 W, 2 x USB-A QC 3.0 18 W, 1 x DC 12 V/10 A
Potenza pannello solare: 60 Watt
Ingresso solare: 12-28 V, max 60 W (MPPT)
Tempo di ricarica: 4,5 ore (adattatore AC); 5-6 ore (pannello, pieno sole)
Cicli di vita: 800 cicli all'80% della capacità
Temperatura di esercizio: -10 °C ~ 40 °C
Peso articolo: 2,9 Chilogrammi (power station); 2,3 Chilogrammi (pannello)`,
    descrizione_generale:
      "Il kit VOLTARIA mette insieme una power station compatta da 222 Wh e un pannello solare pieghevole da 60 W, per tenere accesi router, lampade e telefoni durante un blackout o in campeggio. L'inverter a onda sinusoidale pura eroga 200 W continui (400 W di picco), adatti a piccoli apparecchi anche sensibili; la porta USB-C da 60 W ricarica anche un portatile. Uno smartphone si ricarica circa 15 volte.\nIl pannello, in celle monocristalline con efficienza fino al 22%, si apre in 4 sezioni e si richiude come una valigetta con maniglia; il regolatore MPPT integrato nella power station sfrutta al meglio la luce disponibile. Con la ricarica passante si può usare la power station mentre si ricarica. Il display LCD mostra la percentuale residua e la potenza in ingresso e in uscita.",
    informazioni_articolo: `Numero modello articolo: VT-K200
Batterie incluse: Sì
Composizione cella batteria: Ioni di litio
Dimensioni power station: 23 x 14 x 16 cm
Dimensioni pannello: aperto 118 x 53 cm; chiuso 53 x 36 x 3 cm
Paese di origine: Cina
Data di disponibilità: 3 aprile 2023`,
    contenuto_scatola: `1 x Power station 222 Wh
1 x Pannello solare pieghevole 60 W
1 x Adattatore di ricarica AC
1 x Cavo di ricarica da auto
1 x Cavo solare MC4-DC da 3 m
1 x Manuale d'istruzioni`,
    prezzo_prodotto: 219.99,
    prezzo_originale: 279.99,
    prezzo_scontato: 219.99,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's11-kit-solare-200w-01',
      text: "<h2>VOLTARIA VT-K200: il kit solare per i blackout di casa</h2><p>Il cuore del kit è una power station da 222 Wh con inverter a onda sinusoidale pura: 200 W continui e 400 W di picco, sufficienti per router e lampade e persino per un piccolo frigorifero per un'intera notte. Le uscite sono cinque: presa a 230 V, USB-C da 60 W, due USB-A Quick Charge 3.0 e una presa da auto a 12 V.</p><p>Con il pannello pieghevole da 60 W la batteria si riempie in 5-6 ore di pieno sole; dalla presa di casa bastano 4,5 ore. La chimica LiFePO4 garantisce 3.000 cicli di ricarica prima di un calo sensibile della capacità.</p>",
      claims: [
        { quote: "un piccolo frigorifero per un'intera notte", class: 'qualitativa' },
        { quote: 'LiFePO4', class: 'specifica' },
        { quote: '3.000 cicli', class: 'numero' },
      ],
    },
    {
      id: 's11-kit-solare-200w-02',
      text: "<p>Quanto si può fare con 222 wattora? VOLTARIA dichiara circa quindici ricariche di uno smartphone, e l'inverter da 200 W (con picchi fino a 400) alimenta router, lampade e piccoli apparecchi anche delicati, grazie all'onda sinusoidale pura. Per il portatile c'è la USB-C Power Delivery da 60 W.</p><p>Il pannello incluso è da 60 W, monocristallino, con efficienza fino al 22%: aperto misura 118 x 53 cm, chiuso diventa una valigetta di 53 x 36 x 3 cm. In pieno sole ricarica la power station in 5-6 ore; con l'adattatore a muro ne servono quattro e mezza. E la si può usare mentre si ricarica.</p><p>Prezzo: 219,99 €, sessanta euro sotto il listino.</p>",
      claims: [],
    },
    {
      id: 's11-kit-solare-200w-03',
      text: "<h2>Tre giorni in tenda con il VOLTARIA</h2><p>Abbiamo portato il kit per tre giorni in un campeggio senza allacciamento elettrico, aprendo ogni mattina il pannello da 60 W sul tetto dell'auto. A metà pomeriggio la batteria era di nuovo piena, complice il regolatore MPPT integrato.</p><p>La power station ha tenuto accesi luci LED e frigo portatile senza problemi, e il display LCD mostra percentuale residua e watt in ingresso e in uscita. Pesa 2,9 kg, più i 2,3 kg del pannello, che chiuso diventa una valigetta con maniglia.</p>",
      claims: [
        { quote: 'Abbiamo portato il kit per tre giorni in un campeggio senza allacciamento elettrico', class: 'test' },
        { quote: 'A metà pomeriggio la batteria era di nuovo piena', class: 'test' },
        { quote: 'ha tenuto accesi luci LED e frigo portatile senza problemi', class: 'test' },
      ],
    },
    {
      id: 's11-kit-solare-200w-04',
      text: "<p>Il VOLTARIA arriva con una confezione completa: oltre alla power station e al pannello pieghevole ci sono l'adattatore da parete, il cavo per l'auto e un cavo solare MC4-DC da 3 metri. Il pannello da 60 W ha celle monocristalline, si apre in quattro sezioni ed è impermeabile IP67.</p><p>La power station lavora tra -10 e 40 °C, è espandibile con una batteria aggiuntiva da 222 Wh e offre sul coperchio una base di ricarica wireless da 15 W. Il produttore copre il kit con una garanzia di 5 anni.</p>",
      claims: [
        { quote: 'IP67', class: 'specifica' },
        { quote: 'espandibile con una batteria aggiuntiva da 222 Wh', class: 'specifica' },
        { quote: 'ricarica wireless da 15 W', class: 'specifica' },
        { quote: 'garanzia di 5 anni', class: 'numero' },
      ],
    },
    {
      id: 's11-kit-solare-200w-05',
      text: "<h2>Conviene?</h2><p>A 219,99 euro il kit VOLTARIA costa meno di molte power station vendute senza pannello, e rispetto al listino di 279,99 euro il risparmio è di 60 euro. È il generatore solare più venduto su Amazon.it sotto i 300 euro, con una media di 4,5 stelle.</p><p>Per chi vuole solo una riserva di energia per router e telefoni durante un blackout, 222 Wh e 200 W bastano. Chi deve alimentare una stufetta o un phon dovrà invece guardare a modelli più potenti: questi apparecchi assorbono oltre 1.500 W.</p>",
      claims: [
        { quote: 'costa meno di molte power station vendute senza pannello', class: 'qualitativa' },
        { quote: 'il generatore solare più venduto su Amazon.it sotto i 300 euro', class: 'valutazione' },
        { quote: 'oltre 1.500 W', class: 'numero' },
      ],
    },
    {
      id: 's11-kit-solare-200w-06',
      text: "<p>Il VOLTARIA VT-K200 è pensato per chi vuole prepararsi a un'interruzione di corrente senza generatori a carburante. La batteria agli ioni di litio NMC da 222 Wh tiene acceso un router per circa 40 ore e si ricarica dal pannello, dalla presa di casa o dalla presa accendisigari dell'auto; con la ricarica rapida da rete bastano 2 ore.</p><p>Tra i dettagli utili ci sono la ricarica passante, il regolatore MPPT integrato e il display LCD. Dopo 800 cicli la capacità resta all'80%. Meglio però non lasciarla in auto d'estate: oltre i 40 °C non va usata.</p>",
      claims: [
        { quote: 'circa 40 ore', class: 'numero' },
        { quote: 'bastano 2 ore', class: 'numero' },
      ],
    },
  ],
};
export default file;
