import type { CaseFile } from '../types.ts';

/** News rewrites of a Corriere della Sera consumer report on the recall of a faulty power bank model. */
const file: CaseFile = {
  source: {
    titolo: "Power bank a rischio surriscaldamento, richiamo per il modello VoltaGo PB-20K: «Smettete subito di usarlo»",
    testo_originale: "Il produttore VoltaGo Italia ha avviato il richiamo volontario del power bank PB-20K da 20.000 mAh per un possibile difetto delle celle che può provocare surriscaldamento e, nei casi più gravi, principio di incendio durante la ricarica. Il provvedimento riguarda circa 38.000 unità vendute in Italia tra marzo 2023 e giugno 2024 nei negozi di elettronica e online, con i lotti compresi tra L2303 e L2406, stampati sul retro del dispositivo accanto al codice a barre.\n\nSecondo quanto comunicato dall'azienda, sono 14 le segnalazioni di surriscaldamento arrivate finora in Europa, di cui 5 in Italia; in tre casi si sono registrate lievi ustioni alle mani, nessun ferito grave. L'avviso è stato pubblicato anche sul portale Safety Gate della Commissione europea.\n\n«Invitiamo i clienti a smettere subito di usare e di ricaricare il power bank», si legge nella nota di VoltaGo. «Ci scusiamo per il disagio: la sicurezza dei consumatori viene prima di tutto». Chi possiede un PB-20K dei lotti interessati può scegliere tra la sostituzione con il nuovo modello PB-20K2 e il rimborso completo del prezzo, pari a 29,90 euro, anche senza scontrino. Per avviare la pratica bisogna compilare il modulo su voltago.it/richiamo oppure chiamare il numero verde 800 912 334, attivo dal lunedì al venerdì dalle 9 alle 18.\n\nIl dispositivo non va gettato nei rifiuti domestici: l'azienda fornirà un'etichetta prepagata per la spedizione, mentre in alternativa può essere consegnato nei centri di raccolta RAEE.",
    fonte: "Corriere della Sera",
    link_fonte: "https://www.corriere.it/economia/consumi/24_novembre_12/power-bank-richiamo-voltago-pb-20k.shtml",
  },
  cases: [
    {
      id: "s2b-richiamo-01",
      text: "<h2>Richiamo VoltaGo PB-20K: come capire se il vostro power bank è coinvolto</h2><p>VoltaGo Italia ritira volontariamente il power bank PB-20K da 20.000 mAh: un possibile difetto delle celle può farlo surriscaldare durante la ricarica e, nei casi peggiori, innescare un principio di incendio. Sono interessate circa 38mila unità vendute in Italia tra marzo 2023 e giugno 2024, nei negozi di elettronica e online.</p><p>Per verificare basta guardare il retro del dispositivo: accanto al codice a barre è stampato il lotto. Quelli coinvolti vanno da L2303 a L2406.</p><p>Chi ne possiede uno deve smettere subito di usarlo e di ricaricarlo. Si può scegliere tra la sostituzione con il nuovo PB-20K2 e il rimborso integrale dei 29,90 euro, anche senza scontrino, tramite il modulo su voltago.it/richiamo o il numero verde 800 912 334 (dal lunedì al venerdì, dalle 9 alle 18).</p>",
      claims: [],
    },
    {
      id: "s2b-richiamo-02",
      text: "<p>Scatta il richiamo per il power bank VoltaGo PB-20K: il Ministero delle Imprese e del Made in Italy ne ha ordinato il ritiro dal mercato per un possibile difetto alle celle che può causare surriscaldamento durante la ricarica. Nel nostro Paese ne sono stati venduti oltre 50mila esemplari tra marzo 2023 e giugno 2024.</p><p>Le segnalazioni in Europa sono 14, e in Italia si contano già due incendi domestici. «La sicurezza dei nostri clienti è la nostra priorità assoluta», ha dichiarato l'azienda, che offre la sostituzione con il modello PB-20K2 o il rimborso di 29,90 euro.</p>",
      claims: [
        { quote: "il Ministero delle Imprese e del Made in Italy ne ha ordinato il ritiro", class: "qualitativa" },
        { quote: "oltre 50mila esemplari", class: "numero" },
        { quote: "due incendi domestici", class: "numero" },
        { quote: "La sicurezza dei nostri clienti è la nostra priorità assoluta", class: "citazione" },
      ],
    },
    {
      id: "s2b-richiamo-03",
      text: "<h2>Power bank VoltaGo PB-20K richiamato: rimborso o sostituzione</h2><p>Attenzione se avete in casa un power bank VoltaGo PB-20K da 20.000 mAh: il produttore lo ha richiamato per un possibile difetto delle celle che può portare a surriscaldamento. Il richiamo riguarda i lotti da L2303 a L2412, stampati sul retro accanto al codice a barre.</p><p>L'azienda offre in alternativa il nuovo PB-20K2 o il rimborso di 34,90 euro, anche senza scontrino; per la pratica c'è il modulo online oppure il numero verde 800 912 334, attivo 24 ore su 24. In generale, è buona norma non lasciare mai in carica un power bank per più di 8 ore.</p>",
      claims: [
        { quote: "L2412", class: "specifica" },
        { quote: "34,90 euro", class: "prezzo" },
        { quote: "attivo 24 ore su 24", class: "numero" },
        { quote: "per più di 8 ore", class: "numero" },
      ],
    },
    {
      id: "s2b-richiamo-04",
      text: "<p>VoltaGo Italia ha avviato il richiamo volontario del suo power bank PB-20K. Ecco i punti essenziali:</p><ul><li><strong>Il problema:</strong> un possibile difetto delle celle, che può causare surriscaldamento in ricarica e, nei casi più gravi, un principio di incendio.</li><li><strong>I numeri:</strong> circa 38.000 pezzi venduti in Italia; 14 segnalazioni in Europa, 5 delle quali in Italia, con tre casi di lievi ustioni alle mani e nessun ferito grave.</li><li><strong>Cosa fare:</strong> «Invitiamo i clienti a smettere subito di usare e di ricaricare il power bank», scrive l'azienda. Si può chiedere la sostituzione con il PB-20K2 o il rimborso completo di 29,90 euro.</li><li><strong>Lo smaltimento:</strong> niente rifiuti domestici; VoltaGo fornisce un'etichetta prepagata per la spedizione, oppure si può consegnare il dispositivo in un centro di raccolta RAEE.</li></ul><p>L'avviso compare anche sul portale Safety Gate della Commissione europea.</p>",
      claims: [],
    },
    {
      id: "s2b-richiamo-05",
      text: "<p>Richiamo volontario per il power bank VoltaGo PB-20K. Secondo l'azienda, il difetto è dovuto a un errore nel circuito di protezione della batteria, che in ricarica può provocare un surriscaldamento. Il modello, da 20.000 mAh, è stato venduto tra marzo 2023 e giugno 2024 anche su Amazon e MediaWorld.</p><p>«Ci scusiamo per il disagio: la sicurezza dei consumatori viene prima di tutto», fa sapere VoltaGo. I clienti possono chiedere la sostituzione o il rimborso entro il 31 dicembre compilando il modulo su voltago.it/richiamo. Il vecchio dispositivo non va buttato nei rifiuti domestici: va spedito con l'etichetta prepagata o portato in un centro RAEE.</p>",
      claims: [
        { quote: "errore nel circuito di protezione della batteria", class: "qualitativa" },
        { quote: "anche su Amazon e MediaWorld", class: "qualitativa" },
        { quote: "entro il 31 dicembre", class: "numero" },
      ],
    },
  ],
};
export default file;
