import type { CaseFile } from '../types.ts';

/** Reviews of a folding hexamine (solid-fuel) pocket stove with tablets, modelled on Amazon.it "fornello esbite" listings. */
const file: CaseFile = {
  product: {
    nome_prodotto: `FIAMMAFORTE Fornellino Tascabile Pieghevole a Combustibile Solido con 24 Tavolette di Esbite (Esamina), Fornello da Campeggio in Acciaio Zincato per Emergenza, Trekking e Kit di Sopravvivenza`,
    nome_sintetico: `Fiammaforte fornellino a esbite`,
    specifiche_tecniche: `Marca: Fiammaforte
Materiale: Acciaio zincato
Tipo di combustibile: Combustibile solido (esamina)
Dimensioni da chiuso: 10 x 7,5 x 2,2 cm
Dimensioni da aperto: 10 x 7,5 x 8,5 cm
Peso articolo: 340 Grammi
Peso del fornello vuoto: 125 Grammi
Numero di tavolette incluse: 24
Peso per tavoletta: 4 Grammi
Tempo di combustione per tavoletta: 7-9 minuti
Colore: Grigio metallizzato`,
    descrizione_generale: `Il fornellino di emergenza nel formato dei kit militari: si apre in un attimo, regge gavette e pentolini e da chiuso fa da scatola per le tavolette di combustibile. Ogni tavoletta di esamina da 4 g brucia per 7-9 minuti senza fumo visibile e senza liquidi da travasare; ne bastano due per portare a ebollizione 0,5 litri d'acqua in assenza di vento.

Le tavolette si accendono anche con la scintilla di un acciarino e, una volta spente, si possono riaccendere. Il corpo in acciaio zincato ha due posizioni: alette aperte a 45° per le tavolette, oppure completamente aperte come supporto per pentole più larghe.`,
    informazioni_articolo: `Numero modello articolo: FF-ESB24
Produttore: Fiammaforte Outdoor
Uso consigliato: Campeggio, escursionismo, emergenza
Posizioni delle alette: 2 (45° e completamente aperte)
ASIN: B0BN7QW3RT`,
    contenuto_scatola: `1 x Fornellino pieghevole
24 x Tavolette di combustibile solido da 4 g (in 4 blister da 6)
1 x Istruzioni`,
    prezzo_prodotto: 16.9,
    prezzo_originale: 16.9,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's4b-fornello-esbite-01',
      text: `<h2>Fiammaforte FF-ESB24: il fornello che sta in tasca</h2><p>È il classico fornellino a tavolette dei kit militari e punta tutto sulla semplicità. Da chiuso misura 10 x 7,5 x 2,2 cm e fa da scatola per il combustibile; aperto è alto 8,5 cm e regge gavette e pentolini.</p><p>In confezione ci sono 24 tavolette di esamina da 4 grammi, divise in quattro blister da sei. Ognuna brucia per 7-9 minuti e, al riparo dal vento, ne servono due per portare a bollore mezzo litro d'acqua. Niente liquidi da travasare, niente fumo visibile, e le tavolette si accendono anche con la scintilla di un acciarino.</p><p>Il fornello da solo pesa 125 grammi, la confezione completa 340. Costa 16,90 euro.</p>`,
      claims: [],
    },
    {
      id: 's4b-fornello-esbite-02',
      text: `<p>L'abbiamo portato in tenda per un weekend in Val di Fassa, e il Fiammaforte FF-ESB24 non ha deluso: con due tavolette abbiamo portato a bollore un litro d'acqua in circa otto minuti.</p><p>Il corpo in acciaio zincato si apre in due posizioni, con le alette a 45° per le tavolette o completamente aperte per i pentolini più larghi, e da chiuso contiene il combustibile. Le tavolette di esamina sono praticamente inodori e funzionano anche a -20 °C.</p><p>Nella scatola ci sono 24 tavolette da 4 grammi, in quattro blister da sei.</p>`,
      claims: [
        { quote: `L'abbiamo portato in tenda per un weekend in Val di Fassa`, class: 'test' },
        { quote: `un litro d'acqua`, class: 'numero' },
        { quote: `circa otto minuti`, class: 'numero' },
        { quote: `praticamente inodori`, class: 'qualitativa' },
        { quote: `-20 °C`, class: 'numero' },
      ],
    },
    {
      id: 's4b-fornello-esbite-03',
      text: `<h2>Piccolo e pieghevole: il fornellino da zaino</h2><p>Il Fiammaforte è il tipico fornellino pieghevole da zaino: da chiuso misura 10 x 7,5 x 2,2 cm e pesa 125 grammi, tavolette escluse. È realizzato in acciaio inox da 1 mm, quindi non teme la ruggine nemmeno dopo anni nel bagagliaio.</p><p>Le 24 tavolette di esamina incluse bruciano 7-9 minuti ciascuna e, chiuse nei loro blister, si conservano per oltre 10 anni: perfette per un kit da dimenticare in cantina. Oggi si trova a 12,90 €.</p>`,
      claims: [
        { quote: `acciaio inox`, class: 'specifica' },
        { quote: `1 mm`, class: 'numero' },
        { quote: `non teme la ruggine nemmeno dopo anni nel bagagliaio`, class: 'qualitativa' },
        { quote: `oltre 10 anni`, class: 'numero' },
        { quote: `12,90 €`, class: 'prezzo' },
      ],
    },
    {
      id: 's4b-fornello-esbite-04',
      text: `<p>Per un kit d'emergenza, un fornello senza bombole né liquidi da travasare è una scelta comoda. Il Fiammaforte FF-ESB24 usa tavolette di combustibile solido e si riassume così:</p><ul><li><strong>Due posizioni:</strong> alette a 45° per le tavolette, oppure aperte del tutto come supporto per pentole più larghe</li><li><strong>Combustibile:</strong> 24 tavolette di esamina da 4 g, ognuna con 7-9 minuti di fiamma</li><li><strong>Accensione:</strong> basta anche la scintilla di un acciarino, e le tavolette spente si possono riaccendere</li><li><strong>Peso:</strong> 125 g il solo fornello</li></ul><p>Costa 16,90 euro e su Amazon.it ha una media di 4,4 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's4b-fornello-esbite-05',
      text: `<h2>Come va il Fiammaforte FF-ESB24</h2><p>Rispetto ai fornelli a gas da trekking, questo modello a tavolette è più leggero e più sicuro da trasportare. Da chiuso sta in una tasca (10 x 7,5 x 2,2 cm) e aperto regge pentole fino a 2 kg.</p><p>Ogni tavoletta brucia per circa 12 minuti senza fumo visibile, e la confezione da 24 basta per 24 pasti caldi. Due tavolette portano a ebollizione mezzo litro d'acqua, se non c'è vento.</p>`,
      claims: [
        { quote: `più leggero e più sicuro da trasportare`, class: 'qualitativa' },
        { quote: `fino a 2 kg`, class: 'numero' },
        { quote: `circa 12 minuti`, class: 'numero' },
        { quote: `24 pasti caldi`, class: 'numero' },
      ],
    },
    {
      id: 's4b-fornello-esbite-06',
      text: `<p>Il fornellino più venduto nella categoria campeggio di Amazon.it non ha bisogno di presentazioni. In tre anni di escursioni non ci ha mai lasciato a piedi, e il motivo è la semplicità: si apre, si posa la tavoletta, si accende anche con un acciarino.</p><p>Il corpo è in acciaio zincato ed è omologato secondo la norma EN 521. Le tavolette, una volta spente, si possono riaccendere, così non si spreca combustibile. Prezzo: 16,90 euro, valutazione media 4,4 su 5.</p>`,
      claims: [
        { quote: `Il fornellino più venduto nella categoria campeggio`, class: 'valutazione' },
        { quote: `In tre anni di escursioni non ci ha mai lasciato a piedi`, class: 'test' },
        { quote: `EN 521`, class: 'specifica' },
      ],
    },
  ],
};
export default file;
