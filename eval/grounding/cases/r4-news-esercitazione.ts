import type { CaseFile } from '../types.ts';

/** News rewrites of a Naples paper's report on a school evacuation drill at Pozzuoli (round 4, news figures: ordinals, shares, months, times in words). */
const file: CaseFile = {
  source: {
    titolo: 'Campi Flegrei, 1.200 studenti nella prova di evacuazione: «Tempi migliorati»',
    testo_originale: `POZZUOLI, 10 OTTOBRE – Sono stati circa 1.200 gli studenti di 9 scuole di Pozzuoli che questa mattina hanno partecipato alla prova di evacuazione per il rischio bradisismico organizzata dal Comune con la Protezione civile regionale. Alle 10.30 è suonata la sirena e in 8 minuti gli edifici erano vuoti; alla prova di marzo ne erano serviti 12.

Si tratta della seconda esercitazione dall'inizio dell'anno scolastico e della quarta dal 2023, dopo le scosse di magnitudo 4,4 del maggio 2024. Gli studenti hanno raggiunto a piedi le 6 aree di attesa previste dal piano, dove i volontari di 14 associazioni hanno distribuito acqua e verificato le presenze. Circa un alunno su cinque è arrivato con il kit consigliato: una bottiglia d'acqua, una torcia e una copia dei recapiti dei genitori.

«I tempi si sono ridotti di un terzo, ma dobbiamo lavorare sui ragazzi con disabilità», ha detto il sindaco Luigi Manzoni. Entro dicembre il Comune installerà 30 nuovi cartelli che indicano le vie di fuga nel centro storico e al Rione Terra.

La prossima prova, aperta anche alle famiglie, è in programma sabato 22 novembre dalle 9 a mezzogiorno. Per informazioni è attivo il numero verde 800 232 525, dal lunedì al venerdì dalle 9 alle 17.`,
    fonte: 'Il Mattino',
    link_fonte: 'https://www.ilmattino.it/napoli/cronaca/campi_flegrei_prova_evacuazione_studenti_pozzuoli-8412077.html',
  },
  cases: [
    {
      id: 'r4-news-esercitazione-01',
      text: `<h2>Pozzuoli, scuole vuote in otto minuti</h2><p>Circa 1.200 studenti di nove scuole di Pozzuoli hanno partecipato stamattina alla prova di evacuazione per il bradisismo. La sirena è suonata alle 10.30 e in otto minuti gli edifici erano vuoti, contro i 12 minuti della prova di marzo: un terzo in meno.</p><p>È la seconda esercitazione dall'inizio dell'anno scolastico. Gli studenti hanno raggiunto a piedi le sei aree di attesa, dove li aspettavano i volontari di 14 associazioni; circa uno su cinque aveva con sé il kit consigliato. La prossima prova, aperta alle famiglie, sarà sabato 22 novembre dalle 9 a mezzogiorno.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-esercitazione-02',
      text: `<h2>Campi Flegrei, nuova prova di evacuazione</h2><p>Si è svolta a Pozzuoli la terza esercitazione dall'inizio dell'anno scolastico: circa 1.200 studenti di 9 scuole hanno lasciato gli edifici in 8 minuti e raggiunto le aree di attesa previste dal piano.</p><p>Ad accoglierli c'erano i volontari di 14 associazioni, che hanno distribuito acqua e verificato le presenze. Buona la preparazione delle famiglie: la metà degli alunni è arrivata con il kit consigliato, con acqua, torcia e recapiti dei genitori.</p>`,
      claims: [
        { quote: 'la terza esercitazione', class: 'numero' },
        { quote: 'la metà degli alunni', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-esercitazione-03',
      text: `<p>Entro gennaio il Comune di Pozzuoli installerà 30 nuovi cartelli con le vie di fuga nel centro storico e al Rione Terra. L'annuncio è arrivato dopo la prova di evacuazione di stamattina, che ha coinvolto circa 1.200 studenti.</p><p>Gli studenti hanno raggiunto a piedi le 22 aree di attesa del piano. Per informazioni sulla prossima prova, aperta anche alle famiglie, il numero verde 800 232 525 risponde dal lunedì al venerdì dalle 8 alle 17.</p>`,
      claims: [
        { quote: 'Entro gennaio', class: 'numero' },
        { quote: '22 aree di attesa', class: 'numero' },
        { quote: 'dalle 8 alle 17', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-esercitazione-04',
      text: `<h2>Prova di evacuazione a Pozzuoli: i numeri</h2><ul><li>1.200 studenti di 9 scuole</li><li>Edifici vuoti in 8 minuti (12 alla prova di marzo)</li><li>6 aree di attesa e volontari di 14 associazioni</li><li>30 nuovi cartelli per le vie di fuga entro dicembre</li><li>Prossima prova il 22 novembre, anche per le famiglie</li></ul><p>È la quarta esercitazione dal 2023, dopo le scosse di magnitudo 4,4 del maggio 2024.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-esercitazione-05',
      text: `<h2>Bradisismo, a Pozzuoli si prova l'evacuazione</h2><p>È la quinta esercitazione dal 2023, dopo le scosse di magnitudo 4,4 dell'agosto 2024. Stamattina circa 1.200 studenti hanno lasciato le scuole in 8 minuti.</p><p>Gli esperti raccomandano di tenere nel kit almeno due litri d'acqua, una torcia con batterie di ricambio e una copia dei recapiti dei genitori. «I tempi si sono ridotti di un terzo, ma dobbiamo lavorare sui ragazzi con disabilità», ha detto il sindaco Luigi Manzoni.</p>`,
      claims: [
        { quote: 'la quinta esercitazione', class: 'numero' },
        { quote: "dell'agosto 2024", class: 'numero' },
        { quote: 'almeno due litri', class: 'numero' },
      ],
    },
  ],
};
export default file;
