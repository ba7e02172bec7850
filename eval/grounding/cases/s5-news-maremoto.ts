import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA report on a tsunami evacuation drill on the Syracuse coast. */
const file: CaseFile = {
  source: {
    titolo: "Esercitazione maremoto a Siracusa: sirene sul lungomare e 2.400 persone evacuate",
    testo_originale: "Le sirene sono suonate alle 10.02 di martedì 5 novembre lungo i 12 chilometri di costa tra Ortigia e Fontane Bianche: è iniziata così «Onda Blu 2024», l'esercitazione di protezione civile che ha simulato l'arrivo di un'onda di maremoto generata da un terremoto di magnitudo 7.1 nel Mar Ionio. In base allo scenario, la prima onda avrebbe raggiunto la costa siracusana 18 minuti dopo la scossa.\n\nSecondo il Comune, circa 2.400 persone tra studenti di 14 scuole, dipendenti pubblici e cittadini volontari hanno raggiunto a piedi le 9 aree di attesa individuate nel piano comunale, tutte ad almeno 10 metri sul livello del mare. Il tempo medio di evacuazione è stato di 14 minuti, uno in meno rispetto all'esercitazione del 2022.\n\nAll'esercitazione hanno partecipato 180 volontari, la Capitaneria di porto, i Vigili del fuoco e la Croce Rossa. Il Centro Allerta Tsunami dell'INGV ha inviato il messaggio di allerta alla Protezione civile regionale in 8 minuti.\n\n«Il maremoto è un rischio reale per la Sicilia orientale, lo dice la storia del 1693 e del 1908», ha ricordato il dirigente della Protezione civile regionale, Carmelo Nicotra. «Sapere dove andare quando si sente la sirena può fare la differenza». L'assessora comunale alla Protezione civile, Giovanna Russo, ha annunciato che entro la primavera saranno installati altri 20 cartelli che indicano le vie di fuga verso le aree di attesa.",
    fonte: 'ANSA',
    link_fonte: "https://www.ansa.it/sicilia/notizie/2024/11/05/esercitazione-maremoto-a-siracusa-evacuate-2400-persone_7c1e9a42.html",
  },
  cases: [
    {
      id: 's5-news-maremoto-01',
      text: "<h2>Siracusa prova il maremoto: 2.400 evacuati, tempo medio 14 minuti</h2><p>Alle 10.02 di martedì 5 novembre le sirene hanno suonato lungo i 12 chilometri di costa tra Ortigia e Fontane Bianche. L'esercitazione «Onda Blu 2024» simulava un maremoto generato da un sisma di magnitudo 7.1 nello Ionio, con la prima onda attesa sulla costa 18 minuti dopo la scossa.</p><p>Circa 2.400 persone, tra studenti di quattordici scuole, dipendenti pubblici e volontari, hanno raggiunto a piedi le nove aree di attesa, tutte ad almeno 10 metri di quota. Il tempo medio è stato di 14 minuti, un minuto in meno del 2022. Il Centro Allerta Tsunami dell'INGV ha trasmesso l'allerta alla Protezione civile regionale in 8 minuti.</p>",
      claims: [],
    },
    {
      id: 's5-news-maremoto-02',
      text: "<h2>Onda Blu 2024, la città risponde</h2><p>Oltre 3.000 persone hanno partecipato martedì a Siracusa a «Onda Blu 2024», la più grande esercitazione di questo tipo mai organizzata in Sicilia, che ha simulato un maremoto nel Mar Ionio dopo un terremoto di magnitudo 7.1. Studenti, dipendenti pubblici e cittadini hanno raggiunto le aree di attesa in un tempo medio di 14 minuti.</p><p>«Siracusa ha dimostrato di essere pronta», ha commentato a fine giornata l'assessora Giovanna Russo. Sul campo 180 volontari, la Capitaneria di porto, i Vigili del fuoco e la Croce Rossa.</p>",
      claims: [
        { quote: 'Oltre 3.000 persone', class: 'numero' },
        { quote: 'la più grande esercitazione di questo tipo mai organizzata in Sicilia', class: 'qualitativa' },
        { quote: 'Siracusa ha dimostrato di essere pronta', class: 'citazione' },
      ],
    },
    {
      id: 's5-news-maremoto-03',
      text: "<p>«Il maremoto è un rischio reale per la Sicilia orientale, lo dice la storia del 1693 e del 1908». Con queste parole Carmelo Nicotra, dirigente della Protezione civile regionale, ha commentato «Onda Blu 2024», l'esercitazione che martedì ha fatto suonare le sirene lungo la costa di Siracusa, da Ortigia a Fontane Bianche.</p><p>Lo scenario prevedeva un terremoto di magnitudo 7.1 nel Mar Ionio e una prima onda in arrivo dopo 18 minuti. In circa 2.400 hanno raggiunto a piedi le aree di attesa. «Sapere dove andare quando si sente la sirena può fare la differenza», ha aggiunto Nicotra. Il Comune, ha annunciato l'assessora Giovanna Russo, installerà entro la primavera altri 20 cartelli con le vie di fuga.</p>",
      claims: [],
    },
    {
      id: 's5-news-maremoto-04',
      text: "<h2>Maremoto simulato a Siracusa, suonano le sirene</h2><p>Un terremoto di magnitudo 7.1 nello Ionio e un'onda alta 6 metri diretta verso la costa: era questo lo scenario di «Onda Blu 2024», l'esercitazione di martedì a Siracusa. Oltre alle sirene, il sistema IT-alert ha inviato un messaggio di prova a tutti i cellulari della zona.</p><p>Circa 2.400 persone hanno raggiunto le 9 aree di attesa in un tempo medio di 14 minuti. Più rapido l'INGV, che ha trasmesso l'allerta alla Protezione civile regionale in appena 5 minuti.</p>",
      claims: [
        { quote: '6 metri', class: 'numero' },
        { quote: 'il sistema IT-alert ha inviato un messaggio di prova a tutti i cellulari della zona', class: 'qualitativa' },
        { quote: '5 minuti', class: 'numero' },
      ],
    },
    {
      id: 's5-news-maremoto-05',
      text: "<h2>Esercitazione maremoto: cosa ha funzionato</h2><p>Nell'esercitazione «Onda Blu 2024» le 2.400 persone coinvolte, tra cui gli studenti di 14 scuole, hanno raggiunto le aree di attesa, tutte a 18 metri sul livello del mare, in 14 minuti di media, un minuto meglio del 2022.</p><p>Restano però da migliorare le indicazioni in strada, e per questo entro la primavera il Comune installerà 20 nuove sirene lungo il lungomare. «Sapere dove andare quando si sente la sirena può fare la differenza», ha ricordato Carmelo Nicotra della Protezione civile regionale.</p>",
      claims: [
        { quote: '18 metri sul livello del mare', class: 'numero' },
        { quote: 'Restano però da migliorare le indicazioni in strada', class: 'qualitativa' },
        { quote: '20 nuove sirene', class: 'numero' },
      ],
    },
  ],
};
export default file;
