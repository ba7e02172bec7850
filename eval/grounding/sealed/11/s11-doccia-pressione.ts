import type { CaseFile } from '../../types.ts';

/** Reviews of a hand-pump pressurised camping shower, modelled on an Amazon.it listing of the kind. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'AQUAVIVA Doccia da Campeggio a Pressione 16 L con Pompa Manuale, Doccia Portatile Solare con Tubo da 2 m e Soffione On/Off, Non Serve Appenderla, per Campeggio, Spiaggia e Van',
    nome_sintetico: 'AQUAVIVA Doccia a pressione 16 L',
    specifiche_tecniche: `Marca: AQUAVIVA
Capacità: 16 Litri
Materiale: PVC a 5 strati
Tipo di pompa: Pompa manuale integrata
Pressione massima di esercizio: 3 bar
Lunghezza tubo: 2 Metri
Modalità di getto: 2
Temperatura massima dell'acqua: 60 gradi Celsius
Colore: Nero
Peso articolo: 1,1 Chilogrammi`,
    descrizione_generale:
      "Con la doccia AQUAVIVA non serve appendere la sacca a un ramo: la pompa a mano integrata mette in pressione il serbatoio da 16 litri con circa 30 pompate, e l'acqua esce dal soffione con un getto costante anche con la sacca appoggiata a terra. Una valvola di sicurezza scarica l'aria in eccesso oltre i 3 bar. Il corpo nero in PVC a 5 strati assorbe il calore del sole: con 25 °C di temperatura esterna, in circa 3 ore di esposizione l'acqua arriva a 40 °C. Una carica completa garantisce fino a 8 minuti di doccia continua.\nIl soffione ha 2 modalità di getto e un interruttore on/off per risparmiare acqua mentre ci si insapona. Vuota, la doccia si arrotola e si ripone nella sacca di trasporto inclusa.",
    informazioni_articolo: `Numero modello articolo: AV-PS16
Dimensioni articolo L x P x H: 40 x 30 x 12 cm
Peso articolo: 1,1 Chilogrammi
Paese di origine: Cina
Data di disponibilità: 12 marzo 2023`,
    contenuto_scatola: `1 x Serbatoio doccia da 16 L con pompa manuale
1 x Tubo da 2 m
1 x Soffione con interruttore on/off
1 x Gancio a S
1 x Sacca di trasporto
1 x Manuale d'istruzioni`,
    prezzo_prodotto: 34.99,
    prezzo_originale: 42.99,
    prezzo_scontato: 34.99,
    valutazione_prodotto: 4.3,
  },
  cases: [
    {
      id: 's11-doccia-pressione-01',
      text: "<h2>AQUAVIVA 16 L: la doccia che non va appesa</h2><p>Niente rami da cercare: la AQUAVIVA ha una <strong>pompa a mano integrata</strong>, e una trentina di pompate bastano a mettere in pressione il serbatoio da 16 litri, che funziona anche appoggiato a terra.</p><p>Il corpo nero in PVC a cinque strati scalda l'acqua al sole fino a 40 °C in circa tre ore, se fuori ci sono 25 gradi. Con una carica si ottengono fino a <strong>15 minuti</strong> di doccia continua. Il tubo da 2 metri e il soffione con interruttore on/off completano la dotazione, e il materiale è certificato senza ftalati.</p><p>A 34,99 euro è una delle docce a pressione più economiche su Amazon.</p>",
      claims: [
        { quote: '15 minuti', class: 'numero' },
        { quote: 'certificato senza ftalati', class: 'specifica' },
        { quote: 'una delle docce a pressione più economiche su Amazon', class: 'qualitativa' },
      ],
    },
    {
      id: 's11-doccia-pressione-02',
      text: "<p>Sedici litri d'acqua, una pompa a mano e nessun bisogno di appendere nulla: è questa la formula della <strong>AQUAVIVA Doccia a pressione 16 L</strong>. Il serbatoio va in pressione con una trentina di colpi di pompa, e una valvola di sicurezza sfiata l'aria se si superano i 3 bar.</p><ul><li><strong>Acqua scaldata dal sole:</strong> il nero del PVC a 5 strati, dopo circa tre ore al sole con 25 °C all'esterno, porta l'acqua sui 40 gradi.</li><li><strong>Autonomia:</strong> fino a otto minuti di getto continuo per carica.</li><li><strong>Soffione:</strong> due modalità e un interruttore on/off per non sprecare acqua mentre ci si insapona.</li><li><strong>Ingombro:</strong> un chilo e cento grammi, tubo da due metri, sacca di trasporto inclusa.</li></ul><p>Il prezzo attuale è di 34,99 euro, contro i 42,99 di listino.</p>",
      claims: [],
    },
    {
      id: 's11-doccia-pressione-03',
      text: "<h2>Prova sul campo</h2><p>L'abbiamo portata in campeggio al lago per un fine settimana, usandola ogni sera dopo la canoa. Il funzionamento è semplice: si riempie il serbatoio da 16 litri, si danno una trentina di pompate e si apre il soffione, che offre due modalità di getto.</p><p>Lasciata al sole dal mattino, nel primo pomeriggio l'acqua era già calda; la scheda parla di 40 °C dopo circa 3 ore con 25 °C esterni. Il PVC a cinque strati è resistente ai raggi UV e agli strappi, e il tubo è lungo 2 metri. Pesa 1,1 kg.</p><p>La media delle valutazioni è di 4,3 su 5, su oltre 2.000 recensioni.</p>",
      claims: [
        { quote: "L'abbiamo portata in campeggio al lago per un fine settimana", class: 'test' },
        { quote: "nel primo pomeriggio l'acqua era già calda", class: 'test' },
        { quote: 'resistente ai raggi UV e agli strappi', class: 'specifica' },
        { quote: 'oltre 2.000 recensioni', class: 'valutazione' },
      ],
    },
    {
      id: 's11-doccia-pressione-04',
      text: "<h2>Per il van e la spiaggia</h2><p>Nel van lo spazio conta: vuota, la AQUAVIVA si arrotola e finisce nella sua sacca di trasporto. Il serbatoio contiene 20 litri, e con la pompa manuale si arriva alla pressione massima di esercizio, 3 bar, in 10 secondi.</p><p>Rispetto alle docce a gravità il getto è nettamente più forte. Lasciata al sole, l'acqua può arrivare fino a 60 °C, quindi meglio controllarne la temperatura prima di aprire il soffione. Nella confezione, oltre al tubo e al soffione, ci sono un gancio a S e un kit di riparazione con toppe.</p>",
      claims: [
        { quote: '20 litri', class: 'numero' },
        { quote: 'in 10 secondi', class: 'numero' },
        { quote: 'Rispetto alle docce a gravità il getto è nettamente più forte', class: 'qualitativa' },
        { quote: 'fino a 60 °C', class: 'numero' },
        { quote: 'un kit di riparazione con toppe', class: 'specifica' },
      ],
    },
    {
      id: 's11-doccia-pressione-05',
      text: "<h2>Domande rapide sulla AQUAVIVA</h2><p><strong>Quanta acqua contiene?</strong> 16 litri, che bastano per un massimo di 8 minuti di doccia senza interruzioni.</p><p><strong>Serve appenderla?</strong> No: la pressione la dà la pompa a mano (circa 30 pompate), quindi funziona anche posata a terra. Nella confezione c'è comunque un gancio a S.</p><p><strong>Si può riempire con acqua calda?</strong> Sì, purché non superi i 60 °C indicati come temperatura massima dell'acqua.</p><p><strong>Quanto costa?</strong> È in offerta a 34,99 €, otto euro in meno del prezzo di listino di 42,99 €. Voto medio: 4,3 stelle su 5.</p>",
      claims: [],
    },
    {
      id: 's11-doccia-pressione-06',
      text: "<p>Doccia portatile per campeggio e spiaggia, la AQUAVIVA punta tutto sulla pompa a mano: niente rami, bastano circa 30 pompate. Il serbatoio nero da 16 litri in PVC scalda l'acqua al sole, il soffione ha un interruttore on/off e il tubo è lungo 2 metri.</p><p>Una valvola di sicurezza scarica l'aria oltre i 3 bar. Il modello AV-PS16 è coperto da una garanzia di 2 anni e costa solo 29,99 euro, con uno sconto del 30%. I clienti di Amazon le danno 4,7 stelle.</p>",
      claims: [
        { quote: 'garanzia di 2 anni', class: 'numero' },
        { quote: '29,99 euro', class: 'prezzo' },
        { quote: 'sconto del 30%', class: 'prezzo' },
        { quote: '4,7 stelle', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
