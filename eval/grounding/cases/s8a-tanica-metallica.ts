import type { CaseFile } from '../types.ts';

/** Reviews of a 20-litre steel fuel jerrycan, modelled on an Amazon.it "tanica metallica carburante" listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Ferrotank Tanica Metallica per Carburante 20 Litri, Jerrycan in Acciaio con Chiusura a Leva e Guarnizione, Omologata UN per Benzina, Diesel e Cherosene, Verniciata a Polvere, Verde Militare`,
    nome_sintetico: `Ferrotank FT-20V`,
    specifiche_tecniche: `Marca: Ferrotank\nCapacità: 20 Litri\nMateriale: Acciaio laminato a freddo, spessore 0,8 mm\nColore: Verde militare\nDimensioni prodotto: 47 x 35 x 16,5 cm\nPeso articolo: 4,2 Chilogrammi\nOmologazione: UN 3A1\nTipo di chiusura: Leva con perno di sicurezza\nCarburanti compatibili: Benzina, Diesel, Cherosene\nTrattamento interno: Rivestimento anticorrosione\nNumero modello articolo: FT-20V`,
    descrizione_generale: `La tanica Ferrotank FT-20V riprende il design del jerrycan militare: tre maniglie superiori per trasportarla da soli o in due, un canale interno d'aria che evita gli sbuffi durante il travaso e una chiusura a leva con perno di sicurezza e guarnizione in gomma NBR resistente agli idrocarburi. Il corpo in acciaio da 0,8 mm è saldato lungo il bordo perimetrale e verniciato a polvere all'esterno, con un rivestimento anticorrosione all'interno. Le nervature a X sui fianchi irrigidiscono le pareti.\n\nOmologata UN 3A1 per il trasporto di carburanti: benzina, gasolio e cherosene. Il beccuccio flessibile con filtro (incluso) si avvita al posto del tappo. Non riempire oltre il 95% della capacità per lasciare spazio all'espansione dei vapori.`,
    informazioni_articolo: `ASIN: B0C3HM7N1D\nProduttore: Ferrotank\nDimensioni del collo: 49 x 37 x 18 cm; 5,1 chilogrammi\nData di disponibilità: 18 gennaio 2023\nRecensioni dei clienti: 4,5 su 5 stelle (856 voti)`,
    contenuto_scatola: `1 x Tanica in acciaio 20 L\n1 x Beccuccio flessibile con filtro`,
    prezzo_prodotto: 42.9,
    prezzo_originale: 49.9,
    prezzo_scontato: 42.9,
    valutazione_prodotto: 4.5,
  },
  cases: [
    {
      id: 's8a-tanica-metallica-01',
      text: `<h2>Ferrotank FT-20V: il jerrycan come una volta</h2><p>Per conservare benzina a lungo, l'acciaio resta la scelta più sicura rispetto alla plastica. La Ferrotank FT-20V contiene 20 litri, è in lamiera da 1 mm e ha la classica chiusura a leva con perno di sicurezza.</p><p>Le tre maniglie permettono di portarla anche in due, e il canale d'aria interno evita gli sbuffi quando si versa. L'abbiamo riempita di gasolio e lasciata un mese nel garage: nessun odore, nessuna goccia dalla guarnizione.</p><p>Ricordate che in auto si possono trasportare al massimo 60 litri di carburante in taniche omologate.</p>`,
      claims: [
        { quote: `l'acciaio resta la scelta più sicura rispetto alla plastica`, class: 'qualitativa' },
        { quote: 'da 1 mm', class: 'numero' },
        { quote: `L'abbiamo riempita di gasolio e lasciata un mese nel garage`, class: 'test' },
        { quote: 'al massimo 60 litri', class: 'numero' },
      ],
    },
    {
      id: 's8a-tanica-metallica-02',
      text: `<p>Venti litri, quattro chili e duecento grammi di peso, verniciatura verde militare: la Ferrotank FT-20V è un jerrycan in acciaio costruito secondo lo schema classico. Il corpo in lamiera da 0,8 millimetri è saldato lungo il bordo e irrigidito dalle nervature a X sui fianchi; all'interno un rivestimento anticorrosione protegge il metallo.</p><p>La chiusura è a leva con perno di sicurezza e guarnizione in NBR, una gomma che resiste agli idrocarburi. Per versare si avvita il beccuccio flessibile con filtro, compreso nella confezione. È omologata UN 3A1 per benzina, gasolio e cherosene.</p><p>Un'avvertenza del produttore da non ignorare: riempitela al massimo al 95%, lasciando spazio all'espansione dei vapori. Il prezzo è 42,90 €, contro i 49,90 € di listino.</p>`,
      claims: [],
    },
    {
      id: 's8a-tanica-metallica-03',
      text: `<h2>Le specifiche in sintesi</h2><ul><li>Capacità: 20 litri (22 litri fino all'orlo)</li><li>Acciaio da 0,8 mm, verniciato a polvere</li><li>Omologazione UN 3A1 e certificazione TÜV</li><li>Dimensioni: 47 x 35 x 16,5 cm</li><li>Peso: 4,2 kg</li></ul><p>Con 4,8 stelle su oltre 800 recensioni, la FT-20V convince soprattutto per la chiusura a leva e per il canale d'aria che rende il travaso pulito. Il beccuccio incluso ha un filtro in rete di ottone che trattiene le impurità.</p>`,
      claims: [
        { quote: `22 litri fino all'orlo`, class: 'numero' },
        { quote: 'certificazione TÜV', class: 'specifica' },
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'filtro in rete di ottone', class: 'specifica' },
      ],
    },
    {
      id: 's8a-tanica-metallica-04',
      text: `<h2>Una scorta di carburante in sicurezza</h2><p>Chi tiene un generatore di emergenza o un motocoltivatore ha bisogno di una tanica affidabile. La benzina si conserva fino a un anno in una tanica metallica ben chiusa, e la Ferrotank FT-20V, prodotta in Germania, ha tutto ciò che serve: acciaio da 0,8 mm, guarnizione in NBR e omologazione UN 3A1.</p><p>La tanica è verniciata a polvere in verde militare e il tappo a leva si apre con una mano, mentre le tre maniglie aiutano nel trasporto. Il prezzo è sceso a 39,90 €.</p>`,
      claims: [
        { quote: 'fino a un anno', class: 'numero' },
        { quote: 'prodotta in Germania', class: 'specifica' },
        { quote: 'si apre con una mano', class: 'qualitativa' },
        { quote: '39,90 €', class: 'prezzo' },
      ],
    },
    {
      id: 's8a-tanica-metallica-05',
      text: `<h2>Benzina, gasolio o cherosene?</h2><p>Tutti e tre: la Ferrotank FT-20V è omologata UN 3A1 per il trasporto di carburanti e la guarnizione in gomma NBR della chiusura a leva resiste agli idrocarburi. Il canale d'aria integrato evita gli sbuffi durante il travaso, e il beccuccio flessibile con filtro si avvita al posto del tappo.</p><p>Misura 47 x 35 x 16,5 cm e ha tre maniglie sulla parte superiore, così si può portare da soli o in due. Costa 42,90 €, sette euro meno del listino, e ha una media di 4,5 stelle su 856 recensioni.</p>`,
      claims: [],
    },
  ],
};
export default file;
