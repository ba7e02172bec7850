import type { CaseFile } from '../../types.ts';

/** Passages of a buying guide to emergency preparation for people with reduced mobility (four Amazon.it products). */
const file: CaseFile = {
  titolo: "Emergenze e mobilità ridotta: quattro strumenti per prepararsi",
  products: [
    {
      nome_prodotto: "Evakar S1 Sedia di Evacuazione Pieghevole per Scale con Cingoli e Freno a Frizione, Portata 182 kg, per Persone con Mobilità Ridotta, con Supporto a Parete",
      nome_sintetico: "Evakar S1",
      specifiche_tecniche: `Marca: Evakar
Nome modello: S1
Portata massima: 182 Chilogrammi
Peso articolo: 13,5 Chilogrammi
Dimensioni da aperta: 52 x 105 x 118 cm
Spessore da chiusa: 20 Centimetri
Sistema di discesa: cingoli con freno a frizione
Materiale telaio: alluminio
Cinture di sicurezza: 2
Poggiatesta: imbottito
Operatori richiesti: 1
Certificazione: dispositivo medico classe I, CE`,
      descrizione_generale: `La sedia Evakar S1 permette a un solo operatore di far scendere le scale a una persona che non può camminare, durante un'evacuazione o quando l'ascensore è fuori servizio. I cingoli con freno a frizione controllano la velocità di discesa, mentre le due cinture e il poggiatesta imbottito tengono la persona in sicurezza. Chiusa è spessa 20 cm e si appende a parete con il supporto incluso, vicino alle scale. Prima dell'uso è necessario un addestramento: il produttore offre un video tutorial in italiano.`,
      informazioni_articolo: `Produttore: Evakar Safety
Numero modello articolo: EVK-S1
Garanzia: 2 anni`,
      contenuto_scatola: `1 sedia di evacuazione S1
1 supporto a parete
1 telo di copertura antipolvere
Manuale d'uso in italiano`,
      prezzo_prodotto: 649,
      prezzo_originale: 699,
      prezzo_scontato: 649,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: "Vocea Alert One Allarme Personale 130 dB con Luce LED, Ricaricabile USB-C, Attivazione a Strappo, con Moschettone, Nero",
      nome_sintetico: "Vocea Alert One",
      specifiche_tecniche: `Marca: Vocea
Nome modello: Alert One
Volume sirena: 130 dB
Attivazione: a strappo del perno
Luce: LED bianca, fissa o lampeggiante
Capacità della batteria: 130 Milliampere ore
Autonomia sirena: circa 40 minuti continui
Autonomia in standby: fino a 12 mesi
Ricarica: USB-C
Peso articolo: 28 Grammi
Dimensioni: 7 x 3 x 1,5 cm`,
      descrizione_generale: `Basta tirare il perno: Alert One emette una sirena da 130 dB che attira l'attenzione di vicini e soccorritori. È pensato per anziani, persone con mobilità ridotta o chiunque possa trovarsi in difficoltà senza riuscire a chiamare aiuto. Si aggancia al deambulatore, alla sedia a rotelle, alla borsa o alle chiavi con il moschettone. Reinserendo il perno la sirena si ferma. La luce LED aiuta nel buio.`,
      informazioni_articolo: `Produttore: Vocea
Numero modello articolo: VC-A1-BK
Colore: Nero`,
      contenuto_scatola: `1 allarme personale Alert One
1 moschettone
1 cavo USB-C`,
      prezzo_prodotto: 15.99,
      prezzo_originale: 15.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: "Dosio Portapillole Settimanale 7 Giorni 4 Scomparti, Scatoline Giornaliere Estraibili, Lettere Grandi, Coperchi a Scatto con Guarnizione, Senza BPA",
      nome_sintetico: "Dosio portapillole 7x4",
      specifiche_tecniche: `Marca: Dosio
Configurazione: 7 giorni x 4 scomparti (mattina, mezzogiorno, sera, notte)
Numero di scomparti: 28
Scatoline giornaliere: estraibili
Chiusura: coperchi a scatto con guarnizione
Materiale: polipropilene senza BPA
Dimensioni: 24 x 15 x 3,5 cm
Peso articolo: 190 Grammi
Colore: multicolore`,
      descrizione_generale: `Ogni giorno della settimana ha la sua scatolina estraibile con quattro scomparti (mattina, mezzogiorno, sera, notte), da portare con sé se bisogna uscire di casa in fretta. Le lettere grandi e i colori diversi per ogni giorno aiutano chi ha difficoltà di vista, e i coperchi a scatto con guarnizione tengono le compresse all'asciutto.`,
      informazioni_articolo: `Produttore: Dosio
Numero modello articolo: DS-7X4
Lavabile in lavastoviglie: No`,
      contenuto_scatola: `1 organizer settimanale con 7 scatoline estraibili`,
      prezzo_prodotto: 12.49,
      prezzo_originale: 12.49,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: "Kelvo Power Bank 20000 mAh, Ricarica Rapida PD 22,5 W, USB-C e 2 USB-A, Display Digitale, Torcia LED Integrata, Grigio",
      nome_sintetico: "Kelvo 20000 mAh",
      specifiche_tecniche: `Marca: Kelvo
Capacità della batteria: 20000 Milliampere ore
Energia: 74 Wattora
Potenza massima in uscita: 22,5 Watt
Porte: 1 USB-C (ingresso/uscita), 2 USB-A (uscita)
Dispositivi caricabili contemporaneamente: 3
Tempo di ricarica: circa 6 ore (con caricatore da 18 W)
Display: digitale, percentuale di carica
Torcia: LED integrata
Peso articolo: 360 Grammi
Dimensioni: 15 x 7 x 2,8 cm`,
      descrizione_generale: `Con 20000 mAh il Kelvo ricarica uno smartphone circa 4 volte: utile durante un blackout per restare raggiungibili. Il display indica la percentuale residua e la torcia LED integrata aiuta a muoversi al buio. Si ricarica via USB-C.`,
      informazioni_articolo: `Produttore: Kelvo Energy
Numero modello articolo: KV-PB20
Colore: Grigio`,
      contenuto_scatola: `1 power bank Kelvo 20000 mAh
1 cavo USB-C / USB-C
Manuale`,
      prezzo_prodotto: 29.99,
      prezzo_originale: 35.99,
      prezzo_scontato: 29.99,
      valutazione_prodotto: 4.5,
    },
  ],
  cases: [
    {
      id: 's10b-guida-mobilita-ridotta-01',
      text: "<h2>Prepararsi quando muoversi è difficile</h2><p>Per chi usa una sedia a rotelle o cammina con difficoltà, prepararsi a un'emergenza richiede qualche attenzione in più. In Italia le persone con disabilità motorie sono oltre 3 milioni, e durante un'evacuazione sono quelle che rischiano di più.</p><p>In questa guida vediamo quattro strumenti: la sedia di evacuazione <strong>Evakar S1</strong>, l'allarme personale <strong>Vocea Alert One</strong>, il portapillole settimanale <strong>Dosio</strong> e il power bank <strong>Kelvo</strong> da 20.000 mAh. Li abbiamo selezionati insieme a un'associazione di persone con disabilità.</p>",
      claims: [
        { quote: 'oltre 3 milioni', class: 'numero' },
        { quote: 'sono quelle che rischiano di più', class: 'qualitativa' },
        { quote: "Li abbiamo selezionati insieme a un'associazione di persone con disabilità", class: 'test' },
      ],
    },
    {
      id: 's10b-guida-mobilita-ridotta-02',
      text: "<h2>Evakar S1: giù per le scale senza ascensore</h2><p>Quando l'ascensore è fuori servizio, la sedia <strong>Evakar S1</strong> permette a un solo operatore di portare giù per le scale una persona che non può camminare. I cingoli con freno a frizione controllano la discesa e la portata arriva a 182 kg. Pesa 13,5 kg, ma chiusa è spessa appena 20 cm e si appende a parete vicino alle scale.</p><p>Funziona anche in salita, grazie al motore elettrico opzionale, e l'addestramento richiede non più di dieci minuti. Costa 649 euro: tanti, ma meno della metà di un montascale.</p>",
      claims: [
        { quote: 'motore elettrico opzionale', class: 'specifica' },
        { quote: 'non più di dieci minuti', class: 'numero' },
        { quote: 'meno della metà di un montascale', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-guida-mobilita-ridotta-03',
      text: "<h2>Chiedere aiuto e non dimenticare le terapie</h2><p>Chi non riesce a chiamare aiuto può contare sull'allarme personale <strong>Vocea Alert One</strong>: basta tirare il perno per far partire una sirena da 130 decibel, che si ferma reinserendolo. Pesa 28 grammi, si aggancia con il moschettone al deambulatore o alla sedia a rotelle e ha anche una luce LED, fissa o lampeggiante. La batteria si ricarica via USB-C, resta in standby fino a un anno e garantisce circa quaranta minuti di sirena continua.</p><p>Per i farmaci, il portapillole <strong>Dosio</strong> divide la settimana in sette scatoline estraibili con quattro scomparti ciascuna, dalla mattina alla notte: se bisogna uscire in fretta si prende quella del giorno. Lettere grandi, un colore per ogni giorno e coperchi a scatto con guarnizione, per 12,49 euro.</p>",
      claims: [],
    },
    {
      id: 's10b-guida-mobilita-ridotta-04',
      text: "<h2>Kelvo 20000 mAh: energia di riserva</h2><p>Durante un blackout il telefono è ciò che ci tiene raggiungibili. Il <strong>Kelvo</strong> da 20.000 mAh, cioè 74 Wh, lo ricarica circa quattro volte e ha tre uscite per caricare più dispositivi insieme. Soprattutto, può alimentare per diverse ore un materasso antidecubito o un concentratore di ossigeno portatile.</p><p>Con 22,5 W di potenza e la ricarica wireless integrata, è tra i più versatili della sua fascia. Il display indica la carica in percentuale e la torcia LED torna utile al buio. Si ricarica completamente in 2 ore.</p>",
      claims: [
        { quote: 'può alimentare per diverse ore un materasso antidecubito o un concentratore di ossigeno portatile', class: 'qualitativa' },
        { quote: 'ricarica wireless integrata', class: 'specifica' },
        { quote: 'tra i più versatili della sua fascia', class: 'qualitativa' },
        { quote: 'in 2 ore', class: 'numero' },
      ],
    },
    {
      id: 's10b-guida-mobilita-ridotta-05',
      text: "<h2>Conclusioni</h2><p>Quattro strumenti, quattro bisogni diversi: scendere le scale con la Evakar S1 anche senza ascensore, chiamare aiuto con l'Alert One, portare con sé i farmaci della giornata grazie al Dosio e tenere carico il telefono con il Kelvo durante un blackout. La spesa maggiore è la sedia, 649 euro; gli altri tre insieme costano meno di 60 euro.</p><p>Il nostro consiglio: conservate una scorta di farmaci per almeno due settimane e, prima di tutto, imparate a usare la sedia con l'addestramento certificato offerto dal produttore. Sono tutti disponibili con spedizione Prime.</p>",
      claims: [
        { quote: 'per almeno due settimane', class: 'numero' },
        { quote: "l'addestramento certificato offerto dal produttore", class: 'specifica' },
        { quote: 'disponibili con spedizione Prime', class: 'specifica' },
      ],
    },
  ],
};
export default file;
