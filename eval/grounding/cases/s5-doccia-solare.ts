import type { CaseFile } from '../types.ts';

/** Reviews of a 20-litre solar camping shower bag, modelled on an Amazon.it listing of that kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "SOLARIS Doccia Solare da Campeggio 20 L, Sacca Doccia Portatile in PVC con Tubo e Soffione On/Off, Termometro Integrato, per Campeggio, Spiaggia, Escursioni",
    nome_sintetico: "Solaris doccia solare 20 L",
    specifiche_tecniche: "Marca: Solaris Outdoor\nCapacità: 20 Litri\nMateriale: PVC\nColore: Nero\nDimensioni articolo L x P x H: 62 x 43 x 3 centimetri\nPeso articolo: 480 Grammi\nLunghezza del tubo: 110 Centimetri\nTemperatura massima dell'acqua: 45 Gradi Celsius\nTempo di riscaldamento: 3 ore (in pieno sole)",
    descrizione_generale: "La doccia solare Solaris sfrutta il lato nero della sacca per assorbire i raggi del sole: con una temperatura esterna di circa 25 °C l'acqua raggiunge 38-45 °C in circa 3 ore. Il termometro a strisce sul fronte indica la temperatura dell'acqua senza dover aprire il tappo.\n\nIl soffione con interruttore on/off permette di risparmiare acqua mentre ci si insapona. La bocca di riempimento larga e la robusta maniglia consentono di riempirla con facilità e di appenderla a un ramo o al portapacchi. Ripiegata occupa pochissimo spazio nello zaino.",
    informazioni_articolo: "Numero modello articolo: SO-DS20\nProduttore: Solaris Outdoor\nPaese di origine: Cina\nData di disponibilità del prodotto: 14 aprile 2022",
    contenuto_scatola: "1 sacca doccia solare da 20 litri\n1 tubo con soffione e interruttore on/off\n1 gancio di sospensione",
    prezzo_prodotto: 16.99,
    prezzo_originale: 19.99,
    prezzo_scontato: 16.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's5-doccia-solare-01',
      text: "<h2>Solaris doccia solare 20 L: acqua calda dove non c'è la rete</h2><p>Venti litri d'acqua, un lato nero che assorbe il sole e un soffione con interruttore: la Solaris è costruita attorno a un'idea semplice. Si appende a un ramo o al portapacchi con il gancio incluso e, con circa 25 °C all'esterno, porta l'acqua fra i 38 e i 45 gradi in circa tre ore di sole.</p><p>Il termometro a strisce sul fronte evita di aprire il tappo per capire se l'acqua è pronta, mentre il tubo da 110 cm con interruttore on/off permette di chiudere il getto mentre ci si insapona. Vuota pesa meno di mezzo chilo, 480 grammi, e ripiegata occupa pochissimo spazio nello zaino.</p>",
      claims: [],
    },
    {
      id: 's5-doccia-solare-02',
      text: "<p>L'abbiamo usata per dieci giorni in un campeggio in Sardegna e ci ha convinti: la sacca da 20 litri basta per quattro docce complete e il PVC nero assorbe il calore portando l'acqua fino a 45 °C.</p><p>Il soffione con interruttore on/off aiuta a non sprecare acqua mentre ci si insapona, e il tubo è lungo 110 centimetri. A 16,99 euro, con oltre 3.000 recensioni su Amazon, la Solaris resta una delle docce portatili più economiche da mettere in valigia.</p>",
      claims: [
        { quote: "L'abbiamo usata per dieci giorni in un campeggio in Sardegna", class: 'test' },
        { quote: 'quattro docce complete', class: 'numero' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
        { quote: 'una delle docce portatili più economiche', class: 'qualitativa' },
      ],
    },
    {
      id: 's5-doccia-solare-03',
      text: "<h2>Scheda rapida</h2><ul><li><strong>Capacità</strong>: 20 litri</li><li><strong>Materiale</strong>: PVC senza BPA, certificato per uso alimentare</li><li><strong>Peso a vuoto</strong>: 480 g</li><li><strong>Riscaldamento</strong>: circa 3 ore in pieno sole</li><li><strong>Temperatura massima</strong>: 60 °C</li><li><strong>Tubo</strong>: 110 cm con soffione on/off</li></ul><p>La sacca si appende con il gancio in dotazione e la valvola anti-goccia evita sprechi quando il soffione è chiuso. Il prezzo di listino è di 19,99 euro, oggi sceso a 16,99.</p>",
      claims: [
        { quote: 'senza BPA', class: 'specifica' },
        { quote: 'certificato per uso alimentare', class: 'specifica' },
        { quote: '60 °C', class: 'numero' },
        { quote: 'valvola anti-goccia', class: 'specifica' },
      ],
    },
    {
      id: 's5-doccia-solare-04',
      text: "<h2>Per chi è pensata</h2><p>Chi passa le vacanze in tenda, in furgone o su una spiaggia libera senza docce troverà nella Solaris una soluzione che funziona con il solo sole: si paga 16,99 € invece dei 19,99 di listino e gli acquirenti le danno in media 4,2 stelle su 5.</p><p>L'uso è immediato: si riempie la sacca dalla bocca larga, la si lascia esposta con il lato nero ai raggi e si controlla il termometro integrato. Con una temperatura esterna di una venticinquina di gradi, l'acqua arriva tra 38 e 45 °C in circa tre ore. Distesa misura 62 per 43 centimetri e pesa 480 grammi.</p>",
      claims: [],
    },
    {
      id: 's5-doccia-solare-05',
      text: "<p>Il punto forte della Solaris è la velocità: nelle giornate più calde l'acqua raggiunge i 38 gradi in appena un'ora, e il termometro digitale sul fronte mostra la temperatura senza aprire il tappo. La sacca da 20 litri ha una robusta maniglia e si appende a un ramo anche quando è piena.</p><p>Le cuciture termosaldate a doppio strato promettono una lunga durata, e con i suoi 20 litri è tra le più capienti della categoria. Il soffione on/off, infine, consente di dosare l'acqua durante l'insaponatura.</p>",
      claims: [
        { quote: "in appena un'ora", class: 'numero' },
        { quote: 'termometro digitale', class: 'specifica' },
        { quote: 'cuciture termosaldate a doppio strato', class: 'specifica' },
        { quote: 'tra le più capienti della categoria', class: 'qualitativa' },
      ],
    },
    {
      id: 's5-doccia-solare-06',
      text: "<h2>Il verdetto</h2><p>La Solaris fa una cosa sola e senza complicazioni: scalda venti litri d'acqua con il sole e li restituisce attraverso un soffione che si apre e si chiude a piacere. Il termometro integrato, il gancio per appenderla e l'ingombro minimo da ripiegata ne fanno un accessorio sensato per campeggio, spiaggia ed escursioni.</p><p>Il prezzo attuale, 16,99 euro contro i 19,99 di listino, e una valutazione media di 4,2 su 5 completano il quadro. Da mettere in conto: serve il sole pieno, e servono circa tre ore perché l'acqua arrivi in temperatura.</p>",
      claims: [],
    },
  ],
};
export default file;
