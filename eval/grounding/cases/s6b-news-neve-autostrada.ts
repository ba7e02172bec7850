import type { CaseFile } from '../types.ts';

/** News rewrites of a regional newspaper report on the A1 motorway snow plan with heavy trucks held in storage areas. */
const file: CaseFile = {
  source: {
    titolo: `Neve sull'A1, scatta il piano: fermi i mezzi pesanti tra Sasso Marconi e Barberino`,
    testo_originale: `È scattato alle 5 di questa mattina, mercoledì 8 gennaio, il piano neve sull'Autostrada del Sole nel tratto appenninico. Per le previste nevicate, Autostrade per l'Italia e la Prefettura di Bologna hanno disposto il fermo temporaneo dei mezzi pesanti oltre le 7,5 tonnellate tra Sasso Marconi e Barberino di Mugello, in entrambe le direzioni, sia sulla Panoramica sia sulla Variante di Valico. I camion vengono fatti sostare nelle aree di stoccaggio di Cantagallo e di Calenzano, dove alle 10 si contavano circa 1.200 mezzi in attesa.

Sul tratto sono al lavoro 110 mezzi spartineve e spargisale. Le precipitazioni più intense sono attese tra le 8 e le 14, con accumuli fino a 20 centimetri oltre i 600 metri di quota. «Chiediamo a chi può di rinviare la partenza e a chi viaggia di essere equipaggiato con pneumatici invernali o catene a bordo», ha detto il direttore del tronco di Bologna di Autostrade, Paolo Ferretti. Sulla A1 vige l'obbligo di dotazioni invernali dal 15 novembre al 15 aprile.

Alle 11 il traffico leggero scorreva con rallentamenti, con code di 6 chilometri in direzione Firenze per un'auto in panne. Il fermo dei mezzi pesanti sarà revocato, secondo la Prefettura, non prima delle 18, dopo la fine delle precipitazioni. Aggiornamenti in tempo reale sono disponibili sul sito e sull'app di Autostrade per l'Italia.`,
    fonte: `il Resto del Carlino`,
    link_fonte: `https://www.ilrestodelcarlino.it/bologna/cronaca/neve-a1-piano-mezzi-pesanti-fermi-sasso-marconi-barberino-3f2a91c4`,
  },
  cases: [
    {
      id: 's6b-news-neve-autostrada-01',
      text: `<h2>A1, scatta il piano neve: stop ai tir sull'Appennino</h2><p>Da stamattina alle 5 i mezzi pesanti sopra le 7,5 tonnellate non possono transitare sull'Autostrada del Sole tra Sasso Marconi e Barberino di Mugello. Il blocco riguarda entrambe le direzioni, sia la Panoramica sia la Variante di Valico, e nelle aree di stoccaggio di Cantagallo e Calenzano sono ormai oltre 1.500 i camion in attesa.</p><p>Le previsioni parlano di accumuli fino a 40 centimetri in quota. «Evitate di mettervi in viaggio se non è indispensabile», è l'appello di Autostrade per l'Italia, che ha schierato 110 mezzi tra spartineve e spargisale.</p>`,
      claims: [
        { quote: `oltre 1.500 i camion`, class: 'numero' },
        { quote: `fino a 40 centimetri`, class: 'numero' },
        { quote: `«Evitate di mettervi in viaggio se non è indispensabile»`, class: 'citazione' },
      ],
    },
    {
      id: 's6b-news-neve-autostrada-02',
      text: `<p>Il piano neve sull'A1 è scattato alle 5 del mattino, come ogni inverno. Circa 1.200 mezzi pesanti sono fermi nelle aree di Cantagallo e Calenzano in attesa della revoca del divieto, che secondo la Prefettura non arriverà prima delle 18.</p><ul><li>Fermo per i mezzi oltre 7,5 tonnellate tra Sasso Marconi e Barberino</li><li>110 spartineve e spargisale in azione</li><li>Code di 6 km verso Firenze per un incidente tra due camion</li></ul><p>Nevicate più intense tra le 8 e le 14. Il direttore di tronco Paolo Ferretti ha invitato gli automobilisti a «non partire senza catene».</p>`,
      claims: [
        { quote: `come ogni inverno`, class: 'qualitativa' },
        { quote: `per un incidente tra due camion`, class: 'qualitativa' },
        { quote: `«non partire senza catene»`, class: 'citazione' },
      ],
    },
    {
      id: 's6b-news-neve-autostrada-03',
      text: `<h2>Neve sull'Appennino, come si viaggia oggi sull'A1</h2><p>Chi deve attraversare l'Appennino in autostrada oggi, mercoledì 8 gennaio, trova il piano neve in vigore dalle 5. Tra Sasso Marconi e Barberino di Mugello, in entrambe le direzioni e sia sulla Panoramica sia sulla Variante di Valico, i mezzi pesanti oltre le 7,5 tonnellate sono fermi: alle 10 erano circa 1.200 nelle aree di Cantagallo e Calenzano.</p><p>Le nevicate più forti sono previste fino alle 14, con fino a 20 cm sopra i 600 metri. Il direttore del tronco di Bologna, Paolo Ferretti, chiede a chi può di «rinviare la partenza». Le dotazioni invernali sono obbligatorie fino al 15 aprile; il blocco dei tir non sarà tolto prima delle 18.</p>`,
      claims: [],
    },
    {
      id: 's6b-news-neve-autostrada-04',
      text: `<p>Tir fermi e traffico rallentato sull'A1 per il piano neve scattato questa mattina tra Sasso Marconi e Barberino di Mugello. Il provvedimento, deciso da Autostrade per l'Italia con la Prefettura di Bologna, riguarda i veicoli oltre le 7,5 tonnellate; chi viola il divieto perde 5 punti della patente.</p><p>Alle 11 si registravano 6 chilometri di coda in direzione Bologna. L'obbligo di gomme invernali o catene a bordo resta in vigore fino al 15 aprile, e la Prefettura non esclude di estendere il blocco anche alle auto nel pomeriggio.</p>`,
      claims: [
        { quote: `perde 5 punti della patente`, class: 'numero' },
        { quote: `in direzione Bologna`, class: 'qualitativa' },
        { quote: `la Prefettura non esclude di estendere il blocco anche alle auto nel pomeriggio`, class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
