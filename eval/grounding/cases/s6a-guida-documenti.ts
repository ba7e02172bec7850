import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on protecting documents, cash and USB keys in an emergency (fireproof pouch, encrypted key, RFID belt, waterproof pouches). */
const file: CaseFile = {
  titolo: "Documenti, contanti e chiavette: proteggere ciò che conta in emergenza",
  products: [
    {
      nome_prodotto: "Pyrosafe Borsa Ignifuga per Documenti 38 x 28 cm, Busta Portadocumenti Resistente al Fuoco in Fibra di Vetro Siliconata, Chiusura a Zip e Velcro, Nero",
      nome_sintetico: "Pyrosafe Busta Ignifuga A4",
      specifiche_tecniche: "Marca: Pyrosafe\nMateriale: Fibra di vetro con doppio rivestimento in silicone\nDimensioni: 38 x 28 cm\nFormato documenti: A4\nChiusura: Zip con patta in velcro\nResistenza al calore del materiale: Fino a 1000 °C\nImpermeabilità: Resistente agli schizzi, non immergibile\nPeso articolo: 310 Grammi\nColore: Nero",
      descrizione_generale: "Tessuto in fibra di vetro siliconata che non brucia e non fonde: il materiale resiste fino a 1000 °C. Pensata per passaporti, contanti, gioielli e chiavette, si ripone in un cassetto, in un armadio o in valigia. Nota: il tessuto è ignifugo, ma in un incendio prolungato la temperatura interna può comunque danneggiare documenti e supporti elettronici; per una protezione certificata usa una cassaforte ignifuga. Resiste agli schizzi d'acqua ma non all'immersione.",
      informazioni_articolo: "Numero modello articolo: PS-FB3828\nProduttore: Pyrosafe\nPeso articolo: 310 Grammi\nData di disponibilità: 30 agosto 2022",
      contenuto_scatola: "1 busta ignifuga",
      prezzo_prodotto: 15.99,
      prezzo_originale: 15.99,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto: "Cryptokey Chiavetta USB Crittografata 64 GB con Tastierino PIN, Crittografia Hardware AES-XTS 256 bit, USB 3.2 Gen 1, Certificazione FIPS 140-2 Livello 3",
      nome_sintetico: "Cryptokey USB Crittografata 64 GB",
      specifiche_tecniche: "Marca: Cryptokey\nCapacità di memoria: 64 GB\nInterfaccia: USB 3.2 Gen 1 (USB-A)\nCrittografia: AES-XTS 256 bit hardware\nCertificazione: FIPS 140-2 Livello 3\nVelocità di lettura: Fino a 180 MB/s\nVelocità di scrittura: Fino a 95 MB/s\nLunghezza PIN: Da 7 a 15 cifre\nProtezione: IP57 (polvere e acqua)\nMateriale: Alluminio, tastierino rivestito in resina epossidica\nPeso articolo: 32 Grammi",
      descrizione_generale: "Scansioni di passaporto, polizze, cartelle cliniche: sulla Cryptokey restano leggibili solo a chi conosce il PIN. La crittografia avviene nell'hardware, senza software né driver, e funziona con Windows, macOS, Linux, Android e sistemi embedded. Dopo 10 tentativi errati la chiavetta cancella la chiave di crittografia e i dati diventano irrecuperabili.\nUna batteria ricaricabile interna alimenta il tastierino e si ricarica collegando la chiavetta a una porta USB. Involucro in alluminio con protezione IP57.",
      informazioni_articolo: "Numero modello articolo: CK-64P\nProduttore: Cryptokey Security\nPeso articolo: 32 Grammi\nGaranzia: 3 anni\nData di disponibilità: 11 maggio 2023",
      contenuto_scatola: "Chiavetta USB\nCustodia protettiva\nGuida rapida",
      prezzo_prodotto: 119,
      prezzo_originale: 139,
      prezzo_scontato: 119,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: "Viagard Marsupio Porta Documenti Sottovestiti con Blocco RFID, Cintura Porta Soldi Nascosta in Nylon Ripstop, 4 Tasche con Zip, Grigio",
      nome_sintetico: "Viagard Marsupio RFID",
      specifiche_tecniche: "Marca: Viagard\nMateriale: Nylon ripstop, schiena in rete traspirante\nDimensioni: 30 x 14 cm\nNumero di tasche: 4 tasche con zip\nBlocco RFID: Sì, 13,56 MHz\nCintura: Elastica regolabile, da 65 a 120 cm di circonferenza\nPeso articolo: 85 Grammi\nColore: Grigio",
      descrizione_generale: "Da portare sotto i vestiti, a contatto con la vita: contiene passaporto, carte, contanti e uno smartphone fino a 6,7 pollici nelle sue quattro tasche con zip. Lo strato schermante blocca la lettura a distanza delle carte contactless e dei passaporti elettronici (frequenza 13,56 MHz). La schiena in rete traspirante lo rende comodo anche d'estate.",
      informazioni_articolo: "Numero modello articolo: VG-RFB4\nProduttore: Viagard\nPeso articolo: 85 Grammi\nData di disponibilità: 14 marzo 2022",
      contenuto_scatola: "Marsupio\nSacchetto in tessuto",
      prezzo_prodotto: 12.99,
      prezzo_originale: 14.99,
      prezzo_scontato: 12.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: "Aquadoc Custodia Impermeabile per Documenti IPX8, Formato A4, Busta Stagna Trasparente con Tripla Chiusura a Pressione, Confezione da 3",
      nome_sintetico: "Aquadoc Buste Stagne A4 (3 pz)",
      specifiche_tecniche: "Marca: Aquadoc\nNumero di pezzi: 3\nFormato: A4\nDimensioni esterne: 35 x 26 cm\nMateriale: PVC trasparente\nSpessore: 0,3 Millimetri\nGrado di protezione: IPX8 (immersione fino a 10 metri per 30 minuti)\nChiusura: Tripla chiusura a pressione con aletta di bloccaggio\nPeso articolo: 160 Grammi",
      descrizione_generale: "Tre buste trasparenti formato A4 per tenere all'asciutto documenti, contratti e fotocopie durante un'alluvione o un'evacuazione. La tripla chiusura a pressione con aletta garantisce la protezione IPX8, fino a 10 metri per 30 minuti. Essendo trasparenti, i documenti si leggono senza aprire la busta. Le buste galleggiano. Non resistenti al fuoco.",
      informazioni_articolo: "Numero modello articolo: AD-A4X3\nProduttore: Aquadoc\nPeso articolo: 160 Grammi\nData di disponibilità: 2 febbraio 2024",
      contenuto_scatola: "3 buste stagne A4\n3 cordini",
      prezzo_prodotto: 11.49,
      prezzo_originale: 11.49,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: 's6a-guida-documenti-01',
      text: `<h2>Documenti, contanti e chiavette: cosa proteggere e come</h2><p>Quando bisogna lasciare la casa, ciò che conta davvero sta in poco spazio: documenti d'identità, contanti, le copie digitali di contratti e cartelle cliniche. In questa guida mettiamo a confronto quattro soluzioni diverse.</p><p>La <strong>busta Pyrosafe</strong> in fibra di vetro siliconata resiste alle fiamme, le <strong>buste Aquadoc</strong> all'acqua; il <strong>marsupio Viagard</strong> tiene passaporto e contanti addosso, sotto i vestiti, e la <strong>chiavetta Cryptokey</strong> custodisce le copie digitali dietro un PIN. Nessuna fa tutto: la busta ignifuga resiste solo agli schizzi, mentre le buste stagne non sono resistenti al fuoco. Per questo conviene combinarle.</p>`,
      claims: [],
    },
    {
      id: 's6a-guida-documenti-02',
      text: `<h2>Fuoco e acqua: Pyrosafe e Aquadoc</h2><p>La <strong>Pyrosafe</strong> è una busta formato A4 da 38 x 28 cm in fibra di vetro con doppio rivestimento in silicone, chiusa da zip e patta in velcro. Il tessuto regge fino a 1000 °C e mantiene i documenti intatti anche dopo un'ora tra le fiamme, con certificazione UL 94 V-0.</p><p>Le <strong>Aquadoc</strong> coprono il rischio opposto: tre buste trasparenti in PVC con tripla chiusura a pressione, IPX8 fino a 10 metri per mezz'ora. Il PVC da 0,3 mm è il più spesso tra le custodie di questo tipo, e i fogli si leggono senza aprire la busta.</p>`,
      claims: [
        { quote: "mantiene i documenti intatti anche dopo un'ora tra le fiamme", class: 'numero' },
        { quote: 'UL 94 V-0', class: 'specifica' },
        { quote: 'il più spesso tra le custodie di questo tipo', class: 'qualitativa' },
      ],
    },
    {
      id: 's6a-guida-documenti-03',
      text: `<h2>Cryptokey 64 GB: le copie digitali sotto chiave</h2><p>Le scansioni di passaporto, polizze e cartelle cliniche stanno comodamente nei 64 GB della <strong>Cryptokey</strong>, protette da crittografia hardware AES-XTS a 256 bit con certificazione FIPS 140-2 Livello 3. Non servono software né driver, e la chiavetta funziona anche con Android e Linux.</p><p>Il PIN va da 7 a 15 cifre; dopo 5 tentativi sbagliati la chiave di crittografia viene cancellata. Le prestazioni sono buone: 180 MB/s in lettura e 150 MB/s in scrittura. L'abbiamo tenuta una notte nel congelatore e al mattino il tastierino funzionava regolarmente.</p>`,
      claims: [
        { quote: '5 tentativi sbagliati', class: 'numero' },
        { quote: '150 MB/s in scrittura', class: 'numero' },
        { quote: "L'abbiamo tenuta una notte nel congelatore", class: 'test' },
      ],
    },
    {
      id: 's6a-guida-documenti-04',
      text: `<h2>Viagard e il conto finale</h2><p>Per contanti e passaporto da tenere addosso c'è il <strong>marsupio Viagard</strong>: si porta sotto i vestiti, ha quattro tasche con zip e accoglie anche uno smartphone fino a 6,7 pollici. Lo strato schermante blocca i 13,56 MHz di carte contactless e passaporti elettronici, e il nylon ripstop è idrorepellente. Con 85 grammi è il prodotto più leggero della selezione, e la cintura elastica si regola da 65 a 140 cm.</p><p>L'insieme dei quattro prodotti costa circa 160 euro. La Cryptokey da sola vale circa tre quarti della spesa, ma è anche il prodotto con la valutazione più alta.</p>`,
      claims: [
        { quote: 'idrorepellente', class: 'specifica' },
        { quote: 'il prodotto più leggero della selezione', class: 'qualitativa' },
        { quote: 'da 65 a 140 cm', class: 'numero' },
      ],
    },
  ],
};
export default file;
