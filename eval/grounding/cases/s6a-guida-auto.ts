import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on the car-boot emergency kit (jump starter, thermal blankets, folding shovel, first aid kit). */
const file: CaseFile = {
  titolo: "Il kit d'emergenza per il bagagliaio dell'auto",
  products: [
    {
      nome_prodotto: "Voltrix Avviatore Batteria Auto 1500A Picco, Booster di Emergenza 12V per Motori Benzina fino a 7.0L e Diesel fino a 5.5L, Power Bank 18000mAh con Torcia LED",
      nome_sintetico: "Voltrix Avviatore 1500A",
      specifiche_tecniche: "Marca: Voltrix\nCorrente di picco: 1500 Ampere\nTensione: 12 Volt\nCapacità della batteria: 18000 Milliampere ore\nEnergia: 66,6 Wattora\nCompatibilità motore: Benzina fino a 7,0 L, Diesel fino a 5,5 L\nPorte USB: 1 x USB-C (ingresso/uscita 18 W), 2 x USB-A (uscita 5 V/2,4 A)\nTemperatura di esercizio: Da -20 °C a 60 °C\nTorcia: LED con 3 modalità (fissa, SOS, strobo)\nPeso articolo: 640 Grammi",
      descrizione_generale: "Batteria a terra in un parcheggio gelato? Il Voltrix avvia motori a benzina fino a 7,0 litri e diesel fino a 5,5 litri, con fino a 30 avviamenti per una carica completa. I morsetti intelligenti proteggono da inversione di polarità, cortocircuito e sovraccarico.\nLa batteria da 18000 mAh ricarica anche smartphone e tablet; la torcia LED ha tre modalità, tra cui SOS. Si ricarica completamente in circa 4 ore con un caricatore USB-C da 18 W.",
      informazioni_articolo: "Numero modello articolo: VX-JS1500\nProduttore: Voltrix Technology\nPeso articolo: 640 Grammi\nBatterie: 1 batteria ai polimeri di litio inclusa\nData di disponibilità: 2 settembre 2023",
      contenuto_scatola: "Avviatore\nMorsetti intelligenti\nCavo USB-C\nCustodia da trasporto\nManuale di istruzioni",
      prezzo_prodotto: 69.99,
      prezzo_originale: 89.99,
      prezzo_scontato: 69.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: "Termovela Coperta Isotermica di Emergenza, Confezione da 4, 210 x 160 cm, Oro/Argento, Telo Termico Antivento per Pronto Soccorso e Sopravvivenza",
      nome_sintetico: "Termovela Coperte Isotermiche (4 pz)",
      specifiche_tecniche: "Marca: Termovela\nNumero di pezzi: 4\nDimensioni: 210 x 160 cm\nDimensioni da piegata: 11 x 7 x 1 cm\nMateriale: PET metallizzato\nSpessore: 12 Micron\nColore: Oro/Argento\nRiflessione del calore corporeo: Fino al 90%\nPeso articolo: 220 Grammi",
      descrizione_generale: "Con il lato argento rivolto verso il corpo, la coperta Termovela trattiene fino al 90% del calore corporeo in caso di ipotermia o shock; il lato oro la rende visibile ai soccorritori. Impermeabile e antivento. Piegata occupa quanto un pacchetto di fazzoletti: ideale per il vano portaoggetti dell'auto, lo zaino o la cassetta di pronto soccorso. Prodotto monouso.",
      informazioni_articolo: "Numero modello articolo: TV-EMB4\nProduttore: Termovela\nPeso articolo: 220 Grammi\nData di disponibilità: 18 novembre 2021",
      contenuto_scatola: "4 coperte isotermiche in busta singola",
      prezzo_prodotto: 9.99,
      prezzo_originale: 9.99,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: "Nevalp Pala da Neve Pieghevole in Alluminio per Auto, Manico Telescopico 68-86 cm, Lama 27 x 21 cm, con Sacca di Trasporto, Rosso",
      nome_sintetico: "Nevalp Pala Pieghevole",
      specifiche_tecniche: "Marca: Nevalp\nMateriale lama: Alluminio anodizzato 6061\nMateriale manico: Alluminio, impugnatura in polipropilene\nLunghezza: Da 68 a 86 cm (manico telescopico)\nLunghezza da chiusa: 52 cm\nDimensioni lama: 27 x 21 cm\nPeso articolo: 680 Grammi\nColore: Rosso",
      descrizione_generale: "Bloccati da una nevicata o con le ruote nel fango? La lama in alluminio anodizzato 6061 della pala Nevalp è leggera e rigida. Il manico telescopico si regola da 68 a 86 cm e termina con un'impugnatura a D. La pala si smonta in tre pezzi e si chiude in 52 cm dentro la sacca inclusa, per restare nel bagagliaio tutto l'inverno.",
      informazioni_articolo: "Numero modello articolo: NV-SP86\nProduttore: Nevalp\nPeso articolo: 680 Grammi\nData di disponibilità: 7 ottobre 2022",
      contenuto_scatola: "Lama\nManico telescopico in 2 sezioni\nImpugnatura a D\nSacca di trasporto",
      prezzo_prodotto: 32.5,
      prezzo_originale: 32.5,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: "Medisafe Kit Pronto Soccorso Auto 92 Pezzi, Borsa Medica Compatta per Auto, Casa e Viaggio, con Coperta Isotermica e Mascherina RCP, Rosso",
      nome_sintetico: "Medisafe Kit Pronto Soccorso 92 pz",
      specifiche_tecniche: "Marca: Medisafe\nNumero di pezzi: 92\nMateriale borsa: Nylon 600D idrorepellente\nDimensioni: 20 x 14 x 7 cm\nPeso articolo: 390 Grammi\nColore: Rosso\nChiusura: Zip doppia",
      descrizione_generale: "Novantadue articoli organizzati in tasche elastiche e scomparti trasparenti, per trovare subito ciò che serve. La borsa in nylon 600D idrorepellente ha una maniglia e un attacco a velcro per fissarla al retro del sedile. Include una coperta isotermica e una mascherina per la rianimazione cardiopolmonare. Le garze sterili hanno la scadenza indicata sulla confezione.",
      informazioni_articolo: "Numero modello articolo: MS-FAK92\nProduttore: Medisafe\nPeso articolo: 390 Grammi\nData di disponibilità: 25 gennaio 2023",
      contenuto_scatola: "Borsa in nylon\n10 garze sterili 10 x 10 cm\n2 bende elastiche\n40 cerotti assortiti\n32 salviette disinfettanti\n1 forbice\n1 pinzetta\n4 paia di guanti in nitrile\n1 coperta isotermica\n1 mascherina per RCP",
      prezzo_prodotto: 19.9,
      prezzo_originale: 24.9,
      prezzo_scontato: 19.9,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: 's6a-guida-auto-01',
      text: `<h2>Cosa tenere sempre nel bagagliaio</h2><p>Una batteria che non riparte in un parcheggio gelato, una nevicata che blocca la strada, una piccola ferita da medicare: il bagagliaio è il posto giusto per una scorta minima. In questa guida abbiamo scelto quattro prodotti: un avviatore d'emergenza, una confezione di coperte isotermiche, una pala da neve pieghevole e un kit di pronto soccorso.</p><p>Secondo l'ACI oltre il 40% degli interventi invernali di soccorso stradale riguarda la batteria scarica, motivo per cui mettiamo l'avviatore al primo posto. Messi insieme, i quattro prodotti pesano meno di due chili e costano in tutto meno di 120 euro.</p>`,
      claims: [
        { quote: 'oltre il 40% degli interventi invernali', class: 'numero' },
        { quote: 'meno di 120 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's6a-guida-auto-02',
      text: `<h2>Voltrix Avviatore 1500A</h2><p>Il cuore del kit è il <strong>Voltrix VX-JS1500</strong>: 1500 A di picco a 12 V, per motori a benzina fino a 7 litri e diesel fino a 5,5. Con una carica completa promette fino a 30 avviamenti, e i morsetti intelligenti proteggono da inversione di polarità, cortocircuito e sovraccarico.</p><p>La batteria da 18.000 mAh (66,6 Wh) fa anche da power bank per smartphone e tablet, con una porta USB-C e due USB-A. Lavora da -20 a 60 °C e si ricarica in circa quattro ore. C'è anche una torcia LED con modalità SOS. Costa 69,99 € invece di 89,99.</p>`,
      claims: [],
    },
    {
      id: 's6a-guida-auto-03',
      text: `<h2>Restare al caldo e liberare le ruote</h2><p>Le <strong>coperte isotermiche Termovela</strong> costano 9,99 € per quattro pezzi e, piegate, stanno nel vano portaoggetti. Il lato argento rivolto verso il corpo trattiene fino al 90% del calore, e il telo resiste a temperature fino a -50 °C. Sono riutilizzabili più volte se ripiegate con cura.</p><p>Per la neve, la <strong>pala Nevalp</strong> in alluminio anodizzato 6061 si chiude in 52 cm e si allunga fino a 86 cm. La lama da 27 x 21 cm è la più larga tra le pale pieghevoli da auto.</p>`,
      claims: [
        { quote: 'fino a -50 °C', class: 'numero' },
        { quote: 'riutilizzabili più volte', class: 'qualitativa' },
        { quote: 'la più larga tra le pale pieghevoli da auto', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-guida-auto-04',
      text: `<h2>Medisafe, il pronto soccorso da 92 pezzi</h2><p>Il <strong>kit Medisafe</strong> tiene in ordine 92 articoli in una borsa rossa da 20 x 14 x 7 cm: 40 cerotti assortiti, 10 garze sterili, due bende elastiche, quattro paia di guanti in nitrile, salviette disinfettanti, forbici e pinzetta. Ci sono anche un laccio emostatico e una mascherina per la rianimazione.</p><p>La borsa è in nylon 1000D e si fissa al retro del sedile con il velcro. Il kit è conforme al DM 388/2003, e a 19,90 € è una spesa minima.</p>`,
      claims: [
        { quote: 'un laccio emostatico', class: 'specifica' },
        { quote: 'nylon 1000D', class: 'specifica' },
        { quote: 'conforme al DM 388/2003', class: 'specifica' },
      ],
    },
    {
      id: 's6a-guida-auto-05',
      text: `<h2>In sintesi</h2><p>Con un budget ridotto si può partire dalle coperte Termovela, a 9,99 euro il prodotto più economico della selezione, e dal kit Medisafe a 19,90 euro. L'avviatore Voltrix è il più caro, ma con 4,5 su 5 è anche il più apprezzato dagli acquirenti tra i quattro.</p><p>La pala Nevalp chiude il kit: pesa 680 grammi e si smonta in tre pezzi. Controllate una volta all'anno la carica dell'avviatore e la scadenza delle garze, e il bagagliaio sarà pronto per l'inverno.</p>`,
      claims: [
        { quote: 'il più apprezzato dagli acquirenti tra i quattro', class: 'valutazione' },
        { quote: "una volta all'anno", class: 'numero' },
      ],
    },
  ],
};
export default file;
