import type { CaseFile } from '../types.ts';

/** News rewrites of a Turin paper's report on cold-weather shelters (round 4, news figures: temperatures and counts that take a figure of another kind, midnight, spans with an article). */
const file: CaseFile = {
  source: {
    titolo: 'Gelo a Torino, aperti 3 dormitori in più: -7 gradi nella notte',
    testo_originale: `TORINO, 12 GENNAIO – Con le minime scese a -7 gradi nella notte tra sabato e domenica, il Comune di Torino ha aperto 3 dormitori straordinari per le persone senza dimora, portando i posti letto disponibili a 1.150. Le strutture resteranno aperte fino al 28 febbraio, dalle 19 alle 8 del mattino. Nella prima notte sono state accolte 86 persone.

Le unità di strada, 11 squadre tra operatori e volontari, passeranno ogni sera dalle 21 a mezzanotte nelle zone di Porta Nuova, Porta Susa e del Valentino per distribuire coperte, tè caldo e pasti. «Nessuno deve restare fuori con queste temperature», ha detto l'assessora alle Politiche sociali Chiara Bertolino.

Secondo Arpa Piemonte il freddo durerà almeno fino a giovedì 16 gennaio, con minime tra -5 e -9 gradi in città e fino a -15 in montagna. L'Asl To ricorda di non usare bracieri o stufe a gas in ambienti chiusi: lo scorso inverno in Piemonte sono stati 23 gli accessi al pronto soccorso per intossicazione da monossido di carbonio.`,
    fonte: 'La Stampa',
    link_fonte: 'https://www.lastampa.it/torino/2025/01/12/news/gelo_torino_dormitori_senza_dimora-15003127/',
  },
  cases: [
    {
      id: 'r4-news-gelo-torino-01',
      text: `<h2>Torino, tre dormitori in più contro il gelo</h2><p>Con le minime a sette gradi sotto zero, il Comune di Torino ha aperto tre dormitori straordinari per le persone senza dimora: i posti letto salgono a 1.150. Le strutture resteranno aperte fino al 28 febbraio, dalle 19 alle 8, e nella prima notte hanno accolto 86 persone.</p><p>Ogni sera, dalle 21 a mezzanotte, 11 squadre di operatori e volontari distribuiranno coperte, tè caldo e pasti tra Porta Nuova, Porta Susa e il Valentino. Arpa Piemonte prevede freddo almeno fino a giovedì 16.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-gelo-torino-02',
      text: `<h2>Notti di gelo a Torino</h2><p>Nella notte tra sabato e domenica le minime sono scese a -8 gradi e il Comune ha aperto 3 dormitori straordinari, portando i posti letto a 1.150.</p><p>Le unità di strada, 16 squadre tra operatori e volontari, passeranno ogni sera dalle 22 a mezzanotte. «Nessuno deve restare fuori con queste temperature», ha detto l'assessora Chiara Bertolino.</p>`,
      claims: [
        { quote: '-8 gradi', class: 'numero' },
        { quote: '16 squadre', class: 'numero' },
        { quote: 'dalle 22', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-gelo-torino-03',
      text: `<p>Secondo Arpa Piemonte il freddo durerà per una settimana, con minime tra -5 e -9 gradi in città e fino a -19 in montagna. L'Asl To raccomanda di non usare bracieri o stufe a gas in ambienti chiusi: lo scorso inverno a Torino 23 persone sono finite al pronto soccorso per il monossido di carbonio.</p>`,
      claims: [
        { quote: 'per una settimana', class: 'numero' },
        { quote: '-19', class: 'numero' },
        { quote: 'a Torino 23 persone', class: 'numero' },
      ],
    },
    {
      id: 'r4-news-gelo-torino-04',
      text: `<h2>Freddo a Torino: dormitori aperti fino a fine febbraio</h2><ul><li>Minime tra -5 e -9 gradi in città, fino a -15 in montagna</li><li>Tre dormitori straordinari, 1.150 posti letto</li><li>Unità di strada dalle 21 fino a mezzanotte</li><li>Freddo almeno fino al 16 gennaio</li></ul><p>L'Asl To ricorda che lo scorso inverno in Piemonte gli accessi al pronto soccorso per monossido di carbonio sono stati 23.</p>`,
      claims: [],
    },
    {
      id: 'r4-news-gelo-torino-05',
      text: `<h2>Senza dimora, a Torino posti letto a quota 1.150</h2><p>I tre dormitori straordinari aperti dal Comune resteranno aperti fino al 31 marzo. Nella prima notte sono state accolte 86 persone.</p><p>Per chi resta in casa, i medici consigliano di non scendere sotto i 20 gradi negli ambienti in cui si dorme e di non usare mai bracieri o stufe a gas in ambienti chiusi.</p>`,
      claims: [
        { quote: 'fino al 31 marzo', class: 'numero' },
        { quote: '20 gradi', class: 'numero' },
      ],
    },
  ],
};
export default file;
