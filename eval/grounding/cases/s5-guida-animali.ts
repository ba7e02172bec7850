import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on pets in emergencies: pet first-aid kit, LED collar, dog water bottle. */
const file: CaseFile = {
  titolo: 'Animali domestici in emergenza',
  products: [
    {
      nome_prodotto: "PETAID Kit Primo Soccorso per Cani e Gatti 86 Pezzi, Borsa Impermeabile con Bende, Forbici, Pinzetta per Zecche, Coperta Isotermica, per Viaggi ed Emergenze",
      nome_sintetico: "PetAid kit primo soccorso 86 pezzi",
      specifiche_tecniche: "Marca: PetAid\nNumero di pezzi: 86\nMateriale della borsa: Nylon 600D\nCaratteristica speciale: Impermeabile, striscia riflettente\nColore: Rosso\nDimensioni articolo L x P x H: 22 x 15 x 8 centimetri\nPeso articolo: 450 Grammi\nAnimale consigliato: Cane, gatto",
      descrizione_generale: "Un kit pensato per i primi minuti dopo un incidente, in casa, in viaggio o durante un'evacuazione. La borsa in nylon impermeabile, con striscia riflettente e maniglia, contiene 86 articoli: bende autoadesive che non si attaccano al pelo, garze sterili, forbici a punta arrotondata, pinzetta per le zecche, termometro digitale, coperta isotermica e una museruola in nylon a misura regolabile.\n\nIncluso un manuale illustrato di primo soccorso veterinario in italiano, con le manovre essenziali per ferite, colpi di calore e avvelenamenti.",
      informazioni_articolo: "Numero modello articolo: PA-86K\nProduttore: PetAid\nPaese di origine: Cina",
      contenuto_scatola: "1 borsa di primo soccorso con 86 articoli\n1 manuale illustrato in italiano",
      prezzo_prodotto: 32.99,
      prezzo_originale: 36.99,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: "LUMIPET Collare Luminoso LED Ricaricabile USB-C per Cani, Taglia Regolabile 35-70 cm, 3 Modalità di Luce, Visibile fino a 500 m, Impermeabile IP65",
      nome_sintetico: "Lumipet collare LED",
      specifiche_tecniche: "Marca: Lumipet\nLunghezza: regolabile da 35 a 70 centimetri\nModalità di luce: 3 (fissa, lampeggiante lenta, lampeggiante veloce)\nAutonomia: 6-10 ore\nTempo di ricarica: 1 ora\nPorta di ricarica: USB-C\nGrado di protezione: IP65\nMateriale: Silicone\nColore: Verde\nPeso articolo: 25 Grammi",
      descrizione_generale: "Con il collare Lumipet il tuo cane resta visibile fino a 500 metri anche nel buio più completo: perfetto per le passeggiate serali, ma anche per ritrovarlo se si allontana durante un blackout o un'evacuazione notturna. Il tubo in silicone morbido si taglia a misura con le forbici, da 35 a 70 cm.\n\nTre modalità di luce, fissa e due lampeggianti, e fino a 10 ore di autonomia in modalità lampeggiante; si ricarica in un'ora con un cavo USB-C. Protezione IP65 contro pioggia e schizzi.",
      informazioni_articolo: "Numero modello articolo: LP-C70\nProduttore: Lumipet\nBatterie incluse: Sì\nPaese di origine: Cina",
      contenuto_scatola: "1 collare LED\n1 cavo USB-C",
      prezzo_prodotto: 14.99,
      prezzo_originale: 17.99,
      valutazione_prodotto: 4.2,
    },
    {
      nome_prodotto: "HYDROPAW Borraccia per Cani 550 ml con Ciotola Integrata, Portatile, Antigoccia, Senza BPA, con Filtro a Carbone, per Passeggiate e Viaggi",
      nome_sintetico: "HydroPaw borraccia per cani 550 ml",
      specifiche_tecniche: "Marca: HydroPaw\nCapacità: 550 Millilitri\nMateriale: Tritan senza BPA\nFiltro: Carbone attivo\nChiusura: antigoccia con blocco\nPeso articolo: 180 Grammi\nDimensioni articolo L x P x H: 26 x 8 x 6 centimetri\nColore: Grigio",
      descrizione_generale: "Premi il pulsante e l'acqua riempie la ciotola a forma di foglia; quello che il cane non beve torna nella borraccia con un secondo tocco, senza sprechi. Il filtro a carbone attivo migliora il sapore dell'acqua del rubinetto.\n\nIl blocco di sicurezza evita perdite nello zaino o in auto, e il corpo in Tritan senza BPA si lava anche in lavastoviglie. Con 550 ml è adatta ai cani di taglia piccola e media.",
      informazioni_articolo: "Numero modello articolo: HP-550\nProduttore: HydroPaw\nPaese di origine: Cina",
      contenuto_scatola: "1 borraccia con ciotola integrata\n1 filtro a carbone attivo\n1 cordino",
      prezzo_prodotto: 16.99,
      prezzo_originale: 19.99,
      valutazione_prodotto: 4.6,
    },
  ],
  cases: [
    {
      id: 's5-guida-animali-01',
      text: "<h2>Animali domestici in emergenza</h2><p>Un piano di emergenza di famiglia dovrebbe pensare anche a cani e gatti: un'evacuazione notturna o un blackout riguardano anche loro. Questa guida mette insieme tre accessori che coprono i bisogni essenziali:</p><ul><li><strong>cure</strong>: il kit PetAid, con 86 articoli di primo soccorso e un manuale illustrato in italiano;</li><li><strong>visibilità</strong>: il collare Lumipet, una luce LED che si vede fino a mezzo chilometro di distanza;</li><li><strong>acqua</strong>: la borraccia HydroPaw da 550 ml, con ciotola integrata.</li></ul><p>La spesa complessiva resta sotto i 70 euro.</p>",
      claims: [],
    },
    {
      id: 's5-guida-animali-02',
      text: "<h2>PetAid: il pronto soccorso in una borsa</h2><p>Con 86 articoli, il PetAid è il kit più completo che si trovi sotto i 40 euro. Dentro la borsa in nylon 600D impermeabile ci sono bende autoadesive che non si attaccano al pelo, garze sterili, forbici a punta arrotondata, una pinzetta per le zecche e una coperta isotermica.</p><p>Il termometro digitale legge la temperatura in 10 secondi, e il manuale in italiano è stato redatto da veterinari dell'Università di Bologna. Costa 32,99 euro.</p>",
      claims: [
        { quote: 'il kit più completo che si trovi sotto i 40 euro', class: 'qualitativa' },
        { quote: '10 secondi', class: 'numero' },
        { quote: "redatto da veterinari dell'Università di Bologna", class: 'specifica' },
      ],
    },
    {
      id: 's5-guida-animali-03',
      text: "<h2>Lumipet: trovarlo anche al buio</h2><p>Durante un'evacuazione notturna un cane spaventato può allontanarsi e sparire nel buio. Il collare Lumipet lo rende visibile fino a 500 metri, con tre modalità di luce e un'autonomia che arriva a 20 ore in modalità lampeggiante.</p><p>Il tubo in silicone si taglia a misura, da 35 a 70 cm, e si ricarica via USB-C in un'ora. La protezione IP68 permette di lasciarlo anche durante il bagno al mare o al lago. Lo abbiamo fatto indossare al nostro labrador per un mese di passeggiate serali.</p>",
      claims: [
        { quote: '20 ore', class: 'numero' },
        { quote: 'IP68', class: 'specifica' },
        { quote: 'permette di lasciarlo anche durante il bagno al mare o al lago', class: 'qualitativa' },
        { quote: 'Lo abbiamo fatto indossare al nostro labrador per un mese di passeggiate serali', class: 'test' },
      ],
    },
    {
      id: 's5-guida-animali-04',
      text: "<h2>HydroPaw: acqua senza sprechi</h2><p>In uno zaino d'emergenza ogni sorso conta, ed è qui che la borraccia HydroPaw si fa notare: un pulsante riempie la ciotola a forma di foglia, un secondo tocco fa rientrare l'acqua che il cane non ha bevuto. Il blocco di sicurezza evita perdite nello zaino o in auto, e il filtro a carbone attivo migliora il sapore dell'acqua del rubinetto.</p><p>Il corpo in Tritan senza BPA contiene poco più di mezzo litro, pesa 180 grammi e va anche in lavastoviglie. È pensata per cani di taglia piccola e media. Il prezzo è di 16,99 euro e la valutazione media, 4,6 su 5, è la più alta dei tre prodotti della guida.</p>",
      claims: [],
    },
    {
      id: 's5-guida-animali-05',
      text: "<h2>Prima che serva</h2><p>Gli accessori da soli non bastano: nello zaino d'emergenza dell'animale vanno messe anche una scorta di cibo per almeno sette giorni e una copia del libretto sanitario. Per l'acqua, calcolate circa 50 ml per ogni chilo di peso del cane al giorno.</p><p>Con kit, collare e borraccia la base è coperta: il PetAid a 32,99 euro, il Lumipet a 14,99 e la HydroPaw a 16,99. Tre acquisti che, in caso di terremoto, possono salvare la vita del vostro animale.</p>",
      claims: [
        { quote: 'una scorta di cibo per almeno sette giorni', class: 'numero' },
        { quote: 'circa 50 ml per ogni chilo di peso del cane al giorno', class: 'numero' },
        { quote: 'possono salvare la vita del vostro animale', class: 'qualitativa' },
      ],
    },
  ],
};
export default file;
