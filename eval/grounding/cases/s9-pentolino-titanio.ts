import type { CaseFile } from '../types.ts';

/** Reviews of a 750 ml titanium camping pot, modelled on Amazon.it ultralight titanium mug/pot listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'TITANEX Pentolino in Titanio 750 ml con Coperchio e Manici Pieghevoli, Ultraleggero 103 g, Pentola da Campeggio per Fornello a Gas e Alcol, Trekking, Bushcraft, Sacca a Rete Inclusa',
    nome_sintetico: 'Titanex TX-750',
    specifiche_tecniche: [
      'Marca: TITANEX',
      'Numero modello articolo: TX-750',
      'Materiale: Titanio',
      'Capacità: 750 Millilitri',
      'Peso articolo: 103 Grammi',
      'Dimensioni prodotto: 9,5 x 9,5 x 10,8 cm',
      'Colore: Titanio naturale',
      'Spessore: 0,3 Millimetri',
      'Tipo di fornello compatibile: Gas, alcol, fuoco da campo',
      'Lavabile in lavastoviglie: Sì',
      'Caratteristiche speciali: Manici pieghevoli, Coperchio con foro di sfiato, Tacche di misurazione',
      'Numero di pezzi: 2',
    ].join('\n'),
    descrizione_generale:
      "Il pentolino Titanex da 750 ml è ricavato da un unico foglio di titanio con pareti da 0,3 mm: pesa solo 103 grammi, coperchio compreso, non arrugginisce e non rilascia sapori metallici nell'acqua o nel cibo. Le tacche incise all'interno indicano i millilitri e le once per dosare l'acqua per liofilizzati e caffè.\nI manici pieghevoli sono rivestiti in silicone per non scottarsi, il coperchio ha un foro di sfiato e una linguetta per sollevarlo. All'interno trovano posto una bomboletta da 100 g e un fornellino compatto. Si usa su fornelli a gas, ad alcol e sulla brace del fuoco da campo. Sacca a rete inclusa.",
    informazioni_articolo: [
      'Produttore: Titanex Outdoor',
      'Numero modello articolo: TX-750',
      'Peso articolo: 103 g',
      'Capacità: 750 ml',
      'Paese di origine: Cina',
      'Disponibile su Amazon.it a partire dal: 20 aprile 2022',
    ].join('\n'),
    contenuto_scatola: ['1 x Pentolino in titanio 750 ml', '1 x Coperchio in titanio', '1 x Sacca a rete con cordino'].join('\n'),
    prezzo_prodotto: 29.99,
    prezzo_originale: 34.99,
    prezzo_scontato: 29.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's9-pentolino-01',
      text: "<p>Centotré grammi, coperchio compreso: è questo il numero che rende il pentolino Titanex TX-750 un compagno naturale per chi conta ogni grammo nello zaino. Ricavato da un unico foglio di titanio con pareti da 0,3 mm, contiene tre quarti di litro, non arrugginisce e non lascia sapori metallici nell'acqua o nel cibo.</p><p>I dettagli sono curati: manici pieghevoli rivestiti in silicone, coperchio con foro di sfiato e linguetta per sollevarlo, tacche incise in millilitri e once per dosare l'acqua di liofilizzati e caffè. All'interno si possono riporre una bomboletta da 100 g e un fornellino compatto. Va bene su gas, alcol e brace, e a fine giornata si può mettere in lavastoviglie. Con la sacca a rete inclusa costa 29,99 euro.</p>",
      claims: [],
    },
    {
      id: 's9-pentolino-02',
      text: "<h2>Titanex TX-750: la prova sul campo</h2><p>L'abbiamo usato per un mese di bivacchi sulle Alpi Apuane, su un fornello a gas e sul fuoco: nessuna deformazione, nessuna traccia di ruggine.</p><p>Il titanio di grado 2 trasmette il calore in modo uniforme e mezzo litro d'acqua bolle in 3 minuti. I manici pieghevoli sono rivestiti in silicone per non scottarsi.</p><p>Pesa 103 grammi e contiene 750 ml: numeri da vero ultraleggero.</p>",
      claims: [
        { quote: "L'abbiamo usato per un mese di bivacchi sulle Alpi Apuane", class: 'test' },
        { quote: 'titanio di grado 2', class: 'specifica' },
        { quote: 'trasmette il calore in modo uniforme', class: 'qualitativa' },
        { quote: 'in 3 minuti', class: 'numero' },
      ],
    },
    {
      id: 's9-pentolino-03',
      text: '<p>Il pentolino Titanex ha una capacità di 900 ml, sufficiente per due porzioni di pasta liofilizzata. I manici pieghevoli sono rivestiti in silicone per non scottarsi e il coperchio ha un foro di sfiato che evita i traboccamenti.</p><p>È il pentolino in titanio più leggero in commercio per la sua capacità. Prezzo: 24,99 € con la sacca a rete.</p>',
      claims: [
        { quote: '900 ml', class: 'numero' },
        { quote: 'sufficiente per due porzioni di pasta liofilizzata', class: 'qualitativa' },
        { quote: 'evita i traboccamenti', class: 'qualitativa' },
        { quote: 'il pentolino in titanio più leggero in commercio', class: 'qualitativa' },
        { quote: '24,99 €', class: 'prezzo' },
      ],
    },
    {
      id: 's9-pentolino-04',
      text: "<h2>Un pentolino per lo zaino d'emergenza</h2><p>Nel kit di evacuazione un pentolino serve a scaldare acqua, cucinare e, se necessario, bollire acqua di dubbia provenienza: almeno un minuto di ebollizione la rende sicura.</p><p>Il Titanex TX-750 fa al caso: 103 grammi, 750 ml, compatibile con gas, alcol e fuoco da campo. Il fondo è spesso 1 mm per resistere alla fiamma diretta e dentro ci sta una bomboletta da 230 g.</p><p>Su Amazon ha una media di 4,6 stelle su oltre 1.200 valutazioni.</p>",
      claims: [
        { quote: 'almeno un minuto di ebollizione', class: 'numero' },
        { quote: '1 mm', class: 'numero' },
        { quote: '230 g', class: 'numero' },
        { quote: 'oltre 1.200 valutazioni', class: 'valutazione' },
      ],
    },
    {
      id: 's9-pentolino-05',
      text: "<p><strong>Titanex TX-750 in cifre:</strong> 750 ml di capacità, 103 g di peso, pareti da 0,3 mm, 9,5 cm di diametro per 10,8 di altezza. Il titanio è conforme alla norma alimentare FDA e non altera il sapore dell'acqua.</p><p>Il coperchio si può usare anche come padellino per cuocere un uovo, mentre la sacca a rete tiene tutto in ordine nello zaino. Garanzia a vita del produttore.</p>",
      claims: [
        { quote: 'conforme alla norma alimentare FDA', class: 'specifica' },
        { quote: 'si può usare anche come padellino per cuocere un uovo', class: 'qualitativa' },
        { quote: 'Garanzia a vita', class: 'specifica' },
      ],
    },
  ],
};
export default file;
