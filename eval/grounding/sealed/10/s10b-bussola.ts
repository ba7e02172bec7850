import type { CaseFile } from '../../types.ts';

/** Reviews of a baseplate orienteering compass with sighting mirror, modelled on an Amazon.it listing. */
const file: CaseFile = {
  product: {
    nome_prodotto: "Nordvia Trekka M2 Bussola da Orientamento con Specchio di Mira, Piastra con Scale 1:25.000 e 1:50.000, Clinometro, Regolazione Declinazione, Lente d'Ingrandimento, Arancione",
    nome_sintetico: "Nordvia Trekka M2",
    specifiche_tecniche: `Marca: Nordvia
Nome modello: Trekka M2
Tipo: Bussola a piastra con specchio di mira
Capsula: riempita di liquido
Graduazione ghiera: 360°, tacche da 2°
Regolazione della declinazione: Sì, con vite e chiavetta
Clinometro: Sì, 0-90°
Scale: 1:25.000, 1:50.000, cm, pollici
Lente d'ingrandimento: 2,5x
Segni luminosi: fotoluminescenti
Bilanciamento ago: emisfero nord
Materiale piastra: acrilico
Dimensioni (chiusa): 11,5 x 6,5 x 1,8 cm
Peso articolo: 75 Grammi`,
    descrizione_generale: `Trekka M2 è la bussola per chi si orienta davvero con la carta topografica. Lo specchio di mira con tacca di collimazione permette di prendere un azimut con una precisione di circa 1°, tenendo d'occhio nello stesso momento il punto di riferimento e l'ago. La capsula riempita di liquido stabilizza rapidamente l'ago e i segni fotoluminescenti restano leggibili al buio dopo qualche minuto di esposizione alla luce.

La piastra in acrilico trasparente riporta le scale 1:25.000 e 1:50.000 delle carte più diffuse, un righello in centimetri e pollici e una lente 2,5x per leggere i dettagli. Il clinometro integrato misura la pendenza dei versanti, utile sulla neve per valutare il rischio valanghe. Con lo specchio chiuso la capsula è protetta da urti e graffi. Un kit di emergenza dovrebbe sempre includere una bussola: non ha batterie e non dipende dal segnale GPS.`,
    informazioni_articolo: `Produttore: Nordvia Outdoor
Numero modello articolo: NV-TM2-OR
Colore: Arancione
Garanzia: 5 anni`,
    contenuto_scatola: `1 bussola Trekka M2
1 cordino da collo regolabile
1 custodia in neoprene con passante da cintura
Guida rapida all'orientamento in italiano`,
    prezzo_prodotto: 27.9,
    prezzo_originale: 27.9,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's10b-bussola-01',
      text: "<p>Una bussola nel kit di emergenza ha un grande vantaggio: non ha batterie e non dipende dal segnale GPS. La <strong>Nordvia Trekka M2</strong> è un modello a piastra con specchio di mira, pensato per chi si orienta con la carta topografica: con la tacca di collimazione si prende un azimut con una precisione di circa un grado, tenendo sott'occhio insieme il riferimento e l'ago.</p><p>La piastra in acrilico trasparente riporta le scale 1:25.000 e 1:50.000, un righello in centimetri e pollici e una lente da 2,5 ingrandimenti. Non mancano il clinometro, da 0 a 90 gradi, e la regolazione della declinazione con vite. Pesa 75 grammi e nella confezione ci sono cordino, custodia in neoprene e una guida rapida in italiano. Costa 27,90 euro.</p>",
      claims: [],
    },
    {
      id: 's10b-bussola-02',
      text: "<h2>Trekka M2 in breve</h2><ul><li><strong>Precisione:</strong> circa 1° grazie allo specchio di mira</li><li><strong>Ghiera:</strong> 360 gradi con tacche ogni 2°</li><li><strong>Al buio:</strong> segni fotoluminescenti, leggibili dopo qualche minuto di esposizione alla luce</li><li><strong>Ago:</strong> bilanciato per l'emisfero nord, in una capsula a liquido che lo stabilizza in fretta</li><li><strong>Ingombro:</strong> 11,5 x 6,5 x 1,8 cm da chiusa, 75 g</li></ul><p>Gli acquirenti le danno in media 4,6 stelle su cinque e il produttore la copre con una garanzia di cinque anni.</p>",
      claims: [],
    },
    {
      id: 's10b-bussola-03',
      text: "<h2>Prova sul campo</h2><p>L'ho portata con me in tre uscite sull'Appennino, nebbia compresa, e non ha mai perso un colpo. Lo specchio di mira fa la differenza: l'azimut si prende con una precisione di circa 1° e l'ago, nella capsula a liquido, si assesta in meno di due secondi.</p><p>La regolazione della declinazione e il clinometro da 0 a 90° completano la dotazione; il clinometro torna utile sulla neve per valutare il rischio valanghe. La piastra è in policarbonato antiurto e riporta le scale 1:25.000 e 1:50.000. Per 27,90 euro è la bussola più precisa che si possa trovare sotto i 30 euro.</p>",
      claims: [
        { quote: "L'ho portata con me in tre uscite sull'Appennino", class: 'test' },
        { quote: 'in meno di due secondi', class: 'numero' },
        { quote: 'policarbonato antiurto', class: 'specifica' },
        { quote: 'la bussola più precisa che si possa trovare sotto i 30 euro', class: 'qualitativa' },
      ],
    },
    {
      id: 's10b-bussola-04',
      text: "<p>Chi prepara lo zaino di evacuazione tende a dimenticarla, eppure la bussola è l'unico strumento di orientamento che funziona sempre, senza batterie né segnale. La <strong>Nordvia Trekka M2</strong> è una bussola lensatica di tipo militare, con segni al trizio che restano visibili al buio e una lente da 2,5x per leggere i dettagli della carta.</p><p>Pesa 75 grammi e in confezione ci sono una custodia in neoprene con passante da cintura, un cordino regolabile e una guida rapida all'orientamento. Il produttore offre cinque anni di garanzia. Non a caso è Scelta Amazon nella sua categoria.</p>",
      claims: [
        { quote: "l'unico strumento di orientamento che funziona sempre", class: 'qualitativa' },
        { quote: 'bussola lensatica di tipo militare', class: 'specifica' },
        { quote: 'segni al trizio', class: 'specifica' },
        { quote: 'è Scelta Amazon nella sua categoria', class: 'valutazione' },
      ],
    },
    {
      id: 's10b-bussola-05',
      text: "<p>Un dettaglio tecnico da non sottovalutare: l'ago della Trekka M2 è bilanciato globalmente, quindi funziona senza problemi anche in Sud America o in Australia. Per il resto è una classica bussola a piastra con specchio: ghiera da 360° con tacche da 1°, scale 1:25.000 e 1:50.000, clinometro e regolazione della declinazione.</p><p>Lo specchio chiuso protegge la capsula da urti e graffi. Costa 27,90 euro e gli utenti la premiano con un 4,8 su 5.</p>",
      claims: [
        { quote: 'bilanciato globalmente', class: 'specifica' },
        { quote: 'tacche da 1°', class: 'numero' },
        { quote: '4,8 su 5', class: 'valutazione' },
      ],
    },
  ],
};
export default file;
