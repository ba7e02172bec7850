import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on flood preparedness (dry bag, self-inflating flood bags, crank radio, thigh waders), modelled on Amazon.it listings. */
const file: CaseFile = {
  titolo: "Prepararsi a un'alluvione",
  products: [
    {
      nome_prodotto: 'IDROSECCO Sacca Stagna Impermeabile 20 L, Dry Bag in PVC 500D con Chiusura Roll-Top, Tracolla Regolabile e Custodia Telefono IPX8',
      nome_sintetico: 'IDROSECCO Sacca stagna 20 L',
      specifiche_tecniche: [
        'Capacità: 20 Litri',
        'Materiale: PVC 500D',
        'Chiusura: Roll-top a tre giri con fibbia',
        'Galleggiamento: Sì, se chiusa correttamente',
        'Tracolla: Regolabile, rimovibile',
        'Custodia telefono: Inclusa, certificata IPX8, per smartphone fino a 6,8 pollici',
      ].join('\n'),
      descrizione_generale:
        "La sacca IDROSECCO da 20 litri tiene asciutti documenti, farmaci, vestiti e powerbank anche sotto la pioggia battente o a contatto con l'acqua. La chiusura roll-top si arrotola tre volte e si blocca con la fibbia; chiusa correttamente, la sacca galleggia. Il PVC 500D è spesso e resistente all'abrasione. Include una custodia IPX8 per lo smartphone, utilizzabile con il touch screen.",
      informazioni_articolo: [
        'Marca: IDROSECCO',
        'Numero modello articolo: ID-20',
        'Peso articolo: 540 Grammi',
        'Dimensioni prodotto: 58 x 26 cm',
        'Colore: Giallo',
      ].join('\n'),
      contenuto_scatola: ['1 x Sacca stagna 20 L', '1 x Tracolla', '1 x Custodia impermeabile per telefono'].join('\n'),
      prezzo_prodotto: 19.99,
      prezzo_originale: 19.99,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: "ARGINEX Sacchi Antiallagamento Autogonfianti senza Sabbia, Confezione da 10, Barriera Assorbente per Porte e Garage, si Attivano con l'Acqua in 3 Minuti",
      nome_sintetico: 'ARGINEX Sacchi antiallagamento (10 pezzi)',
      specifiche_tecniche: [
        'Numero di pezzi: 10',
        'Dimensioni da asciutto: 60 x 40 cm',
        'Peso a secco per sacco: 400 Grammi',
        "Peso dopo l'attivazione: circa 20 Chilogrammi",
        'Tempo di attivazione: 3 minuti',
        'Materiale esterno: Tessuto non tessuto in polipropilene',
        'Riempimento: Polimero superassorbente',
        'Uso: Monouso',
      ].join('\n'),
      descrizione_generale:
        "I sacchi ARGINEX sostituiscono i tradizionali sacchi di sabbia: da asciutti sono sottili e pesano circa 400 grammi, ma a contatto con l'acqua il polimero superassorbente interno si gonfia in circa 3 minuti e ogni sacco arriva a pesare circa 20 kg. Disposti davanti a porte, garage e bocche di lupo creano una barriera contro l'acqua che entra. Si conservano piatti in poco spazio e non richiedono né pale né sabbia.",
      informazioni_articolo: [
        'Marca: ARGINEX',
        'Numero modello articolo: AX-10',
        'Peso articolo: 4 Chilogrammi',
        'Colore: Marrone',
      ].join('\n'),
      contenuto_scatola: '10 x Sacchi antiallagamento autogonfianti',
      prezzo_prodotto: 49.99,
      prezzo_originale: 59.99,
      prezzo_scontato: 49.99,
      valutazione_prodotto: 4.0,
    },
    {
      nome_prodotto: 'ONDAVIVA Radio di Emergenza AM/FM con Dinamo a Manovella e Pannello Solare, Power Bank 4000 mAh, Torcia LED, Luce di Lettura e Allarme SOS',
      nome_sintetico: 'ONDAVIVA Radio di emergenza OV-R4',
      specifiche_tecniche: [
        'Bande radio: AM/FM',
        'Capacità della batteria: 4000 Milliampere ore',
        'Fonti di ricarica: Manovella, pannello solare, USB-C, 3 pile AAA',
        'Torcia: LED 1 W',
        'Luce di lettura: Sì',
        'Allarme SOS: Sì, con luce rossa lampeggiante',
        'Uscita: USB-A 5V/1A',
        "Resistenza all'acqua: IPX3",
      ].join('\n'),
      descrizione_generale:
        'Quando manca la corrente, la radio resta il modo più affidabile per seguire gli avvisi delle autorità. ONDAVIVA si ricarica in quattro modi: con la manovella, con il pannello solare, via USB-C o con tre pile AAA. Un minuto di manovella fornisce circa 10 minuti di ascolto radio. La batteria da 4000 mAh alimenta anche la torcia LED, la luce di lettura e l\'allarme SOS, e può ricaricare un telefono in caso di bisogno.',
      informazioni_articolo: [
        'Marca: ONDAVIVA',
        'Numero modello articolo: OV-R4',
        'Peso articolo: 390 Grammi',
        'Dimensioni prodotto: 15,5 x 7,5 x 6 cm',
        'Colore: Arancione',
      ].join('\n'),
      contenuto_scatola: ['1 x Radio OV-R4', '1 x Cavo USB-C', '1 x Cordino', "1 x Manuale d'uso"].join('\n'),
      prezzo_prodotto: 34.99,
      prezzo_originale: 39.99,
      prezzo_scontato: 34.99,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto: 'GUADOSICURO Stivali a Coscia Impermeabili in PVC, Cosciali con Suola Antiscivolo Carrarmato e Cinghie Regolabili, Unisex, Taglie 38-47',
      nome_sintetico: 'GUADOSICURO Stivali a coscia GS-82',
      specifiche_tecniche: [
        'Materiale: PVC',
        'Altezza dello stivale: 82 cm',
        'Suola: Antiscivolo, carrarmato',
        'Chiusura: Cinghie regolabili da agganciare alla cintura',
        'Taglie disponibili: dalla 38 alla 47',
        "Temperatura d'uso: da -10 °C a 40 °C",
      ].join('\n'),
      descrizione_generale:
        "Gli stivali GUADOSICURO arrivano fino a metà coscia, con un'altezza di 82 cm, e permettono di muoversi in cantine, garage e cortili allagati restando asciutti. Il PVC è completamente impermeabile e facile da sciacquare dopo il contatto con fango e acqua sporca. La suola carrarmato antiscivolo dà presa sulle superfici bagnate; le cinghie regolabili si agganciano alla cintura per tenere lo stivale in posizione.",
      informazioni_articolo: [
        'Marca: GUADOSICURO',
        'Numero modello articolo: GS-82',
        'Peso articolo: 2,1 Chilogrammi (paio, taglia 42)',
        'Colore: Verde oliva',
      ].join('\n'),
      contenuto_scatola: '1 x Paio di stivali a coscia',
      prezzo_prodotto: 32.9,
      prezzo_originale: 32.9,
      valutazione_prodotto: 4.2,
    },
  ],
  cases: [
    {
      id: 's4a-guida-alluvione-01',
      text: `<h2>Prepararsi a un'alluvione: quattro acquisti da fare per tempo</h2><p>Un'allerta per alluvione si affronta meglio con qualche acquisto mirato fatto in anticipo: qualcosa per fermare l'acqua sulla soglia, qualcosa per tenere all'asciutto documenti e farmaci, un modo per seguire gli avvisi quando manca la corrente e un paio di stivali per muoversi negli ambienti allagati.</p><p>In questa guida mettiamo a confronto i sacchi autogonfianti ARGINEX, che sostituiscono i sacchi di sabbia, la sacca stagna IDROSECCO da 20 litri, la radio a manovella ONDAVIVA e gli stivali a coscia GUADOSICURO. Si va dai 19,99 € della sacca ai 49,99 € della confezione da dieci sacchi.</p>`,
      claims: [],
    },
    {
      id: 's4a-guida-alluvione-02',
      text: `<h2>IDROSECCO 20 L: documenti e farmaci all'asciutto</h2><p>Documenti, farmaci e vestiti: la sacca stagna IDROSECCO è pensata per tenerli all'asciutto. In PVC 500D, ha una capacità di 20 litri, sufficiente per i documenti, i farmaci e un cambio per due persone, e pesa appena 300 grammi.</p><p>La chiusura roll-top si arrotola tre volte e si blocca con la fibbia; chiusa bene, la sacca galleggia ed è certificata IPX8. Nella confezione c'è anche una custodia per smartphone fino a 6,8 pollici. Con 4,6 su 5 è la sacca stagna meglio recensita su Amazon.</p>`,
      claims: [
        { quote: 'un cambio per due persone', class: 'numero' },
        { quote: '300 grammi', class: 'numero' },
        { quote: 'ed è certificata IPX8', class: 'specifica' },
        { quote: 'la sacca stagna meglio recensita su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's4a-guida-alluvione-03',
      text: `<h2>ARGINEX: la barriera senza sabbia</h2><p>I sacchi ARGINEX fanno il lavoro dei tradizionali sacchi di sabbia senza bisogno di pale né di sabbia. Arrivano piatti, pesano circa 400 grammi ciascuno e si conservano in poco spazio.</p><p>Quando entrano in contatto con l'acqua, il polimero superassorbente contenuto all'interno si gonfia in circa tre minuti e ogni sacco raggiunge una ventina di chili. Da asciutti misurano 60 x 40 cm e l'involucro è in tessuto non tessuto di polipropilene.</p><p>Vanno disposti davanti a porte, garage e bocche di lupo. Sono monouso: la confezione da dieci costa 49,99 €, scontata rispetto ai 59,99 € di listino, e ha una valutazione di 4 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4a-guida-alluvione-04',
      text: `<h2>ONDAVIVA OV-R4: restare informati senza corrente</h2><p>Con la rete elettrica fuori uso, una radio autonoma permette di seguire gli avvisi delle autorità. La ONDAVIVA riceve AM, FM e le onde corte, e si ricarica con manovella, pannello solare, USB-C o tre pile AAA. Un minuto di manovella dà circa 30 minuti di ascolto, mentre al sole la batteria si ricarica completamente in 8 ore.</p><p>La batteria da 4000 mAh alimenta torcia, luce di lettura e allarme SOS e può ricaricare un telefono. Il corpo ha una resistenza all'acqua IPX3. Costa 34,99 €.</p>`,
      claims: [
        { quote: 'le onde corte', class: 'specifica' },
        { quote: 'circa 30 minuti di ascolto', class: 'numero' },
        { quote: 'in 8 ore', class: 'numero' },
      ],
    },
    {
      id: 's4a-guida-alluvione-05',
      text: `<h2>GUADOSICURO GS-82: muoversi nell'acqua</h2><p>Per entrare in cantine, garage e cortili allagati senza bagnarsi servono stivali alti: i GUADOSICURO arrivano a metà coscia, con 82 cm di altezza.</p><p>Sono interamente in PVC impermeabile, che si sciacqua facilmente dopo il contatto con fango e acqua sporca, e hanno una suola carrarmato antiscivolo per avere presa sui pavimenti bagnati. Le cinghie regolabili si agganciano alla cintura e tengono lo stivale in posizione.</p><p>Si trovano dalla taglia 38 alla 47, nel colore verde oliva; un paio in taglia 42 pesa 2,1 kg. Si possono usare tra -10 e 40 °C e costano 32,90 €.</p>`,
      claims: [],
    },
    {
      id: 's4a-guida-alluvione-06',
      text: `<h2>Quale scegliere</h2><p>Se il budget è limitato, partite dalla radio ONDAVIVA (34,99 €) e dalla sacca IDROSECCO (19,99 €): la prima vi tiene informati, la seconda protegge documenti e farmaci. Con la sua batteria da 4000 mAh, la radio ricarica uno smartphone almeno due volte.</p><p>Chi abita al piano terra o ha una cantina dovrebbe aggiungere i sacchi ARGINEX: dieci sacchi bastano a proteggere una porta larga fino a 3 metri. Ricordate infine che la Protezione Civile raccomanda di tenere una scorta d'acqua di 3 litri per persona al giorno, per almeno tre giorni.</p>`,
      claims: [
        { quote: 'almeno due volte', class: 'numero' },
        { quote: 'fino a 3 metri', class: 'numero' },
        { quote: '3 litri per persona al giorno', class: 'numero' },
        { quote: 'almeno tre giorni', class: 'numero' },
      ],
    },
  ],
};
export default file;
