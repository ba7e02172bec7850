import { TRENDS_MSG } from '../../../common/messages-trends.ts';
import { z } from '../../../common/validation.ts';
import { OutsideServiceError } from '../../domain/errors.ts';
import type { TrendsSnapshot } from '../../domain/ports.ts';

/**
 * Reading Google Trends' web answers (shapes from the real responses in
 * ../shared/fixtures/trends/). Every JSON answer starts with an anti-XSSI prefix — `)]}'` for
 * explore, `)]}',` for widgetdata — that must go before JSON.parse. Anything that is not the
 * expected JSON is an OutsideServiceError 'invalid-response'.
 */

export function invalidTrends(cause: string): OutsideServiceError {
  return new OutsideServiceError('trends', 'invalid-response', TRENDS_MSG.invalidResponse, {}, cause);
}

/** The text without Google's `)]}'` / `)]}',` prefix (and the line break after it). */
export function stripXssiPrefix(text: string): string {
  return text.replace(/^\uFEFF?\s*\)\]\}'\s*,?\s*/, '');
}

/** Parses one answer; HTML (an error page) or broken JSON is an invalid response. */
export function parseTrendsJson(text: string, what: string): unknown {
  const body = stripXssiPrefix(text);
  if (!/^[[{]/.test(body)) throw invalidTrends(`${what}: non è JSON (${JSON.stringify(body.slice(0, 40))})`);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw invalidTrends(`${what}: JSON non valido`);
  }
}

function shaped<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw invalidTrends(`${what}: forma inattesa (${issue?.path.join('.') ?? ''} ${issue?.message ?? ''})`);
  }
  return result.data;
}

/** A widget of the explore answer: what to send back to widgetdata (its request and token). */
export interface TrendsWidget {
  id: string;
  token: string;
  request: Record<string, unknown>;
}

const widgetSchema = z.looseObject({
  id: z.string(),
  token: z.string().optional(),
  request: z.record(z.string(), z.unknown()).optional(),
});
const exploreSchema = z.looseObject({ widgets: z.array(widgetSchema) });

export interface ExploreWidgets {
  timeseries: TrendsWidget;
  /** Per term: the widget and the index of the term's value in its answer. */
  geo: Array<{ widget: TrendsWidget; index: number } | null>;
  related: Array<TrendsWidget | null>;
}

/**
 * The widgets of /trends/api/explore for `termCount` terms. Google names them TIMESERIES,
 * GEO_MAP (all terms compared) and GEO_MAP_{i}, RELATED_QUERIES_{i} per term; with a single term
 * GEO_MAP and RELATED_QUERIES carry no index. Per-term region maps are preferred (interest of
 * each term by region); the compared map is the fallback.
 */
export function parseExplore(json: unknown, termCount: number): ExploreWidgets {
  const { widgets } = shaped(exploreSchema, json, 'explore');
  const usable: TrendsWidget[] = widgets.flatMap((w) => (typeof w.token === 'string' && w.request ? [{ id: w.id, token: w.token, request: w.request }] : []));
  const timeseries = usable.find((w) => w.id === 'TIMESERIES');
  if (!timeseries) throw invalidTrends('explore: manca il widget TIMESERIES');
  const indexOf = (id: string, prefix: string): number | null => {
    if (id === prefix) return termCount === 1 ? 0 : null;
    const m = new RegExp(`^${prefix}_(\\d+)$`).exec(id);
    return m ? Number(m[1]) : null;
  };
  const geo: ExploreWidgets['geo'] = Array.from({ length: termCount }, () => null);
  const related: ExploreWidgets['related'] = Array.from({ length: termCount }, () => null);
  for (const w of usable) {
    const g = indexOf(w.id, 'GEO_MAP');
    if (g !== null && g < termCount) geo[g] = { widget: w, index: 0 };
    const r = indexOf(w.id, 'RELATED_QUERIES');
    if (r !== null && r < termCount) related[r] = w;
  }
  const compared = usable.find((w) => w.id === 'GEO_MAP');
  if (compared && termCount > 1) geo.forEach((g, i) => (geo[i] = g ?? { widget: compared, index: i }));
  return { timeseries, geo, related };
}

const numberList = z.array(z.number().nullable().optional());
const multilineSchema = z.looseObject({
  default: z.looseObject({
    timelineData: z.array(
      z.looseObject({
        time: z.union([z.string(), z.number()]),
        value: numberList,
        hasData: z.array(z.boolean()).optional(),
        isPartial: z.boolean().optional(),
      }),
    ),
  }),
});

/** /widgetdata/multiline: one point per day, week or month, a value per term (0 where Google has no data). */
export function parseMultiline(json: unknown, termCount: number): TrendsSnapshot['timeline'] {
  const data = shaped(multilineSchema, json, 'multiline');
  return data.default.timelineData.map((p) => {
    const seconds = Number(p.time);
    if (!Number.isFinite(seconds)) throw invalidTrends(`multiline: data non valida ${String(p.time)}`);
    const values = Array.from({ length: termCount }, (_, i) => (p.hasData?.[i] === false ? 0 : Math.max(0, Math.min(100, p.value[i] ?? 0))));
    return { time: new Date(seconds * 1000).toISOString(), values, partial: p.isPartial === true };
  });
}

const geoSchema = z.looseObject({
  default: z.looseObject({
    geoMapData: z.array(
      z.looseObject({
        geoCode: z.string().optional(),
        geoName: z.string(),
        value: numberList,
        hasData: z.array(z.boolean()).optional(),
      }),
    ),
  }),
});

/** /widgetdata/comparedgeo: the regions with data for the value at `index`, highest first. */
export function parseComparedGeo(json: unknown, index: number): TrendsSnapshot['regions'][number] {
  const data = shaped(geoSchema, json, 'comparedgeo');
  return data.default.geoMapData
    .filter((r) => r.hasData?.[index] !== false && typeof r.value[index] === 'number')
    .map((r) => ({ code: r.geoCode ?? null, name: r.geoName, value: r.value[index] as number }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'it'));
}

const rankedSchema = z.looseObject({
  default: z.looseObject({
    rankedList: z.array(
      z.looseObject({
        rankedKeyword: z.array(
          z.looseObject({
            query: z.string().optional(),
            topic: z.looseObject({ title: z.string() }).optional(),
            value: z.number(),
            formattedValue: z.string().optional(),
          }),
        ),
      }),
    ),
  }),
});

/** Google's rule: growth above 5000 % shows as "Breakout" (in Italian "Impennata"), a label without digits. */
const isBreakout = (value: number, formatted?: string) => value > 5000 || (formatted !== undefined && formatted !== '' && !/\d/.test(formatted));

/**
 * /widgetdata/relatedsearches: the first ranked list is the top queries (0–100), the second the
 * rising ones (growth in %). Related topics have a topic title instead of a query.
 */
export function parseRelated(json: unknown): TrendsSnapshot['related'][number] {
  const data = shaped(rankedSchema, json, 'relatedsearches');
  const [top = { rankedKeyword: [] }, rising = { rankedKeyword: [] }] = data.default.rankedList;
  const label = (k: { query?: string; topic?: { title: string } }) => (k.query ?? k.topic?.title ?? '').trim();
  return {
    top: top.rankedKeyword.filter((k) => label(k)).map((k) => ({ query: label(k), value: k.value })),
    rising: rising.rankedKeyword.filter((k) => label(k)).map((k) => ({ query: label(k), value: k.value, breakout: isBreakout(k.value, k.formattedValue) })),
  };
}
