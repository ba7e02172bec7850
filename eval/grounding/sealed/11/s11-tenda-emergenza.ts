import type { CaseFile } from '../../types.ts';

/** Reviews of a foldable pop-up 4-person emergency shelter tent, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'RIFUGIO+ Tenda di Emergenza Pieghevole per 4 Persone, Apertura Istantanea Pop-Up in 60 Secondi, Impermeabile 3000 mm, Telo Interno Termoriflettente, Strisce Riflettenti, per Evacuazioni, Campeggio e Protezione Civile, Arancione',
    nome_sintetico: 'RIFUGIO+ Tenda di emergenza 4 persone',
    specifiche_tecniche: `Marca: RIFUGIO+
Capacità: 4 persone
Dimensioni da montata: 240 x 210 x 135 cm
Dimensioni da piegata: diametro 82 cm, spessore 8 cm
Peso articolo: 4,6 Chilogrammi
Materiale esterno: Poliestere 190T con spalmatura PU
Colonna d'acqua: 3000 mm
Pavimento: Polietilene 120 g/m²
Struttura: Paleria in fibra di vetro, apertura automatica a molla
Tempo di montaggio: 60 secondi
Numero di porte: 2
Colore: Arancione con strisce riflettenti`,
    descrizione_generale:
      "Quando serve un riparo subito, la RIFUGIO+ si libera dalla sacca e si apre da sola grazie alla struttura a molla in fibra di vetro: in circa 60 secondi è in piedi, poi basta picchettarla. Ospita 4 persone su una superficie di 240 x 210 cm, con 135 cm di altezza al centro. Il tessuto in poliestere 190T con spalmatura PU ha una colonna d'acqua di 3000 mm e le cuciture sono nastrate. Il soffitto interno è rivestito da un telo alluminizzato che riflette verso l'interno parte del calore corporeo.\nIl colore arancione e le strisce riflettenti la rendono visibile anche di notte alla luce dei fari. Due porte con zanzariera, 2 finestre di ventilazione, 8 picchetti in acciaio e 4 tiranti antivento completano la dotazione. Per richiuderla serve un po' di pratica: le istruzioni illustrate sono incluse.",
    informazioni_articolo: `Numero modello articolo: RF-E4P
Paese di origine: Cina
Data di disponibilità: 8 giugno 2023`,
    contenuto_scatola: `1 x Tenda pop-up per 4 persone
8 x Picchetti in acciaio
4 x Tiranti antivento
1 x Sacca di trasporto circolare
1 x Istruzioni illustrate per la ripiegatura`,
    prezzo_prodotto: 89.99,
    prezzo_originale: 89.99,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's11-tenda-emergenza-01',
      text: "<h2>RIFUGIO+: un riparo in un minuto</h2><p>In emergenza conta la velocità, e la RIFUGIO+ è costruita attorno a questo: si estrae dalla sacca, la struttura a molla in fibra di vetro fa il resto e in circa 60 secondi la tenda è in piedi. Dentro stanno quattro persone, su 240 x 210 cm, con 135 cm di altezza al centro.</p><p>Il poliestere 190T spalmato PU ha una colonna d'acqua di 5000 mm, le cuciture sono nastrate e il pavimento è in polietilene. Il telo alluminizzato del soffitto rimanda all'interno parte del calore corporeo e mantiene la tenda 10 gradi più calda dell'esterno.</p>",
      claims: [
        { quote: '5000 mm', class: 'numero' },
        { quote: "10 gradi più calda dell'esterno", class: 'numero' },
      ],
    },
    {
      id: 's11-tenda-emergenza-02',
      text: "<h2>Sotto la pioggia</h2><p>L'abbiamo montata durante un'esercitazione con un gruppo di volontari, sotto una pioggia battente, e dopo quattro ore dentro era tutto asciutto. Merito della colonna d'acqua di 3000 mm e delle cuciture nastrate.</p><p>Il colore arancione con strisce riflettenti la rende visibile anche di notte, e ci sono due porte con zanzariera. Con i quattro tiranti antivento e gli otto picchetti in acciaio regge raffiche fino a 60 km/h. Pesa 4,6 kg, ma la sacca circolare ha una comoda tracolla.</p>",
      claims: [
        { quote: "L'abbiamo montata durante un'esercitazione con un gruppo di volontari", class: 'test' },
        { quote: 'dopo quattro ore dentro era tutto asciutto', class: 'test' },
        { quote: '60 km/h', class: 'numero' },
        { quote: 'una comoda tracolla', class: 'specifica' },
      ],
    },
    {
      id: 's11-tenda-emergenza-03',
      text: "<p>Montaggio istantaneo, quattro posti e un arancione con strisce riflettenti che si nota anche di notte: la <strong>RIFUGIO+ RF-E4P</strong> è pensata come riparo d'emergenza. Chiusa è un disco di 82 cm di diametro e 8 cm di spessore; aperta, grazie alla struttura a molla, è pronta in circa un minuto.</p><ul><li>Pianta di 240 x 210 cm, altezza 1,35 m</li><li>Colonna d'acqua 3000 mm, cuciture nastrate</li><li>Soffitto con telo alluminizzato che rimanda all'interno parte del calore del corpo</li><li>Due porte con zanzariera e due finestre di ventilazione</li><li>Otto picchetti d'acciaio e quattro tiranti inclusi</li></ul><p>Pesa 4,6 kg e costa 89,99 euro. Il ripiegamento richiede un po' di pratica, ma ci sono le istruzioni illustrate.</p>",
      claims: [],
    },
    {
      id: 's11-tenda-emergenza-04',
      text: "<h2>Per evacuazioni e protezione civile</h2><p>La RIFUGIO+ nasce per le situazioni in cui un riparo serve subito, ed è la tenda d'emergenza più rapida da montare nella sua fascia di prezzo. La struttura in alluminio aeronautico si apre da sola in circa 60 secondi; il pavimento è in polietilene da 120 g/m².</p><p>Il tessuto è ignifugo secondo la norma CPAI-84, mentre il telo alluminizzato del soffitto riflette verso l'interno parte del calore corporeo. Due finestre di ventilazione assicurano il ricambio d'aria.</p>",
      claims: [
        { quote: "la tenda d'emergenza più rapida da montare nella sua fascia di prezzo", class: 'qualitativa' },
        { quote: 'alluminio aeronautico', class: 'specifica' },
        { quote: 'ignifugo secondo la norma CPAI-84', class: 'specifica' },
      ],
    },
    {
      id: 's11-tenda-emergenza-05',
      text: "<h2>Prezzo e opinioni</h2><p>A 89,99 euro la RIFUGIO+ offre dotazioni da tenda professionale: paleria in fibra di vetro, cuciture nastrate, strisce riflettenti. Il prezzo è calato di 20 euro nelle ultime settimane.</p><p>Su Amazon.it ha una media di 4,2 stelle, e le recensioni lodano soprattutto la rapidità di apertura. Il produttore avverte che per richiuderla serve un po' di pratica, ma nella confezione ci sono istruzioni illustrate. È in vendita dall'8 giugno 2023.</p>",
      claims: [
        { quote: 'dotazioni da tenda professionale', class: 'qualitativa' },
        { quote: 'Il prezzo è calato di 20 euro', class: 'prezzo' },
        { quote: 'le recensioni lodano soprattutto la rapidità di apertura', class: 'valutazione' },
      ],
    },
    {
      id: 's11-tenda-emergenza-06',
      text: "<p>Quattro posti, 4,6 kg e un minuto per aprirla: la RIFUGIO+ è una buona candidata per il bagagliaio di chi vuole un riparo di riserva. La confezione comprende la tenda, otto picchetti in acciaio, quattro tiranti antivento, la sacca circolare e le istruzioni per ripiegarla.</p><p>L'altezza interna è di 135 cm. Le porte sono tre, tutte con zanzariera, e la tenda è adatta all'uso invernale fino a -15 °C.</p>",
      claims: [
        { quote: 'Le porte sono tre', class: 'numero' },
        { quote: 'fino a -15 °C', class: 'numero' },
      ],
    },
  ],
};
export default file;
