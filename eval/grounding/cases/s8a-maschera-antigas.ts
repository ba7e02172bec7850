import type { CaseFile } from '../types.ts';

/** Reviews of a full-face gas mask with an A2B2E2K2P3 filter, modelled on an Amazon.it "maschera antigas pieno facciale" listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: `Respirion Maschera Antigas a Pieno Facciale con Filtro Combinato A2B2E2K2P3 R D, Raccordo Filettato RD40 (EN 148-1), Visore Panoramico in Policarbonato, Taglia Unica, per Vapori Organici, Gas Acidi, Ammoniaca e Polveri`,
    nome_sintetico: `Respirion RX-900`,
    specifiche_tecniche: `Marca: Respirion\nNumero modello articolo: RX-900\nMateriale: Gomma EPDM, Policarbonato\nColore: Nero\nTaglia: Taglia unica\nCertificazione: EN 136 Classe 2 (maschera), EN 14387 (filtro)\nTipo di filtro: A2B2E2K2P3 R D\nAttacco filtro: Filettatura RD40 (EN 148-1)\nPeso articolo: 910 Grammi\nDimensioni prodotto: 26 x 20 x 14 cm\nDurata di conservazione del filtro: 5 anni (sigillato)`,
    descrizione_generale: `La maschera Respirion RX-900 copre l'intero viso con un facciale in gomma EPDM a doppio bordo di tenuta e un visore panoramico in policarbonato trattato antigraffio. La bardatura a cinque punti di regolazione si stringe con fibbie rapide. La semimaschera interna (oro-nasale) con valvole di inspirazione riduce l'appannamento del visore, mentre la membrana fonica permette di comunicare senza togliere la maschera.\n\nIl filtro combinato A2B2E2K2P3 R D, con attacco universale filettato RD40 secondo EN 148-1, protegge da gas e vapori organici con punto di ebollizione superiore a 65 °C (A), gas inorganici (B), gas acidi come l'anidride solforosa (E), ammoniaca (K) e da polveri, fumi e nebbie (P3). La classe 2 indica una capacità media del filtro. La maschera è certificata EN 136 classe 2, il filtro EN 14387. Non utilizzare in ambienti con ossigeno inferiore al 17% o con concentrazioni di contaminanti sconosciute. Il filtro sigillato si conserva per 5 anni dalla data di produzione.`,
    informazioni_articolo: `ASIN: B0BQ5N4K8H\nProduttore: Respirion\nDimensioni del collo: 30 x 24 x 18 cm; 1,2 chilogrammi\nData di disponibilità: 9 novembre 2022\nRecensioni dei clienti: 4,2 su 5 stelle (347 voti)`,
    contenuto_scatola: `1 x Maschera a pieno facciale RX-900\n1 x Filtro A2B2E2K2P3 R D (RD40)\n1 x Borsa di custodia\n1 x Manuale d'uso`,
    prezzo_prodotto: 89.9,
    prezzo_originale: 109,
    prezzo_scontato: 89.9,
    valutazione_prodotto: 4.2,
  },
  cases: [
    {
      id: 's8a-maschera-antigas-01',
      text: `<h2>Respirion RX-900: viso e vie respiratorie protetti</h2><p>La maschera Respirion RX-900 arriva con un filtro combinato A2B2E2K2P3 e un attacco filettato RD40 secondo la EN 148-1, quindi è compatibile con i filtri che usano lo stesso raccordo. Il facciale in silicone ha un doppio bordo di tenuta e il visore panoramico in policarbonato è trattato antigraffio.</p><p>Il filtro copre vapori organici, gas inorganici, gas acidi, ammoniaca e polveri. Protegge anche da agenti nervini e gas di guerra, il che la rende adatta a qualunque scenario di emergenza. Il filtro dura circa 8 ore di uso continuo, poi va sostituito.</p><p>Il prezzo è di 89,90 €, con borsa di custodia inclusa.</p>`,
      claims: [
        { quote: 'Il facciale in silicone', class: 'specifica' },
        { quote: 'Protegge anche da agenti nervini e gas di guerra', class: 'qualitativa' },
        { quote: 'adatta a qualunque scenario di emergenza', class: 'qualitativa' },
        { quote: 'circa 8 ore di uso continuo', class: 'numero' },
      ],
    },
    {
      id: 's8a-maschera-antigas-02',
      text: `<p>Abbiamo indossato la RX-900 durante un pomeriggio di verniciatura a spruzzo in garage, e la semimaschera interna ha tenuto il visore libero dalla condensa per tutto il tempo. La membrana fonica permette di parlare senza sollevare la maschera.</p><p>Il visore è in policarbonato antigraffio e anti-appannamento, con trattamento certificato EN 166. La bardatura a sei punti si regola rapidamente con le fibbie, e la taglia unica calza senza problemi sulla maggior parte dei visi adulti.</p>`,
      claims: [
        { quote: 'Abbiamo indossato la RX-900 durante un pomeriggio di verniciatura a spruzzo in garage', class: 'test' },
        { quote: 'anti-appannamento', class: 'specifica' },
        { quote: 'certificato EN 166', class: 'specifica' },
        { quote: 'a sei punti', class: 'numero' },
        { quote: 'calza senza problemi sulla maggior parte dei visi adulti', class: 'qualitativa' },
      ],
    },
    {
      id: 's8a-maschera-antigas-03',
      text: `<h2>Cosa significa A2B2E2K2P3</h2><p>La sigla del filtro della Respirion RX-900 riassume cosa trattiene: vapori organici con punto di ebollizione sopra i 65 °C (A), gas inorganici (B), gas acidi come l'anidride solforosa (E), ammoniaca (K) e, con la P3, polveri, fumi e nebbie. Il 2 indica una capacità media. Il filtro si avvita all'attacco RD40 secondo EN 148-1 ed è certificato EN 14387; la maschera risponde alla EN 136 in classe 2.</p><p>Attenzione ai limiti indicati dal produttore: non va usata dove l'ossigeno è sotto il 17% né con contaminanti di concentrazione sconosciuta. Sigillato, il filtro si conserva cinque anni dalla produzione.</p><p>In confezione ci sono maschera, filtro, borsa e manuale. Prezzo: 89,90 €, scontato da 109 €.</p>`,
      claims: [],
    },
    {
      id: 's8a-maschera-antigas-04',
      text: `<p>Tra le maschere a pieno facciale sotto i cento euro, la Respirion RX-900 è quella con il filtro più completo: A2B2E2K2P3 copre quasi tutto ciò che si può incontrare fuori da un laboratorio.</p><p>Il visore panoramico offre un campo visivo del 90%, la bardatura a cinque punti si stringe con fibbie rapide e la taglia unica si adatta anche a chi porta la barba. Il facciale in EPDM ha un doppio bordo di tenuta.</p><p>Ha una valutazione di 4,2 stelle e costa 89,90 €, ma l'offerta scade a fine mese.</p>`,
      claims: [
        { quote: 'quella con il filtro più completo', class: 'qualitativa' },
        { quote: `copre quasi tutto ciò che si può incontrare fuori da un laboratorio`, class: 'qualitativa' },
        { quote: 'campo visivo del 90%', class: 'numero' },
        { quote: 'si adatta anche a chi porta la barba', class: 'qualitativa' },
        { quote: `l'offerta scade a fine mese`, class: 'prezzo' },
      ],
    },
    {
      id: 's8a-maschera-antigas-05',
      text: `<h2>Il nostro verdetto</h2><p>La Respirion RX-900 unisce un facciale in EPDM con doppio bordo di tenuta, un visore in policarbonato e un filtro combinato A2B2E2K2P3 R D con raccordo RD40. Pesa 910 grammi e si ripone nella borsa in dotazione.</p><p>Una volta aperto, il filtro va sostituito ogni 6 mesi, e la maschera non va usata dove l'ossigeno scende sotto il 17%. Sul fronte della qualità costruttiva è superiore a molti modelli militari di surplus.</p><p>Con 347 recensioni e una media di 4,2 su 5, costa 89,90 €: è la maschera che abbiamo premiato nel nostro test comparativo di quest'anno.</p>`,
      claims: [
        { quote: 'ogni 6 mesi', class: 'numero' },
        { quote: 'superiore a molti modelli militari di surplus', class: 'qualitativa' },
        { quote: `abbiamo premiato nel nostro test comparativo di quest'anno`, class: 'test' },
      ],
    },
  ],
};
export default file;
