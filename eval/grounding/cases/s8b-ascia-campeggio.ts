import type { CaseFile } from '../types.ts';

/** Reviews of a 38 cm camping axe with forged carbon-steel head, fibreglass handle and nylon sheath, modelled on Amazon.it listings. */
const file: CaseFile = {
  product: {
    nome_prodotto:
      'BOSCAFERRO Ascia da Campeggio 38 cm con Testa in Acciaio al Carbonio Forgiato, Manico in Fibra di Vetro Antiscivolo e Fodero in Nylon, Accetta per Legna da Ardere, Bushcraft e Sopravvivenza',
    nome_sintetico: 'Boscaferro BF-AX38',
    specifiche_tecniche: [
      'Marca: Boscaferro',
      'Colore: Nero e Arancione',
      'Materiale della lama: Acciaio al carbonio forgiato',
      'Materiale del manico: Fibra di vetro con impugnatura in gomma TPR',
      'Lunghezza totale: 38 Centimetri',
      'Lunghezza del filo: 8,5 Centimetri',
      'Durezza: 52-54 HRC',
      'Peso articolo: 780 Grammi',
      'Dimensioni prodotto: 38 x 16 x 3,5 cm',
      'Finitura della lama: Rivestimento antiruggine nero',
      'Numero modello articolo: BF-AX38',
    ].join('\n'),
    descrizione_generale:
      "Per la legna del fuoco da campo, per sfoltire rami e per preparare picchetti: l'ascia Boscaferro BF-AX38 ha la testa forgiata in acciaio al carbonio, affilata in fabbrica e protetta da un rivestimento nero antiruggine. Spacca senza fatica legna da ardere fino a circa 10 cm di diametro, e la nuca piatta della testa serve da martello per piantare i picchetti della tenda.\n\nIl manico in fibra di vetro è leggero e non teme l'umidità; l'impugnatura in gomma TPR antiscivolo garantisce una presa sicura anche con le mani bagnate. Il fodero in nylon con bottone a pressione protegge il filo e si aggancia alla cintura grazie al passante. Sul fondo del manico, un foro per il lacciolo in paracord incluso.",
    informazioni_articolo: [
      'Produttore: Boscaferro',
      'Paese di origine: Cina',
      'Recensioni dei clienti: 4,7 su 5 stelle, 856 voti',
      'Data di disponibilità: 22 ottobre 2022',
    ].join('\n'),
    contenuto_scatola: [
      '1 ascia BF-AX38',
      '1 fodero in nylon con passante per cintura',
      '1 lacciolo in paracord',
    ].join('\n'),
    prezzo_prodotto: 32.99,
    prezzo_originale: 32.99,
    valutazione_prodotto: 4.7,
  },
  cases: [
    {
      id: 's8b-ascia-campeggio-01',
      text: `<h2>Boscaferro BF-AX38, l'accetta compatta per il campo</h2>
<p>Con i suoi 38 centimetri, l'ascia Boscaferro si può appendere alla cintura grazie al fodero. La testa è forgiata in acciaio inox con una durezza di 58 HRC, quindi non teme la ruggine.</p>
<p>Il manico in fibra di vetro è rivestito di gomma antiscivolo e, nel complesso, l'attrezzo pesa poco più di mezzo chilo. Il fodero in nylon con bottone a pressione protegge la lama durante il trasporto.</p>`,
      claims: [
        { quote: 'acciaio inox', class: 'specifica' },
        { quote: '58 HRC', class: 'numero' },
        { quote: 'poco più di mezzo chilo', class: 'numero' },
      ],
    },
    {
      id: 's8b-ascia-campeggio-02',
      text: `<p>In campeggio in Val di Fassa l'abbiamo usata per tre sere di fila per preparare la legna del falò, e il filo non ha mai perso mordente. La nuca piatta, poi, serve anche a piantare i picchetti della tenda.</p>
<p>La presa è sicura grazie all'impugnatura in gomma TPR, e il manico in fibra di vetro non soffre l'umidità della notte. Il fodero in cuoio con bottone a pressione protegge il filo quando l'ascia non si usa.</p>`,
      claims: [
        { quote: "l'abbiamo usata per tre sere di fila", class: 'test' },
        { quote: 'fodero in cuoio', class: 'specifica' },
      ],
    },
    {
      id: 's8b-ascia-campeggio-03',
      text: `<h2>Il prezzo</h2>
<p>In questo momento la Boscaferro è in offerta a 24,90 euro, un prezzo basso per un'ascia con testa forgiata e manico in fibra di vetro. Il produttore la accompagna con una garanzia a vita, segno di fiducia nei materiali.</p>
<p>Considerando finiture, fodero e lacciolo in paracord inclusi, è senza dubbio la migliore ascia da campeggio sotto i 40 euro.</p>`,
      claims: [
        { quote: 'in offerta a 24,90 euro', class: 'prezzo' },
        { quote: 'garanzia a vita', class: 'specifica' },
        { quote: 'la migliore ascia da campeggio sotto i 40 euro', class: 'qualitativa' },
      ],
    },
    {
      id: 's8b-ascia-campeggio-04',
      text: `<p>La <strong>Boscaferro BF-AX38</strong> è un'accetta da campo nel senso classico: 38 cm di lunghezza, 780 grammi di peso e un filo di otto centimetri e mezzo, affilato già in fabbrica. La testa è in acciaio al carbonio forgiato con finitura nera antiruggine e una durezza di 52–54 HRC.</p>
<ul>
<li>Spacca legna da ardere fino a una decina di centimetri di diametro</li>
<li>La nuca piatta fa da martello per i picchetti</li>
<li>Il manico in fibra di vetro ha un'impugnatura in gomma antiscivolo</li>
<li>Fodero in nylon con passante per la cintura e lacciolo in paracord inclusi</li>
</ul>
<p>Costa 32,99 euro e sulle 856 valutazioni raccoglie una media di 4,7 su 5.</p>`,
      claims: [],
    },
    {
      id: 's8b-ascia-campeggio-05',
      text: `<h2>Per chi è adatta</h2>
<p>Chi fa campeggio libero o bushcraft troverà nella Boscaferro un attrezzo capace di spaccare tronchi fino a 20 cm di diametro. Il rivestimento antiruggine la rende adatta anche a uscite con tempo umido.</p>
<p>Un consiglio di sicurezza: quando si spacca la legna, tenere sempre almeno due metri di distanza dalle altre persone e rimettere il fodero appena finito.</p>`,
      claims: [
        { quote: '20 cm di diametro', class: 'numero' },
        { quote: 'almeno due metri di distanza', class: 'numero' },
      ],
    },
  ],
};
export default file;
