import type { CaseFile } from '../types.ts';

/** Guide passages on a winter car kit: statistics and advice, handling claims, a total weight, a kit's contents (round 5, r5-recall2). */
const file: CaseFile = {
  titolo: 'Kit per l’auto in inverno: cosa tenere nel bagagliaio',
  products: [
    {
      nome_prodotto: 'NEVEFACILE Catene da Neve a Montaggio Rapido Gruppo 9, Omologate ÖNORM V 5117, per Pneumatici da 15 a 17 Pollici',
      nome_sintetico: 'Catene da neve NEVEFACILE NF-9',
      specifiche_tecniche: ['Omologazione: ÖNORM V 5117, UNI 11313', 'Spessore maglia: 9 mm', 'Peso articolo: 4,2 Chilogrammi'].join('\n'),
      descrizione_generale: 'Catene a rombo con tenditore automatico: si montano in pochi minuti senza spostare l’auto. Custodia in plastica inclusa.',
      contenuto_scatola: ['2 x Catena da neve', '1 x Paio di guanti', '1 x Custodia'].join('\n'),
      prezzo_prodotto: 44.9,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: 'GELOVIA Raschietto per Ghiaccio con Spazzola Telescopica 60-95 cm',
      nome_sintetico: 'Raschietto GELOVIA GV-2',
      specifiche_tecniche: ['Lunghezza: 60-95 cm', 'Materiale: policarbonato, alluminio', 'Peso articolo: 380 Grammi'].join('\n'),
      descrizione_generale: 'Lama in policarbonato che non graffia il vetro, spazzola girevole per la neve sul tetto.',
      prezzo_prodotto: 17.99,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: 'STRADASICURA Kit di Emergenza per Auto 42 Pezzi con Cavi Batteria, Giubbotto e Triangolo',
      nome_sintetico: 'Kit auto STRADASICURA SS-42',
      specifiche_tecniche: ['Contenuto principale: cavi per batteria 2,5 m, giubbotto riflettente, triangolo, torcia, coperta isotermica, guanti, cerotti', 'Peso articolo: 2,1 Chilogrammi'].join('\n'),
      descrizione_generale: 'Tutto in una borsa con cerniera da tenere nel bagagliaio.',
      prezzo_prodotto: 32.5,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: 'r5-guida-auto-inverno-01',
      text: '<h2>Nevefacile NF-9: le catene che si montano da soli</h2><p>Le Nevefacile sono catene a rombo del gruppo 9, omologate ÖNORM V 5117 e UNI 11313, con maglia da 9 mm. Il tenditore automatico permette di montarle in pochi minuti senza spostare l’auto; nella scatola ci sono anche un paio di guanti e la custodia. Costano 44,90 euro e hanno 4,4 stelle su 5.</p>',
      claims: [],
    },
    {
      id: 'r5-guida-auto-inverno-02',
      text: '<p>Secondo l’ACI ogni inverno oltre 3.000 automobilisti restano bloccati sulle strade di montagna per la neve. Prima di partire tenete in auto almeno due coperte a persona e un litro d’acqua a testa, e controllate ogni mese la pressione delle gomme.</p>',
      claims: [
        { quote: '3.000 automobilisti', class: 'numero' },
        { quote: 'due coperte a persona', class: 'numero' },
        { quote: 'un litro d’acqua a testa', class: 'numero' },
        { quote: 'ogni mese', class: 'numero' },
      ],
    },
    {
      id: 'r5-guida-auto-inverno-03',
      text: '<p>Il raschietto Gelovia l’abbiamo lasciato una notte intera nel bagagliaio a -10 °C, e al mattino la spazzola girava ancora senza fatica. Nel kit Stradasicura ci sono cavi per batteria, giubbotto, triangolo e torcia, oltre a un compressore per gomme. In tutto il bagagliaio si carica di meno di 5 chili.</p>',
      claims: [
        { quote: 'l’abbiamo lasciato una notte intera nel bagagliaio a -10 °C', class: 'test' },
        { quote: 'un compressore per gomme', class: 'specifica' },
        { quote: 'meno di 5 chili', class: 'numero' },
      ],
    },
  ],
};
export default file;
