import { HOUR_MS } from "@/lib/dates/units";
// The pulse's figures for one zone and one week, as pure rules over what the database gathered
// (lib/pulse/pulse.ts). "null" wherever there is nothing to measure: no request, no reply, nothing decided.

/** A request answered within this many hours counts in `answeredWithin24h`. */
export const REPLY_PROMISE_HOURS = 24;

/**
 * The p-th percentile (0–1) of some values, interpolated between the two nearest ranks (PostgreSQL's
 * percentile_cont, spreadsheets' PERCENTILE.INC); null for none.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below] + (sorted[above] - sorted[below]) * (rank - below);
}

/** One request of the week, as the pulse reads it. */
export type RequestFacts = {
  /** The owner's e-mail: a family is an e-mail, whatever its case. */
  email: string;
  createdAt: Date;
  /** When the sitter or the team first moved it (any move of the sheet); null while nobody has. */
  firstReplyAt: Date | null;
  /** It reached CONFIRMED at some point (also when later completed or cancelled). */
  confirmed: boolean;
  /** Still waiting for an answer (RECEIVED or CONTACTED): neither filled nor lost yet. */
  open: boolean;
  /** The family had a booking before this one that was completed. */
  cameBack: boolean;
};

export type RequestFigures = {
  requests: number;
  medianFirstReplyHours: number | null;
  p90FirstReplyHours: number | null;
  answeredWithin24h: number | null;
  confirmed: number;
  fillRate: number | null;
  repeatFamilies: number;
};

/** One zone's week in GET /api/admin/pulse (the keys' order of the answer: lib/pulse/pulse.ts). */
export type PulseRow = { week: string; searches: number; zeroResults: number } & RequestFigures & {
  completed: number;
  sitterCancellations: number;
  activeSitters: number;
  waiting: number;
  /** Notices of the week's bookings that reached their person on no channel («Sin avisar»). */
  unreached: number;
};

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);
const share = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 1000) / 1000);

export const firstReplyHours = (request: Pick<RequestFacts, "createdAt" | "firstReplyAt">): number | null =>
  request.firstReplyAt ? Math.max(0, request.firstReplyAt.getTime() - request.createdAt.getTime()) / HOUR_MS : null;

/** Whether a request's 24 h to be answered are over (or it was answered): only those count in `answeredWithin24h`. */
const isDue = (request: Pick<RequestFacts, "createdAt">, hours: number | null, now: Date) =>
  hours !== null || now.getTime() - request.createdAt.getTime() >= REPLY_PROMISE_HOURS * HOUR_MS;

/**
 * What the pulse counts of one zone's week of requests before rounding: the database counts it per zone and week in
 * SQL (lib/pulse/pulse.ts, percentile_cont for the percentiles), `tallyRequests` counts it from the requests themselves,
 * and both give `figuresOf` the same thing (tests/api/pulse.test.ts checks they agree).
 */
export type RequestTallies = {
  requests: number;
  /** The hours to the first reply of the answered requests: their median and 90th percentile, unrounded (null: none). */
  medianReplyHours: number | null;
  p90ReplyHours: number | null;
  /** Answered within 24 h, among the `due` ones: answered, or asked at least 24 h ago. */
  answeredInTime: number;
  due: number;
  confirmed: number;
  /** Confirmed, or no longer open (declined, cancelled, expired): neither filled nor lost yet otherwise. */
  decided: number;
  /** The e-mail of each request from a family who came back (as many as those requests, any case). */
  cameBack: string[];
};

/** Counts a week's requests as the database does per zone and week. */
export function tallyRequests(requests: readonly RequestFacts[], now: Date): RequestTallies {
  const hours = requests.map(firstReplyHours);
  const answered = hours.filter((value): value is number => value !== null);
  return {
    requests: requests.length,
    medianReplyHours: percentile(answered, 0.5),
    p90ReplyHours: percentile(answered, 0.9),
    answeredInTime: answered.filter((value) => value <= REPLY_PROMISE_HOURS).length,
    due: requests.filter((request, i) => isDue(request, hours[i], now)).length,
    confirmed: requests.filter((request) => request.confirmed).length,
    decided: requests.filter((request) => request.confirmed || !request.open).length,
    cameBack: requests.filter((request) => request.cameBack).map((request) => request.email),
  };
}

/** Families (by e-mail, any case) among the e-mails of requests from families who came back. */
const familiesIn = (emails: readonly string[]) => new Set(emails.map((email) => email.trim().toLowerCase())).size;

/** A zone's week of request figures from its tallies: the rounding and the shares. */
export function figuresOf(tallies: RequestTallies): RequestFigures {
  return {
    requests: tallies.requests,
    medianFirstReplyHours: oneDecimal(tallies.medianReplyHours),
    p90FirstReplyHours: oneDecimal(tallies.p90ReplyHours),
    answeredWithin24h: share(tallies.answeredInTime, tallies.due),
    confirmed: tallies.confirmed,
    fillRate: share(tallies.confirmed, tallies.decided),
    repeatFamilies: familiesIn(tallies.cameBack),
  };
}

/**
 * `answeredWithin24h`: the share of requests answered within 24 h, among those whose 24 h are over or that were
 * answered (a request of an hour ago may still be answered in time). Median and p90 are over the answered ones.
 */
export function replyFigures(requests: readonly RequestFacts[], now: Date) {
  const { medianFirstReplyHours, p90FirstReplyHours, answeredWithin24h } = figuresOf(tallyRequests(requests, now));
  return { medianFirstReplyHours, p90FirstReplyHours, answeredWithin24h };
}

/** Confirmed requests over the requests already decided (confirmed, declined, cancelled, expired); null with none. */
export function fillRate(requests: readonly Pick<RequestFacts, "confirmed" | "open">[]): number | null {
  const decided = requests.filter((request) => request.confirmed || !request.open);
  return share(decided.filter((request) => request.confirmed).length, decided.length);
}

/** Families (by e-mail, any case) who asked again this week after a completed stay with us. */
export function repeatFamilies(requests: readonly Pick<RequestFacts, "email" | "cameBack">[]): number {
  return familiesIn(requests.filter((request) => request.cameBack).map((request) => request.email));
}

/** The request figures of one zone's week. */
export function requestFigures(requests: readonly RequestFacts[], now: Date): RequestFigures {
  return figuresOf(tallyRequests(requests, now));
}
