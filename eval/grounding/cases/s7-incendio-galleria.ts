import type { CaseFile } from '../types.ts';

/** News rewrites of a regional paper's report on a lorry fire in a motorway tunnel on the A1. */
const file: CaseFile = {
  source: {
    titolo: 'Camion in fiamme nella galleria Sparvo sull’A1, 14 intossicati. Autostrada chiusa per sei ore',
    testo_originale: `CASTIGLIONE DEI PEPOLI (Bologna) – Un tir carico di bancali di plastica ha preso fuoco ieri mattina, poco dopo le 7.40, all'interno della galleria Sparvo, sulla A1 Variante di Valico, in direzione Bologna. L'autista, un 52enne originario di Caserta, si è accorto del fumo che usciva dal vano motore, ha fermato il mezzo in una piazzola ed è riuscito a uscire a piedi.

In pochi minuti il fumo ha invaso la galleria. Sono 14 le persone rimaste lievemente intossicate: tre sono state trasportate in codice giallo all'ospedale Maggiore di Bologna, le altre sono state medicate sul posto dal personale del 118. Circa 40 veicoli sono rimasti bloccati nel tunnel; i loro occupanti sono stati fatti uscire attraverso i by-pass pedonali che collegano la galleria alla canna parallela.

Sul posto sono intervenuti i vigili del fuoco di Bologna, Firenze e Castiglione dei Pepoli con 8 mezzi e 30 operatori. «Il conducente ha fatto la cosa giusta: ha fermato il mezzo e ha dato subito l'allarme. Il sistema di ventilazione ha spinto il fumo verso l'uscita nord e ha permesso l'evacuazione», ha spiegato Paolo Venturi, capo turno dei vigili del fuoco di Bologna.

Il tratto tra Barberino di Mugello e Roncobilaccio in direzione Bologna è rimasto chiuso per sei ore ed è stato riaperto alle 13.50. Le code hanno raggiunto i 12 chilometri; Autostrade per l'Italia ha deviato il traffico sulla Panoramica. La volta della galleria ha subito danni per circa 200 metri e Autostrade per l'Italia ha avviato le verifiche strutturali.

Sulle cause indaga la Polizia stradale: l'ipotesi più probabile è un guasto all'impianto frenante.`,
    fonte: 'il Resto del Carlino',
    link_fonte: 'https://www.ilrestodelcarlino.it/bologna/cronaca/incendio-galleria-sparvo-a1-camion-intossicati-a3b7c2d1',
  },
  cases: [
    {
      id: 's7-incendio-galleria-01',
      text: `<h2>Tir a fuoco nella galleria Sparvo, 14 intossicati sull'A1</h2><p>Ieri mattina, poco dopo le 7.40, un camion carico di bancali di plastica ha preso fuoco nella galleria Sparvo, sulla Variante di Valico dell'A1, in direzione Bologna. L'autista, 52 anni, ha visto il fumo uscire dal vano motore, si è fermato in piazzola ed è uscito a piedi.</p><p>Il fumo ha invaso la galleria: 14 le persone intossicate in modo lieve. Tre sono state trasportate in codice giallo all'ospedale Maggiore di Bologna, le altre medicate sul posto dal 118. Gli occupanti dei circa 40 veicoli rimasti bloccati sono usciti attraverso i by-pass pedonali verso la canna parallela.</p><p>Il tratto tra Barberino di Mugello e Roncobilaccio è rimasto chiuso sei ore, con code fino a 12 chilometri. Sulle cause indaga la Polizia stradale: l'ipotesi è un guasto all'impianto frenante.</p>`,
      claims: [],
    },
    {
      id: 's7-incendio-galleria-02',
      text: `<h2>Incendio in galleria sull'A1: autostrada chiusa, 14 intossicati</h2><p>Un tir carico di bancali di plastica si è incendiato ieri mattina nella galleria Sparvo, sulla Variante di Valico, in direzione Bologna. Quattordici le persone intossicate dal fumo, cinque delle quali ricoverate all'ospedale Maggiore.</p><p>Sul posto sono intervenuti i vigili del fuoco di Bologna, Firenze e Castiglione dei Pepoli con 12 mezzi e 30 operatori. «Senza la ventilazione sarebbe stata una strage», ha commentato Paolo Venturi, capo turno dei vigili del fuoco di Bologna.</p><p>L'autostrada è stata riaperta solo alle 15, dopo oltre sette ore di chiusura.</p>`,
      claims: [
        { quote: 'cinque delle quali ricoverate', class: 'numero' },
        { quote: '12 mezzi', class: 'numero' },
        { quote: 'Senza la ventilazione sarebbe stata una strage', class: 'citazione' },
        { quote: 'alle 15', class: 'numero' },
        { quote: 'oltre sette ore', class: 'numero' },
      ],
    },
    {
      id: 's7-incendio-galleria-03',
      text: `<h2>Galleria Sparvo, il fumo e la fuga a piedi</h2><p>Il conducente del camion ha fatto la cosa giusta, secondo i vigili del fuoco: ha fermato il mezzo e ha dato subito l'allarme. L'uomo, un 52enne originario di Caserta, è uscito a piedi dalla galleria Sparvo, lunga oltre 2,5 chilometri e la più lunga della Variante di Valico.</p><p>Circa 40 veicoli sono rimasti bloccati nel tunnel invaso dal fumo; chi era a bordo ha raggiunto la canna parallela attraverso i by-pass pedonali. Le persone intossicate sono 14.</p><p>I danni alla volta interessano circa 200 metri di galleria. Autostrade per l'Italia ha avviato le verifiche strutturali e stima lavori per almeno due settimane.</p>`,
      claims: [
        { quote: 'lunga oltre 2,5 chilometri', class: 'numero' },
        { quote: 'la più lunga della Variante di Valico', class: 'qualitativa' },
        { quote: 'stima lavori per almeno due settimane', class: 'numero' },
      ],
    },
    {
      id: 's7-incendio-galleria-04',
      text: `<h2>A1, rogo nel tunnel: come è andata l'evacuazione</h2><p>«Il sistema di ventilazione ha spinto il fumo verso l'uscita nord e ha permesso l'evacuazione»: lo ha spiegato Paolo Venturi, capo turno dei vigili del fuoco di Bologna, dopo l'incendio di ieri nella galleria Sparvo.</p><p>Il rogo, partito da un tir carico di bancali di plastica, ha bloccato nel tunnel una quarantina di veicoli. Chi era a bordo ha raggiunto la canna parallela attraverso i by-pass pedonali. Il bilancio è di 14 intossicati lievi, tre dei quali portati in ospedale in codice giallo.</p><p>Per sei ore l'A1 è rimasta chiusa in direzione Bologna tra Barberino di Mugello e Roncobilaccio, con il traffico deviato sulla Panoramica; la riapertura è arrivata alle 13.50. La volta della galleria è danneggiata per circa 200 metri e Autostrade per l'Italia ha avviato le verifiche strutturali.</p>`,
      claims: [],
    },
    {
      id: 's7-incendio-galleria-05',
      text: `<h2>Camion in fiamme in galleria: 14 intossicati, indaga la Stradale</h2><p>Ancora un incendio nelle gallerie della Variante di Valico, il terzo dall'inizio dell'anno. Ieri mattina un tir carico di bancali di plastica ha preso fuoco nella galleria Sparvo in direzione Bologna. Il mezzo era partito da Caserta ed era diretto a Verona.</p><p>Il fumo ha intossicato 14 persone. La Polizia stradale indaga sulle cause e l'autista è stato denunciato; l'ipotesi più probabile resta un guasto all'impianto frenante.</p><p>Code fino a 12 chilometri e traffico deviato sulla Panoramica fino alla riapertura, alle 13.50.</p>`,
      claims: [
        { quote: `il terzo dall'inizio dell'anno`, class: 'numero' },
        { quote: 'Il mezzo era partito da Caserta ed era diretto a Verona', class: 'qualitativa' },
        { quote: `l'autista è stato denunciato`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
