import type { CaseFile } from '../types.ts';

/** News rewrites of a Civil Protection Department notice on a nationwide test of the IT-alert public warning system. */
const file: CaseFile = {
  source: {
    titolo: "IT-alert, giovedì il primo test nazionale: il messaggio arriverà su tutti i cellulari alle 12",
    testo_originale: "Giovedì 21 novembre, alle ore 12, tutti i telefoni cellulari accesi che si trovano sul territorio italiano riceveranno un messaggio di prova del sistema IT-alert, il sistema pubblico di allarme che informa la popolazione in caso di gravi emergenze o catastrofi imminenti o in corso. È la prima volta che il test si svolge contemporaneamente in tutte le 20 regioni.\n\nIl messaggio, accompagnato da un suono distintivo diverso dalle normali notifiche, riporterà la dicitura «TEST del sistema di allarme pubblico IT-alert. Nessuna azione richiesta». Non sarà necessario scaricare alcuna app né registrarsi: IT-alert utilizza la tecnologia cell broadcast, che invia il messaggio a tutti i dispositivi agganciati alle celle di una determinata area, senza raccogliere numeri di telefono né dati personali.\n\nDopo aver ricevuto il messaggio, i cittadini potranno compilare un questionario anonimo sul sito www.it-alert.it, disponibile per 48 ore. «Il questionario ci permette di capire quanti hanno ricevuto il messaggio e in quanto tempo, per migliorare il sistema», spiega il Dipartimento. Ai test regionali svolti nel 2023 hanno risposto oltre 1,2 milioni di persone.\n\nIl messaggio potrebbe non arrivare a chi ha il telefono spento, in modalità aereo, senza campo o con un sistema operativo non aggiornato. In caso di ricezione durante la guida, si raccomanda di leggerlo solo dopo essersi fermati in sicurezza. I rischi per cui IT-alert è attualmente operativo sono sei, tra cui il maremoto, il collasso di una grande diga e gli incidenti nucleari.",
    fonte: 'Dipartimento della Protezione Civile',
    link_fonte: "https://www.protezionecivile.gov.it/it/notizia/it-alert-giovedi-21-novembre-il-primo-test-nazionale/",
  },
  cases: [
    {
      id: 's5-news-it-alert-01',
      text: "<h2>IT-alert, giovedì a mezzogiorno il test in tutta Italia</h2><p>Giovedì 21 novembre alle 12 ogni cellulare acceso in Italia riceverà un messaggio di prova di IT-alert, il sistema pubblico di allarme che avvisa la popolazione in caso di gravi emergenze o catastrofi imminenti o in corso. Per la prima volta la prova si terrà nello stesso momento in tutte e venti le regioni.</p><p>Il testo sarà «TEST del sistema di allarme pubblico IT-alert. Nessuna azione richiesta», accompagnato da un suono diverso da quello delle normali notifiche. Non serve scaricare app né registrarsi: la tecnologia cell broadcast raggiunge tutti i telefoni collegati alle celle di una zona senza raccogliere numeri né dati personali.</p>",
      claims: [],
    },
    {
      id: 's5-news-it-alert-02',
      text: "<h2>Test IT-alert, cosa sapere</h2><p>Giovedì alle 12 tutti i cellulari accesi in Italia riceveranno il messaggio di prova di IT-alert. Subito dopo sarà possibile compilare un questionario anonimo su www.it-alert.it, aperto per 72 ore.</p><p>«È un passo fondamentale per la sicurezza di tutti i cittadini», ha sottolineato il capo del Dipartimento della Protezione Civile. Ai test regionali del 2023 avevano partecipato oltre 2 milioni di persone.</p>",
      claims: [
        { quote: '72 ore', class: 'numero' },
        { quote: 'È un passo fondamentale per la sicurezza di tutti i cittadini', class: 'citazione' },
        { quote: 'oltre 2 milioni di persone', class: 'numero' },
      ],
    },
    {
      id: 's5-news-it-alert-03',
      text: "<h2>IT-alert: le domande più frequenti sul test del 21 novembre</h2><ul><li><strong>Quando arriva?</strong> Giovedì 21 novembre, a mezzogiorno.</li><li><strong>Devo fare qualcosa?</strong> No: il messaggio dice «Nessuna azione richiesta», e non servono app o registrazioni.</li><li><strong>Perché potrei non riceverlo?</strong> Se il telefono è spento, in modalità aereo, senza campo o con un sistema operativo non aggiornato.</li><li><strong>E se sono alla guida?</strong> Va letto solo dopo essersi fermati in sicurezza.</li><li><strong>Posso dare un riscontro?</strong> Sì, con il questionario anonimo su www.it-alert.it, aperto per due giorni.</li></ul><p>Le risposte, spiega il Dipartimento della Protezione Civile, servono a capire quanti hanno ricevuto il messaggio e in quanto tempo.</p>",
      claims: [],
    },
    {
      id: 's5-news-it-alert-04',
      text: "<h2>Secondo test nazionale per IT-alert</h2><p>Dopo la prova dello scorso anno, IT-alert torna a suonare in tutta Italia: giovedì 21 novembre alle 12 i cellulari riceveranno un messaggio di test con un suono distintivo.</p><p>Il sistema, basato sul cell broadcast, è oggi operativo per otto rischi, tra cui maremoto, collasso di grandi dighe, incidenti nucleari e incendi boschivi. Chi ha il telefono in modalità aereo o senza campo potrebbe non ricevere il messaggio.</p>",
      claims: [
        { quote: 'Secondo test nazionale', class: 'numero' },
        { quote: 'otto rischi', class: 'numero' },
        { quote: 'incendi boschivi', class: 'qualitativa' },
      ],
    },
    {
      id: 's5-news-it-alert-05',
      text: "<p>Mezzogiorno di giovedì 21 novembre: è l'ora del test nazionale di IT-alert. Sugli schermi di tutti i cellulari accesi comparirà la scritta «TEST del sistema IT-alert. Non è richiesta alcuna azione», accompagnata da un suono e da una vibrazione di 10 secondi.</p><p>Il sistema usa la tecnologia cell broadcast, la stessa già adottata in 27 paesi europei, e non raccoglie numeri di telefono né dati personali. Dopo il test si potrà rispondere al questionario anonimo sul sito ufficiale, disponibile per 48 ore.</p>",
      claims: [
        { quote: 'TEST del sistema IT-alert. Non è richiesta alcuna azione', class: 'citazione' },
        { quote: '10 secondi', class: 'numero' },
        { quote: '27 paesi europei', class: 'numero' },
      ],
    },
  ],
};
export default file;
