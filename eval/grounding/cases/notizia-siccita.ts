import type { CaseFile } from '../types.ts';

/**
 * A news item rewritten from its source (a drought ordinance): figures restated as percentages in
 * words, litres and hours in other formats, or invented. Written for the news class of the sealed
 * set's figures, without reading it.
 */
const file: CaseFile = {
  source: {
    titolo: 'Siccità, in 23 comuni della provincia scatta il razionamento notturno dell’acqua',
    testo_originale: [
      'Da lunedì 7 luglio in 23 comuni della provincia di Agrigento l’acqua verrà sospesa ogni notte dalle 22 alle 6. Lo prevede l’ordinanza firmata dal presidente dell’ente idrico, che interessa circa 180.000 residenti.',
      'Gli invasi sono al 31% della capacità, contro il 58% dello stesso periodo dell’anno scorso. Sono vietati l’irrigazione di giardini e il lavaggio delle auto con acqua potabile: le multe vanno da 100 a 500 euro.',
      'Saranno attive 40 autobotti per ospedali, scuole e case di riposo. L’ente consiglia di tenere una scorta di almeno 10 litri per persona. «Senza piogge in autunno potremmo allungare le sospensioni», ha avvertito il presidente Salvatore Greco.',
    ].join('\n'),
    fonte: 'Giornale di Sicilia',
    link_fonte: 'https://www.gds.example/siccita-razionamento-notturno',
  },
  cases: [
    {
      id: 'notizia-siccita-01',
      text: '<p>Acqua sospesa ogni notte, dalle 22 alle 6, in ventitré comuni dell’Agrigentino a partire da lunedì 7 luglio. Il provvedimento riguarda circa 180 mila residenti.</p>',
      claims: [],
    },
    {
      id: 'notizia-siccita-02',
      text: '<p>Gli invasi sono scesi al 31 per cento, poco più della metà del 58% registrato un anno fa. Vietato irrigare i giardini e lavare l’auto con l’acqua potabile: si rischiano multe da 100 a 500 euro.</p>',
      claims: [],
    },
    {
      id: 'notizia-siccita-03',
      text: '<h2>Autobotti e scorte</h2><p>Quaranta autobotti serviranno ospedali, scuole e case di riposo. L’ente idrico consiglia a ogni famiglia una scorta di almeno dieci litri a persona.</p>',
      claims: [],
    },
    {
      id: 'notizia-siccita-04',
      text: '<p>Razionamento in 30 comuni e per 250.000 residenti: l’acqua mancherà ogni notte per otto ore. Gli invasi sono al 25% della loro capacità.</p>',
      claims: [
        { quote: '30 comuni', class: 'numero' },
        { quote: '250.000 residenti', class: 'numero' },
        { quote: '25%', class: 'numero' },
      ],
    },
    {
      id: 'notizia-siccita-05',
      text: '<p>Le multe per chi irriga il giardino arrivano fino a 1.000 euro. «Chiediamo a tutti di ridurre i consumi del 20 per cento», ha detto il presidente Salvatore Greco, che prevede sospensioni fino a ottobre.</p>',
      claims: [
        { quote: '1.000 euro', class: 'numero' },
        { quote: 'Chiediamo a tutti di ridurre i consumi del 20 per cento', class: 'citazione' },
        { quote: 'fino a ottobre', class: 'numero' },
      ],
    },
    {
      id: 'notizia-siccita-06',
      text: '<p>Dal 7 luglio in 23 comuni stop notturno all’acqua per otto ore. Le autobotti in servizio sono 60, il doppio dell’estate 2023.</p>',
      claims: [
        { quote: '60', class: 'numero' },
        { quote: 'il doppio dell’estate 2023', class: 'numero' },
      ],
    },
  ],
};
export default file;
