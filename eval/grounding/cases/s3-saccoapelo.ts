import type { CaseFile } from '../types.ts';

/** Reviews of a winter down mummy sleeping bag, modelled on a typical Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `NORDRIFUGIO Sacco a Pelo Invernale a Mummia Polar 700, Imbottitura in Piumino d'Anatra 90/10, Comfort -5 °C, Limite -12 °C, Estremo -25 °C, Ultraleggero e Comprimibile con Sacca di Compressione`,
    nome_sintetico: `Nordrifugio Polar 700`,
    specifiche_tecniche: `Marca: Nordrifugio
Numero modello articolo: NR-POLAR700
Forma: Mummia
Materiale di riempimento: Piumino d'anatra 90/10
Peso imbottitura: 700 Grammi
Temperatura comfort: -5 Gradi Celsius
Temperatura limite: -12 Gradi Celsius
Temperatura estrema: -25 Gradi Celsius
Materiale esterno: Nylon Ripstop 20D
Peso articolo: 1,45 Chilogrammi
Dimensioni: 220 x 80 x 55 cm
Dimensioni da chiuso: 38 x 22 cm
Cerniera: Bidirezionale, lato sinistro`,
    descrizione_generale: `Il Polar 700 è un sacco a pelo a mummia per bivacchi invernali e notti in rifugio non custodito. L'imbottitura in piumino d'anatra 90/10, con un potere di rigonfiamento di 650 cuin, è distribuita in camere a H che evitano i ponti termici.

Il cappuccio anatomico con coulisse e il collare termico trattengono il calore su testa e spalle, mentre la cerniera bidirezionale è protetta da un cordone isolante. Il tessuto esterno in nylon ripstop 20D ha un trattamento idrorepellente DWR. Compresso nella sacca inclusa occupa 38 x 22 cm. Adatto a persone alte fino a 195 cm.`,
    informazioni_articolo: `Peso articolo: 1,45 kg
Dimensioni prodotto: 220 x 80 x 55 cm
Numero modello articolo: NR-POLAR700
Fascia d'età (descrizione): Adulto
Disponibile su Amazon.it a partire dal: 20 ottobre 2023`,
    contenuto_scatola: `1 x Sacco a pelo Polar 700
1 x Sacca di compressione
1 x Sacca in cotone per la conservazione`,
    prezzo_prodotto: 189,
    prezzo_originale: 229,
    prezzo_scontato: 189,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's3-saccoapelo-01',
      text: `<h2>Nordrifugio Polar 700, il piumino per le notti sottozero</h2><p>Il Polar 700 è un sacco a mummia pensato per i bivacchi invernali e i rifugi non custoditi. Dentro ci sono 700 grammi di piumino d'anatra 90/10 con un rigonfiamento di 650 cuin, distribuiti in camere a H che evitano i ponti termici.</p><p>I valori dichiarati: comfort a -5 °C, limite a -12 °C, estremo a -25 °C. Il peso complessivo è di un chilo e 450 grammi e, chiuso nella sacca di compressione, il sacco occupa 38 per 22 centimetri.</p><p>Cappuccio con coulisse, collare termico e cerniera bidirezionale con cordone isolante completano un sacco adatto a chi è alto fino a 1,95 metri.</p>`,
      claims: [],
    },
    {
      id: 's3-saccoapelo-02',
      text: `<p>Il sacco a pelo invernale Nordrifugio Polar 700 costa 189 euro, contro i 229 del prezzo di listino, e ha una media di 4,6 stelle su 5. Ecco le caratteristiche principali:</p><ul><li><strong>Imbottitura:</strong> 700 g di piumino d'anatra 90/10</li><li><strong>Temperature:</strong> -5 °C comfort, -12 °C limite, -25 °C estrema</li><li><strong>Tessuto esterno:</strong> nylon ripstop 20D con trattamento idrorepellente DWR</li><li><strong>Dimensioni:</strong> 220 x 80 x 55 cm</li><li><strong>Peso:</strong> 1,45 kg</li></ul><p>Nella confezione, oltre al sacco, ci sono la sacca di compressione e una sacca in cotone per la conservazione.</p>`,
      claims: [],
    },
    {
      id: 's3-saccoapelo-03',
      text: `<h2>Alla prova del freddo</h2><p>Abbiamo dormito nel Polar 700 in un bivacco a quota 2.400 metri, con il termometro a -18 °C, senza mai sentire freddo. Il merito è dei 700 grammi di piumino d'anatra e del collare termico, che trattiene il calore sulle spalle.</p><p>Nordrifugio dichiara una temperatura comfort di -12 °C e un peso di appena 1,2 kg. La cerniera bidirezionale corre sul lato sinistro.</p>`,
      claims: [
        { quote: `Abbiamo dormito nel Polar 700 in un bivacco a quota 2.400 metri, con il termometro a -18 °C, senza mai sentire freddo`, class: 'test' },
        { quote: `comfort di -12 °C`, class: 'numero' },
        { quote: `1,2 kg`, class: 'numero' },
      ],
    },
    {
      id: 's3-saccoapelo-04',
      text: `<p>Il Polar 700 è imbottito in piumino d'oca 90/10 con certificazione RDS, distribuito in camere a H per evitare i ponti termici. Il guscio in nylon ripstop 20D ha un trattamento DWR che respinge l'umidità e la cerniera YKK bidirezionale è protetta da un cordone isolante.</p><p>Con un comfort di -5 °C e un limite di -12 °C, è il sacco a pelo più caldo della sua fascia di prezzo. Il cappuccio anatomico si stringe con una coulisse.</p>`,
      claims: [
        { quote: `piumino d'oca`, class: 'specifica' },
        { quote: `certificazione RDS`, class: 'specifica' },
        { quote: `YKK`, class: 'specifica' },
        { quote: `il sacco a pelo più caldo della sua fascia di prezzo`, class: 'qualitativa' },
      ],
    },
    {
      id: 's3-saccoapelo-05',
      text: `<h2>Perché piace tanto</h2><p>Il Polar 700 è il sacco a pelo invernale più venduto su Amazon.it, e non è difficile capire perché. Il piumino d'anatra 90/10 ha un potere di rigonfiamento di 800 cuin e il sacco accoglie persone alte fino a 2 metri.</p><p>Il prezzo è sceso a 149 € e nella confezione c'è anche la sacca di compressione, che lo riduce a 38 x 22 cm.</p>`,
      claims: [
        { quote: `il sacco a pelo invernale più venduto su Amazon.it`, class: 'valutazione' },
        { quote: `800 cuin`, class: 'numero' },
        { quote: `fino a 2 metri`, class: 'numero' },
        { quote: `149 €`, class: 'prezzo' },
      ],
    },
    {
      id: 's3-saccoapelo-06',
      text: `<p>Comfort a -5 °C, limite a -12 °C, estremo a -25 °C: sono questi i valori che Nordrifugio dichiara per il Polar 700, un sacco a mummia in piumino d'anatra pensato per bivacchi e rifugi non custoditi d'inverno.</p><p>Il tessuto esterno è un nylon ripstop 20D idrorepellente. Il cappuccio anatomico e il collare termico trattengono il calore su testa e spalle, e la cerniera bidirezionale corre sul lato sinistro. Pesa poco meno di un chilo e mezzo e, una volta compresso, sta in 38 x 22 cm. Si acquista a 189 €, 40 euro in meno del prezzo originale.</p>`,
      claims: [],
    },
  ],
};
export default file;
