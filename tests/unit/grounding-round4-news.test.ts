import { describe, expect, it } from 'vitest';
import { articleClaims, type NewsSource } from '../../common/news-grounding.ts';
import { figuresIn } from '../../common/grounding/news-numbers.ts';

/** The fourth round's news rules (docs/ai-quality.md, 'Rules changed in the fourth round (news)'), each on a source written the way Italian outlets write. */
const STORM: NewsSource = {
  titolo: 'Mareggiata nel Levante, onde fino a 6 metri: chiusa l’Aurelia',
  testo_originale: [
    'GENOVA, 18 NOVEMBRE – Onde alte fino a 6 metri e raffiche oltre i 100 chilometri orari. L’Aurelia è chiusa dalle 3 di questa mattina; a Camogli una barca di 12 metri è finita sugli scogli.',
    'L’allerta arancione vale fino alle 15 di domani, martedì 19 novembre. A Sestri Levante sono state evacuate 9 famiglie.',
    '«È la seconda mareggiata di questa intensità in un mese», ha detto l’assessore. Sono rimasti senza corrente circa 2.000 utenti: uno su tre a Santa Margherita.',
    'Le scuole di Zoagli, Camogli, Rapallo e Santa Margherita Ligure resteranno chiuse domani. Le minime scenderanno a -4 gradi; il numero verde risponde fino alle 24 di venerdì.',
  ].join('\n'),
  fonte: 'Il Secolo XIX',
};
const claims = (html: string, source: NewsSource = STORM) => articleClaims(html, source).map((c) => c.text);

describe('round 4, news: a figure is held to the source figures of a kind it may be', () => {
  it('reads the kind of each figure: a count, a time of day, a day, a length, a temperature', () => {
    const kinds = figuresIn('Alle 15 di martedì 19 novembre: 9 famiglie, 12 metri, -4 gradi, -18 °C, il 40%, domenica 20.').map((f) => [f.quote, f.kind]);
    expect(kinds).toEqual([
      ['15', 'time'],
      ['19 novembre', 'date'],
      ['9 famiglie', 'count'],
      ['12 metri', 'length'],
      ['-4 gradi', 'temp'],
      ['-18 °C', 'temp'],
      ['40%', 'pct'],
      ['20', 'date'],
    ]);
  });
  it("flags a count, a length or a temperature whose value the source states only as another kind's", () => {
    // 19 is the source's day, 15 its time, 3 its hour, 4 a temperature.
    expect(claims('<p>Sono state evacuate 19 famiglie.</p>')).toEqual(['19 famiglie']);
    expect(claims('<p>Una barca di 15 metri è finita sugli scogli.</p>')).toEqual(['15 metri']);
    expect(claims('<p>In montagna si toccheranno i -15 gradi.</p>')).toEqual(['-15 gradi']);
    expect(claims('<p>Al lavoro 3 squadre.</p>')).toEqual(['3 squadre']);
  });
  it('passes the same figures as the source states them, in other words or units', () => {
    expect(claims('<p>Nove famiglie evacuate, una barca di 12 metri sugli scogli, raffiche sopra i 100 km/h e minime di quattro gradi sotto zero.</p>')).toEqual([]);
    expect(claims('<p>Aurelia chiusa dalle 3, allerta fino alle 15 di martedì 19 novembre.</p>')).toEqual([]);
  });
  it('holds a time of day to the times and bare numbers of the source, not to its lengths or counts', () => {
    expect(claims('<p>L’Aurelia è chiusa dalle 6 di questa mattina.</p>')).toEqual(['6']);
    expect(claims('<p>Le scuole riaprono alle 9 di domani.</p>')).toEqual(['9']);
    // 'entro 12 metri' is no time of day; 'alle 7.30 l’apertura' is one.
    expect(claims('<p>Divieto di sosta entro 12 metri dalla riva.</p>')).toEqual([]);
  });
  it('counts the names the source lists, whatever noun the rewrite gives them', () => {
    expect(claims('<p>Scuole chiuse domani in quattro comuni.</p>')).toEqual([]);
    expect(claims('<p>Scuole chiuse domani in cinque comuni.</p>')).toEqual(['cinque comuni']);
  });
  it('passes a count the rewrite itself spells out after a colon', () => {
    expect(claims('<p>L’assessore ha due richieste: stare lontani dalla costa e non fermarsi sulle passeggiate.</p>')).toEqual([]);
    expect(claims('<p>L’assessore ha tre richieste: stare lontani dalla costa e non fermarsi sulle passeggiate.</p>')).toEqual(['tre richieste']);
  });
});

describe('round 4, news: figures in words of their own', () => {
  it('reads ordinals, held to the ordinals of the source', () => {
    expect(claims('<p>È la seconda mareggiata in un mese.</p>')).toEqual([]);
    expect(claims('<p>È la terza mareggiata in un mese.</p>')).toEqual(['terza mareggiata']);
    expect(claims('<p>Un’altra mareggiata, il quinto dall’inizio dell’anno.</p>')).toContain('quinto');
    expect(claims('<p>Secondo test per le sirene della costa.</p>', { titolo: 'Test delle sirene della costa' })).toEqual(['Secondo test']);
    // 'secondo' according to someone, places, idioms and fractions are no ordinals.
    expect(claims('<p>Secondo l’assessore, secondo Arpal e secondo fonti locali il peggio è passato: i volontari del terzo settore a Sesto San Giovanni.</p>')).toEqual([]);
  });
  it('reads shares in words, held to the percentages and shares of the source', () => {
    expect(claims('<p>Senza luce un utente su tre, circa un terzo degli utenti.</p>')).toEqual([]);
    expect(claims('<p>Senza luce la metà degli utenti di Santa Margherita.</p>')).toEqual(['metà']);
    expect(claims('<p>Ricaricate il telefono quando scende sotto un quarto.</p>')).toEqual(['un quarto']);
    // A moment, not a share.
    expect(claims('<p>A metà mattinata il vento è calato; a metà dei lavori è ripartito.</p>')).toEqual([]);
  });
  it("reads 'mezzanotte' and 'mezzogiorno' as times of day", () => {
    expect(claims('<p>Numero verde attivo fino alla mezzanotte di venerdì.</p>')).toEqual([]);
    expect(claims('<p>L’allerta scade domani a mezzogiorno.</p>')).toEqual(['mezzogiorno']);
  });
  it('reads a month with no day, held to the months the source names', () => {
    expect(claims('<p>I lavori sulla passeggiata partiranno a novembre.</p>')).toEqual([]);
    expect(claims('<p>I lavori sulla passeggiata partiranno entro gennaio.</p>')).toEqual(['entro gennaio']);
    expect(claims('<p>La mareggiata dell’agosto scorso era stata più lieve.</p>')).toEqual(['dell’agosto']);
  });
  it('reads a span with an article after a word that makes it a measure', () => {
    expect(claims('<p>Le scuole resteranno chiuse per una settimana.</p>')).toEqual(['per una settimana']);
    expect(claims('<p>Il mare ha invaso la strada in meno di un’ora.</p>')).toEqual(['di un’ora']);
    // 'un anno fa', 'da un anno': no measure the rewrite adds.
    expect(claims('<p>Un anno fa una mareggiata simile; da un anno si attendono i lavori.</p>')).toEqual([]);
  });
});

describe('round 4, news: a bare figure takes the unit of the figure before it', () => {
  const heat: NewsSource = {
    titolo: 'Caldo, le regole',
    testo_originale: 'Bere almeno due litri d’acqua al giorno. In 8 minuti le ambulanze arrivano in centro; l’anno scorso ne servivano 12. Fino alle 20 aperti i centri anziani.',
  };
  it('in the rewrite: after a comma, right after the figure with a unit', () => {
    expect(claims('<p>Bere due litri d’acqua al giorno, tre per gli anziani.</p>', heat)).toEqual(['tre']);
    expect(claims('<p>Bere due litri d’acqua al giorno, dalle 20 in poi meno.</p>', heat)).toEqual([]);
  });
  it('in the source: a bare figure may be in the unit of any figure before it in its sentence', () => {
    expect(claims('<p>Le ambulanze impiegano 8 minuti, contro i 12 minuti dell’anno scorso.</p>', heat)).toEqual([]);
  });
});

describe('round 4, news precision: spans and ages the source states in other words', () => {
  const cold: NewsSource = {
    titolo: 'Gelo in Veneto',
    testo_originale:
      'Un’ondata di aria artica investirà il Veneto da giovedì 16 a domenica 19 gennaio. L’autista, un 52enne, è uscito a piedi. La strada è rimasta chiusa per sei ore.',
  };
  it("reads a span between two weekdays' days ('da giovedì 16 a domenica 19': four days)", () => {
    expect(claims('<p>Il Veneto si prepara a quattro giorni di gelo.</p>', cold)).toEqual([]);
    expect(claims('<p>Il Veneto si prepara a sei giorni di gelo.</p>', cold)).toEqual(['sei giorni']);
  });
  it("reads '52enne' as an age in years", () => {
    expect(claims('<p>L’autista, 52 anni, è uscito a piedi.</p>', cold)).toEqual([]);
    expect(claims('<p>L’autista, 54 anni, è uscito a piedi.</p>', cold)).toEqual(['54 anni']);
  });
});
