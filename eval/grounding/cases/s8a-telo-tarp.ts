import type { CaseFile } from '../types.ts';

/** Reviews of a 3x3 m waterproof tarp with eyelets, modelled on an Amazon.it "telo tarp impermeabile" listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Trekvera Telo Tarp Impermeabile 3 x 3 m, Tarp da Campeggio in Poliestere Ripstop 210T con Rivestimento PU 3000 mm, 16 Occhielli in Ottone e 3 Anelli a D, con 6 Picchetti e 6 Corde, Riparo per Amaca e Tenda, Verde`,
    nome_sintetico: `Trekvera TV-TP33`,
    specifiche_tecniche: `Marca: Trekvera\nColore: Verde\nMateriale: Poliestere ripstop 210T con rivestimento in PU\nDimensioni prodotto: 300 x 300 cm\nPeso articolo: 1,1 Chilogrammi\nColonna d'acqua: 3000 mm\nOcchielli: 16, in ottone\nAnelli di ancoraggio centrali: 3\nProtezione UV: UPF 50+\nDimensioni da piegato: 25 x 15 x 10 cm\nNumero modello articolo: TV-TP33`,
    descrizione_generale: `Il telo Trekvera TV-TP33 è un quadrato di 3 x 3 metri in poliestere ripstop 210T con spalmatura in poliuretano: la colonna d'acqua di 3000 mm lo rende adatto a piogge intense, e le cuciture sono nastrate a caldo per non lasciar passare l'acqua. I 16 occhielli in ottone lungo il perimetro e i 3 anelli a D sul lato superiore permettono di montarlo in diverse configurazioni: tettoia, A-frame sopra l'amaca, riparo a diamante o telo sotto la tenda.\n\nLa trama ripstop limita la propagazione degli strappi e il trattamento UPF 50+ protegge dal sole. Nella sacca di trasporto trovano posto il telo, 6 picchetti in alluminio e 6 corde da 3 metri con tenditori. Pesa 1,1 kg.`,
    informazioni_articolo: `ASIN: B09Z8KQW3P\nProduttore: Trekvera\nDimensioni del collo: 26 x 16 x 11 cm; 1,4 chilogrammi\nData di disponibilità: 5 maggio 2022\nRecensioni dei clienti: 4,6 su 5 stelle (3.418 voti)`,
    contenuto_scatola: `1 x Telo tarp 3 x 3 m\n6 x Picchetti in alluminio\n6 x Corde con tenditore (3 m)\n1 x Sacca di trasporto`,
    prezzo_prodotto: 32.99,
    prezzo_originale: 32.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's8a-telo-tarp-01',
      text: `<h2>Trekvera TV-TP33: un tetto di nove metri quadrati</h2><p>Nove metri quadrati di copertura in 1,1 kg: il tarp Trekvera si apre in un quadrato di 3 x 3 metri di poliestere ripstop 210T con spalmatura in poliuretano. La colonna d'acqua dichiarata è di 5000 mm, un valore da tenda da alta montagna.</p><p>Sul perimetro ci sono 16 occhielli in ottone, al centro tre anelli a D: abbastanza per montarlo ad A sopra un'amaca, come tettoia o a diamante. Lo abbiamo teso sopra il tavolo del campeggio durante un acquazzone di mezz'ora e sotto è rimasto tutto asciutto, merito anche delle cuciture nastrate a caldo.</p>`,
      claims: [
        { quote: '5000 mm', class: 'numero' },
        { quote: 'un valore da tenda da alta montagna', class: 'qualitativa' },
        { quote: `Lo abbiamo teso sopra il tavolo del campeggio durante un acquazzone di mezz'ora`, class: 'test' },
      ],
    },
    {
      id: 's8a-telo-tarp-02',
      text: `<h2>Pro e contro</h2><p><strong>Pro</strong></p><ul><li>Colonna d'acqua di 3000 mm e cuciture nastrate</li><li>16 occhielli più 3 anelli centrali</li><li>Sei picchetti e sei corde inclusi</li><li>Resistente a venti di 80 km/h</li></ul><p><strong>Contro</strong></p><ul><li>Con 1,1 kg non è un peso piuma: i tarp in silnylon della stessa misura pesano la metà</li><li>Picchetti sottili, adatti solo a terreni morbidi</li></ul><p>Costa 32,99 €, con una media di 4,6 stelle su più di tremila recensioni.</p>`,
      claims: [
        { quote: 'venti di 80 km/h', class: 'numero' },
        { quote: 'i tarp in silnylon della stessa misura pesano la metà', class: 'qualitativa' },
        { quote: 'adatti solo a terreni morbidi', class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-telo-tarp-03',
      text: `<p>Tettoia, riparo ad A sopra l'amaca, configurazione a diamante o telo sotto la tenda: il Trekvera TV-TP33 nasce per essere montato in più modi. È un quadrato di tre metri per tre in poliestere ripstop 210T, spalmato in poliuretano, con una colonna d'acqua di 3.000 millimetri e cuciture nastrate a caldo.</p><p>I punti di fissaggio sono diciannove in tutto: sedici occhielli in ottone lungo i bordi e tre anelli a D sulla parte superiore. La trama ripstop limita l'allargarsi degli strappi e il trattamento UPF 50+ lo rende utile anche come schermo contro il sole.</p><p>Nella sacca trovate sei picchetti in alluminio e sei corde da tre metri con tenditore. Ripiegato misura 25 x 15 x 10 cm e pesa poco più di un chilo. Prezzo: 32,99 €; valutazione media 4,6 su 5.</p>`,
      claims: [],
    },
    {
      id: 's8a-telo-tarp-04',
      text: `<h2>Un anno di bivacchi</h2><p>Nel nostro zaino da bivacco il Trekvera ha sostituito da un anno il vecchio telo in PVC, e non l'abbiamo rimpianto. Il quadrato di 3 x 3 m in ripstop 210T è trattato con un finish DWR idrorepellente ed è ignifugo secondo la norma CPAI-84.</p><p>Con 4,6 stelle e più di 3.400 valutazioni è uno dei tarp più recensiti su Amazon, e si capisce: occhielli in ottone, anelli a D, picchetti e corde inclusi. Unico appunto: le corde sono da 2 metri, un po' corte quando gli alberi sono distanti.</p>`,
      claims: [
        { quote: 'Nel nostro zaino da bivacco il Trekvera ha sostituito da un anno il vecchio telo in PVC', class: 'test' },
        { quote: 'finish DWR idrorepellente', class: 'specifica' },
        { quote: 'ignifugo secondo la norma CPAI-84', class: 'specifica' },
        { quote: 'uno dei tarp più recensiti su Amazon', class: 'valutazione' },
        { quote: 'da 2 metri', class: 'numero' },
      ],
    },
    {
      id: 's8a-telo-tarp-05',
      text: `<h2>Per chi è</h2><p>Il TV-TP33 è un tarp da 3 x 3 m per campeggiatori ed escursionisti con l'amaca. I 16 occhielli in ottone e i tre anelli a D consentono di montarlo in pochi minuti anche da soli, e il trattamento UPF 50+ lo rende adatto anche come ombreggiante d'estate. Pesa 1,1 kg e si chiude in un pacco di 25 x 15 x 10 cm.</p><p>Il prezzo è 32,99 €, ma il modello 4 x 4 m della stessa linea costa solo cinque euro in più.</p>`,
      claims: [
        { quote: 'in pochi minuti anche da soli', class: 'qualitativa' },
        { quote: 'il modello 4 x 4 m della stessa linea costa solo cinque euro in più', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
