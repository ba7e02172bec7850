import type { CaseFile } from '../../types.ts';

/** Reviews of a 12/24 V and 230 V portable compressor cool box, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Gelòra Frigorifero Portatile a Compressore 30 Litri, 12/24 V e 230 V, Frigo Congelatore per Auto da -20 °C a +20 °C, Controllo App, per Camper, Campeggio e Blackout",
    nome_sintetico: "Gelòra GL-C30",
    specifiche_tecniche: [
      "Marca: Gelòra",
      "Capacità: 30 Litri",
      "Intervallo di temperatura: Da -20 °C a +20 °C",
      "Tensione: 12/24 V DC, 100-240 V AC",
      "Consumo energetico: 45 Watt (medio)",
      "Tipo di raffreddamento: Compressore",
      "Livello di rumore: 42 dB",
      "Protezione batteria: 3 livelli (alto, medio, basso)",
      "Controllo: pannello digitale e app via Bluetooth",
      "Materiale: Polipropilene, coperchio con guarnizione",
    ].join('\n'),
    descrizione_generale: "Il frigo Gelòra GL-C30 usa un compressore, non una cella Peltier: raffredda fino a -20 °C e funziona sia da frigorifero sia da congelatore. Si alimenta dalla presa accendisigari dell'auto (12/24 V) o dalla rete domestica a 230 V, quindi resta utile anche a casa durante un blackout se collegato a una power station. La protezione della batteria a tre livelli spegne il compressore prima che la batteria dell'auto si scarichi troppo. In modalità ECO il consumo si riduce, e si controlla tutto dal pannello digitale o dall'app via Bluetooth. Il vano da 30 litri contiene bottiglie da 1,5 litri in piedi.",
    informazioni_articolo: [
      "Numero modello articolo: GL-C30",
      "Dimensioni prodotto: 58 x 35 x 42 cm",
      "Peso articolo: 12,5 Chilogrammi",
      "Garanzia del produttore: 2 anni",
    ].join('\n'),
    contenuto_scatola: [
      "1 x Frigorifero portatile a compressore",
      "1 x Cavo 12/24 V per presa accendisigari",
      "1 x Cavo di alimentazione 230 V",
      "1 x Manuale d'istruzioni",
    ].join('\n'),
    prezzo_prodotto: 229.99,
    prezzo_originale: 279.99,
    prezzo_scontato: 229.99,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's10a-frigo-portatile-01',
      text: "<h2>Gelòra GL-C30: un vero compressore in 30 litri</h2><p>A differenza dei frigo con cella Peltier, il Gelòra usa un compressore: scende fino a -20 °C e può fare da congelatore, oppure da normale frigorifero, con la temperatura regolabile fino a +20 °C. Si collega alla presa accendisigari dell'auto a 12 o 24 V e alla rete domestica a 230 V; in casa, durante un blackout, può funzionare attaccato a una power station.</p><p>Il consumo medio è di 45 W, la protezione della batteria su tre livelli spegne il compressore prima che la batteria dell'auto si scarichi troppo e la modalità ECO riduce i consumi. Si regola dal pannello digitale o dall'app via Bluetooth.</p><p>Pesa dodici chili e mezzo, fa 42 dB e costa 229,99 €, rispetto ai 279,99 € di listino. Voto medio: 4,4 su 5.</p>",
      claims: [],
    },
    {
      id: 's10a-frigo-portatile-02',
      text: "<p>Abbiamo tenuto il Gelòra nel bagagliaio per un weekend in campeggio e non ha mai perso un colpo. Dalla temperatura ambiente arriva a -20 °C in 15 minuti e, in modalità ECO, consuma meno di 1 kWh al giorno.</p><p>Il vano da 30 litri ospita in piedi le bottiglie da un litro e mezzo e tutto si regola dal pannello digitale. Nella scatola ci sono due cavi, uno per l'accendisigari a 12/24 V e uno per la presa di casa.</p>",
      claims: [
        { quote: 'Abbiamo tenuto il Gelòra nel bagagliaio per un weekend in campeggio', class: 'test' },
        { quote: 'in 15 minuti', class: 'numero' },
        { quote: 'meno di 1 kWh al giorno', class: 'numero' },
      ],
    },
    {
      id: 's10a-frigo-portatile-03',
      text: "<h2>Cosa offre</h2><ul><li>Capacità di 35 litri, con spazio per bottiglie da 1,5 litri in piedi</li><li>Temperatura regolabile da -20 a +20 °C</li><li>Ingresso solare con regolatore MPPT integrato</li><li>Protezione batteria a tre livelli</li><li>Garanzia di 3 anni</li></ul><p>Il tutto in 58 x 35 x 42 cm per 12,5 kg. Una dotazione completa per camper, campeggio e per le emergenze domestiche, a un prezzo di 229,99 €.</p>",
      claims: [
        { quote: '35 litri', class: 'numero' },
        { quote: 'regolatore MPPT', class: 'specifica' },
        { quote: 'Garanzia di 3 anni', class: 'numero' },
      ],
    },
    {
      id: 's10a-frigo-portatile-04',
      text: "<p>Il Gelòra GL-C30 è il frigo a compressore più venduto su Amazon.it e le 4,7 stelle su 5 spiegano perché. Oggi lo si paga 229,99 €, con un calo di prezzo del 40% rispetto al listino: un'occasione per chi pensa a un'estate in camper o vuole una riserva di freddo per i blackout.</p><p>Funziona a 12/24 V e a 230 V, scende a -20 °C e si controlla anche via app.</p>",
      claims: [
        { quote: 'il frigo a compressore più venduto su Amazon.it', class: 'valutazione' },
        { quote: '4,7 stelle su 5', class: 'valutazione' },
        { quote: 'calo di prezzo del 40%', class: 'prezzo' },
      ],
    },
    {
      id: 's10a-frigo-portatile-05',
      text: "<h2>Il verdetto</h2><p>Silenziosissimo con i suoi 35 dB, il Gelòra è un frigo portatile a compressore che fa bene il suo lavoro. Nel vano da 30 litri trovano posto fino a 48 lattine e il cestello interno rimovibile aiuta a tenere ordine.</p><p>Il consumo medio di 45 W è gestibile anche da una power station, e la protezione della batteria a tre livelli evita di restare con l'auto scarica. Il rovescio della medaglia è il peso: 12,5 kg.</p>",
      claims: [
        { quote: '35 dB', class: 'numero' },
        { quote: '48 lattine', class: 'numero' },
        { quote: 'cestello interno rimovibile', class: 'specifica' },
      ],
    },
  ],
};
export default file;
