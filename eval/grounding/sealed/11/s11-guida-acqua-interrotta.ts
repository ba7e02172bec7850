import type { CaseFile } from '../../types.ts';

/** Passages of a buying guide to preparing a flat for a multi-day water cut, modelled on Amazon.it listings of four products. */
const file: CaseFile = {
  titolo: "Acqua interrotta per più giorni: come preparare l'appartamento",
  products: [
    {
      nome_prodotto:
        'IDROSCORTA Tanica Acqua Pieghevole 20 Litri con Rubinetto, Contenitore Alimentare Senza BPA, Salvaspazio, per Campeggio ed Emergenze, Confezione da 2',
      nome_sintetico: 'IDROSCORTA Tanica pieghevole 20 L (2 pezzi)',
      specifiche_tecniche: `Marca: IDROSCORTA
Capacità: 20 Litri
Numero di pezzi: 2
Materiale: Polietilene LDPE alimentare, senza BPA
Tipo di chiusura: Tappo a vite con rubinetto
Diametro bocchettone: 5 Centimetri
Dimensioni da piena: 36 x 24 x 30 cm
Dimensioni da piegata: 36 x 24 x 4 cm
Peso articolo: 620 Grammi (2 taniche)
Colore: Blu trasparente`,
      descrizione_generale:
        "Due taniche da 20 litri che da vuote si schiacciano fino a 4 cm di spessore e si ripongono in un cassetto. Il polietilene alimentare senza BPA non cede odori all'acqua; il rubinetto a vite si monta sul tappo e permette di riempire pentole e bicchieri con la tanica appoggiata sul bordo del tavolo. Il bocchettone largo 5 cm facilita pulizia e riempimento. Maniglia integrata per il trasporto.",
      informazioni_articolo: `Numero modello articolo: ID-20F2
Paese di origine: Cina
Data di disponibilità: 2 febbraio 2023`,
      contenuto_scatola: `2 x Tanica pieghevole 20 L
2 x Rubinetto a vite`,
      prezzo_prodotto: 22.99,
      prezzo_originale: 22.99,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto:
        'GOCCIAPURA Compresse Potabilizzanti per Acqua, 100 Compresse a Base di Cloro (NaDCC), 1 Compressa per 1 Litro, per Emergenze, Trekking e Viaggi',
      nome_sintetico: 'GOCCIAPURA Compresse potabilizzanti (100 pz)',
      specifiche_tecniche: `Marca: GOCCIAPURA
Numero di compresse: 100
Principio attivo: Sodio dicloroisocianurato (NaDCC) 3,5 mg
Dosaggio: 1 compressa per 1 litro d'acqua
Tempo di attesa: 30 minuti
Tempo di attesa (acqua fredda o torbida): 60 minuti
Confezione: 10 blister da 10 compresse
Scadenza: 5 anni dalla produzione
Peso articolo: 40 Grammi`,
      descrizione_generale:
        "Rendono potabile l'acqua limpida di dubbia qualità: una compressa in un litro d'acqua, si agita e si attende 30 minuti (60 se l'acqua è molto fredda o leggermente torbida). Il cloro attivo agisce su batteri e virus; non è efficace contro il Cryptosporidium e non elimina fango o sostanze chimiche, quindi l'acqua torbida va prima filtrata con un panno. I blister da 10 compresse proteggono dall'umidità e si infilano in qualsiasi tasca. Leggero retrogusto di cloro.",
      informazioni_articolo: `Numero modello articolo: GP-100
Paese di origine: Italia`,
      contenuto_scatola: `100 compresse in 10 blister
1 x Foglietto illustrativo`,
      prezzo_prodotto: 9.49,
      prezzo_originale: 11.9,
      prezzo_scontato: 9.49,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'VASCASCORTA Sacca Riserva Acqua per Vasca da Bagno 380 Litri con Pompa Manuale, Serbatoio di Emergenza in Materiale Alimentare Senza BPA, per Interruzioni Idriche',
      nome_sintetico: 'VASCASCORTA Sacca per vasca 380 L',
      specifiche_tecniche: `Marca: VASCASCORTA
Capacità: 380 Litri
Materiale: Polietilene alimentare, senza BPA
Compatibilità: Vasche da bagno standard fino a 170 x 75 cm
Tipo di pompa: Pompa a sifone manuale
Tempo di riempimento: circa 20 minuti
Conservazione acqua: fino a 16 settimane
Peso articolo: 900 Grammi
Colore: Trasparente`,
      descrizione_generale:
        "Quando viene annunciata un'interruzione dell'acqua si stende la sacca nella vasca, si collega il lato di riempimento al rubinetto con l'adattatore e in circa 20 minuti si accumulano 380 litri d'acqua pulita, protetta da polvere, capelli e residui di sapone. La pompa a sifone manuale inclusa permette di prelevarla e riempire caraffe e pentole senza sollevare la sacca. L'acqua si conserva fino a 16 settimane. Compatibile con le vasche standard fino a 170 x 75 cm.",
      informazioni_articolo: `Numero modello articolo: VS-380
Paese di origine: Cina`,
      contenuto_scatola: `1 x Sacca da 380 L
1 x Pompa a sifone
1 x Adattatore per rubinetto`,
      prezzo_prodotto: 34.9,
      prezzo_originale: 39.9,
      prezzo_scontato: 34.9,
      valutazione_prodotto: 4.0,
    },
    {
      nome_prodotto:
        'LAVASENZA Salviette Detergenti Corpo Senza Risciacquo, 24 Salviette Maxi 30 x 30 cm, Lavaggio Completo Senza Acqua, pH 5,5, con Aloe Vera, per Emergenze, Campeggio e Persone Allettate',
      nome_sintetico: 'LAVASENZA Salviette senza risciacquo (24 pz)',
      specifiche_tecniche: `Marca: LAVASENZA
Numero di pezzi: 24
Dimensioni salvietta: 30 x 30 cm
Tipo di pelle: Tutti i tipi di pelle
pH: 5,5
Ingredienti chiave: Aloe vera, glicerina
Senza alcool: Sì
Peso articolo: 480 Grammi`,
      descrizione_generale:
        "Salviette maxi imbevute di detergente delicato che lavano senza acqua e senza risciacquo. Una salvietta da 30 x 30 cm basta per lavare viso e corpo di un adulto. Con aloe vera e glicerina, senza alcool e a pH 5,5, sono adatte anche alla pelle sensibile; si possono intiepidire al microonde per 10 secondi nella loro confezione, dopo aver tolto il tappo. La confezione richiudibile mantiene l'umidità.",
      informazioni_articolo: `Numero modello articolo: LS-24M
Paese di origine: Italia`,
      contenuto_scatola: `1 x Confezione da 24 salviette`,
      prezzo_prodotto: 7.99,
      prezzo_originale: 7.99,
      valutazione_prodotto: 4.4,
    },
  ],
  cases: [
    {
      id: 's11-guida-acqua-interrotta-01',
      text: "<h2>Acqua interrotta per più giorni: come preparare l'appartamento</h2><p>Un avviso del gestore, un guasto alla condotta, un cantiere che si prolunga: restare senza acqua corrente per più giorni capita più spesso di quanto si pensi. La regola di base è accumulare almeno 4 litri a persona al giorno, tra bere, cucinare e igiene.</p><p>In questa guida mettiamo a confronto quattro soluzioni complementari: le taniche pieghevoli IDROSCORTA per la scorta da bere, la sacca VASCASCORTA da 380 litri che trasforma la vasca in un serbatoio, le compresse GOCCIAPURA per rendere bevibile l'acqua di dubbia qualità e le salviette LAVASENZA per lavarsi senza acqua. Le abbiamo provate tutte durante un'interruzione di 48 ore nel nostro palazzo.</p>",
      claims: [
        { quote: 'capita più spesso di quanto si pensi', class: 'qualitativa' },
        { quote: 'almeno 4 litri a persona al giorno', class: 'numero' },
        { quote: "Le abbiamo provate tutte durante un'interruzione di 48 ore nel nostro palazzo", class: 'test' },
      ],
    },
    {
      id: 's11-guida-acqua-interrotta-02',
      text: "<h2>VASCASCORTA: la vasca diventa un serbatoio</h2><p>Se l'interruzione è annunciata, la sacca VASCASCORTA è la prima cosa da preparare. Si stende nella vasca, si collega al rubinetto con l'adattatore incluso e in una ventina di minuti contiene 380 litri, al riparo da polvere e residui di sapone. Con la pompa a sifone si riempiono pentole e caraffe senza sollevare nulla.</p><p>Il polietilene è alimentare e senza BPA, e l'acqua si conserva fino a sei mesi. Con 380 litri una famiglia di quattro persone è coperta per due settimane. Attenzione solo alle misure: va bene per vasche fino a 170 x 75 cm.</p>",
      claims: [
        { quote: 'fino a sei mesi', class: 'numero' },
        { quote: 'coperta per due settimane', class: 'numero' },
      ],
    },
    {
      id: 's11-guida-acqua-interrotta-03',
      text: "<h2>Taniche e compresse: la scorta da bere</h2><p>Le IDROSCORTA arrivano in coppia: due taniche da 20 litri con rubinetto a vite che, vuote, si schiacciano fino a 4 cm di spessore. Il bocchettone da 5 cm rende facile lavarle, e il polietilene senza BPA non lascia odori nell'acqua. Reggono cadute da un metro anche piene.</p><p>Per l'acqua di cui non si è sicuri ci sono le GOCCIAPURA: una compressa per litro, 30 minuti d'attesa (un'ora se l'acqua è fredda o un po' torbida). Il cloro agisce su batteri, virus e anche sul Cryptosporidium. La confezione da 100 compresse costa 9,49 euro e basta per 100 litri.</p>",
      claims: [
        { quote: 'Reggono cadute da un metro anche piene', class: 'qualitativa' },
        { quote: 'anche sul Cryptosporidium', class: 'specifica' },
      ],
    },
    {
      id: 's11-guida-acqua-interrotta-04',
      text: "<h2>Igiene senza acqua corrente</h2><p>Con l'acqua contata, anche lavarsi diventa un problema. Qui entrano in gioco le <strong>LAVASENZA</strong>: 24 salviette maxi da 30 x 30 cm, imbevute di un detergente con aloe vera e glicerina, senza alcool e a pH 5,5, adatte anche alla pelle sensibile. Secondo il produttore ne basta una per viso e corpo di un adulto, e non serve risciacquare.</p><p>Chi le preferisce tiepide può scaldarle al microonde per una decina di secondi nella loro confezione, togliendo prima il tappo. La confezione si richiude e le mantiene umide. Costano 7,99 euro e hanno una valutazione media di 4,4 su 5.</p>",
      claims: [],
    },
    {
      id: 's11-guida-acqua-interrotta-05',
      text: "<h2>Come combinarli</h2><p>Nessuno di questi prodotti basta da solo. La sacca VASCASCORTA accumula 380 litri nella vasca, le due taniche IDROSCORTA da 20 litri tengono a portata di mano 40 litri d'acqua da bere, le compresse GOCCIAPURA rendono sicura quella meno affidabile e le salviette LAVASENZA permettono di lavarsi senza consumarne.</p><p>Il tutto costa poco più di 75 euro, meno di una bolletta dell'acqua trimestrale. Le compresse si conservano 5 anni e le taniche fino a 10: conviene comprare tutto ora e riporlo in cantina.</p>",
      claims: [
        { quote: "meno di una bolletta dell'acqua trimestrale", class: 'qualitativa' },
        { quote: 'le taniche fino a 10', class: 'numero' },
      ],
    },
  ],
};
export default file;
