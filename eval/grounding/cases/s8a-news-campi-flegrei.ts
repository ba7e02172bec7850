import type { CaseFile } from '../types.ts';

/** News rewrites of an ANSA-style report on a magnitude 4.1 bradyseism quake at the Campi Flegrei with schools closed. */
const file: CaseFile = {
  source: {
    titolo: 'Campi Flegrei, scossa di magnitudo 4.1 a Pozzuoli: scuole chiuse lunedì in tre comuni',
    testo_originale: `Una scossa di terremoto di magnitudo 4.1 è stata registrata alle 23:47 di sabato 15 marzo nell'area dei Campi Flegrei, con epicentro tra Pozzuoli e Bagnoli e ipocentro a una profondità di circa 2,5 chilometri. Lo comunica l'Osservatorio Vesuviano dell'Istituto nazionale di geofisica e vulcanologia (Ingv), che ha contato altri 14 eventi minori nella stessa sequenza, il più forte dei quali di magnitudo 2.3. Il sisma è stato avvertito distintamente a Napoli, in particolare nei quartieri di Fuorigrotta, Bagnoli e Posillipo, e nei comuni di Bacoli e Monte di Procida. Molte persone sono scese in strada e alcune hanno trascorso la notte in auto.

Non si registrano feriti. I vigili del fuoco hanno ricevuto circa 80 richieste di verifica, per lo più per crepe negli intonaci e calcinacci; a Pozzuoli è stata dichiarata inagibile una palazzina di via Napoli, da cui sono state fatte uscire sei famiglie.

In via precauzionale i sindaci di Pozzuoli, Bacoli e Napoli (per le municipalità di Bagnoli-Fuorigrotta e Posillipo) hanno disposto la chiusura delle scuole di ogni ordine e grado per lunedì 17 marzo, per consentire le verifiche sugli edifici. «Non c'è motivo di panico, ma la sicurezza dei ragazzi viene prima di tutto», ha dichiarato il sindaco di Pozzuoli, Carlo Iovine. La Protezione civile regionale ha allestito un punto di accoglienza nell'area del Palatrincone di Monterusciello.

Il bradisismo, il lento sollevamento del suolo che interessa l'area flegrea, prosegue con una velocità di circa 2 centimetri al mese, secondo l'ultimo bollettino dell'Osservatorio. Il livello di allerta resta giallo.`,
    fonte: 'ANSA',
    link_fonte: 'https://www.ansa.it/campania/notizie/2025/03/16/campi-flegrei-scossa-di-magnitudo-41-scuole-chiuse_7c3e1a2b.html',
  },
  cases: [
    {
      id: 's8a-news-campi-flegrei-01',
      text: `<h2>Terremoto ai Campi Flegrei: scossa di magnitudo 4.1, scuole chiuse</h2><p>Notte di paura tra Pozzuoli e Napoli. Alle 23:47 di sabato una scossa di magnitudo 4.1 ha colpito l'area flegrea, con epicentro tra Pozzuoli e Bagnoli e ipocentro a circa 2,5 chilometri di profondità. Secondo l'Ingv è la scossa più forte degli ultimi quarant'anni.</p><p>Il sisma è stato avvertito in tutta la provincia di Napoli e fino a Caserta. Oltre duecento persone hanno passato la notte nel punto di accoglienza del Palatrincone di Monterusciello.</p><p>Non ci sono feriti, ma i vigili del fuoco hanno ricevuto circa 80 richieste di verifica. Lunedì 17 marzo scuole chiuse a Pozzuoli, Bacoli e in parte di Napoli. «Non c'è motivo di panico, ma la sicurezza dei ragazzi viene prima di tutto», ha detto il sindaco di Pozzuoli Carlo Iovine.</p>`,
      claims: [
        { quote: `la scossa più forte degli ultimi quarant'anni`, class: 'qualitativa' },
        { quote: 'avvertito in tutta la provincia di Napoli e fino a Caserta', class: 'qualitativa' },
        { quote: 'Oltre duecento persone', class: 'numero' },
      ],
    },
    {
      id: 's8a-news-campi-flegrei-02',
      text: `<p>Una scossa di magnitudo 4.1 ha fatto tremare i Campi Flegrei alle 23:47 di sabato 15 marzo. L'Osservatorio Vesuviano dell'Ingv ha localizzato l'epicentro tra Pozzuoli e Bagnoli, a una profondità di circa due chilometri e mezzo, e ha registrato nella stessa sequenza altre quattordici scosse minori, la più forte di magnitudo 2.3.</p><p>Il terremoto è stato sentito distintamente a Fuorigrotta, Bagnoli e Posillipo, oltre che a Bacoli e Monte di Procida; molti residenti sono scesi in strada e qualcuno ha dormito in macchina. Nessun ferito. A Pozzuoli una palazzina di via Napoli è stata dichiarata inagibile e sei famiglie hanno dovuto lasciarla.</p><p>Lunedì le scuole di ogni ordine e grado resteranno chiuse a Pozzuoli, a Bacoli e nelle municipalità napoletane di Bagnoli-Fuorigrotta e Posillipo. L'allerta resta gialla; il suolo continua a sollevarsi di circa 2 centimetri al mese.</p>`,
      claims: [],
    },
    {
      id: 's8a-news-campi-flegrei-03',
      text: `<h2>Scuole chiuse lunedì dopo la scossa ai Campi Flegrei</h2><p>Dopo il terremoto di magnitudo 4.1 di sabato notte, i sindaci di Pozzuoli, Bacoli e Napoli hanno deciso di tenere chiuse le scuole lunedì 17 marzo per le verifiche sugli edifici. Lo stop riguarda oltre 120 istituti e circa 40mila studenti.</p><p>«Abbiamo già avviato i sopralluoghi con i tecnici comunali e contiamo di riaprire martedì», ha spiegato il sindaco di Pozzuoli, Carlo Iovine.</p><p>Per chi ha lasciato casa, la Protezione civile regionale ha allestito un punto di accoglienza al Palatrincone di Monterusciello. A Pozzuoli sei famiglie sono state fatte uscire da una palazzina di via Napoli, dichiarata inagibile.</p>`,
      claims: [
        { quote: 'oltre 120 istituti', class: 'numero' },
        { quote: 'circa 40mila studenti', class: 'numero' },
        { quote: 'Abbiamo già avviato i sopralluoghi con i tecnici comunali e contiamo di riaprire martedì', class: 'citazione' },
      ],
    },
    {
      id: 's8a-news-campi-flegrei-04',
      text: `<h2>Il bradisismo non si ferma</h2><p>La scossa di magnitudo 4.1 registrata sabato alle 23:47 ai Campi Flegrei arriva mentre il suolo dell'area flegrea continua a sollevarsi: circa 2 centimetri al mese secondo l'ultimo bollettino dell'Osservatorio Vesuviano. Dal 2005 il sollevamento complessivo ha superato 1,30 metri.</p><p>L'ipocentro è stato localizzato a 2,5 chilometri di profondità. Sono seguite altre 14 scosse, la più forte di magnitudo 2.3. La Commissione Grandi Rischi si riunirà mercoledì per valutare un eventuale passaggio all'allerta arancione.</p><p>Per ora il livello resta giallo. Circa 80 le richieste di intervento ai vigili del fuoco, soprattutto per crepe e calcinacci; una palazzina a Pozzuoli è inagibile.</p>`,
      claims: [
        { quote: 'Dal 2005 il sollevamento complessivo ha superato 1,30 metri', class: 'numero' },
        { quote: `La Commissione Grandi Rischi si riunirà mercoledì per valutare un eventuale passaggio all'allerta arancione`, class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-news-campi-flegrei-05',
      text: `<p>Paura nella notte ai Campi Flegrei: una scossa di magnitudo 4.4 è stata avvertita sabato alle 23:47 a Pozzuoli, Bacoli, Monte di Procida e nei quartieri napoletani di Fuorigrotta, Bagnoli e Posillipo. Molti residenti sono scesi in strada.</p><p>Due persone sono rimaste lievemente ferite a Bacoli, colpite da calcinacci. «La situazione è sotto controllo», ha assicurato l'Osservatorio Vesuviano, che nella sequenza ha contato altri 14 eventi minori.</p><p>Scuole chiuse lunedì a Pozzuoli, Bacoli e in due municipalità di Napoli, Bagnoli-Fuorigrotta e Posillipo. Il livello di allerta resta giallo.</p>`,
      claims: [
        { quote: 'magnitudo 4.4', class: 'numero' },
        { quote: 'Due persone sono rimaste lievemente ferite', class: 'numero' },
        { quote: 'La situazione è sotto controllo', class: 'citazione' },
      ],
    },
  ],
};
export default file;
