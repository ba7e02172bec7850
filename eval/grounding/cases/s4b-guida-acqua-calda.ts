import type { CaseFile } from '../types.ts';

/** Passages of a buying guide on washing without hot water: solar shower bag, portable LPG water heater, rinse-free body wipes. */
const file: CaseFile = {
  titolo: `Quando manca l'acqua calda`,
  products: [
    {
      nome_prodotto: `SOLEDOCCIA Doccia Solare Portatile 20 Litri con Termometro, Sacca in PVC Nero con Tubo e Soffione On/Off, per Campeggio, Giardino ed Emergenza`,
      nome_sintetico: `Soledoccia doccia solare 20 L`,
      specifiche_tecniche: `Marca: Soledoccia
Capacità: 20 Litri
Materiale: PVC multistrato
Temperatura massima dell'acqua: 45 gradi Celsius
Tempo di riscaldamento: 3 ore (con sole pieno, temperatura esterna 25 °C)
Lunghezza tubo: 60 Centimetri
Dimensioni: 62 x 40 cm (vuota)
Peso articolo: 450 Grammi
Termometro integrato: Sì (scala 0-60 °C)
Colore: Nero`,
      descrizione_generale: `Acqua calda gratis, basta il sole. La sacca nera assorbe la luce e in circa 3 ore di sole pieno porta 20 litri d'acqua fino a 45 °C; il termometro sul fronte dice quando è il momento giusto. Appesa a un ramo o al gancio incluso, regala una doccia di 8-10 minuti. Vuota si arrotola e pesa meno di mezzo chilo.`,
      informazioni_articolo: `Numero modello articolo: SD-20T
Produttore: Soledoccia Outdoor
ASIN: B09TQ4LM2C`,
      contenuto_scatola: `1 x Sacca doccia 20 L
1 x Tubo con soffione on/off
1 x Gancio`,
      prezzo_prodotto: 15.99,
      prezzo_originale: 15.99,
      valutazione_prodotto: 4.0,
    },
    {
      nome_prodotto: `TERMOGAS Scaldabagno Portatile a Gas GPL 6 Litri/Min, Scaldacqua Istantaneo da Esterno 12 kW con Accensione a Batterie, Doccia da Campeggio, Camper e Giardino`,
      nome_sintetico: `Termogas scaldabagno portatile 6 L/min`,
      specifiche_tecniche: `Marca: Termogas
Tipo di gas: GPL (butano/propano)
Potenza termica: 12 Kilowatt
Portata d'acqua: 6 Litri al minuto
Pressione acqua di esercizio: 0,2 - 7,6 bar
Pressione gas: 30 Millibar
Accensione: Automatica, 2 batterie D (1,5 V)
Innalzamento temperatura: Fino a 25 gradi Celsius (a 6 litri/min)
Dimensioni: 50 x 29 x 12 cm
Peso articolo: 5,2 Chilogrammi
Materiale: Acciaio verniciato, scambiatore in rame
Uso: Solo all'aperto`,
      descrizione_generale: `Acqua calda istantanea ovunque ci sia una bombola di GPL. Con 12 kW di potenza scalda fino a 6 litri al minuto, con un aumento di temperatura fino a 25 °C: abbastanza per una doccia calda in campeggio, in giardino o quando la caldaia di casa si guasta. Si accende da solo all'apertura dell'acqua grazie a due batterie D, quindi non serve corrente elettrica. Funziona con la pressione dell'acquedotto o con una pompa a 12 V (non inclusa).

ATTENZIONE: da utilizzare esclusivamente all'aperto. Non installare in bagno o in ambienti chiusi.`,
      informazioni_articolo: `Numero modello articolo: TG-6LPG
Produttore: Termogas Italia
Dispositivi di sicurezza: Valvola di sicurezza fiamma, protezione antisurriscaldamento, spegnimento per mancanza d'acqua
ASIN: B0B7HZ3KQ1`,
      contenuto_scatola: `1 x Scaldabagno
1 x Soffione doccia con tubo da 1,5 m
1 x Regolatore gas 30 mbar
1 x Tubo gas da 1,5 m
1 x Kit di montaggio a parete`,
      prezzo_prodotto: 119,
      prezzo_originale: 139,
      prezzo_scontato: 119,
      valutazione_prodotto: 4.1,
    },
    {
      nome_prodotto: `PULIVIA Salviette Detergenti Corpo Senza Risciacquo, 6 Confezioni da 20 Salviette XL 30 x 20 cm, con Aloe Vera, per Igiene in Emergenza, Campeggio, Persone Allettate`,
      nome_sintetico: `Pulivia salviette senza risciacquo XL`,
      specifiche_tecniche: `Marca: Pulivia
Numero di pezzi: 120
Numero di confezioni: 6
Salviette per confezione: 20
Dimensioni salvietta: 30 x 20 Centimetri
Ingredienti principali: Aloe vera, glicerina
Profumazione: Senza profumo
pH: 5,5
Dermatologicamente testato: Sì
Materiale: Tessuto non tessuto in viscosa
Peso articolo: 1,1 Chilogrammi`,
      descrizione_generale: `Lavarsi senza acqua e senza risciacquo. Le salviette XL Pulivia sono grandi il doppio di una salvietta comune e permettono l'igiene completa del corpo quando l'acqua manca o è fredda: interruzioni idriche, blackout, campeggio, persone allettate. La chiusura richiudibile evita che si secchino.`,
      informazioni_articolo: `Numero modello articolo: PV-XL120
Produttore: Pulivia Care
Periodo post-apertura: 12 mesi
ASIN: B0C1RPX8VD`,
      contenuto_scatola: `6 x Confezione da 20 salviette`,
      prezzo_prodotto: 18.5,
      prezzo_originale: 18.5,
      valutazione_prodotto: 4.5,
    },
  ],
  cases: [
    {
      id: 's4b-guida-acqua-calda-01',
      text: `<h2>Quando manca l'acqua calda</h2><p>Una caldaia in blocco, un guasto alla rete del gas, un blackout che spegne lo scaldabagno elettrico: sono tutti casi in cui si resta senza acqua calda. Per lavarsi servono allora alternative che non dipendano dall'impianto di casa.</p><p>In questa guida mettiamo a confronto tre soluzioni molto diverse: la doccia solare Soledoccia da 20 litri, che sfrutta il sole e costa meno di 16 euro; lo scaldabagno portatile a GPL Termogas, che dà acqua calda istantanea senza corrente elettrica; e le salviette XL Pulivia, per l'igiene completa senza acqua né risciacquo.</p>`,
      claims: [],
    },
    {
      id: 's4b-guida-acqua-calda-02',
      text: `<h2>Soledoccia 20 L: acqua calda gratis, se c'è il sole</h2><p>L'abbiamo appesa sul balcone in una giornata di luglio e dopo un paio d'ore l'acqua era già bella calda. La sacca nera in PVC multistrato assorbe la luce e, con sole pieno e 25 °C all'esterno, porta 20 litri fino a 60 °C in circa tre ore; il termometro sul fronte dice quando è pronta.</p><p>Appesa a un ramo, garantisce una doccia di 8-10 minuti, e il PVC anti-UV dura diverse stagioni. Vuota si arrotola e pesa 450 grammi. Costa 15,99 euro.</p>`,
      claims: [
        { quote: `L'abbiamo appesa sul balcone in una giornata di luglio`, class: 'test' },
        { quote: `fino a 60 °C`, class: 'numero' },
        { quote: `anti-UV`, class: 'specifica' },
        { quote: `dura diverse stagioni`, class: 'qualitativa' },
      ],
    },
    {
      id: 's4b-guida-acqua-calda-03',
      text: `<h2>Termogas TG-6LPG: la doccia calda con una bombola</h2><p>Se serve acqua calda vera e in quantità, lo scaldabagno portatile Termogas è la scelta giusta. Con 12 kW scalda fino a 6 litri al minuto, alzando la temperatura dell'acqua in ingresso fino a 25 °C. Si collega a una normale bombola di GPL con il regolatore da 30 mbar incluso e si accende da solo all'apertura dell'acqua, grazie a due batterie torcia da 1,5 V: niente corrente elettrica.</p><p>Funziona con una pressione dell'acqua tra 0,2 e 7,6 bar, quindi con l'acquedotto o con una pompa a 12 V, che va comprata a parte. Attenzione: va usato esclusivamente all'aperto, mai in bagno o in un ambiente chiuso. Pesa 5,2 kg e costa 119 euro, scontato dai 139 di listino.</p>`,
      claims: [],
    },
    {
      id: 's4b-guida-acqua-calda-04',
      text: `<h2>Pulivia XL: lavarsi senza acqua</h2><p>Quando l'acqua è fredda o manca del tutto, le salviette senza risciacquo sono l'unica soluzione davvero pratica. Le Pulivia sono in formato XL, 30 x 20 cm, grandi il doppio di una salvietta comune, con aloe vera e glicerina, senza profumo e con pH 5,5. Sono biodegradabili e dermatologicamente testate.</p><p>La confezione contiene 150 salviette, divise in sei pacchetti richiudibili, e chiuse si conservano fino a 3 anni. Costano 18,50 euro.</p>`,
      claims: [
        { quote: `l'unica soluzione davvero pratica`, class: 'qualitativa' },
        { quote: `biodegradabili`, class: 'specifica' },
        { quote: `150 salviette`, class: 'numero' },
        { quote: `fino a 3 anni`, class: 'numero' },
      ],
    },
    {
      id: 's4b-guida-acqua-calda-05',
      text: `<h2>Quale scegliere</h2><p>Dipende da quanto dura l'emergenza e da dove vivete. La Soledoccia è la soluzione più economica, 15,99 euro, ma ha bisogno del sole. Il Termogas, a 99 euro, scalda l'acqua all'istante con una bombola di GPL: con una bombola da 10 kg si fanno circa 20 docce. Se la finestra è aperta, si può usare anche in bagno.</p><p>Le salviette Pulivia, infine, non richiedono nulla: né acqua, né gas, né sole.</p>`,
      claims: [
        { quote: `99 euro`, class: 'prezzo' },
        { quote: `circa 20 docce`, class: 'numero' },
        { quote: `si può usare anche in bagno`, class: 'qualitativa' },
      ],
    },
    {
      id: 's4b-guida-acqua-calda-06',
      text: `<p>In una casa ben preparata conviene tenere insieme più soluzioni: una scorta di salviette Pulivia per i primi giorni e la doccia solare o lo scaldabagno a gas per le interruzioni più lunghe. Ricordate anche l'acqua: secondo la Protezione Civile ne servono almeno 4 litri a persona al giorno, per bere e per l'igiene.</p><p>Tutti e tre i prodotti hanno una valutazione media pari o superiore a 4,5 stelle su Amazon.it, quindi si va sul sicuro.</p>`,
      claims: [
        { quote: `almeno 4 litri a persona al giorno`, class: 'numero' },
        { quote: `pari o superiore a 4,5 stelle`, class: 'valutazione' },
      ],
    },
  ],
};
export default file;
