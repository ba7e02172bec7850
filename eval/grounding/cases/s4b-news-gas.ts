import type { CaseFile } from '../types.ts';

/** News rewrites of a regional-paper report on a gas main cut by an excavator and the evacuation of a neighbourhood. */
const file: CaseFile = {
  source: {
    titolo: `Fuga di gas a Monza, evacuate 140 famiglie nel quartiere San Biagio`,
    testo_originale: `Monza, 9 aprile 2025 – Un escavatore impegnato nei lavori per la posa della fibra ottica ha tranciato questa mattina, poco dopo le 9.40, una tubatura del gas a media pressione in via Guarenti, nel quartiere San Biagio. Il forte odore ha fatto scattare l'allarme e in pochi minuti sono arrivati sul posto i vigili del fuoco del comando di Monza e Brianza con quattro squadre e il nucleo NBCR.

Per precauzione è stata evacuata un'area nel raggio di 150 metri: 140 famiglie, circa 320 persone, hanno dovuto lasciare le abitazioni. Evacuati anche i 210 alunni della scuola primaria di via Guarenti, accompagnati dalle maestre nella palestra comunale di via Boccaccio, dove la Protezione civile ha allestito un punto di accoglienza. Chiuse al traffico via Guarenti e due strade limitrofe, deviate tre linee di autobus.

I tecnici della società di distribuzione hanno isolato il tratto danneggiato alle 12.15 e completato la riparazione nel primo pomeriggio. «Le concentrazioni di gas sono rientrate sotto i limiti di sicurezza e i residenti possono rientrare nelle loro case» ha comunicato alle 16.30 il comandante provinciale dei vigili del fuoco. Nessuna persona è rimasta intossicata.

Circa 600 utenze della zona sono rimaste senza gas per tutta la giornata: il ripristino è previsto entro la serata, dopo i controlli casa per casa. Il Comune ha annunciato verifiche sulla ditta che eseguiva gli scavi.`,
    fonte: `Il Giorno`,
    link_fonte: `https://www.ilgiorno.it/monza-brianza/cronaca/fuga-di-gas-a-monza-evacuate-140-famiglie-san-biagio-7c1e9a42`,
  },
  cases: [
    {
      id: 's4b-news-gas-01',
      text: `<h2>Monza, escavatore trancia un tubo del gas: 320 persone fuori casa</h2><p>Mattinata di paura nel quartiere San Biagio. Poco dopo le 9.40 un escavatore al lavoro per la fibra ottica ha tranciato una tubatura del gas a media pressione in via Guarenti. I vigili del fuoco di Monza e Brianza, arrivati con quattro squadre e il nucleo NBCR, hanno evacuato un'area di 150 metri di raggio: 140 famiglie, circa 320 persone, oltre ai 210 alunni della primaria di via Guarenti, accolti nella palestra comunale di via Boccaccio.</p><p>Il tratto danneggiato è stato isolato alle 12.15 e riparato nel primo pomeriggio; alle 16.30 i residenti hanno avuto il via libera per rientrare. Nessuno è rimasto intossicato.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-gas-02',
      text: `<p>Paura a Monza, dove un cantiere per la fibra ottica ha provocato una fuga di gas in via Guarenti. I vigili del fuoco sono intervenuti con sei squadre e hanno fatto evacuare circa 400 persone, oltre agli alunni della scuola primaria. Due residenti sono stati accompagnati al pronto soccorso per un lieve malore.</p><p>«Abbiamo evitato il peggio grazie alla rapidità dell'intervento» ha commentato il comandante provinciale dei vigili del fuoco. I tecnici hanno isolato la tubatura alle 12.15 e nel pomeriggio tutti hanno potuto rientrare a casa.</p>`,
      claims: [
        { quote: `sei squadre`, class: 'numero' },
        { quote: `circa 400 persone`, class: 'numero' },
        { quote: `Due residenti`, class: 'numero' },
        { quote: `Abbiamo evitato il peggio grazie alla rapidità dell'intervento`, class: 'citazione' },
      ],
    },
    {
      id: 's4b-news-gas-03',
      text: `<h2>Tubo del gas tranciato a San Biagio, 2.000 utenze senza fornitura</h2><p>Un escavatore impegnato nella posa della fibra ottica ha tranciato la mattina del 9 aprile una tubatura del gas a media pressione in via Guarenti, a Monza. I vigili del fuoco hanno evacuato le abitazioni in un raggio di 300 metri e chiuso al traffico tre strade, deviando tre linee di autobus.</p><p>La riparazione si è conclusa nel primo pomeriggio, ma il ripristino del servizio richiede i controlli casa per casa. La ditta che eseguiva gli scavi è stata denunciata per danneggiamento.</p>`,
      claims: [
        { quote: `2.000 utenze`, class: 'numero' },
        { quote: `300 metri`, class: 'numero' },
        { quote: `è stata denunciata per danneggiamento`, class: 'qualitativa' },
      ],
    },
    {
      id: 's4b-news-gas-04',
      text: `<p>Alle 16.30 è arrivato il via libera: «Le concentrazioni di gas sono rientrate sotto i limiti di sicurezza e i residenti possono rientrare nelle loro case», ha comunicato il comandante provinciale dei vigili del fuoco. Si chiude così la giornata di emergenza nel quartiere San Biagio di Monza, dove in mattinata un escavatore aveva tranciato una tubatura del gas.</p><ul><li>140 famiglie evacuate, circa 320 persone</li><li>210 alunni della primaria accolti nella palestra di via Boccaccio</li><li>tre linee di autobus deviate</li><li>circa 600 utenze senza gas fino a sera</li></ul><p>Il Comune ha annunciato verifiche sulla ditta che eseguiva gli scavi.</p>`,
      claims: [],
    },
    {
      id: 's4b-news-gas-05',
      text: `<h2>San Biagio, la paura e poi il rientro</h2><p>L'allarme è scattato poco dopo le 9.40, quando un escavatore ha colpito una tubatura del gas a media pressione posata negli anni Settanta. I vigili del fuoco hanno fatto uscire 140 famiglie dal raggio di 150 metri, mentre i bambini della scuola primaria sono stati trasferiti in un'altra scuola del quartiere.</p><p>«È stata una mattinata complicata, ma la macchina dei soccorsi ha funzionato» ha dichiarato il sindaco. Circa 600 utenze sono rimaste senza gas; il ripristino è previsto in serata.</p>`,
      claims: [
        { quote: `posata negli anni Settanta`, class: 'numero' },
        { quote: `trasferiti in un'altra scuola del quartiere`, class: 'qualitativa' },
        { quote: `È stata una mattinata complicata, ma la macchina dei soccorsi ha funzionato`, class: 'citazione' },
      ],
    },
  ],
};
export default file;
