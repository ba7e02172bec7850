import type { CaseFile } from '../types.ts';

/** Reviews of a battery-powered carbon monoxide detector with display (EN 50291), modelled on a typical Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `SENTRIX Rilevatore di Monossido di Carbonio CO-920, Allarme CO con Display Digitale, Sensore Elettrochimico, Batteria al Litio Sigillata 10 Anni, Allarme 85 dB, Conforme EN 50291`,
    nome_sintetico: `Sentrix CO-920`,
    specifiche_tecniche: `Marca: Sentrix
Numero modello articolo: CO-920
Tipo di sensore: Elettrochimico
Alimentazione: Batteria al litio sigillata (non sostituibile)
Durata della batteria: 10 Anni
Volume allarme: 85 Decibel (a 3 metri)
Display: LCD con lettura in ppm
Intervallo di misura: 0-999 ppm
Conformità: EN 50291-1:2018
Temperatura di funzionamento: Da -10 a 40 Gradi Celsius
Umidità di funzionamento: Fino al 95% UR senza condensa
Peso articolo: 140 Grammi
Dimensioni: 11,5 x 7 x 3,8 cm`,
    descrizione_generale: `Il CO-920 misura costantemente la concentrazione di monossido di carbonio nell'aria e mostra il valore in ppm sul display. L'allarme acustico da 85 dB e il LED rosso lampeggiante scattano secondo le soglie della norma EN 50291: dopo 60-90 minuti a 50 ppm, dopo 10-40 minuti a 100 ppm ed entro 3 minuti a 300 ppm. Il tasto test/silenzia permette di verificarne il funzionamento ogni settimana.

La batteria al litio sigillata alimenta il dispositivo per l'intera vita utile di 10 anni; un segnale acustico avvisa quando il rilevatore è a fine vita. Va installato nei locali con caldaia, stufa, camino o scaldabagno a gas, a circa 1-3 metri dalla fonte.`,
    informazioni_articolo: `Peso articolo: 140 g
Dimensioni prodotto: 11,5 x 7 x 3,8 cm
Numero modello articolo: CO-920
Batterie: 1 batterie al litio necessarie (incluse)
Disponibile su Amazon.it a partire dal: 11 novembre 2022
Paese di origine: Cina`,
    contenuto_scatola: `1 x Rilevatore CO-920
1 x Staffa di montaggio
2 x Tasselli e viti
1 x Manuale d'istruzioni in italiano`,
    prezzo_prodotto: 27.9,
    prezzo_originale: 34.9,
    prezzo_scontato: 27.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's3-rilevatoreco-01',
      text: `<h2>Sentrix CO-920: dieci anni di sorveglianza senza cambiare pile</h2><p>Il Sentrix CO-920 è pensato per i locali con caldaia, stufa, camino o scaldabagno a gas. Usa un sensore elettrochimico e mostra sul display LCD la concentrazione in ppm, da 0 a 999.</p><p>Quando i livelli salgono, entrano in funzione una sirena da 85 dB e un LED rosso lampeggiante, con le soglie previste dalla EN 50291: entro tre minuti a 300 ppm, tra 10 e 40 minuti a 100 ppm, tra un'ora e un'ora e mezza a 50 ppm.</p><p>La batteria al litio è sigillata e dura per tutta la vita utile del dispositivo, dieci anni; alla scadenza un segnale acustico lo segnala.</p>`,
      claims: [],
    },
    {
      id: 's3-rilevatoreco-02',
      text: `<ul><li><strong>Sensore:</strong> elettrochimico</li><li><strong>Allarme:</strong> 85 dB a 3 metri, più LED rosso</li><li><strong>Display:</strong> LCD, da 0 a 999 ppm</li><li><strong>Alimentazione:</strong> batteria al litio sigillata, 10 anni</li><li><strong>Norma:</strong> EN 50291-1:2018</li><li><strong>Funzionamento:</strong> da -10 a +40 °C</li></ul><p>Il CO-920 pesa 140 grammi e misura 11,5 x 7 x 3,8 cm. In confezione trovate la staffa, due set di tasselli e viti e il manuale in italiano. Il produttore consiglia di installarlo a 1-3 metri dalla caldaia o dalla stufa e di premere il tasto test una volta a settimana. Costa 27,90 euro, scontato dai 34,90 di listino; la valutazione media è 4,5 su 5.</p>`,
      claims: [],
    },
    {
      id: 's3-rilevatoreco-03',
      text: `<h2>Un allarme per più pericoli</h2><p>Il Sentrix CO-920 non si limita al monossido di carbonio: rileva anche il fumo e le fughe di gas metano. L'allarme da 95 dB si sente in tutta la casa.</p><p>Il sensore è elettrochimico e, a 300 ppm, l'allarme scatta entro 30 secondi. Il display LCD mostra il valore in ppm e la batteria sigillata dura 10 anni.</p>`,
      claims: [
        { quote: `rileva anche il fumo e le fughe di gas metano`, class: 'specifica' },
        { quote: `95 dB`, class: 'numero' },
        { quote: `si sente in tutta la casa`, class: 'qualitativa' },
        { quote: `entro 30 secondi`, class: 'numero' },
      ],
    },
    {
      id: 's3-rilevatoreco-04',
      text: `<p>L'abbiamo installato nel locale caldaia e lasciato in funzione per tutto l'inverno, senza un solo falso allarme. Il CO-920 è conforme alla EN 50291-1:2018 ed è certificato anche secondo la UL 2034 americana.</p><p>Il tasto test/silenzia permette il controllo settimanale e il display indica la concentrazione di CO in ppm. È il rilevatore più affidabile oggi in commercio.</p>`,
      claims: [
        { quote: `L'abbiamo installato nel locale caldaia e lasciato in funzione per tutto l'inverno, senza un solo falso allarme`, class: 'test' },
        { quote: `UL 2034`, class: 'specifica' },
        { quote: `il rilevatore più affidabile oggi in commercio`, class: 'qualitativa' },
      ],
    },
    {
      id: 's3-rilevatoreco-05',
      text: `<h2>Smart e conveniente</h2><p>Il CO-920 si collega via Bluetooth a un'app per smartphone che invia una notifica quando il livello di CO sale. La batteria al litio è sostituibile e alimenta il sensore elettrochimico per anni.</p><p>Su Amazon ne sono stati venduti oltre 10.000 pezzi nell'ultimo mese, e al prezzo di 19,90 € è difficile trovare di meglio.</p>`,
      claims: [
        { quote: `si collega via Bluetooth a un'app per smartphone`, class: 'specifica' },
        { quote: `è sostituibile`, class: 'specifica' },
        { quote: `oltre 10.000 pezzi nell'ultimo mese`, class: 'valutazione' },
        { quote: `19,90 €`, class: 'prezzo' },
        { quote: `è difficile trovare di meglio`, class: 'qualitativa' },
      ],
    },
    {
      id: 's3-rilevatoreco-06',
      text: `<p>Caldaia, stufa, camino o scaldabagno a gas: in tutti questi locali Sentrix consiglia di montare il CO-920, a una distanza di circa uno-tre metri dalla fonte. Per il fissaggio ci sono la staffa e i tasselli inclusi.</p><p>Il rilevatore legge il monossido in continuo e lo mostra in ppm. Se la concentrazione supera le soglie della norma EN 50291 suona un allarme da 85 decibel e lampeggia il LED rosso. Non ci sono pile da cambiare: la batteria al litio sigillata dura dieci anni. Funziona tra -10 e 40 °C e con umidità fino al 95%. Il prezzo è di 27,90 €.</p>`,
      claims: [],
    },
  ],
};
export default file;
