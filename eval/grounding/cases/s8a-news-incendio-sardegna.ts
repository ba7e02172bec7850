import type { CaseFile } from '../types.ts';

/** News rewrites of a regional-paper report on a wildfire in Sardinia that forced the evacuation of a tourist village. */
const file: CaseFile = {
  source: {
    titolo: 'Incendio a Budoni, evacuato il villaggio turistico Baia dei Ginepri: 600 ospiti portati in salvo',
    testo_originale: `Un vasto incendio è divampato nel primo pomeriggio di ieri, martedì 22 luglio, nelle campagne tra Budoni e Tanaunella, costringendo all'evacuazione del villaggio turistico Baia dei Ginepri. Circa 600 ospiti, molti dei quali famiglie con bambini, sono stati accompagnati dal personale della struttura e dai carabinieri fino al lungomare, dove alcuni hanno atteso per ore; una sessantina sono stati trasferiti via mare con i gommoni della Capitaneria di porto fino al porticciolo di Ottiolu.

Le fiamme, spinte da un maestrale che soffiava a oltre 50 chilometri orari, hanno percorso circa 180 ettari di macchia mediterranea e pascoli. Sul posto hanno lavorato due Canadair, tre elicotteri della flotta regionale, le squadre del Corpo forestale, dei vigili del fuoco e dell'agenzia Forestas, oltre ai volontari della Protezione civile. La strada statale 125 è rimasta chiusa per circa quattro ore tra i chilometri 270 e 276.

Nessun ferito tra gli ospiti; due persone sono state assistite dal 118 per una lieve intossicazione da fumo. Bruciate alcune recinzioni e un deposito agricolo, mentre le strutture del villaggio non sono state toccate dalle fiamme.

«È stata una giornata durissima, ma l'evacuazione è andata avanti con ordine e nessuno si è fatto male», ha detto il sindaco di Budoni, Antonio Fadda. In serata il rogo è stato dichiarato sotto controllo, ma le operazioni di bonifica proseguiranno anche oggi. Il Corpo forestale ha avviato le indagini per accertarne le cause: non si esclude l'origine dolosa. La Protezione civile regionale ha confermato per oggi il bollino arancione, pericolo alto, su gran parte della Sardegna orientale.`,
    fonte: "L'Unione Sarda",
    link_fonte: 'https://www.unionesarda.it/news-sardegna/nuoro/incendio-a-budoni-evacuato-il-villaggio-baia-dei-ginepri-k4m9x2pq',
  },
  cases: [
    {
      id: 's8a-news-incendio-sardegna-01',
      text: `<h2>Incendio a Budoni, evacuato il villaggio Baia dei Ginepri</h2><p>Circa seicento turisti sono stati fatti uscire ieri dal villaggio Baia dei Ginepri, a Budoni, minacciato da un incendio divampato nel primo pomeriggio nelle campagne verso Tanaunella. Personale della struttura e carabinieri li hanno accompagnati sul lungomare; una sessantina è stata portata via mare dai gommoni della Capitaneria fino al porticciolo di Ottiolu.</p><p>Con il maestrale oltre i 50 km/h, il fuoco ha percorso circa 180 ettari di macchia e pascoli. In azione due Canadair, tre elicotteri regionali, Corpo forestale, vigili del fuoco, Forestas e volontari. La statale 125 è rimasta chiusa per circa quattro ore.</p><p>Nessun ferito: due persone sono state assistite dal 118 per una lieve intossicazione da fumo. Le strutture del villaggio non sono state toccate. In serata il rogo era sotto controllo; il Corpo forestale indaga e non esclude il dolo.</p>`,
      claims: [],
    },
    {
      id: 's8a-news-incendio-sardegna-02',
      text: `<p>Ore di paura ieri a Budoni. Un incendio partito martedì nelle campagne tra Budoni e Tanaunella ha costretto a evacuare il villaggio turistico Baia dei Ginepri: oltre mille persone, tra ospiti e personale, sono state portate in salvo.</p><p>Le fiamme, alimentate dal maestrale, hanno percorso circa 180 ettari e lambito i bungalow più esterni del villaggio. «Abbiamo visto il fumo arrivare sulla spiaggia e siamo scappati con i bambini», racconta una turista lombarda.</p><p>Il sindaco Antonio Fadda ha parlato di «una giornata durissima». La Procura di Nuoro ha aperto un fascicolo per incendio doloso.</p>`,
      claims: [
        { quote: 'oltre mille persone', class: 'numero' },
        { quote: 'lambito i bungalow più esterni del villaggio', class: 'qualitativa' },
        { quote: 'Abbiamo visto il fumo arrivare sulla spiaggia e siamo scappati con i bambini', class: 'citazione' },
        { quote: 'La Procura di Nuoro ha aperto un fascicolo per incendio doloso', class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-news-incendio-sardegna-03',
      text: `<h2>Maxi rogo a Budoni: in campo Canadair ed elicotteri</h2><p>Quattro Canadair e tre elicotteri della flotta regionale hanno lavorato martedì sull'incendio che ha costretto all'evacuazione del villaggio Baia dei Ginepri, a Budoni. Con loro le squadre del Corpo forestale, dei vigili del fuoco, di Forestas e i volontari della Protezione civile.</p><p>La statale 125 è rimasta chiusa per circa quattro ore tra i chilometri 270 e 276. Il vento soffiava a raffiche fino a 90 chilometri orari.</p><p>Nessun ferito; due persone assistite dal 118 per lieve intossicazione da fumo. Il rogo è stato dichiarato sotto controllo in serata. Per oggi la Protezione civile regionale ha confermato il bollino rosso su tutta l'isola.</p>`,
      claims: [
        { quote: 'Quattro Canadair', class: 'numero' },
        { quote: 'fino a 90 chilometri orari', class: 'numero' },
        { quote: `il bollino rosso su tutta l'isola`, class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-news-incendio-sardegna-04',
      text: `<p>È il più grave incendio dell'estate in Sardegna: le fiamme divampate martedì tra Budoni e Tanaunella hanno percorso circa 180 ettari e costretto all'evacuazione di circa 600 ospiti del villaggio Baia dei Ginepri. Una sessantina sono stati trasferiti via mare fino al porticciolo di Ottiolu.</p><p>Il sindaco di Budoni, Antonio Fadda: «Nessuno si è fatto male, l'evacuazione è stata perfetta». Bruciati alcune recinzioni e un deposito agricolo; le bonifiche proseguono anche oggi.</p>`,
      claims: [
        { quote: `il più grave incendio dell'estate in Sardegna`, class: 'qualitativa' },
        { quote: `Nessuno si è fatto male, l'evacuazione è stata perfetta`, class: 'citazione' },
      ],
    },
  ],
};
export default file;
