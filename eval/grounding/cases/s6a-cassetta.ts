import type { CaseFile } from '../types.ts';

/** Reviews of a fireproof and waterproof A4 document safe box, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Ferralta Cassetta Ignifuga e Impermeabile per Documenti, Cassaforte Portatile con Serratura a Chiave, Formato A4, 16 Litri, Nero",
    nome_sintetico: "Ferralta Cassetta Ignifuga A4",
    specifiche_tecniche: "Marca: Ferralta\nColore: Nero\nMateriale: Acciaio, resina composita\nCapacità: 16 Litri\nDimensioni prodotto: 42 x 36,5 x 17 cm\nDimensioni interne: 32 x 25,5 x 10,5 cm\nPeso articolo: 12,4 Chilogrammi\nTipo di serratura: A chiave\nResistenza al fuoco: 30 minuti fino a 843 °C (certificazione UL 72 Classe 350)\nImpermeabilità: Immersione fino a 24 ore",
    descrizione_generale: "Protegge passaporti, atti notarili, polizze e contanti da incendi e allagamenti. La cassetta Ferralta è certificata UL per 30 minuti di esposizione al fuoco fino a 843 °C: la temperatura interna resta sotto i 177 °C, la soglia oltre la quale la carta si carbonizza. La guarnizione perimetrale in EPDM la rende impermeabile anche in caso di allagamento, con immersione fino a 24 ore.\nL'interno accoglie fogli A4 senza piegarli e il coperchio ha una tasca portapenne. Due chiavi in dotazione; la maniglia integrata facilita il trasporto in caso di evacuazione. Nota: la protezione dal fuoco certificata riguarda la carta. Supporti digitali come chiavette USB e hard disk tollerano temperature più basse e vanno conservati all'interno in un contenitore apposito.",
    informazioni_articolo: "Numero modello articolo: FA-1640K\nProduttore: Ferralta Srl\nPeso articolo: 12,4 Chilogrammi\nDimensioni del collo: 46 x 40 x 21 cm\nData di disponibilità: 12 marzo 2023\nGaranzia: 2 anni",
    contenuto_scatola: "Cassetta ignifuga\n2 chiavi\nManuale di istruzioni",
    prezzo_prodotto: 89.99,
    prezzo_originale: 109.99,
    prezzo_scontato: 89.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's6a-cassetta-01',
      text: `<h2>Ferralta FA-1640K: la cassetta che mette al sicuro le carte di famiglia</h2><p>Passaporti, rogiti, polizze: la <strong>Ferralta Cassetta Ignifuga A4</strong> nasce per custodire ciò che sarebbe un incubo ricostruire. La certificazione UL 72 Classe 350 garantisce 30 minuti a 843 °C con l'interno che resta sotto i 177 °C, la temperatura oltre la quale la carta inizia a carbonizzarsi.</p><p>Nei nostri test l'abbiamo lasciata immersa in una vasca per un'intera notte e i documenti sono usciti perfettamente asciutti. La guarnizione in EPDM fa il suo lavoro, e i 16 litri interni accolgono i fogli A4 senza pieghe.</p><p>Il peso di circa 12 chili si fa sentire, ma la maniglia integrata ne facilita il trasporto. A 89,99 € è tra le cassette ignifughe più convenienti sul mercato.</p>`,
      claims: [
        { quote: "Nei nostri test l'abbiamo lasciata immersa in una vasca per un'intera notte", class: 'test' },
        { quote: 'tra le cassette ignifughe più convenienti sul mercato', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-cassetta-02',
      text: `<p>Per chi vive in zone a rischio alluvione o incendio, la <strong>Ferralta FA-1640K</strong> offre un posto sicuro per i documenti importanti. Ecco cosa promette:</p><ul><li><strong>Fuoco:</strong> mezz'ora a 843 °C secondo lo standard UL 72 Classe 350.</li><li><strong>Acqua:</strong> fino a un giorno intero sott'acqua, grazie alla guarnizione perimetrale.</li><li><strong>Spazio:</strong> 16 litri, con i fogli A4 che entrano distesi.</li><li><strong>Chiusura:</strong> serratura a chiave, con due chiavi incluse.</li></ul><p>Un limite da conoscere: la protezione certificata vale per la carta. Chiavette USB e hard disk sopportano meno calore e vanno chiusi in un contenitore apposito all'interno. Il prezzo attuale è di 89,99 euro invece di 109,99, e la valutazione media è 4,4 su 5.</p>`,
      claims: [],
    },
    {
      id: 's6a-cassetta-03',
      text: `<h2>Resistente a fuoco e acqua, ma non leggera</h2><p>Con i suoi 12,4 kg la cassetta Ferralta non si sposta a cuor leggero, ma la maniglia integrata aiuta quando bisogna uscire di casa in fretta. Il corpo in acciaio con isolante in gesso ceramico regge 30 minuti a 843 °C, e la serratura antiscasso scoraggia i curiosi.</p><p>Il vantaggio più interessante è la versatilità: dentro possono stare insieme documenti, chiavette USB e hard disk esterni, tutti protetti dalle fiamme allo stesso modo. L'immersione è garantita fino a 24 ore.</p><p>Con oltre 3.000 recensioni e una media di 4,4 stelle, è una delle cassette più scelte su Amazon.</p>`,
      claims: [
        { quote: 'isolante in gesso ceramico', class: 'specifica' },
        { quote: 'serratura antiscasso', class: 'specifica' },
        { quote: 'tutti protetti dalle fiamme allo stesso modo', class: 'qualitativa' },
        { quote: 'oltre 3.000 recensioni', class: 'valutazione' },
        { quote: 'una delle cassette più scelte su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's6a-cassetta-04',
      text: `<p>La <strong>Ferralta Cassetta Ignifuga A4</strong> è pensata per chi vuole un archivio d'emergenza pronto all'uso. Fuori misura 42 x 36,5 x 17 cm, dentro offre 32 x 25,5 x 10,5 cm: abbastanza per riporre fogli A4 senza piegarli. Nel coperchio c'è anche una tasca portapenne.</p><p>La resistenza al fuoco è certificata UL per trenta minuti fino a 843 °C, mentre la guarnizione in EPDM la protegge dall'acqua anche in caso di allagamento. Il corpo unisce acciaio e resina composita, e la chiusura è a chiave.</p><p>Nella scatola trovi la cassetta, due chiavi e il manuale di istruzioni; la garanzia è di due anni.</p>`,
      claims: [],
    },
    {
      id: 's6a-cassetta-05',
      text: `<h2>Il verdetto</h2><p>La Ferralta FA-1640K mantiene ciò che promette: trenta minuti di protezione certificata UL contro il fuoco e impermeabilità fino a 48 ore di immersione. Dopo tre mesi in una cantina umida, i nostri documenti erano ancora perfettamente asciutti.</p><p>Il vano da 16 litri accoglie i fogli A4 senza pieghe, e le due chiavi in dotazione permettono di lasciarne una a un familiare. Oggi si trova a 79,99 €, con uno sconto del 35% sul prezzo di listino.</p>`,
      claims: [
        { quote: '48 ore', class: 'numero' },
        { quote: 'Dopo tre mesi in una cantina umida', class: 'test' },
        { quote: '79,99 €', class: 'prezzo' },
        { quote: 'sconto del 35%', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
