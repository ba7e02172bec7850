import type { CaseFile } from '../types.ts';

/** News rewrites of a Ministero della Salute heatwave bulletin with red-level cities and health advice. */
const file: CaseFile = {
  source: {
    titolo: "Ondata di calore, bollino rosso in 16 città domenica. Le raccomandazioni del Ministero",
    testo_originale: "Si intensifica l'ondata di calore sull'Italia. Secondo il bollettino sulle ondate di calore pubblicato oggi, venerdì 18 luglio, dal Ministero della Salute, sabato 19 luglio il bollino rosso, che indica il livello 3 di rischio, riguarderà 11 delle 27 città monitorate, tra cui Bologna, Firenze, Roma e Perugia. Domenica 20 luglio le città in rosso saliranno a 16, con l'aggiunta di Milano, Torino, Napoli, Palermo e Campobasso. Le temperature percepite potranno raggiungere i 38-39 gradi nelle aree urbane del Centro-Nord.\n\nIl livello 3 segnala condizioni di rischio elevato che persistono per tre o più giorni consecutivi e che possono avere effetti negativi sulla salute di tutta la popolazione, non solo delle persone più fragili.\n\nIl Ministero raccomanda di evitare l'esposizione al sole e l'attività fisica all'aperto nelle ore più calde, dalle 11 alle 18, di bere con regolarità anche senza sentire sete, limitando alcolici e bevande zuccherate, di preferire pasti leggeri con frutta e verdura, e di non lasciare mai bambini, anziani o animali in auto parcheggiate al sole. Agli anziani e ai malati cronici si consiglia di trascorrere alcune ore della giornata in ambienti climatizzati, anche pubblici.\n\n«Occorre prestare particolare attenzione a chi vive solo: basta una telefonata al giorno per accorgersi se qualcosa non va», ha sottolineato la direttrice generale della Prevenzione sanitaria, Anna Moretti. Per informazioni è attivo il numero di pubblica utilità 1500, dalle 8 alle 20.",
    fonte: "Ministero della Salute",
    link_fonte: "https://www.salute.gov.it/new/it/news-e-media/notizie/ondata-di-calore-bollino-rosso-16-citta/",
  },
  cases: [
    {
      id: "s2b-caldo-01",
      text: "<h2>Caldo, domenica bollino rosso in 16 città</h2><p>L'ondata di calore si fa più intensa. Il bollettino del Ministero della Salute diffuso venerdì 18 luglio assegna per sabato 19 il bollino rosso, livello 3 di rischio, a 11 delle 27 città monitorate, tra cui Bologna, Firenze, Roma e Perugia. Domenica 20 si salirà a 16, con Milano, Torino, Napoli, Palermo e Campobasso. Nelle città del Centro-Nord la temperatura percepita potrà toccare i 38-39 gradi.</p><p>Il livello 3 indica un rischio elevato che dura tre o più giorni di fila e che riguarda tutta la popolazione, non solo i più fragili. Le indicazioni: niente sole e sport all'aperto tra le 11 e le 18, bere spesso anche senza sete, limitare alcol e bibite zuccherate, pasti leggeri e mai bambini, anziani o animali in auto al sole. Per informazioni risponde il 1500, dalle 8 alle 20.</p>",
      claims: [],
    },
    {
      id: "s2b-caldo-02",
      text: "<p>Weekend rovente in Italia. Il Ministero della Salute ha diffuso il bollettino sulle ondate di calore: domenica 20 luglio saranno 16 le città con bollino rosso, da Milano a Palermo, e le temperature percepite potranno arrivare a 42 gradi.</p><p>Tra le raccomandazioni: evitare il sole nelle ore più calde, dalle 11 alle 18, bere almeno due litri d'acqua al giorno anche senza sete e preferire frutta e verdura. «Chi vive da solo va chiamato ogni giorno», ha ricordato la direttrice generale della Prevenzione sanitaria Anna Moretti.</p>",
      claims: [
        { quote: "42 gradi", class: "numero" },
        { quote: "almeno due litri d'acqua al giorno", class: "numero" },
        { quote: "Chi vive da solo va chiamato ogni giorno", class: "citazione" },
      ],
    },
    {
      id: "s2b-caldo-03",
      text: "<h2>Allarme caldo: è l'ondata più lunga dal 2003</h2><p>L'Italia si prepara alla più lunga ondata di calore dal 2003. Secondo il bollettino del Ministero della Salute, domenica il bollino rosso scatterà in 20 città, da Torino a Palermo, mentre già sabato a Roma la colonnina di mercurio toccherà i 40 gradi.</p><p>Il livello 3 indica condizioni di rischio elevato che persistono per tre o più giorni consecutivi e che possono avere effetti sulla salute di tutta la popolazione. Il Ministero consiglia agli anziani e ai malati cronici di passare alcune ore al giorno in ambienti climatizzati, anche pubblici.</p>",
      claims: [
        { quote: "la più lunga ondata di calore dal 2003", class: "qualitativa" },
        { quote: "20 città", class: "numero" },
        { quote: "40 gradi", class: "numero" },
      ],
    },
    {
      id: "s2b-caldo-04",
      text: "<p>Con il bollino rosso in arrivo in 16 città domenica 20 luglio, il Ministero della Salute ricorda alcune regole per proteggersi dal caldo:</p><ul><li>evitare sole e attività fisica all'aperto dalle 11 alle 18;</li><li>bere con regolarità anche senza sete, limitando alcolici e bevande zuccherate;</li><li>fare una doccia tiepida almeno tre volte al giorno;</li><li>tenere il condizionatore a non meno di 26 gradi;</li><li>non lasciare mai bambini, anziani o animali in auto parcheggiate al sole.</li></ul><p>Per informazioni il numero di pubblica utilità 1500 è attivo 24 ore su 24.</p>",
      claims: [
        { quote: "almeno tre volte al giorno", class: "numero" },
        { quote: "non meno di 26 gradi", class: "numero" },
        { quote: "24 ore su 24", class: "numero" },
      ],
    },
    {
      id: "s2b-caldo-05",
      text: "<p>Sabato 19 luglio 11 città su 27 saranno in bollino rosso, tra cui Bologna, Firenze, Roma, Perugia e Bari; domenica si salirà a 16. Lo indica il bollettino del Ministero della Salute pubblicato venerdì, che segnala temperature percepite fino a 38-39 gradi nelle aree urbane del Centro-Nord.</p><p>Il livello 3 scatta quando le condizioni di rischio elevato durano cinque giorni consecutivi. Particolare attenzione va riservata a chi vive solo: «Basta una telefonata al giorno per capire se qualcosa non va», ha detto Anna Moretti, direttrice generale della Prevenzione sanitaria.</p>",
      claims: [
        { quote: "Bari", class: "qualitativa" },
        { quote: "cinque giorni consecutivi", class: "numero" },
        { quote: "Basta una telefonata al giorno per capire se qualcosa non va", class: "citazione" },
      ],
    },
  ],
};
export default file;
