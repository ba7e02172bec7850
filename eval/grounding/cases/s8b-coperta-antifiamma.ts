import type { CaseFile } from '../types.ts';

/** Reviews of a 1 x 1 m fibreglass kitchen fire blanket in a wall-mounted PVC case, modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'VIGILFUOCO Coperta Antifiamma 1 x 1 m in Fibra di Vetro per Cucina, Certificata EN 1869, Custodia a Parete con Sgancio Rapido, Coperta Antincendio per Casa, Camper, Barca e Ufficio',
    nome_sintetico: 'Vigilfuoco VF-CB100',
    specifiche_tecniche: [
      'Marca: Vigilfuoco',
      'Colore: Rosso',
      'Materiale: Fibra di vetro',
      'Dimensioni prodotto: 100L x 100l centimetri',
      'Peso articolo: 800 Grammi',
      'Numero modello articolo: VF-CB100',
      'Temperatura massima: 550 Gradi Celsius',
      'Standard di sicurezza: EN 1869:2019',
      'Classe di fuoco: F',
      'Metodo di montaggio: Montaggio a parete',
      'Numero di pezzi: 1',
    ].join('\n'),
    descrizione_generale:
      "Quando l'olio in padella prende fuoco ogni secondo conta: tira con decisione le due linguette nere verso il basso e la coperta esce dalla custodia già aperta, pronta da stendere sulla fiamma. Non usare mai acqua su olio in fiamme. Il tessuto in fibra di vetro resiste fino a 550 °C e spegne il fuoco togliendogli ossigeno, senza lasciare polvere o schiuma come un estintore.\n\nAdatta ai fuochi di classe F (oli e grassi da cucina) e ai piccoli incendi di indumenti: in quel caso avvolgi la persona nella coperta. La custodia rigida in PVC rosso si fissa al muro con i due tasselli inclusi, a portata di mano vicino ai fornelli. Prodotto monouso: dopo l'intervento la coperta va sostituita.",
    informazioni_articolo: [
      'Produttore: Vigilfuoco Srl',
      'Paese di origine: Cina',
      'Dimensioni del collo: 34 x 28 x 5 cm; 800 grammi',
      'Recensioni dei clienti: 4,6 su 5 stelle, 1.284 voti',
      'Data di disponibilità: 12 settembre 2022',
    ].join('\n'),
    contenuto_scatola: [
      '1 coperta antifiamma 100 x 100 cm',
      '1 custodia rigida in PVC',
      '2 tasselli con viti',
      'Istruzioni in italiano',
    ].join('\n'),
    prezzo_prodotto: 18.99,
    prezzo_originale: 22.99,
    prezzo_scontato: 18.99,
    valutazione_prodotto: 4.6,
  },
  cases: [
    {
      id: 's8b-coperta-antifiamma-01',
      text: `<h2>Vigilfuoco VF-CB100: la coperta da tenere accanto ai fornelli</h2>
<p>Quando l'olio della padella prende fuoco, buttarci sopra dell'acqua è un errore da non fare mai. Ed è qui che entra in gioco una coperta antifiamma come quella di Vigilfuoco: un metro per un metro di fibra di vetro che sopporta fino a 550 °C, abbastanza per soffocare un principio d'incendio sul piano cottura.</p>
<p>La custodia rossa in PVC si fissa al muro con i due tasselli inclusi; basta tirare le linguette nere e la coperta è fuori in meno di due secondi. È certificata EN 1869 e porta anche il marchio TÜV.</p>
<p>Oggi costa 18,99 euro contro i 29,99 euro di listino: a questo prezzo non ha senso rimandare l'acquisto.</p>`,
      claims: [
        { quote: 'in meno di due secondi', class: 'numero' },
        { quote: 'marchio TÜV', class: 'specifica' },
        { quote: '29,99 euro', class: 'prezzo' },
      ],
    },
    {
      id: 's8b-coperta-antifiamma-02',
      text: `<p>Chi frigge spesso in casa dovrebbe avere a portata di mano una coperta antifiamma. La <strong>Vigilfuoco VF-CB100</strong> è un telo quadrato di 100 x 100 cm in fibra di vetro, conforme alla norma EN 1869:2019 e pensato per i fuochi di classe F, cioè quelli di oli e grassi da cucina.</p>
<ul>
<li><strong>Temperatura:</strong> regge fino a 550 gradi</li>
<li><strong>Peso:</strong> circa otto etti</li>
<li><strong>Installazione:</strong> a parete, con i due tasselli forniti nella confezione</li>
<li><strong>Uso:</strong> monouso, da sostituire dopo un intervento</li>
</ul>
<p>Non lascia residui di polvere o schiuma e può servire anche per avvolgere una persona a cui hanno preso fuoco i vestiti. Il prezzo attuale è di 18,99 € invece di 22,99 €, e oltre milleduecento acquirenti le danno in media 4,6 stelle su 5.</p>`,
      claims: [],
    },
    {
      id: 's8b-coperta-antifiamma-03',
      text: `<h2>La nostra prova</h2>
<p>L'abbiamo provata nel cortile su una padella con mezzo litro d'olio in fiamme: appoggiata la coperta, il fuoco si è spento senza una sbavatura e il tessuto non mostrava segni di bruciatura. Un risultato che ci ha convinti.</p>
<p>Il meccanismo di estrazione è semplice: due linguette nere da tirare verso il basso, e la coperta esce già aperta. La custodia in PVC rosso è la più compatta tra quelle che abbiamo visto.</p>
<p>Un vantaggio in più: dopo l'uso basta scuoterla e ripiegarla nella custodia, perché è riutilizzabile più volte. Per la cucina di casa, il camper o la barca è difficile trovare di meglio.</p>`,
      claims: [
        { quote: "L'abbiamo provata nel cortile su una padella", class: 'test' },
        { quote: 'la più compatta tra quelle che abbiamo visto', class: 'qualitativa' },
        { quote: 'riutilizzabile più volte', class: 'specifica' },
        { quote: 'è difficile trovare di meglio', class: 'qualitativa' },
      ],
    },
    {
      id: 's8b-coperta-antifiamma-04',
      text: `<p>Sull'olio in fiamme l'acqua non va mai usata, e la coperta di <strong>Vigilfuoco</strong> spegne il fuoco senza sporcare. La fibra di vetro resiste fino a 800 gradi e il formato è di un metro per un metro.</p>
<p>Secondo il produttore è certificata anche per i fuochi di classe B, quindi utile con benzina e solventi in garage. La custodia rigida si avvita al muro con i tasselli in dotazione.</p>
<p>Con oltre 5.000 recensioni e una media di 4,6 su 5, è tra le coperte antifiamma più vendute su Amazon.</p>`,
      claims: [
        { quote: '800 gradi', class: 'numero' },
        { quote: 'classe B', class: 'specifica' },
        { quote: 'oltre 5.000 recensioni', class: 'valutazione' },
        { quote: 'tra le coperte antifiamma più vendute su Amazon', class: 'valutazione' },
      ],
    },
    {
      id: 's8b-coperta-antifiamma-05',
      text: `<h2>In breve</h2>
<p>Coperta da un metro per lato in fibra di vetro, fino a 550 °C, conforme alla EN 1869:2019. Si monta a parete vicino ai fornelli e si estrae tirando due linguette. È monouso: dopo averla usata va ricomprata, il che a 18,99 euro è un compromesso accettabile. Vigilfuoco offre inoltre 5 anni di garanzia sul prodotto.</p>`,
      claims: [{ quote: '5 anni di garanzia', class: 'numero' }],
    },
  ],
};
export default file;
