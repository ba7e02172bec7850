import type { CaseFile } from '../../types.ts';

/** Reviews of a 30 m spool of 550 type III paracord, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Ligarda Paracord 550 Tipo III, Corda in Nylon 4 mm a 7 Anime, Bobina da 30 Metri, Carico di Rottura 250 kg, per Sopravvivenza, Campeggio, Braccialetti, Verde Oliva",
    nome_sintetico: "Ligarda Paracord 550 30 m",
    specifiche_tecniche: `Marca: Ligarda
Tipo: Paracord 550 Tipo III
Lunghezza: 30 Metri
Diametro: 4 Millimetri
Carico di rottura: 250 Chilogrammi (550 libbre)
Anime interne: 7, ciascuna a 3 fili ritorti
Materiale: 100% nylon
Calza: 32 fusi
Colore: Verde oliva
Formato: bobina
Peso articolo: 210 Grammi`,
    descrizione_generale: `La paracord Ligarda da 4 mm ha una calza intrecciata a 32 fusi e sette anime interne, ognuna composta da tre fili ritorti, che si possono estrarre e usare separatamente come filo da cucito, lenza da pesca di fortuna o legaccio per piccoli oggetti. Il carico di rottura di 250 kg la rende adatta a montare teli e tende, legare il carico sul portapacchi o improvvisare uno stendibiancheria.

Il nylon non marcisce e resiste alla muffa; dopo il taglio basta passare le estremità sulla fiamma di un accendino per sigillarle ed evitare che si sfilaccino. La bobina avvolta tiene la corda ordinata, senza grovigli, e pronta nel kit di emergenza. Non usare per arrampicata o per sostenere persone.`,
    informazioni_articolo: `Produttore: Ligarda Outdoor
Numero modello articolo: LG-550-30-OL
Dimensioni confezione: 12 x 12 x 5 cm
Quantità articoli: 1`,
    contenuto_scatola: `1 bobina di paracord da 30 m`,
    prezzo_prodotto: 12.99,
    prezzo_originale: 15.99,
    prezzo_scontato: 12.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's10b-paracord-01',
      text: "<h2>Trenta metri di corda che servono a tutto</h2><p>La <strong>Ligarda Paracord 550</strong> è una classica Tipo III: nylon al 100%, diametro di 4 mm e un carico di rottura di 250 chili, cioè le 550 libbre del nome. Sotto la calza a 32 fusi ci sono sette anime, ciascuna di tre fili ritorti, che si possono sfilare e usare come filo da cucito o lenza di fortuna.</p><p>Nel kit di emergenza serve per tendere un telo, legare il carico o improvvisare uno stendibiancheria. Non marcisce, resiste alla muffa e, una volta tagliata, si sigilla passando le estremità sulla fiamma di un accendino. Attenzione però: non va usata per arrampicarsi né per sostenere persone.</p><p>La bobina da 30 metri pesa 210 grammi e costa 12,99 euro, contro un prezzo originale di 15,99.</p>",
      claims: [],
    },
    {
      id: 's10b-paracord-02',
      text: "<p>Quanto pesa una scorta di corda seria? Poco più di due etti: tanto pesano i 30 metri di questa paracord verde oliva, avvolti su una bobina che evita i grovigli nello zaino.</p><ul><li>Carico di rottura: 250 kg</li><li>Sette anime interne estraibili</li><li>Calza intrecciata a 32 fusi</li><li>Estremità sigillabili con la fiamma</li></ul><p>In offerta a 12,99 € (invece di 15,99 €) e con una media di 4,6 stelle, è uno di quegli acquisti piccoli che nel kit fanno comodo.</p>",
      claims: [],
    },
    {
      id: 's10b-paracord-03',
      text: "<p>Abbiamo messo alla prova la Ligarda Paracord appendendoci un carico di 200 kg, senza alcun cedimento: del resto il carico di rottura dichiarato è di 250 kg. La corda è certificata MIL-SPEC C-5040H, con una calza a 32 fusi trattata anti-UV che non sbiadisce nemmeno dopo un'estate al sole.</p><p>Le sette anime interne si estraggono e diventano filo da cucito o lenza. Con una bobina da 30 metri si ricavano circa dieci braccialetti di sopravvivenza, oppure si monta un telo d'emergenza.</p>",
      claims: [
        { quote: 'Abbiamo messo alla prova la Ligarda Paracord appendendoci un carico di 200 kg', class: 'test' },
        { quote: 'certificata MIL-SPEC C-5040H', class: 'specifica' },
        { quote: 'trattata anti-UV', class: 'specifica' },
        { quote: 'circa dieci braccialetti', class: 'numero' },
      ],
    },
    {
      id: 's10b-paracord-04',
      text: "<h2>Perché tenerla nel kit</h2><p>Tra tutti gli accessori di un kit di sopravvivenza, la paracord è quello con il miglior rapporto tra peso e utilità. Questa Ligarda da 4 mm regge 250 kg ed è abbastanza robusta da usarla per calarsi da una finestra in caso di incendio.</p><p>Il nylon non marcisce, galleggia in acqua e, dopo il taglio, si sigilla con la fiamma di un accendino. Il prezzo è sceso da 15,99 a 12,99 euro e oltre 5.000 clienti l'hanno già acquistata.</p>",
      claims: [
        { quote: 'il miglior rapporto tra peso e utilità', class: 'qualitativa' },
        { quote: 'abbastanza robusta da usarla per calarsi da una finestra', class: 'qualitativa' },
        { quote: 'galleggia in acqua', class: 'qualitativa' },
        { quote: "oltre 5.000 clienti l'hanno già acquistata", class: 'valutazione' },
      ],
    },
    {
      id: 's10b-paracord-05',
      text: "<p>Trenta metri in verde oliva e 4 mm di diametro: la Paracord 550 di Ligarda è disponibile anche in nero e in arancione fluo, per chi la vuole ben visibile nel kit. Le sette anime interne sono in nylon, mentre la calza è in poliestere per resistere meglio all'abrasione; il carico di rottura resta di 250 kg.</p><p>Costa 12,99 euro, il 35% in meno del prezzo pieno, e raccoglie una media di 4,6 su 5.</p>",
      claims: [
        { quote: 'disponibile anche in nero e in arancione fluo', class: 'specifica' },
        { quote: 'la calza è in poliestere', class: 'specifica' },
        { quote: 'il 35% in meno del prezzo pieno', class: 'prezzo' },
      ],
    },
  ],
};
export default file;
