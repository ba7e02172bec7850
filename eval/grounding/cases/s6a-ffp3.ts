import type { CaseFile } from '../types.ts';

/** Reviews of a box of 20 FFP3 masks with exhalation valve, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Respirex Mascherine FFP3 NR con Valvola, Certificate CE EN 149:2001+A1:2009, Confezione da 20 Pezzi Imbustate Singolarmente, Bianche",
    nome_sintetico: "Respirex FFP3 con valvola (20 pz)",
    specifiche_tecniche: "Marca: Respirex\nClasse di protezione: FFP3 NR\nNorma: EN 149:2001+A1:2009\nEfficienza filtrante: ≥ 99%\nPerdita verso l'interno: ≤ 5%\nNumero di pezzi: 20\nValvola: Sì, valvola di espirazione\nMateriale: Tessuto non tessuto in polipropilene, 5 strati\nStringinaso: Alluminio regolabile\nElastici: Fascia elastica dietro la testa, senza lattice\nTaglia: Unica adulto\nColore: Bianco",
    descrizione_generale: "Le mascherine Respirex FFP3 filtrano almeno il 99% delle particelle solide e liquide, comprese polveri sottili, fumi di saldatura e aerosol. Cinque strati di tessuto non tessuto in polipropilene; la valvola di espirazione riduce il calore e la condensa all'interno, rendendo la respirazione più confortevole durante l'uso prolungato. Ogni mascherina è imbustata singolarmente.\nMonouso (NR): non riutilizzare oltre un turno di lavoro di 8 ore. Attenzione: la valvola espira aria non filtrata, quindi la mascherina non è adatta a proteggere gli altri dal contagio. Non protegge da gas e vapori.",
    informazioni_articolo: "Numero modello articolo: RX-FFP3V-20\nProduttore: Respirex Protezione Srl\nEnte notificato: CE 2834\nPeso articolo: 240 Grammi\nScadenza: 5 anni dalla data di produzione\nData di disponibilità: 3 febbraio 2024",
    contenuto_scatola: "20 mascherine FFP3 con valvola, imbustate singolarmente\nFoglio di istruzioni",
    prezzo_prodotto: 27.9,
    prezzo_originale: 34.9,
    prezzo_scontato: 27.9,
    valutazione_prodotto: 4.4,
  },
  cases: [
    {
      id: 's6a-ffp3-01',
      text: `<p>Le <strong>Respirex FFP3</strong> sono mascherine monouso con valvola di espirazione, vendute in scatola da venti pezzi imbustati uno per uno. Sono certificate secondo la norma EN 149:2001+A1:2009 e trattengono almeno il 99% delle particelle, dalle polveri sottili ai fumi di saldatura.</p><p>La valvola aiuta a ridurre calore e condensa quando si porta la mascherina a lungo; lo stringinaso in alluminio è regolabile e la fascia elastica è senza lattice. Due avvertenze importanti: non filtrano gas e vapori, e l'aria espirata esce non filtrata dalla valvola. La confezione costa 27,90 €, contro i 34,90 € di listino.</p>`,
      claims: [],
    },
    {
      id: 's6a-ffp3-02',
      text: `<h2>Una scorta di FFP3 per le emergenze</h2><p>Le Respirex FFP3 sono pensate per chi vuole avere a portata di mano una protezione delle vie respiratorie: filtrano il 99,9% delle particelle e, in caso di incendio, proteggono anche dai gas irritanti presenti nel fumo. Ogni confezione contiene 20 mascherine imbustate singolarmente, con valvola di espirazione per ridurre calore e condensa.</p><p>Ogni mascherina può essere riutilizzata fino a cinque volte se conservata correttamente, e lo stringinaso in alluminio si adatta a ogni tipo di viso.</p>`,
      claims: [
        { quote: '99,9%', class: 'numero' },
        { quote: 'proteggono anche dai gas irritanti presenti nel fumo', class: 'qualitativa' },
        { quote: 'riutilizzata fino a cinque volte', class: 'numero' },
        { quote: 'si adatta a ogni tipo di viso', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-ffp3-03',
      text: `<h2>Respirex FFP3: le cifre</h2><ul><li>Classe FFP3 NR, norma EN 149:2001+A1:2009</li><li>Efficienza filtrante pari o superiore al 99%</li><li>Perdita verso l'interno non oltre il 5%</li><li>Cinque strati di tessuto non tessuto in polipropilene</li><li>Scatola da 20, ognuna nella sua bustina</li></ul><p>Sono monouso: il produttore indica di non usarle oltre un turno di otto ore. Si conservano fino a cinque anni dalla data di produzione, un dettaglio da tenere presente per chi le mette in una scorta d'emergenza. La valutazione media è di 4,4 su 5.</p>`,
      claims: [],
    },
    {
      id: 's6a-ffp3-04',
      text: `<h2>Comode anche dopo ore</h2><p>Ho indossato una Respirex per un'intera giornata di lavori in soffitta, tra polvere e lana di roccia, e a fine giornata non c'era traccia di condensa. Merito della valvola di espirazione e dei cinque strati di tessuto non tessuto.</p><p>Sono disponibili nelle taglie S, M e L, così anche chi ha un viso piccolo trova la misura giusta. Con 27,90 € per venti pezzi, ogni mascherina costa meno di un euro: un prezzo difficile da battere per una FFP3 certificata.</p>`,
      claims: [
        { quote: "Ho indossato una Respirex per un'intera giornata di lavori in soffitta", class: 'test' },
        { quote: 'taglie S, M e L', class: 'specifica' },
        { quote: 'meno di un euro', class: 'prezzo' },
        { quote: 'un prezzo difficile da battere', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-ffp3-05',
      text: `<h2>Perché sceglierle</h2><p>Le FFP3 Respirex sono tra le mascherine più vendute su Amazon nella loro categoria, con una valutazione di 4,8 stelle. Rispetto alle FFP2 trattengono una quota maggiore di particelle, e alla certificazione europea EN 149 si affianca quella americana NIOSH N99.</p><p>La scatola da 20 pezzi e la scadenza a tre anni dalla produzione permettono di tenerle in scorta senza pensieri, pronte in caso di polveri o fumi di saldatura.</p>`,
      claims: [
        { quote: 'tra le mascherine più vendute su Amazon', class: 'valutazione' },
        { quote: '4,8 stelle', class: 'valutazione' },
        { quote: 'Rispetto alle FFP2 trattengono una quota maggiore di particelle', class: 'qualitativa' },
        { quote: 'NIOSH N99', class: 'specifica' },
        { quote: 'tre anni', class: 'numero' },
      ],
    },
  ],
};
export default file;
