import type { CaseFile } from '../types.ts';

/** News rewrites of a regional-paper report on a magnitude 4.2 earthquake in Irpinia damaging old stone buildings. */
const file: CaseFile = {
  source: {
    titolo: 'Terremoto in Irpinia, scossa di magnitudo 4.2 vicino a Lioni: crepe nelle case del centro storico, 12 famiglie sgomberate',
    testo_originale:
      "AVELLINO - Una scossa di terremoto di magnitudo 4.2 è stata avvertita alle 3.47 della notte tra sabato e domenica in tutta l'Irpinia e fino a Salerno e Potenza. Secondo l'Istituto nazionale di geofisica e vulcanologia (Ingv) l'epicentro è stato localizzato a 3 chilometri da Lioni, a una profondità di 11 chilometri. Nelle ore successive sono state registrate 23 repliche, la più forte di magnitudo 2.8.\n\nNon ci sono feriti, ma i danni si concentrano sugli edifici più vecchi. A Lioni e nella vicina Teora i vigili del fuoco hanno effettuato 41 sopralluoghi: crepe nei muri portanti di alcune abitazioni in pietra del centro storico e calcinacci caduti dal campanile della chiesa madre di Teora, ora transennata. Dodici famiglie, 31 persone in tutto, sono state sgomberate e ospitate in albergo o da parenti. Lunedì scuole chiuse a Lioni, Teora e Sant'Angelo dei Lombardi per le verifiche sugli edifici.\n\n«Molta gente è scesa in strada in pigiama, la paura è stata tanta perché qui il 1980 non lo dimentica nessuno», racconta il sindaco di Lioni, Pasquale Nigro. Il prefetto di Avellino ha convocato in mattinata il centro coordinamento soccorsi.\n\nL'Ingv ricorda che l'area è tra quelle a più alta pericolosità sismica d'Italia: il terremoto del 23 novembre 1980, di magnitudo 6.9, causò quasi 3.000 vittime.",
    fonte: 'Il Mattino',
    link_fonte: 'https://www.ilmattino.it/avellino/terremoto_irpinia_scossa_magnitudo_4_2_lioni_famiglie_sgomberate.html',
  },
  cases: [
    {
      id: 's8b-news-terremoto-irpinia-01',
      text: `<h2>Scossa di magnitudo 4.5 in Irpinia, paura a Lioni</h2>
<p>La terra ha tremato alle 3.47 della notte tra sabato e domenica: una scossa di magnitudo 4.5, con epicentro a pochi chilometri da Lioni e ipocentro a 8 chilometri di profondità, è stata sentita in tutta l'Irpinia e fino a Salerno e Potenza.</p>
<p>Nelle ore seguenti l'Ingv ha registrato una cinquantina di repliche. I danni riguardano soprattutto le vecchie case in pietra dei centri storici di Lioni e Teora, dove i vigili del fuoco hanno svolto 41 sopralluoghi.</p>`,
      claims: [
        { quote: 'magnitudo 4.5', class: 'numero' },
        { quote: '8 chilometri di profondità', class: 'numero' },
        { quote: 'una cinquantina di repliche', class: 'numero' },
      ],
    },
    {
      id: 's8b-news-terremoto-irpinia-02',
      text: `<p>Un terremoto di magnitudo 4.2 ha svegliato l'Irpinia poco prima delle quattro del mattino di domenica. L'Ingv ha collocato l'epicentro a tre chilometri da Lioni, a undici chilometri di profondità; la scossa è stata avvertita fino a Salerno e Potenza e seguita da 23 repliche, la maggiore di magnitudo 2.8.</p>
<p>Non ci sono feriti. I vigili del fuoco hanno però trovato crepe nei muri portanti di alcune case in pietra a Lioni e Teora, dove dal campanile della chiesa madre, ora transennata, sono caduti calcinacci. Dodici famiglie, per un totale di 31 persone, hanno dovuto lasciare casa. Lunedì scuole chiuse anche a Sant'Angelo dei Lombardi.</p>
<p>Il sindaco di Lioni, Pasquale Nigro, racconta che «la paura è stata tanta perché qui il 1980 non lo dimentica nessuno».</p>`,
      claims: [],
    },
    {
      id: 's8b-news-terremoto-irpinia-03',
      text: `<h2>Irpinia, la scossa fa tremare i centri storici</h2>
<p>Case in pietra lesionate, calcinacci caduti dal campanile di Teora e due feriti lievi, colpiti da frammenti di intonaco mentre uscivano di casa. È il bilancio della scossa di magnitudo 4.2 che nella notte ha colpito l'area di Lioni.</p>
<p>A Teora la chiesa madre è stata dichiarata inagibile. «Abbiamo avuto tanta paura, ma le case nuove hanno retto», ha detto il sindaco di Lioni, Pasquale Nigro. Dodici famiglie sono state sgomberate e il prefetto di Avellino ha riunito il centro coordinamento soccorsi.</p>`,
      claims: [
        { quote: 'due feriti lievi', class: 'numero' },
        { quote: 'la chiesa madre è stata dichiarata inagibile', class: 'qualitativa' },
        { quote: 'Abbiamo avuto tanta paura, ma le case nuove hanno retto', class: 'citazione' },
      ],
    },
    {
      id: 's8b-news-terremoto-irpinia-04',
      text: `<p>Torna la paura in Irpinia. La scossa di magnitudo 4.2 registrata nella notte ha avuto epicentro a Teora e ha danneggiato soprattutto le abitazioni più antiche: 30 famiglie sono state sgomberate.</p>
<p>L'Ingv sottolinea che la zona è tra le più pericolose d'Italia dal punto di vista sismico. Il terremoto del 23 novembre 1980, di magnitudo 6.9, provocò circa 5.000 vittime.</p>`,
      claims: [
        { quote: 'epicentro a Teora', class: 'qualitativa' },
        { quote: '30 famiglie', class: 'numero' },
        { quote: 'circa 5.000 vittime', class: 'numero' },
      ],
    },
  ],
};
export default file;
