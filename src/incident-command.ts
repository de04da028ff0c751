/** `make incident FROM=… TO=… [OUT=…]`: who and what an incident window touched, from the audit log (SECURITY.md). */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { IncidentReport } from './modules/admin';
import { commandDeps, moduleGraph } from './composition-root';
import type { Config } from './platform/config';
import type { Orm } from './platform/db/orm';
import { csvText } from './platform/http/csv-download';
import { neutraliseCell } from './platform/kernel/csv-cell';

/** A date or date-time; without a zone it is read as India time (the runbook's times are IST). */
export function parseInstant(value: string | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2})?)?(Z|[+-]\d{2}:\d{2})?$/.test(value.trim())) return undefined;
  const text = value.trim().replace(' ', 'T');
  const withTime = text.length === 10 ? `${text}T00:00` : text;
  const at = new Date(/(Z|[+-]\d{2}:\d{2})$/.test(withTime) ? withTime : `${withTime}+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

const STUDENT_HEADERS = ['student_id', 'name', 'email', 'mobile', 'on_file', 'actions', 'by', 'first_at', 'last_at'];
const ACTOR_HEADERS = ['kind', 'id', 'label', 'events', 'students', 'actions'];

export function incidentCsv(report: IncidentReport): { students: string; actors: string } {
  const cells = (values: unknown[]) => values.map(neutraliseCell);
  return {
    students: csvText(
      STUDENT_HEADERS,
      report.students.map((s) =>
        cells([s.studentId, s.name, s.email, s.mobile, s.name === null ? 'no' : 'yes', s.actions.join(' '), s.by.join('; '), s.first, s.last]),
      ),
    ),
    actors: csvText(
      ACTOR_HEADERS,
      report.actors.map((a) => cells([a.kind, a.id, a.label, a.events, a.students, a.actions.join(' ')])),
    ),
  };
}

export async function incidentCommand(
  orm: Orm,
  config: Config,
  args: { from?: string; to?: string; out?: string },
  log: Pick<Console, 'log' | 'error'> = console,
): Promise<number> {
  const from = parseInstant(args.from);
  const to = parseInstant(args.to);
  if (!from || !to || from >= to) {
    log.error('Usage: make incident FROM=2026-11-01T00:00 TO=2026-11-02T00:00 [OUT=incident.csv] (India time unless a zone is given; FROM before TO)');
    return 2;
  }
  const report = await moduleGraph(commandDeps(orm, config)).admin.incidentReport(from, to);
  const out = args.out ?? `tmp/incident-${from.toISOString().slice(0, 16).replace(/:/g, '')}.csv`;
  const csv = incidentCsv(report);
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, csv.students);
  await writeFile(out.replace(/(\.csv)?$/, '-actors.csv'), csv.actors);

  log.log(`Audit log ${report.from} → ${report.to}: ${report.events} events.`);
  log.log(`\nWho acted (${report.actors.length}):`);
  for (const a of report.actors)
    log.log(
      `  ${a.kind.padEnd(7)} ${a.label.padEnd(40)} ${String(a.events).padStart(5)} events  ${String(a.students).padStart(6)} students  ${a.actions.join(', ')}`,
    );
  log.log(`\nStudents touched (${report.students.length}):`);
  for (const s of report.students.slice(0, 50))
    log.log(`  ${s.studentId}  ${(s.name ?? '(no longer on file)').padEnd(28)} ${s.actions.join(', ')}  by ${s.by.join('; ')}`);
  if (report.students.length > 50) log.log(`  … and ${report.students.length - 50} more in the CSV`);
  if (report.members.length > 0)
    log.log(`\nMembers whose account was acted on: ${report.members.map((m) => `${m.memberId} (${m.actions.join(', ')})`).join('; ')}`);
  for (const w of report.wholeCatalogue) log.log(`\nWHOLE CATALOGUE: ${w.action} at ${w.at} by ${w.by}: treat every student on file then as affected.`);
  for (const m of report.allMembers) log.log(`\nALL MEMBERS: website_users.export at ${m.at} by ${m.by}: treat every member as affected.`);
  log.log(`\nCSV for the notices: ${out} (students), ${out.replace(/(\.csv)?$/, '-actors.csv')} (who acted).`);
  return 0;
}
