import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on home first aid (first-aid kit, infrared thermometer, instant ice packs), modelled on Amazon.it listings. */
const file: CaseFile = {
  titolo: 'Primo soccorso in casa: cosa tenere',
  products: [
    {
      nome_prodotto: 'CURAMIA Kit di Pronto Soccorso 180 Pezzi, Cassetta Medica Completa per Casa, Auto e Viaggio, Borsa in Nylon con Scomparti, Contenuto secondo DIN 13164',
      nome_sintetico: 'CURAMIA Kit pronto soccorso 180 pezzi CM-180',
      specifiche_tecniche: [
        'Numero di pezzi: 180',
        'Contenuto principale: Cerotti assortiti, garze sterili, bende elastiche, forbici, pinzette, guanti in nitrile, coperta isotermica, salviette disinfettanti, laccio emostatico',
        'Materiale borsa: Nylon 600D idrorepellente',
        'Dimensioni: 24 x 17 x 8 cm',
        'Norma di riferimento: DIN 13164',
        'Scadenza del materiale sterile: 5 anni dalla produzione',
      ].join('\n'),
      descrizione_generale:
        'Il kit CURAMIA raccoglie 180 articoli di primo soccorso in una borsa rossa in nylon 600D, con scomparti interni trasparenti ed elastici che mantengono tutto in ordine e visibile. Il contenuto segue la norma tedesca DIN 13164 per le cassette di pronto soccorso per auto ed è pensato per piccole ferite, tagli, scottature e distorsioni. Il materiale sterile ha una scadenza di 5 anni dalla produzione. Grazie alle dimensioni compatte, 24 x 17 x 8 cm, sta in un cassetto, nel bagagliaio o in uno zaino.',
      informazioni_articolo: [
        'Marca: CURAMIA',
        'Numero modello articolo: CM-180',
        'Peso articolo: 720 Grammi',
        'Colore: Rosso',
      ].join('\n'),
      contenuto_scatola: [
        '1 x Borsa in nylon con 180 articoli di primo soccorso',
        '1 x Elenco del contenuto',
        '1 x Opuscolo di primo soccorso in italiano',
      ].join('\n'),
      prezzo_prodotto: 27.99,
      prezzo_originale: 34.99,
      prezzo_scontato: 27.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: 'TERMOLUCE Termometro Digitale a Infrarossi senza Contatto per Fronte, Lettura in 1 Secondo, Allarme Febbre, Memoria 50 Misurazioni, per Adulti e Bambini',
      nome_sintetico: 'TERMOLUCE Termometro a infrarossi TL-IR50',
      specifiche_tecniche: [
        'Tipo: Infrarossi senza contatto',
        'Tempo di misurazione: 1 secondo',
        'Intervallo di misurazione (corpo): da 32,0 °C a 42,9 °C',
        'Precisione: ±0,2 °C',
        'Distanza di misurazione: da 1 a 3 cm',
        'Memoria: 50 misurazioni',
        'Allarme febbre: Sì, oltre 37,5 °C',
        'Modalità: Corpo, superficie',
        'Alimentazione: 2 pile AAA',
      ].join('\n'),
      descrizione_generale:
        'Il termometro TERMOLUCE misura la temperatura dalla fronte in 1 secondo, senza contatto, tenendolo a 1-3 cm dalla pelle: ideale per controllare la febbre dei bambini anche mentre dormono. Il display si illumina di verde, giallo o rosso in base alla temperatura, con allarme febbre oltre 37,5 °C. La modalità superficie misura la temperatura di biberon, acqua del bagnetto e ambienti. Memorizza le ultime 50 letture.',
      informazioni_articolo: [
        'Marca: TERMOLUCE',
        'Numero modello articolo: TL-IR50',
        'Peso articolo: 95 Grammi (senza pile)',
        'Colore: Bianco',
      ].join('\n'),
      contenuto_scatola: ['1 x Termometro a infrarossi', '2 x Pile AAA', '1 x Manuale in italiano'].join('\n'),
      prezzo_prodotto: 19.99,
      prezzo_originale: 19.99,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto: 'FREDDOSUBITO Ghiaccio Istantaneo Monouso, Confezione da 12 Buste da 15 x 18 cm, Impacco Freddo senza Freezer per Contusioni, Distorsioni e Traumi Sportivi',
      nome_sintetico: 'FREDDOSUBITO Ghiaccio istantaneo (12 buste)',
      specifiche_tecniche: [
        'Numero di pezzi: 12',
        'Dimensioni busta: 15 x 18 cm',
        'Attivazione: Premere la busta interna e agitare',
        'Durata del freddo: da 20 a 30 minuti',
        'Temperatura raggiunta: da 2 °C a 5 °C',
        'Contenuto: Acqua e nitrato di ammonio',
        'Uso: Monouso',
        'Conservazione: A temperatura ambiente, non richiede freezer',
      ].join('\n'),
      descrizione_generale:
        "Basta premere la busta interna e agitare per qualche secondo: FREDDOSUBITO diventa freddo all'istante e resta freddo da 20 a 30 minuti, senza bisogno di freezer. Utile per contusioni, distorsioni, piccoli traumi sportivi e punture di insetto, da tenere nella cassetta di pronto soccorso di casa, in auto o nella borsa della palestra. Non appoggiare direttamente sulla pelle: avvolgere in un panno.",
      informazioni_articolo: [
        'Marca: FREDDOSUBITO',
        'Numero modello articolo: FS-12',
        'Peso articolo: 1,5 Chilogrammi',
      ].join('\n'),
      contenuto_scatola: '12 x Buste di ghiaccio istantaneo',
      prezzo_prodotto: 16.49,
      prezzo_originale: 16.49,
      valutazione_prodotto: 4.4,
    },
  ],
  cases: [
    {
      id: 's4a-guida-primo-soccorso-01',
      text: `<h2>Primo soccorso in casa: cosa tenere a portata di mano</h2><p>Un taglio in cucina, una caviglia girata sulle scale, la febbre che sale di notte: sono piccoli imprevisti, più semplici da gestire se l'occorrente è già in casa.</p><p>Per questa guida abbiamo scelto tre prodotti che si completano: la cassetta CURAMIA da 180 pezzi per ferite e medicazioni, il termometro a infrarossi TERMOLUCE per la febbre e le buste di ghiaccio istantaneo FREDDOSUBITO per contusioni e distorsioni. Il più caro dei tre, il kit CURAMIA, costa 27,99 €; il termometro 19,99 € e le dodici buste di ghiaccio 16,49 €.</p>`,
      claims: [],
    },
    {
      id: 's4a-guida-primo-soccorso-02',
      text: `<h2>CURAMIA CM-180: la cassetta completa</h2><p>Il kit CURAMIA raccoglie 180 articoli in una borsa rossa in nylon 600D, conforme al DM 388/2003 per i luoghi di lavoro. Dentro ci sono cerotti assortiti, garze sterili, bende elastiche, forbici, pinzette, guanti in nitrile, una coperta isotermica e un laccio emostatico, oltre a un termometro clinico.</p><p>Gli scomparti trasparenti tengono tutto in vista e il materiale sterile scade dopo 5 anni. Pesa 720 grammi e, a 27,99 € invece di 34,99 €, costa il 30% in meno.</p>`,
      claims: [
        { quote: 'conforme al DM 388/2003', class: 'specifica' },
        { quote: 'un termometro clinico', class: 'specifica' },
        { quote: 'il 30% in meno', class: 'prezzo' },
      ],
    },
    {
      id: 's4a-guida-primo-soccorso-03',
      text: `<h2>TERMOLUCE TL-IR50: la febbre in un secondo</h2><p>Il produttore lo propone per controllare la febbre dei bambini anche mentre dormono: il TERMOLUCE misura dalla fronte, senza contatto, a una distanza da uno a tre centimetri, e dà il risultato in un secondo.</p><p>La precisione dichiarata è di ±0,2 °C nell'intervallo tra 32 e 42,9 °C. Il display cambia colore, dal verde al giallo al rosso, e oltre i 37,5 °C scatta l'allarme febbre. In modalità superficie controlla biberon, acqua del bagnetto e ambienti.</p><p>Tiene in memoria 50 misurazioni e funziona con due pile AAA, già incluse. Costa 19,99 € e ha una valutazione di 4,2 su 5.</p>`,
      claims: [],
    },
    {
      id: 's4a-guida-primo-soccorso-04',
      text: `<h2>FREDDOSUBITO: il freddo senza freezer</h2><p>Dopo una distorsione i medici consigliano di applicare il freddo per 20 minuti ogni 2 ore. Le buste FREDDOSUBITO si attivano premendo la busta interna e agitando, e restano fredde fino a un'ora.</p><p>Raggiungono una temperatura tra 2 e 5 °C, misurano 15 x 18 cm e la confezione ne contiene 12. Vanno avvolte in un panno, mai sulla pelle nuda. Sono riutilizzabili dopo averle rimesse in freezer.</p>`,
      claims: [
        { quote: 'per 20 minuti ogni 2 ore', class: 'numero' },
        { quote: "fino a un'ora", class: 'numero' },
        { quote: 'riutilizzabili dopo averle rimesse in freezer', class: 'specifica' },
      ],
    },
    {
      id: 's4a-guida-primo-soccorso-05',
      text: `<h2>Dove conservarli</h2><p>Il kit CURAMIA misura 24 x 17 x 8 cm e sta in un cassetto, ma è pensato anche per il bagagliaio: la borsa è idrorepellente e resiste a temperature da -30 °C a 70 °C.</p><p>Il termometro TERMOLUCE pesa 95 grammi senza pile; le buste FREDDOSUBITO invece non hanno bisogno del freezer e si conservano a temperatura ambiente fino a 3 anni. Nella nostra redazione teniamo tutto sullo stesso ripiano, così in caso di bisogno non si perde tempo.</p>`,
      claims: [
        { quote: 'da -30 °C a 70 °C', class: 'numero' },
        { quote: 'fino a 3 anni', class: 'numero' },
        { quote: 'Nella nostra redazione teniamo tutto sullo stesso ripiano', class: 'test' },
      ],
    },
    {
      id: 's4a-guida-primo-soccorso-06',
      text: `<h2>In conclusione</h2><p>Ricapitolando: la cassetta CURAMIA, con i suoi 180 articoli e il materiale sterile valido cinque anni, serve per piccole ferite, tagli, scottature e distorsioni; il termometro TERMOLUCE legge la febbre in un secondo e ricorda le ultime 50 misurazioni; le dodici buste FREDDOSUBITO danno freddo immediato, per 20-30 minuti, senza bisogno del congelatore.</p><p>Il kit è il prodotto meglio valutato dei tre, con 4,5 stelle su 5, e sta comodamente in un cassetto o nel bagagliaio.</p>`,
      claims: [],
    },
  ],
};
export default file;
