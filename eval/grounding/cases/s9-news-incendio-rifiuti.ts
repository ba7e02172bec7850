import type { CaseFile } from '../types.ts';

/** News rewrites of a La Stampa report on a fire at a waste storage plant near Turin, with a precautionary dioxin ordinance. */
const file: CaseFile = {
  source: {
    titolo: 'Rogo nel deposito di rifiuti a Volpiano, il sindaco: «Finestre chiuse e niente frutta e verdura dell’orto»',
    testo_originale:
      "Un vasto incendio è divampato alle 3.20 della notte tra domenica e lunedì all'interno di un impianto di stoccaggio e selezione di rifiuti in via Brandizzo, nella zona industriale di Volpiano. Le fiamme hanno interessato un capannone di circa 4.000 metri quadrati e i cumuli di plastica, carta e legno stoccati nel piazzale: secondo una prima stima, sono andate a fuoco circa 800 tonnellate di materiale.\nSul posto hanno lavorato per tutta la notte 45 vigili del fuoco con 15 mezzi, arrivati da Torino, Chivasso e Ivrea. Alle 10 l'incendio era sotto controllo, ma le operazioni di spegnimento e smassamento dei cumuli proseguiranno per almeno due giorni. Nessun ferito tra i dipendenti, che al momento dell'incendio non erano in servizio. La colonna di fumo nero era visibile da Torino.\nArpa Piemonte ha installato due campionatori ad alto volume per misurare diossine, furani e Pcb nell'aria; i primi risultati sono attesi entro 72 ore. In via precauzionale il sindaco Marco Gribaudo ha firmato un'ordinanza valida in un raggio di 3 chilometri dall'impianto: tenere chiuse porte e finestre, spegnere i condizionatori che prendono aria dall'esterno, non consumare frutta e verdura coltivate nella zona e non far pascolare gli animali. Sospese anche le attività all'aperto nei centri estivi.\n«Non c'è motivo di allarmismo, ma finché non avremo i dati di Arpa chiedo a tutti la massima prudenza», ha detto Gribaudo. L'impianto era già stato sottoposto a un controllo dei carabinieri forestali nel marzo scorso. La Procura di Ivrea ha aperto un fascicolo per incendio colposo; le cause sono ancora da accertare.",
    fonte: 'La Stampa',
    link_fonte: 'https://www.lastampa.it/torino/provincia/2025/06/09/news/incendio_deposito_rifiuti_volpiano_diossine-15193377/',
  },
  cases: [
    {
      id: 's9-news-incendio-01',
      text: "<h2>Volpiano, brucia un deposito di rifiuti: ordinanza anti-diossine nel raggio di 3 km</h2><p>È scoppiato alle 3.20 della notte tra domenica e lunedì l'incendio che ha colpito un impianto di stoccaggio e selezione di rifiuti in via Brandizzo, nella zona industriale di Volpiano. Le fiamme hanno interessato un capannone di circa 4.000 metri quadrati e i cumuli di plastica, carta e legno del piazzale: circa 800 tonnellate di materiale, secondo una prima stima.</p><p>In azione 45 vigili del fuoco con 15 mezzi; alle 10 l'incendio era sotto controllo. Arpa Piemonte ha posizionato due campionatori per diossine, furani e Pcb, con i primi risultati attesi entro tre giorni. Il sindaco Marco Gribaudo ha disposto, nel raggio di 3 chilometri, di tenere chiuse porte e finestre, di non consumare frutta e verdura coltivate nella zona e di non far pascolare gli animali. La Procura di Ivrea indaga per incendio colposo.</p>",
      claims: [],
    },
    {
      id: 's9-news-incendio-02',
      text: "<p>Nube nera su Volpiano dopo l'incendio di un deposito di rifiuti nella zona industriale. Sono andate in fumo 1.200 tonnellate di materiale e per domare le fiamme sono serviti 60 vigili del fuoco, al lavoro per tutta la notte.</p><p>«Le diossine sono già nell'aria, restate in casa», ha avvertito il sindaco Marco Gribaudo, che ha firmato un'ordinanza valida in un raggio di 5 chilometri dall'impianto.</p><p>Arpa Piemonte sta misurando diossine, furani e Pcb: i primi risultati sono attesi entro 72 ore.</p>",
      claims: [
        { quote: '1.200 tonnellate', class: 'numero' },
        { quote: '60 vigili del fuoco', class: 'numero' },
        { quote: "Le diossine sono già nell'aria, restate in casa", class: 'citazione' },
        { quote: '5 chilometri', class: 'numero' },
      ],
    },
    {
      id: 's9-news-incendio-03',
      text: "<h2>Rogo doloso a Volpiano, l'Arpa misura le diossine</h2><p>Arpa Piemonte ha installato quattro campionatori ad alto volume attorno all'impianto di via Brandizzo, a Volpiano, per misurare diossine, furani e Pcb dopo l'incendio della notte tra domenica e lunedì. I risultati arriveranno entro 24 ore.</p><p>«Non c'è motivo di allarmismo, ma finché non avremo i dati di Arpa chiedo a tutti la massima prudenza», ha detto il sindaco Marco Gribaudo. L'impianto era già stato controllato dai carabinieri forestali a marzo.</p>",
      claims: [
        { quote: 'Rogo doloso', class: 'qualitativa' },
        { quote: 'quattro campionatori', class: 'numero' },
        { quote: 'entro 24 ore', class: 'numero' },
      ],
    },
    {
      id: 's9-news-incendio-04',
      text: "<p>Centri estivi senza attività all'aperto, finestre chiuse e divieto di mangiare frutta e verdura degli orti: sono le misure decise a Volpiano dopo il maxi incendio nel deposito di rifiuti di via Brandizzo.</p><p>Il fuoco, partito alle 3.20, è stato domato solo nel tardo pomeriggio. Due dipendenti sono stati portati in ospedale per accertamenti dopo aver respirato il fumo.</p><p>La colonna di fumo nero era visibile da Torino e lo smassamento dei cumuli andrà avanti per almeno due giorni.</p>",
      claims: [
        { quote: 'è stato domato solo nel tardo pomeriggio', class: 'qualitativa' },
        { quote: 'Due dipendenti', class: 'numero' },
      ],
    },
  ],
};
export default file;
