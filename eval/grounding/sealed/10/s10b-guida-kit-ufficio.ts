import type { CaseFile } from '../../types.ts';

/** Passages of a buying guide to an office / workplace emergency kit (four Amazon.it products). */
const file: CaseFile = {
  titolo: "Kit di emergenza per l'ufficio: cosa tenere nel cassetto della scrivania",
  products: [
    {
      nome_prodotto: "Medilia Cassetta di Pronto Soccorso Aziendale Conforme DM 388/2003 Allegato 2, per Aziende Gruppo C fino a 2 Lavoratori, Valigetta in ABS con Supporto a Parete",
      nome_sintetico: "Medilia Kit Allegato 2",
      specifiche_tecniche: `Marca: Medilia
Conformità: DM 388/2003, Allegato 2
Destinazione: aziende del gruppo C (fino a 2 lavoratori)
Materiale valigetta: ABS
Dimensioni: 26 x 17 x 8 cm
Peso articolo: 850 Grammi
Montaggio: a parete o da appoggio
Colore: Arancione
Numero di componenti: 21`,
      descrizione_generale: `Pacchetto di medicazione conforme all'Allegato 2 del DM 388/2003, obbligatorio per le aziende del gruppo C con meno di tre lavoratori. La valigetta in ABS ha il supporto per il fissaggio a parete e contiene guanti monouso, garze sterili, cerotti, soluzione fisiologica, disinfettante, forbici, pinzette, teli sterili, rotolo di benda, laccio emostatico, sacchetto per rifiuti sanitari e ghiaccio istantaneo. Le istruzioni indicano come usare ogni componente.`,
      informazioni_articolo: `Produttore: Medilia Srl
Numero modello articolo: MD-ALL2-OR
Scadenza minima dei componenti: 24 mesi`,
      contenuto_scatola: `1 valigetta in ABS con contenuto Allegato 2
1 supporto a parete con viti
Istruzioni di primo soccorso`,
      prezzo_prodotto: 34.9,
      prezzo_originale: 34.9,
      valutazione_prodotto: 4.5,
    },
    {
      nome_prodotto: "Lumek P200 Torcia LED Tascabile 200 Lumen, 3 Modalità con SOS, IPX4, Batterie AAA Incluse, Clip da Tasca, Nero",
      nome_sintetico: "Lumek P200",
      specifiche_tecniche: `Marca: Lumek
Nome modello: P200
Flusso luminoso: 200 Lumen
Modalità di illuminazione: alta, bassa, lampeggiante SOS
Portata del fascio: 120 Metri
Autonomia: 3 ore (alta), 12 ore (bassa)
Alimentazione: 3 batterie AAA (incluse)
Grado di protezione: IPX4
Materiale: alluminio anodizzato
Lunghezza: 11 Centimetri
Peso articolo: 68 Grammi (senza batterie)`,
      descrizione_generale: `Piccola abbastanza da stare nel cassetto o in borsa, la P200 illumina fino a 120 metri con 200 lumen. Le batterie AAA si trovano ovunque e la modalità SOS lampeggiante aiuta a segnalare la propria posizione. Corpo in alluminio con clip da tasca e laccio.`,
      informazioni_articolo: `Produttore: Lumek
Numero modello articolo: LMK-P200
Colore: Nero`,
      contenuto_scatola: `1 torcia P200
3 batterie AAA
1 laccio da polso`,
      prezzo_prodotto: 14.99,
      prezzo_originale: 17.99,
      prezzo_scontato: 14.99,
      valutazione_prodotto: 4.4,
    },
    {
      nome_prodotto: "Termoflex Coperta Isotermica di Emergenza, Confezione da 10, 210 x 160 cm, Oro/Argento, Monouso",
      nome_sintetico: "Termoflex coperte isotermiche x10",
      specifiche_tecniche: `Marca: Termoflex
Materiale: PET metallizzato
Dimensioni: 210 x 160 cm
Numero di pezzi: 10
Colore: oro/argento
Peso di ogni coperta: 50 Grammi
Dimensioni ripiegata: 11 x 8 cm
Monouso: Sì`,
      descrizione_generale: `La coperta isotermica riflette fino al 90% del calore corporeo con il lato argento rivolto verso il corpo e protegge da pioggia e vento. Il lato oro verso l'esterno rende più visibili ai soccorritori. Ogni coperta è piegata nella sua bustina: dieci coperte occupano lo spazio di un libro tascabile.`,
      informazioni_articolo: `Produttore: Termoflex
Numero modello articolo: TF-ISO10`,
      contenuto_scatola: `10 coperte isotermiche in bustina singola`,
      prezzo_prodotto: 9.99,
      prezzo_originale: 9.99,
      valutazione_prodotto: 4.6,
    },
    {
      nome_prodotto: "Respira Mascherine FFP2 NR, Confezione da 20, Imbustate Singolarmente, Certificate CE EN 149:2001+A1:2009, Bianco",
      nome_sintetico: "Respira FFP2 x20",
      specifiche_tecniche: `Marca: Respira
Classe di protezione: FFP2 NR
Norma: EN 149:2001+A1:2009
Efficienza di filtrazione: ≥ 94%
Numero di strati: 5
Numero di pezzi: 20
Confezionamento: imbustate singolarmente
Stringinaso: regolabile
Colore: Bianco`,
      descrizione_generale: `Le mascherine FFP2 Respira filtrano almeno il 94% delle particelle e proteggono dalla polvere sollevata da crolli e lavori e dal particolato del fumo. Cinque strati, stringinaso regolabile ed elastici morbidi. Ogni mascherina è imbustata singolarmente per conservarla nel kit. Monouso (NR): non riutilizzabili.`,
      informazioni_articolo: `Produttore: Respira Srl
Numero modello articolo: RSP-FFP2-20
Organismo notificato: CE 2163`,
      contenuto_scatola: `20 mascherine FFP2 imbustate singolarmente`,
      prezzo_prodotto: 11.9,
      prezzo_originale: 13.9,
      prezzo_scontato: 11.9,
      valutazione_prodotto: 4.3,
    },
  ],
  cases: [
    {
      id: 's10b-guida-kit-ufficio-01',
      text: "<h2>Perché un kit anche in ufficio</h2><p>In ufficio passiamo circa un terzo della giornata, eppure quasi nessuno ci tiene un kit di emergenza. Secondo la Protezione Civile, il 60% delle persone che restano bloccate durante un terremoto si trova sul posto di lavoro.</p><p>Bastano quattro prodotti: la cassetta di pronto soccorso <strong>Medilia</strong> conforme al DM 388/2003, la torcia <strong>Lumek P200</strong>, una confezione di dieci coperte isotermiche <strong>Termoflex</strong> e le mascherine FFP2 <strong>Respira</strong>. In tutto si spende meno di 60 euro.</p>",
      claims: [
        { quote: 'circa un terzo della giornata', class: 'numero' },
        { quote: 'quasi nessuno ci tiene un kit di emergenza', class: 'qualitativa' },
        { quote: 'il 60% delle persone', class: 'numero' },
        { quote: 'meno di 60 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's10b-guida-kit-ufficio-02',
      text: "<h2>Medilia Kit Allegato 2: la base obbligatoria</h2><p>Per le aziende del gruppo C con meno di tre lavoratori il DM 388/2003 prevede il pacchetto di medicazione dell'Allegato 2, ed è esattamente quello che contiene questa valigetta in ABS arancione: guanti, garze sterili, cerotti, soluzione fisiologica, disinfettante, forbici, laccio emostatico e ghiaccio istantaneo, 21 componenti in tutto. Si fissa a parete con il supporto incluso e pesa 850 grammi.</p><p>Rispetto alle altre cassette in commercio include anche una mascherina per la rianimazione bocca a bocca, e i componenti hanno una scadenza minima di cinque anni. Non a caso è la cassetta aziendale più venduta in Italia.</p>",
      claims: [
        { quote: 'include anche una mascherina per la rianimazione bocca a bocca', class: 'specifica' },
        { quote: 'scadenza minima di cinque anni', class: 'numero' },
        { quote: 'la cassetta aziendale più venduta in Italia', class: 'valutazione' },
      ],
    },
    {
      id: 's10b-guida-kit-ufficio-03',
      text: "<h2>Lumek P200: luce quando salta la corrente</h2><p>Se va via la corrente, la prima cosa che serve è luce. La <strong>Lumek P200</strong> è lunga 11 centimetri, pesa 68 grammi senza batterie e ha una clip da tasca: sta comodamente nel cassetto o in borsa. Con 200 lumen illumina fino a 120 metri, e le tre modalità (alta, bassa e SOS lampeggiante) permettono di scegliere tra più luce e più durata: tre ore alla massima potenza, dodici alla minima.</p><p>Funziona con tre batterie AAA, già incluse nella confezione, che si trovano ovunque. Il corpo in alluminio anodizzato è IPX4. Costa 14,99 euro, scontata rispetto ai 17,99 di partenza.</p>",
      claims: [],
    },
    {
      id: 's10b-guida-kit-ufficio-04',
      text: "<h2>Coperte isotermiche e mascherine: leggere e indispensabili</h2><p>Se bisogna evacuare l'edificio d'inverno e restare a lungo all'aperto, le coperte <strong>Termoflex</strong> fanno la differenza: ognuna misura 210 x 160 cm, pesa 50 grammi e, con il lato argento verso il corpo, riflette fino al 90% del calore. Sono riutilizzabili più volte se ripiegate con cura.</p><p>Le mascherine FFP2 <strong>Respira</strong>, certificate EN 149, filtrano almeno il 94% delle particelle e proteggono anche dai gas tossici in caso di incendio. Imbustate singolarmente, si conservano fino a cinque anni, e la confezione da 20 basta per un ufficio medio.</p>",
      claims: [
        { quote: 'Sono riutilizzabili più volte', class: 'specifica' },
        { quote: 'proteggono anche dai gas tossici', class: 'qualitativa' },
        { quote: 'fino a cinque anni', class: 'numero' },
        { quote: 'basta per un ufficio medio', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-guida-kit-ufficio-05',
      text: "<h2>In sintesi</h2><p>Con la cassetta Medilia si rispetta l'obbligo di legge per le aziende del gruppo C fino a due lavoratori, la torcia Lumek P200 risolve il problema del buio, le coperte Termoflex e le mascherine Respira coprono freddo e polvere. Il tutto entra in uno zainetto da 10 litri.</p><p>Un consiglio pratico: controllate le scadenze ogni 6 mesi e sostituite le batterie della torcia una volta l'anno. Abbiamo allestito questo kit nella nostra redazione e lo verifichiamo a ogni cambio di stagione.</p>",
      claims: [
        { quote: 'uno zainetto da 10 litri', class: 'numero' },
        { quote: 'ogni 6 mesi', class: 'numero' },
        { quote: "una volta l'anno", class: 'numero' },
        { quote: 'Abbiamo allestito questo kit nella nostra redazione', class: 'test' },
      ],
    },
  ],
};
export default file;
