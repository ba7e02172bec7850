import type { CaseFile } from '../types.ts';

/** News rewrites of a Sicilian paper's report on water rationing in Enna (round 4, news figures: counts and times that take a figure of another kind, ordinals, fractions, advice). */
const file: CaseFile = {
  source: {
    titolo: 'Crisi idrica a Enna, da lunedì l’acqua arriva a giorni alterni: turni in 14 quartieri',
    testo_originale: `ENNA, 3 LUGLIO – Da lunedì 7 luglio l'acqua nelle case di Enna arriverà a giorni alterni. Lo ha deciso Acquaenna, il gestore del servizio idrico, dopo che il livello dell'invaso Ancipa è sceso al 18% della capacità, il valore più basso dal 2002. I turni riguarderanno 14 quartieri della città alta e di Enna Bassa: l'erogazione sarà garantita dalle 6 alle 14 nei giorni previsti dal calendario pubblicato sul sito del Comune.

Il sindaco Maurizio Dipietro ha firmato un'ordinanza che vieta fino al 30 settembre di usare l'acqua della rete per lavare auto, riempire piscine e innaffiare giardini. Per chi non rispetta il divieto è prevista una multa da 100 a 500 euro. «Chiediamo a tutti di ridurre i consumi, ogni litro risparmiato oggi è acqua per le prossime settimane», ha detto il sindaco.

Per le famiglie più in difficoltà il Comune ha organizzato la consegna di acqua con autobotti: sei mezzi della Protezione civile regionale faranno il giro dei quartieri due volte a settimana, con punti di rifornimento in piazza Europa e in viale Diaz. Secondo Acquaenna, nelle ultime quattro settimane i consumi sono scesi dell'11%, ma non basta: le perdite della rete restano attorno al 50%.

La Regione ha chiesto lo stato di emergenza per 28 comuni della provincia. L'ultima volta che a Enna era stata adottata la turnazione era l'estate del 2017.`,
    fonte: 'La Sicilia',
    link_fonte: 'https://www.lasicilia.it/news/enna/2025/07/03/crisi-idrica-enna-acqua-giorni-alterni-turni-14-quartieri-7c41e2',
  },
  cases: [
    {
      id: 'r4-news-crisi-idrica-01',
      text: `<h2>Enna, acqua a giorni alterni dal 7 luglio</h2><p>Con l'invaso Ancipa sceso al 18 per cento della capacità, il livello più basso dal 2002, Acquaenna ha deciso la turnazione: da lunedì l'acqua arriverà a giorni alterni in 14 quartieri, dalle 6 alle 14, secondo il calendario pubblicato dal Comune.</p><p>Un'ordinanza del sindaco Maurizio Dipietro vieta fino al 30 settembre di lavare le auto, riempire le piscine e annaffiare i giardini con l'acqua della rete, con multe tra 100 e 500 euro. Per le famiglie in difficoltà sei autobotti della Protezione civile passeranno due volte alla settimana. Il problema resta la rete: circa metà dell'acqua si perde prima di arrivare nelle case.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-crisi-idrica-02',
      text: `<h2>Enna razionata: turni, divieti e autobotti</h2><p>Da lunedì 7 luglio Enna passa ai turni: l'acqua arriverà a giorni alterni in 14 quartieri, con l'erogazione garantita dalle 6 alle 18. La decisione di Acquaenna arriva con l'invaso Ancipa al 18% della capacità.</p><p>Per chi resta senza acqua il Comune ha messo in campo sette autobotti della Protezione civile regionale, con punti di rifornimento in piazza Europa e in viale Diaz. Chi lava l'auto o riempie la piscina con l'acqua della rete rischia una multa fino a 1.000 euro.</p>`,
      claims: [
        { quote: 'dalle 6 alle 18', class: 'numero' },
        { quote: 'sette autobotti', class: 'numero' },
        { quote: 'fino a 1.000 euro', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-crisi-idrica-03',
      text: `<p>È la terza volta in dieci anni che Enna ricorre alla turnazione dell'acqua. Da lunedì l'erogazione sarà a giorni alterni in 14 quartieri, dopo che l'invaso Ancipa è sceso al 18% della capacità.</p><p>I cittadini hanno già cominciato a risparmiare: secondo Acquaenna, nelle ultime due settimane i consumi sono scesi dell'11%. «Chiediamo a tutti di ridurre i consumi, ogni litro risparmiato oggi è acqua per le prossime settimane», ha detto il sindaco Maurizio Dipietro.</p>`,
      claims: [
        { quote: 'la terza volta in dieci anni', class: 'numero' },
        { quote: 'ultime due settimane', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-crisi-idrica-04',
      text: `<h2>Crisi idrica a Enna: cosa cambia</h2><ul><li>Acqua a giorni alterni da lunedì 7 luglio in 14 quartieri</li><li>Erogazione dalle 6 alle 14</li><li>Divieto di lavare auto e riempire piscine fino al 30 settembre</li><li>Multe da 100 a 500 euro</li><li>Sei autobotti, due giri alla settimana</li></ul><p>Nelle ultime quattro settimane i consumi sono calati dell'11%, ma le perdite della rete restano intorno al 50%. La Regione ha chiesto lo stato di emergenza per 28 comuni della provincia; l'ultima turnazione in città risale all'estate del 2017.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-crisi-idrica-05',
      text: `<h2>Siccità, la Regione chiede lo stato di emergenza</h2><p>La Regione ha chiesto lo stato di emergenza per 30 comuni della provincia di Enna, dove da lunedì l'acqua nelle case arriverà a giorni alterni. L'invaso Ancipa è al 18% della capacità.</p><p>Gli esperti consigliano di tenere in casa una scorta di almeno 10 litri d'acqua per persona e di controllare ogni giorno il calendario dei turni sul sito del Comune. Le autobotti della Protezione civile faranno il giro dei quartieri due volte a settimana.</p>`,
      claims: [
        { quote: '30 comuni', class: 'numero' },
        { quote: 'almeno 10 litri', class: 'numero' },
      ],
    },
  ],
};
export default file;
