import type { CaseFile } from '../../types.ts';

/** News rewrites of a regional paper's report on a red weather alert in Calabria with schools closed. */
const file: CaseFile = {
  source: {
    titolo: "Maltempo, allerta rossa in Calabria: scuole chiuse in 64 comuni, evacuate sette famiglie nel Vibonese",
    testo_originale: `CATANZARO - La Protezione civile regionale ha diramato l'allerta rossa per rischio idrogeologico su gran parte della Calabria ionica e tirrenica meridionale, valida dalla mezzanotte di oggi fino alle 24 di giovedì 21 novembre. Sono 64 i comuni in cui i sindaci hanno disposto la chiusura delle scuole di ogni ordine e grado, tra cui Catanzaro, Vibo Valentia, Lamezia Terme e Crotone; a Reggio Calabria le lezioni sono sospese solo negli istituti della zona sud.

Nelle ultime 24 ore la stazione di Serra San Bruno ha registrato 186 millimetri di pioggia, quella di Soverato 142. A Pizzo un piccolo smottamento ha invaso la strada provinciale 17, chiusa al traffico; nel Vibonese i vigili del fuoco hanno evacuato per precauzione sette famiglie che vivono a ridosso del torrente Sant'Anna, il cui livello è salito di oltre due metri in poche ore. I vigili del fuoco hanno effettuato oltre 120 interventi in tutta la regione, soprattutto per alberi caduti, allagamenti di scantinati e auto in panne nei sottopassi.

«Chiediamo a tutti di limitare gli spostamenti allo stretto necessario e di non sostare vicino ai corsi d'acqua», ha detto il dirigente della Protezione civile regionale, Carmelo Ruffo. «Nelle prossime ore sono attesi rovesci anche molto intensi, con raffiche di vento fino a 80 chilometri orari sulle coste».

Sospesa anche la circolazione ferroviaria sulla linea ionica tra Catanzaro Lido e Soverato per tutta la giornata: Trenitalia ha attivato bus sostitutivi. La sala operativa regionale resterà aperta 24 ore su 24 fino al termine dell'allerta.`,
    fonte: "Gazzetta del Sud",
    link_fonte: "https://gazzettadelsud.it/articoli/cronaca/2024/11/20/maltempo-allerta-rossa-calabria-scuole-chiuse-64-comuni-8a1c2e7f/",
  },
  cases: [
    {
      id: 's10b-news-allerta-calabria-01',
      text: "<p>Scuole chiuse in 64 comuni calabresi, da Catanzaro a Vibo Valentia, da Lamezia Terme a Crotone: è l'effetto dell'allerta rossa per rischio idrogeologico diramata dalla Protezione civile regionale, in vigore fino alla mezzanotte di giovedì 21 novembre. A Reggio Calabria lo stop alle lezioni riguarda soltanto gli istituti della zona sud.</p><p>In 24 ore sono caduti 186 millimetri di pioggia a Serra San Bruno e 142 a Soverato. Nel Vibonese i vigili del fuoco hanno fatto evacuare, per precauzione, sette famiglie che abitano vicino al torrente Sant'Anna, salito di oltre due metri in poche ore; gli interventi in tutta la regione sono stati più di 120.</p><p>«Chiediamo a tutti di limitare gli spostamenti allo stretto necessario e di non sostare vicino ai corsi d'acqua», è l'appello di Carmelo Ruffo, dirigente della Protezione civile regionale.</p>",
      claims: [],
    },
    {
      id: 's10b-news-allerta-calabria-02',
      text: "<h2>Calabria sott'acqua, allerta rossa e treni fermi</h2><p>È una delle ondate di maltempo più violente degli ultimi anni quella che sta colpendo la Calabria. Sulla linea ionica i treni sono fermi tra Catanzaro Lido e Soverato, sostituiti da bus di Trenitalia, mentre a Pizzo uno smottamento sulla provinciale 17 ha travolto due auto in transito.</p><p>Le raffiche di vento hanno toccato i 110 chilometri orari sulla costa. Il dirigente della Protezione civile regionale, Carmelo Ruffo, ha invitato a limitare gli spostamenti: «Non uscite se non è indispensabile».</p>",
      claims: [
        { quote: 'una delle ondate di maltempo più violente degli ultimi anni', class: 'qualitativa' },
        { quote: 'due auto', class: 'numero' },
        { quote: '110 chilometri orari', class: 'numero' },
        { quote: 'Non uscite se non è indispensabile', class: 'citazione' },
      ],
    },
    {
      id: 's10b-news-allerta-calabria-03',
      text: "<h2>Allerta rossa in Calabria: i numeri</h2><ul><li>64 comuni con le scuole chiuse</li><li>186 mm di pioggia in 24 ore a Serra San Bruno</li><li>oltre 120 interventi dei vigili del fuoco</li><li>sette famiglie evacuate nel Vibonese, circa 30 persone</li><li>3.000 studenti a casa solo a Catanzaro</li><li>strada provinciale 17 chiusa a Pizzo per 48 ore</li></ul><p>L'allerta resta in vigore fino alle 24 di giovedì 21 novembre e la sala operativa regionale è aperta giorno e notte.</p>",
      claims: [
        { quote: 'circa 30 persone', class: 'numero' },
        { quote: '3.000 studenti', class: 'numero' },
        { quote: 'per 48 ore', class: 'numero' },
      ],
    },
    {
      id: 's10b-news-allerta-calabria-04',
      text: "<p>Il maltempo non dà tregua alla Calabria. Il dirigente della Protezione civile regionale, Carmelo Ruffo, avverte: «Nelle prossime ore sono attesi rovesci anche molto intensi, con raffiche di vento fino a 80 chilometri orari sulle coste».</p><p>I dati delle ultime 24 ore parlano di 186 millimetri a Serra San Bruno e 240 a Soverato. Nel Vibonese il torrente Sant'Anna è esondato, costringendo i vigili del fuoco a evacuare sette famiglie. Le scuole sono chiuse in 64 comuni e anche a Reggio Calabria tutte le lezioni sono sospese.</p>",
      claims: [
        { quote: '240 a Soverato', class: 'numero' },
        { quote: "il torrente Sant'Anna è esondato", class: 'qualitativa' },
        { quote: 'anche a Reggio Calabria tutte le lezioni sono sospese', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
