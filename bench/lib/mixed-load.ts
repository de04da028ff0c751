import { QUESTIONS } from '@modules/marketing/domain/assessment-questions.schema';

/**
 * Mixed traffic from many concurrent clients, the way the site is used: members browse and filter the
 * catalogue, unlock and save students; visitors send the contact form and the assessment. Every write the
 * server acknowledged (2xx) is recorded, so a script can check afterwards that the database holds it.
 */
export type Member = { id: string; token: string };
export type Action = 'browse' | 'unlock' | 'save' | 'contact' | 'assessment';

/** ok: 2xx · refused: an answer the client expects under load (409 already saved, 429 slow down) · unavailable: 503 · error: anything else, or no answer */
export type Verdict = 'ok' | 'refused' | 'unavailable' | 'error';
export type Outcome = { action: Action; status: number; ms: number; at: number; verdict: Verdict; detail?: string };

export type Acknowledged = {
  contacts: string[];
  assessments: string[];
  unlocks: { memberId: string; studentId: string }[];
  saves: { memberId: string; studentId: string }[];
};

export type LoadOptions = {
  url: string;
  members: Member[];
  studentIds: string[];
  clients: number;
  /** prefix of every marker this run writes, so its rows can be told apart */
  runId: string;
  weights?: Partial<Record<Action, number>>;
  onOutcome?: (outcome: Outcome) => void;
};

const DEFAULT_WEIGHTS: Record<Action, number> = { browse: 60, unlock: 14, save: 6, contact: 10, assessment: 10 };
const STATES = ['Karnataka', 'Maharashtra', 'Tamil Nadu', 'Uttar Pradesh', 'Kerala', 'Gujarat'];
// each at least MIN_SEARCH_RUN letters or digits in a row: a shorter term is refused (400 CATALOGUE.SEARCH_TOO_SHORT)
const SEARCHES = ['Sharma', 'Patil', 'Reddy', 'Kumar', '984'];
const SORTS = ['createdAt', 'studentName', 'age', 'passingYear'];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** Every request comes from its own address (the server trusts X-Forwarded-For here), as real visitors do. */
const visitorAddress = () => `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

function browsePath(): string {
  const roll = Math.random();
  if (roll < 0.08) return `/api/public/filter-options${Math.random() < 0.5 ? `?state=${encodeURIComponent(pick(STATES))}` : ''}`;
  if (roll < 0.12) return '/api/public/portal-stats';
  const query = new URLSearchParams({ page: String(1 + Math.floor(Math.random() * 40)), limit: pick(['20', '50']) });
  if (Math.random() < 0.4) query.set('state', pick(STATES));
  if (Math.random() < 0.15) query.set('search', pick(SEARCHES));
  if (Math.random() < 0.3) {
    query.set('sortBy', pick(SORTS));
    query.set('sortOrder', pick(['asc', 'desc']));
  }
  return `/api/public/students?${query}`;
}

const assessmentAnswers = () =>
  Object.fromEntries(QUESTIONS.map((question) => [question.field, question.multi ? JSON.stringify([pick(question.options)]) : pick(question.options)]));

export function startMixedLoad(options: LoadOptions) {
  const weights = { ...DEFAULT_WEIGHTS, ...options.weights };
  const table = (Object.entries(weights) as [Action, number][]).filter(([, weight]) => weight > 0);
  const totalWeight = table.reduce((sum, [, weight]) => sum + weight, 0);
  const nextAction = (): Action => {
    let roll = Math.random() * totalWeight;
    for (const [action, weight] of table) if ((roll -= weight) < 0) return action;
    return table[0]![0];
  };

  const acknowledged: Acknowledged = { contacts: [], assessments: [], unlocks: [], saves: [] };
  const unlockedBy = new Map<string, string[]>(options.members.map((member) => [member.id, []]));
  const savedBy = new Map<string, Set<string>>(options.members.map((member) => [member.id, new Set()]));
  let serial = 0;
  let running = true;

  const send = async (action: Action, path: string, init: { method?: string; json?: unknown; token?: string }, expected: number[] = []) => {
    const started = performance.now();
    const headers: Record<string, string> = { 'x-forwarded-for': visitorAddress() };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    let status = 0;
    let body: any;
    let detail: string | undefined;
    try {
      const response = await fetch(`${options.url}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      status = response.status;
      body = await response.json().catch(() => undefined);
      if (status >= 400) detail = `${status} ${body?.code ?? ''} ${path.split('?')[0]}`;
    } catch (error) {
      detail = `no answer: ${(error as Error).message}`;
    }
    const ms = performance.now() - started;
    const verdict: Verdict =
      status >= 200 && status < 300 ? 'ok' : status === 429 || expected.includes(status) ? 'refused' : status === 503 ? 'unavailable' : 'error';
    options.onOutcome?.({ action, status, ms, at: Date.now(), verdict, detail });
    return { status, body };
  };

  const actions: Record<Action, () => Promise<unknown>> = {
    browse: () => send('browse', browsePath(), { token: pick(options.members).token }),
    async unlock() {
      const member = pick(options.members);
      const studentId = pick(options.studentIds);
      const { status, body } = await send('unlock', '/api/website/students/unlock', { method: 'POST', json: { studentId }, token: member.token });
      if (status === 200) {
        if (body.creditsConsumed > 0) acknowledged.unlocks.push({ memberId: member.id, studentId });
        if (!body.alreadyUnlocked) unlockedBy.get(member.id)!.push(studentId);
      }
    },
    async save() {
      const member = pick(options.members);
      const saved = savedBy.get(member.id)!;
      const candidates = unlockedBy.get(member.id)!.filter((id) => !saved.has(id));
      if (candidates.length === 0) return actions.unlock();
      const studentId = pick(candidates);
      // marked before the answer, so two clients of the same member do not both try it
      saved.add(studentId);
      const { status } = await send('save', '/api/website/saved-students', { method: 'POST', json: { studentId }, token: member.token }, [409]);
      if (status === 200) acknowledged.saves.push({ memberId: member.id, studentId });
      else if (status !== 409) saved.delete(studentId);
    },
    async contact() {
      const marker = `${options.runId}-contact-${++serial}`;
      const form = {
        institutionName: 'Load Test Institute',
        contactName: 'Anita Desai',
        email: 'anita@example.in',
        phone: '9876543210',
        serviceInterest: 'Student leads',
        message: `${marker} please call us about admissions.`,
      };
      const { status } = await send('contact', '/api/contact', { method: 'POST', json: form });
      if (status === 201) acknowledged.contacts.push(marker);
    },
    async assessment() {
      const marker = `${options.runId}-assessment-${++serial}`;
      const contact = { name: 'Vikram Rao', instituteName: marker, email: 'vikram@example.in', phone: '9876543210' };
      const first = await send('assessment', '/api/assessment-contact', { method: 'POST', json: contact });
      if (first.status !== 201) return;
      const { status, body } = await send('assessment', '/api/assessment', { method: 'POST', json: { ...assessmentAnswers(), institutionName: marker } });
      if (status === 201) acknowledged.assessments.push(body.id);
    },
  };

  const clients = Array.from({ length: options.clients }, async () => {
    while (running) await actions[nextAction()]();
  });

  return {
    acknowledged,
    /** Stops issuing requests and waits for the ones in flight. */
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

/** Outcomes folded into counts and latencies per action, for the printout. */
export class Tally {
  readonly byVerdict: Record<Verdict, number> = { ok: 0, refused: 0, unavailable: 0, error: 0 };
  readonly byStatus = new Map<number, number>();
  readonly latencies: number[] = [];
  readonly errorDetails = new Map<string, number>();
  count = 0;

  add(outcome: Outcome) {
    this.count += 1;
    this.byVerdict[outcome.verdict] += 1;
    this.byStatus.set(outcome.status, (this.byStatus.get(outcome.status) ?? 0) + 1);
    this.latencies.push(outcome.ms);
    if (outcome.verdict === 'error' && outcome.detail) this.errorDetails.set(outcome.detail, (this.errorDetails.get(outcome.detail) ?? 0) + 1);
  }

  statuses() {
    return [...this.byStatus.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status || 'no answer'}×${n}`)
      .join(', ');
  }
}
