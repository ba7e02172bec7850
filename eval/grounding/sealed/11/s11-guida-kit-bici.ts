import type { CaseFile } from '../../types.ts';

/** Passages of a buying guide to an emergency kit for urban bike commuters, modelled on Amazon.it listings of four products. */
const file: CaseFile = {
  titolo: "Kit d'emergenza per chi va al lavoro in bici: cosa portare sempre",
  products: [
    {
      nome_prodotto:
        'FERRAVIA Multiattrezzo Bici 16 in 1 con Smagliacatena, Chiavi a Brugola, Torx T25, Chiavi per Raggi e Leve Copertone, Acciaio al Cromo Vanadio, Custodia in Neoprene',
      nome_sintetico: 'FERRAVIA Multiattrezzo bici 16 in 1',
      specifiche_tecniche: `Marca: FERRAVIA
Numero di funzioni: 16
Chiavi a brugola: 2, 2,5, 3, 4, 5, 6, 8 mm
Chiave Torx: T25
Cacciaviti: a croce e a taglio
Smagliacatena: Sì, per catene da 8 a 11 velocità
Chiavi per raggi: 14G, 15G
Materiale: Acciaio al cromo vanadio, corpo in lega di alluminio
Dimensioni articolo: 7,5 x 4 x 2 cm
Peso articolo: 165 Grammi`,
      descrizione_generale:
        "Sedici funzioni in 165 grammi: sette chiavi a brugola da 2 a 8 mm, una Torx T25 per i dischi freno, cacciavite a croce e a taglio, due chiavi per raggi, smagliacatena per catene da 8 a 11 velocità, due leve per copertoni e un apribottiglie. Gli attrezzi in acciaio al cromo vanadio si ripiegano nel corpo in alluminio e il tutto entra nella custodia in neoprene, da infilare nella tasca della giacca o nella borsa sottosella.",
      informazioni_articolo: `Numero modello articolo: FV-MT16
Paese di origine: Taiwan`,
      contenuto_scatola: `1 x Multiattrezzo 16 in 1
1 x Custodia in neoprene`,
      prezzo_prodotto: 19.99,
      prezzo_originale: 24.99,
      prezzo_scontato: 19.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto:
        'SPINTAIR Mini Pompa Bici con Manometro 120 PSI, Valvola Presta e Schrader, Tubo Flessibile Estraibile, Supporto da Telaio, Alluminio, 21 cm',
      nome_sintetico: 'SPINTAIR Mini pompa 120 PSI',
      specifiche_tecniche: `Marca: SPINTAIR
Pressione massima: 120 PSI (8,3 bar)
Compatibilità valvola: Presta, Schrader
Manometro: Integrato nel tubo
Lunghezza: 21 Centimetri
Materiale: Alluminio CNC
Peso articolo: 115 Grammi
Tipo di montaggio: Supporto al telaio con fascette`,
      descrizione_generale:
        "Piccola abbastanza da stare in tasca, la SPINTAIR arriva a 120 PSI ed è adatta a bici da strada, MTB e city bike. Il tubo flessibile estraibile evita di forzare la valvola durante il gonfiaggio e integra un manometro che si legge mentre si pompa. Si fissa al telaio accanto al portaborraccia con il supporto incluso.",
      informazioni_articolo: `Numero modello articolo: SP-120G
Paese di origine: Cina`,
      contenuto_scatola: `1 x Mini pompa
1 x Supporto da telaio
2 x Fascette in velcro
1 x Ago per palloni`,
      prezzo_prodotto: 16.9,
      prezzo_originale: 16.9,
      valutazione_prodotto: 4.3,
    },
    {
      nome_prodotto:
        'LUMIRONDA Set Luci Bici LED Ricaricabili USB-C, Anteriore 400 Lumen e Posteriore 30 Lumen, Impermeabili IPX5, 4 + 6 Modalità, Montaggio Senza Attrezzi',
      nome_sintetico: 'LUMIRONDA Set luci bici USB-C',
      specifiche_tecniche: `Marca: LUMIRONDA
Flusso luminoso anteriore: 400 Lumen
Flusso luminoso posteriore: 30 Lumen
Capacità batteria: 1200 mAh (anteriore), 400 mAh (posteriore)
Autonomia: 2-10 ore (anteriore), 4-12 ore (posteriore)
Tempo di ricarica: 2,5 ore
Porta di ricarica: USB-C
Grado di protezione: IPX5
Modalità di illuminazione: 4 (anteriore), 6 (posteriore)
Peso articolo: 110 Grammi (set)`,
      descrizione_generale:
        "Un set completo per pedalare col buio: la luce anteriore da 400 lumen illumina la strada, la posteriore da 30 lumen rende visibili da dietro. Entrambe si ricaricano via USB-C e hanno un indicatore che avvisa quando la batteria è scarica. Si montano e si smontano senza attrezzi con le cinghie in silicone, adatte a manubri e reggisella di diametro diverso.",
      informazioni_articolo: `Numero modello articolo: LR-400S
Paese di origine: Cina`,
      contenuto_scatola: `1 x Luce anteriore
1 x Luce posteriore
2 x Cavo USB-C
4 x Cinghie in silicone`,
      prezzo_prodotto: 21.99,
      prezzo_originale: 29.99,
      prezzo_scontato: 21.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto:
        'CURAPRONTO Kit Primo Soccorso Compatto 42 Pezzi, Borsetta Impermeabile con Coperta Isotermica, per Bici, Moto, Zaino e Auto, Rosso',
      nome_sintetico: 'CURAPRONTO Kit primo soccorso 42 pezzi',
      specifiche_tecniche: `Marca: CURAPRONTO
Numero di pezzi: 42
Materiale borsa: Nylon con rivestimento TPU impermeabile
Dimensioni: 14 x 9 x 5 cm
Peso articolo: 180 Grammi
Colore: Rosso
Chiusura: Cerniera`,
      descrizione_generale:
        "Un kit di primo soccorso che sta in una tasca: 42 pezzi per medicare piccole ferite e abrasioni, con garze sterili, cerotti, bende elastiche, salviette disinfettanti e guanti in nitrile. Include una coperta isotermica da 210 x 160 cm e un fischietto. La borsetta in nylon impermeabile si chiude con cerniera e ha un passante per la cintura.",
      informazioni_articolo: `Numero modello articolo: CP-42B
Paese di origine: Cina`,
      contenuto_scatola: `16 x Cerotti assortiti
6 x Salviette disinfettanti
4 x Tamponi imbevuti di alcol
4 x Garze sterili 10 x 10 cm
2 x Bende elastiche
1 x Rotolo di cerotto in tela
2 x Paia di guanti in nitrile
1 x Forbicine
1 x Pinzette
1 x Coperta isotermica 210 x 160 cm
1 x Fischietto
2 x Spille di sicurezza
1 x Busta di ghiaccio istantaneo`,
      prezzo_prodotto: 14.99,
      prezzo_originale: 14.99,
      valutazione_prodotto: 4.6,
    },
  ],
  cases: [
    {
      id: 's11-guida-kit-bici-01',
      text: "<h2>Kit d'emergenza per chi va al lavoro in bici: cosa portare sempre</h2><p>Una foratura alle otto meno un quarto, la luce che si scarica al rientro, una caduta banale sul pavé bagnato: chi pedala ogni giorno in città conosce bene questi imprevisti. Non serve uno zaino pieno: quattro oggetti bastano, e insieme pesano meno di mezzo chilo.</p><p>Abbiamo selezionato il multiattrezzo FERRAVIA 16 in 1, la mini pompa SPINTAIR con manometro, il set di luci ricaricabili LUMIRONDA e il kit di primo soccorso CURAPRONTO da 42 pezzi. Secondo i dati ISTAT, un ciclista urbano su tre fora almeno una volta l'anno.</p>",
      claims: [
        { quote: 'meno di mezzo chilo', class: 'numero' },
        { quote: 'un ciclista urbano su tre', class: 'numero' },
      ],
    },
    {
      id: 's11-guida-kit-bici-02',
      text: "<h2>Riparare una foratura in dieci minuti</h2><p>Con il <strong>FERRAVIA 16 in 1</strong> si hanno in tasca sette brugole da 2 a 8 mm, la Torx T25 per i dischi, due chiavi per raggi e soprattutto due leve per smontare il copertone. Lo smagliacatena funziona con catene da 8 a 12 velocità. Gli attrezzi sono in acciaio al cromo vanadio e il tutto pesa 165 grammi.</p><p>Per rigonfiare c'è la <strong>SPINTAIR</strong>: 21 cm, 115 grammi, valvole Presta e Schrader, manometro integrato nel tubo. Arriva a 120 PSI, cioè circa 8 bar, e in due minuti porta una gomma da strada a pressione.</p>",
      claims: [
        { quote: 'in dieci minuti', class: 'numero' },
        { quote: 'da 8 a 12 velocità', class: 'numero' },
        { quote: 'in due minuti', class: 'numero' },
      ],
    },
    {
      id: 's11-guida-kit-bici-03',
      text: "<h2>Vedere ed essere visti</h2><p>Per il rientro col buio c'è il set <strong>LUMIRONDA</strong>. La luce anteriore fa 400 lumen con una batteria da 1200 mAh e dura da 2 a 10 ore a seconda della modalità (ce ne sono quattro); la posteriore, da 30 lumen e 400 mAh, ne offre sei e resiste da 4 a 12 ore.</p><p>Si ricaricano via USB-C in due ore e mezza, con i due cavi inclusi, e sono impermeabili con grado IPX5. Si montano senza attrezzi grazie alle cinghie in silicone: nella confezione ce ne sono quattro. Il set pesa 110 grammi e costa 21,99 euro invece di 29,99.</p>",
      claims: [],
    },
    {
      id: 's11-guida-kit-bici-04',
      text: "<h2>Il primo soccorso in 180 grammi</h2><p>Una sbucciatura dopo una caduta è l'incidente più comune per chi va in bici, e il <strong>CURAPRONTO</strong> ha quello che serve: 42 pezzi tra cerotti, garze sterili 10 x 10 cm, salviette disinfettanti, bende elastiche e due paia di guanti in nitrile. Ci sono anche una coperta isotermica da 210 x 160 cm e un fischietto.</p><p>La borsetta rossa in nylon impermeabile misura 14 x 9 x 5 cm e si aggancia al manubrio con il velcro. Il contenuto è conforme alla norma DIN 13167.</p>",
      claims: [
        { quote: "l'incidente più comune per chi va in bici", class: 'qualitativa' },
        { quote: 'si aggancia al manubrio con il velcro', class: 'specifica' },
        { quote: 'DIN 13167', class: 'specifica' },
      ],
    },
    {
      id: 's11-guida-kit-bici-05',
      text: "<h2>In sintesi</h2><p>Il kit completo costa circa 74 euro: 19,99 per il multiattrezzo FERRAVIA, 16,90 per la pompa SPINTAIR, 21,99 per le luci LUMIRONDA e 14,99 per il primo soccorso CURAPRONTO. Le valutazioni vanno da 4,3 a 4,6 stelle, e le luci LUMIRONDA sono le più vendute della loro categoria su Amazon.</p><p>Noi usiamo questa combinazione da sei mesi nel tragitto casa-ufficio e non ci ha mai lasciati a piedi. Multiattrezzo, pompa e kit di primo soccorso entrano insieme in una borsa sottosella da 0,8 litri; le luci restano sulla bici.</p>",
      claims: [
        { quote: 'le luci LUMIRONDA sono le più vendute della loro categoria su Amazon', class: 'valutazione' },
        { quote: 'Noi usiamo questa combinazione da sei mesi nel tragitto casa-ufficio', class: 'test' },
        { quote: 'non ci ha mai lasciati a piedi', class: 'test' },
        { quote: '0,8 litri', class: 'numero' },
      ],
    },
  ],
};
export default file;
