import type { CaseFile } from '../types.ts';

/** Reviews of a UV-C pen water purifier, modelled on Amazon.it listings of rechargeable UV sterilizer pens. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      "AQUALUMA Pro Potabilizzatore UV-C Portatile a Penna, Sterilizzatore d'Acqua a LED UV-C Ricaricabile USB-C, Purificatore per Trekking, Campeggio e Viaggi, Elimina il 99,99% di Batteri e Virus",
    nome_sintetico: 'Aqualuma Pro UV-C',
    specifiche_tecniche: [
      'Marca: AQUALUMA',
      'Numero modello articolo: AQL-UV200',
      'Colore: Grigio antracite',
      'Materiale: Alluminio anodizzato, quarzo',
      'Dimensioni prodotto: 2,6 x 2,6 x 17 cm',
      'Peso articolo: 82 Grammi',
      'Lunghezza d’onda: 265-280 Nanometri',
      'Capacità della batteria: 800 Milliampere ore',
      'Tipo di batteria: Ioni di litio',
      'Batterie incluse: Sì',
      'Tensione: 5 Volt',
      'Grado di protezione: IPX7',
      'Tempo di trattamento: 60 secondi (0,5 L); 90 secondi (1 L)',
      'Numero di cicli per carica: 60',
    ].join('\n'),
    descrizione_generale:
      "Il potabilizzatore Aqualuma Pro utilizza LED UV-C a 265-280 nm per rendere microbiologicamente sicura l'acqua limpida di torrenti, rubinetti e fontane: basta immergere la lampada, premere il pulsante e mescolare. In 60 secondi tratta mezzo litro, in 90 secondi un litro, eliminando fino al 99,99% di batteri, virus e protozoi come Giardia e Cryptosporidium. Il sensore di immersione impedisce l'accensione fuori dall'acqua, proteggendo gli occhi.\nNon filtra sedimenti né rimuove sostanze chimiche o metalli pesanti: con acqua torbida, prefiltrare prima dell'uso. La batteria da 800 mAh si ricarica via USB-C in circa 2 ore e garantisce fino a 60 trattamenti da mezzo litro. Una luce verde indica l'avvenuta sterilizzazione, una luce rossa un ciclo interrotto.",
    informazioni_articolo: [
      'Produttore: Aqualuma Tech Co., Ltd',
      'Peso articolo: 82 g',
      'Dimensioni del prodotto: 2,6 x 2,6 x 17 cm',
      'Numero modello articolo: AQL-UV200',
      'Fonte di alimentazione: Batteria ricaricabile',
      'Tempo di ricarica: 2 Ore',
      'Paese di origine: Cina',
      'Disponibile su Amazon.it a partire dal: 14 marzo 2023',
    ].join('\n'),
    contenuto_scatola: [
      '1 x Potabilizzatore UV-C Aqualuma Pro',
      '1 x Cavo di ricarica USB-C',
      '1 x Custodia in neoprene con moschettone',
      '1 x Manuale d’istruzioni (italiano incluso)',
    ].join('\n'),
    prezzo_prodotto: 59.99,
    prezzo_originale: 69.99,
    prezzo_scontato: 59.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's9-potabilizzatore-01',
      text: "<h2>Aqualuma Pro UV-C: l'acqua sicura in un minuto</h2><p>Chi cammina lontano dai rifugi conosce il dubbio: il torrente è limpido, ma che cosa contiene? L'Aqualuma Pro risponde con la luce. Si immerge la penna nell'acqua, si preme il pulsante e si mescola: i LED UV-C lavorano tra 265 e 280 nanometri e, secondo il produttore, eliminano fino al 99,99% di batteri, virus e protozoi, Giardia e Cryptosporidium compresi.</p><p>I tempi sono brevi: un minuto per mezzo litro, un minuto e mezzo per un litro intero. Una luce verde conferma che il ciclo è andato a buon fine, una rossa avvisa che è stato interrotto. Con poco più di 80 grammi di peso e una batteria da 800 mAh che si ricarica via USB-C in un paio d'ore, occupa pochissimo spazio nello zaino.</p><p>Un limite va detto chiaramente: la luce non filtra. Sedimenti, sostanze chimiche e metalli pesanti restano nell'acqua, e se questa è torbida serve un prefiltro.</p>",
      claims: [],
    },
    {
      id: 's9-potabilizzatore-02',
      text: "<h2>Recensione Aqualuma Pro UV-C</h2><p>Abbiamo portato l'Aqualuma Pro lungo l'Alta Via 1 delle Dolomiti per otto giorni, usandola ogni sera sull'acqua di fontane e torrenti: nessun disturbo, nessun sapore strano.</p><p>Il principio è semplice: i LED UV-C a 265-280 nm rendono innocui batteri, virus e protozoi in 60 secondi per mezzo litro. La penna è certificata NSF/ANSI 55 e, con la batteria da 800 mAh, arriva a circa 100 trattamenti per carica.</p><p>Il corpo in alluminio anodizzato è impermeabile secondo lo standard IPX7 ed è il più compatto tra i potabilizzatori UV in commercio. Si ricarica via USB-C in circa due ore. A 59,99 € merita un posto nello zaino di chiunque vada in montagna.</p>",
      claims: [
        { quote: "Abbiamo portato l'Aqualuma Pro lungo l'Alta Via 1 delle Dolomiti per otto giorni", class: 'test' },
        { quote: 'NSF/ANSI 55', class: 'specifica' },
        { quote: '100 trattamenti', class: 'numero' },
        { quote: 'il più compatto tra i potabilizzatori UV in commercio', class: 'qualitativa' },
      ],
    },
    {
      id: 's9-potabilizzatore-03',
      text: "<p>L'Aqualuma Pro UV-C vanta oltre 3.500 recensioni e una media di 4,7 stelle su Amazon, e il motivo si capisce subito: si immerge la lampada, si preme il pulsante, si mescola. Un sensore di immersione impedisce l'accensione fuori dall'acqua, a tutela degli occhi.</p><p>Per un litro servono 90 secondi, per mezzo litro bastano 45 secondi. La batteria da 800 mAh regge fino a 60 cicli e nella confezione c'è anche una custodia in neoprene con moschettone. Non rimuove però sostanze chimiche né metalli pesanti, quindi va usata su acqua limpida.</p><p>Oggi si trova a 44,90 €.</p>",
      claims: [
        { quote: 'oltre 3.500 recensioni', class: 'valutazione' },
        { quote: '4,7 stelle', class: 'valutazione' },
        { quote: '45 secondi', class: 'numero' },
        { quote: '44,90 €', class: 'prezzo' },
      ],
    },
    {
      id: 's9-potabilizzatore-04',
      text: "<h2>Potabilizzare con la luce: pro e contro</h2><p>In emergenza, quando l'acquedotto si ferma, bisogna contare su almeno quattro litri d'acqua a persona al giorno tra bere e cucinare. La penna UV-C Aqualuma Pro è un modo leggero per rendere sicura l'acqua limpida: 82 grammi, 17 centimetri di lunghezza, LED tra 265 e 280 nm.</p><ul><li><strong>Pro:</strong> un litro trattato in 90 secondi, ricarica USB-C, sensore che impedisce l'accensione fuori dall'acqua, custodia in neoprene inclusa.</li><li><strong>Contro:</strong> non elimina sedimenti e metalli pesanti; la batteria da 800 mAh dura circa due anni prima di perdere capacità.</li></ul><p>Il guscio in alluminio resiste agli urti e la garanzia è di 3 anni.</p>",
      claims: [
        { quote: "almeno quattro litri d'acqua a persona al giorno", class: 'numero' },
        { quote: 'circa due anni', class: 'numero' },
        { quote: 'resiste agli urti', class: 'qualitativa' },
        { quote: '3 anni', class: 'numero' },
      ],
    },
    {
      id: 's9-potabilizzatore-05',
      text: "<p><strong>In breve.</strong> L'Aqualuma Pro (modello AQL-UV200) è una penna in alluminio anodizzato lunga 17 cm che sterilizza l'acqua con LED UV-C. I dati essenziali:</p><ul><li>mezzo litro in 60 secondi, un litro in 90;</li><li>batteria agli ioni di litio da 800 mAh, circa sessanta trattamenti da mezzo litro con una carica;</li><li>ricarica USB-C in circa due ore, cavo incluso;</li><li>grado di protezione IPX7;</li><li>nella confezione anche custodia in neoprene con moschettone e manuale in italiano.</li></ul><p>Il prezzo attuale è di 59,99 euro, contro i 69,99 di listino; la valutazione media degli acquirenti è 4,3 su 5. Con acqua torbida va abbinata a un prefiltro.</p>",
      claims: [],
    },
  ],
};
export default file;
