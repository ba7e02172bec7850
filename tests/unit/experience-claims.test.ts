import { describe, expect, it } from 'vitest';
import { findExperienceClaims } from '../../common/experience-claims.ts';

const texts = (html: string) => findExperienceClaims(html).map((c) => c.text);

describe('findExperienceClaims: first-person testing and experience claims', () => {
  // [text, the claim expected in it]
  const positives: Array<[string, string]> = [
    ['<p>L’abbiamo usata per tre settimane in casa.</p>', 'L’abbiamo usata per tre settimane'],
    ["<p>L'abbiamo provata in giardino.</p>", "L'abbiamo provata"],
    ['<h2>Come l&rsquo;abbiamo provata</h2>', 'l’abbiamo provata'],
    ['<p>Abbiamo testato la batteria in modalità alta.</p>', 'Abbiamo testato'],
    ['<p>Abbiamo misurato l’autonomia a ogni livello.</p>', 'Abbiamo misurato'],
    ['<p>Lo abbiamo portato in montagna.</p>', 'Lo abbiamo portato'],
    ['<p>Le abbiamo caricate con il caricatore del telefono.</p>', 'Le abbiamo caricate'],
    ['<p>Li abbiamo utilizzati durante un’escursione.</p>', 'Li abbiamo utilizzati'],
    ['<p>Abbiamo acceso il fornello sul balcone.</p>', 'Abbiamo acceso'],
    ['<p>Abbiamo assaggiato le barrette: sanno di limone.</p>', 'Abbiamo assaggiato'],
    ['<p>L’abbiamo messa alla prova sotto la pioggia.</p>', 'L’abbiamo messa alla prova'],
    ['<p>Ci abbiamo caricato due telefoni.</p>', 'Ci abbiamo caricato'],
    ['<p>Abbiamo anche provato il sensore con i guanti.</p>', 'Abbiamo anche provato'],
    ['<p>Abbiamo potuto verificare che la luce resta costante.</p>', 'Abbiamo potuto verificare'],
    ['<h2>Nei nostri test</h2><p>La torcia regge.</p>', 'Nei nostri test'],
    ['<p>Dai nostri test emerge una buona autonomia.</p>', 'Dai nostri test'],
    ['<p>Nelle nostre prove la portata è stata di 3 km.</p>', 'Nelle nostre prove'],
    ['<p>Durante la nostra prova sul campo la radio ha funzionato.</p>', 'Durante la nostra prova sul campo'],
    ['<p>Durante la prova la zip ha tenuto.</p>', 'Durante la prova'],
    ['<p>In redazione lo usiamo da mesi.</p>', 'In redazione lo usiamo da mesi'],
    ["<p>In redazione l'abbiamo tenuta accesa per ore.</p>", "In redazione l'abbiamo tenuta"],
    ['<p>Questa radio ci ha accompagnati in tre campeggi.</p>', 'ci ha accompagnati'],
    ['<p>Dopo un mese di utilizzo la batteria tiene ancora.</p>', 'Dopo un mese di utilizzo'],
    ['<p>Dopo tre settimane di uso non ci sono graffi.</p>', 'Dopo tre settimane di uso'],
    ['<p>Dopo 10 giorni di prove il filtro rallenta.</p>', 'Dopo 10 giorni di prove'],
    ['<h3>Tre settimane di test</h3>', 'Tre settimane di test'],
    ['<p>Alla prova dei fatti, il pannello rende meno.</p>', 'Alla prova dei fatti'],
    ['<p>Nella nostra esperienza la fondina si rovina presto.</p>', 'Nella nostra esperienza'],
    ['<p>Personalmente la terremmo in auto.</p>', 'Personalmente'],
    ['<p>Il nostro tester l’ha fatta cadere due volte.</p>', 'Il nostro tester l’ha fatta cadere'],
    ['<p>Il nostro tester è soddisfatto.</p>', 'Il nostro tester'],
    ['<p>Il nostro redattore la porta sempre nello zaino.</p>', 'Il nostro redattore'],
    ['<p>La usiamo ogni giorno in cucina.</p>', 'La usiamo ogni giorno'],
    ['<p>Mettendolo alla prova in cantina, il segnale resta buono.</p>', 'Mettendolo alla prova'],
    ['<p>Abbiamo notato che il sensore si attiva da solo.</p>', 'Abbiamo notato'],
    ['<p>Questo modello è stato testato da noi per una settimana.</p>', 'è stato testato da noi'],
    ['<p>Ogni prodotto è stato provato e recensito dalla redazione.</p>', 'è stato provato e recensito dalla redazione'],
    ["<p>L'ho usata per un mese.</p>", "L'ho usata per un mese"],
    ['<p>Nel mio test la carica è durata 20 ore.</p>', 'Nel mio test'],
    ['<p>Abbiamo fatto tre prove di immersione.</p>', 'Abbiamo fatto tre prove'],
    ['<p>Proviamo i prodotti prima di consigliarli.</p>', 'Proviamo'],
    ['<p>Ci siamo trovati bene con la cinghia.</p>', 'Ci siamo trovati bene'],
    ['<p>Siamo rimasti sorpresi dalla luce.</p>', 'Siamo rimasti sorpresi'],
    ['<p>Siamo riusciti a ricaricare il telefono due volte.</p>', 'Siamo riusciti a ricaricare'],
    ['<p>Dopo averla usata per due settimane, la zip scorre ancora.</p>', 'Dopo averla usata per due settimane'],
    ['<p>Testata sul campo, la busta non lascia passare l’acqua.</p>', 'Testata sul campo'],
    ['<p>Abbiamo avuto modo di provarla in campeggio.</p>', 'Abbiamo avuto modo di provarla'],
    ['<p>Le prove che abbiamo condotto sono durate un mese.</p>', 'abbiamo condotto'],
    ['<p>Noi ne teniamo due in auto.</p>', 'ne teniamo'],
    ['<p>Con il nostro utilizzo quotidiano la batteria dura.</p>', 'il nostro utilizzo'],
    ['<p>Stiamo ancora completando le prove invernali.</p>', 'Stiamo ancora completando le prove'],
    ['<p>Stiamo usando la radio da una settimana.</p>', 'Stiamo usando'],
    ['<p>Tre redattori l’hanno usata durante un’escursione.</p>', 'redattori l’hanno usata'],
    ['<p>La radio, che teniamo in cucina, si sente bene.</p>', 'teniamo'],
    ['<p>Sazia più di quanto ci aspettassimo.</p>', 'ci aspettassimo'],
    ['<p>Nella nostra prova pratica la zip ha tenuto.</p>', 'Nella nostra prova'],
    ['<p>L’abbiamo provata di persona.</p>', 'L’abbiamo provata di persona'],
    ['<p>Stiamo ancora valutando; intanto la lampada l’abbiamo accesa ogni sera.</p>', 'l’abbiamo accesa ogni sera'],
  ];

  it(`finds each of ${positives.length} forms`, () => {
    expect(positives.length).toBeGreaterThanOrEqual(30);
    for (const [html, claim] of positives) {
      const found = findExperienceClaims(html);
      expect(
        found.map((c) => c.text),
        html,
      ).toContain(claim);
      for (const c of found) expect(c.kind).toBe('esperienza');
    }
  });

  it('returns verbatim pieces of the visible text, in text order, each once', () => {
    const html =
      '<h2>Come l’abbiamo provata</h2><p>L’abbiamo usata per tre settimane. Nei nostri test ha retto.</p>' +
      '<p>Nei nostri test, come detto, ha retto; dopo un mese di utilizzo &egrave; ancora carica.</p>';
    expect(texts(html)).toEqual(['l’abbiamo provata', 'L’abbiamo usata per tre settimane', 'Nei nostri test', 'dopo un mese di utilizzo']);
    // Whitespace inside a claim is collapsed; a claim never crosses a block.
    expect(texts('<p>L’abbiamo\n   usata</p><p>per tre settimane</p>')).toEqual(['L’abbiamo usata']);
  });

  it('joins overlapping claims into one', () => {
    // Side by side in one sentence (at most two words between, no punctuation): one claim (third round).
    expect(texts('<p>Durante i nostri test sul campo abbiamo misurato tutto.</p>')).toEqual(['Durante i nostri test sul campo abbiamo misurato']);
    expect(texts('<p>In redazione la usiamo da mesi, personalmente.</p>')).toEqual(['In redazione la usiamo da mesi', 'personalmente']);
  });
});

describe('findExperienceClaims: what is no claim', () => {
  const negatives = [
    '<p>Secondo il produttore la torcia dura 38 ore in modalità bassa.</p>',
    '<p>Il produttore dichiara una portata di 250 m.</p>',
    '<p>Gli utenti riportano una buona tenuta della carica.</p>',
    '<p>Consigliamo questa torcia a chi vuole una luce da cassetto.</p>',
    '<p>Abbiamo scelto questi prodotti confrontando le schede.</p>',
    '<p>Abbiamo selezionato cinque modelli dal catalogo.</p>',
    '<p>Abbiamo confrontato le schede tecniche dei tre modelli.</p>',
    '<p>Ti consigliamo di provarla a casa prima di metterla nello zaino.</p>',
    '<p>Provala a casa: accendila e spegnila un paio di volte.</p>',
    '<p>Si può usare anche con i guanti.</p>',
    '<p>La batteria va testata ogni mese.</p>',
    '<p>Il filtro è testato dal produttore secondo la norma.</p>',
    '<p>Secondo i test di laboratorio del produttore trattiene il 99,9% dei batteri.</p>',
    '<p>Un acquirente scrive: «L’ho usata per tre settimane in montagna e non mi ha mai lasciato al buio».</p>',
    '<p>“Dopo un mese di utilizzo la batteria tiene ancora”, racconta un cliente su Amazon.</p>',
    '<p>Molti acquirenti dicono di averla usata per mesi senza problemi.</p>',
    '<p>Non abbiamo provato il prodotto: questa scheda si basa sui dati del produttore.</p>',
    "<p>Non l'abbiamo testata di persona.</p>",
    '<p>Per questa scheda abbiamo usato solo i dati forniti dal venditore.</p>',
    '<p>Abbiamo verificato le specifiche sulla scheda del prodotto.</p>',
    '<p>Durante la prova di evacuazione gli studenti escono in ordine.</p>',
    '<p>Durante i test del produttore la torcia è caduta da 1 m.</p>',
    '<p>Proviamo a capire cosa serve davvero.</p>',
    '<p>Quando usiamo una torcia al buio conviene il fascio largo.</p>',
    '<p>Il nostro verdetto: una torcia onesta.</p>',
    '<p>Amazon offre 30 giorni di prova gratuita del servizio Prime.</p>',
    "<p>Dopo l'uso sciacquate il filtro con acqua pulita.</p>",
    '<p>Abbiamo tenuto conto della valutazione media degli acquirenti.</p>',
    '<p>La garanzia copre 2 anni di utilizzo.</p>',
    '<p>Provatela una volta all’anno con tutta la famiglia.</p>',
    '<p>I dati che abbiamo controllato vengono tutti dalla scheda del produttore.</p>',
    '<p>Abbiamo usato questo criterio per tutte le guide.</p>',
    '<p>Non proviamo i prodotti di persona: partiamo dalla loro scheda.</p>',
    '<p>La redazione ha scelto cinque prodotti per questa guida.</p>',
    '<p>Gli utenti sono rimasti colpiti dalla luminosità.</p>',
    '<p>Ci sono diversi modelli; ne abbiamo selezionati tre.</p>',
    '<p>Riponetela dopo averla usata per la prima volta.</p>',
  ];

  it(`flags none of ${negatives.length} texts`, () => {
    expect(negatives.length).toBeGreaterThanOrEqual(20);
    for (const html of negatives) expect(texts(html), html).toEqual([]);
  });

  it('keeps a quote not attributed to customers', () => {
    expect(texts('<p>Il verdetto: «L’abbiamo usata per tre settimane».</p>')).toEqual(['L’abbiamo usata per tre settimane']);
  });

  it('reads empty and tag-only HTML', () => {
    expect(findExperienceClaims('')).toEqual([]);
    expect(findExperienceClaims('<p></p><ul><li> </li></ul>')).toEqual([]);
  });
});

describe('findExperienceClaims: long adversarial input', () => {
  it('returns on 200 KB of repeated words and patterns', () => {
    expect(findExperienceClaims(`<p>${'abbiamo '.repeat(25_000)}</p>`)).toEqual([]);
    expect(findExperienceClaims(`<p>${'dopo un '.repeat(25_000)}</p>`)).toEqual([]);
    expect(findExperienceClaims(`<p>${'«'.repeat(100_000)}${'"'.repeat(100_000)}</p>`)).toEqual([]);
    expect(findExperienceClaims(`<p>${'nei nostri '.repeat(20_000)}</p>`)).toEqual([]);
    const many = findExperienceClaims(`<p>${'l’abbiamo usata per tre settimane. '.repeat(6_000)}</p>`);
    expect(many).toEqual([{ text: 'l’abbiamo usata per tre settimane', kind: 'esperienza' }]);
    expect(findExperienceClaims(`<p>${'a'.repeat(200_000)} L’abbiamo provata</p>`)).toEqual([{ text: 'L’abbiamo provata', kind: 'esperienza' }]);
    // Many quoted claims, each attributed to a customer: none is ours.
    expect(findExperienceClaims(`<p>${'Un acquirente scrive: «l’abbiamo usata per un mese». '.repeat(4_000)}</p>`)).toEqual([]);
    // Words that open a rule, with nothing that closes it.
    expect(findExperienceClaims(`<p>${'dopo tre settimane di '.repeat(10_000)}</p>`)).toEqual([]);
    expect(findExperienceClaims(`<p>${'l’ l’ ci '.repeat(25_000)}abbiamo usato</p>`)).toEqual([{ text: 'l’ ci abbiamo usato', kind: 'esperienza' }]);
  });
});
