import type { Client } from 'pg';
import type { Acknowledged } from './mixed-load';

export type DurabilityReport = { lines: string[]; failures: string[] };

/**
 * After the load: every write the server acknowledged is in the database, and nothing is half-done —
 * each unlock and save has exactly its one credit debit and each debit its row, and every balance adds up.
 */
export async function checkDurability(
  pg: Client,
  acknowledged: Acknowledged,
  options: { runId: string; memberIds: string[]; initialCredits: number },
): Promise<DurabilityReport> {
  const lines: string[] = [];
  const failures: string[] = [];
  const members = options.memberIds;
  const report = (what: string, found: number, expected: number) => {
    lines.push(`${what}: ${found.toLocaleString('en-IN')} of ${expected.toLocaleString('en-IN')} acknowledged are in the database`);
    if (found !== expected) failures.push(`${expected - found} acknowledged ${what} are missing`);
  };

  const contacts = await pg.query<{ marker: string }>("select split_part(message, ' ', 1) as marker from contact_submissions where message like $1", [
    `${options.runId}-contact-%`,
  ]);
  const storedContacts = new Set(contacts.rows.map((row) => row.marker));
  report('contact submissions', acknowledged.contacts.filter((marker) => storedContacts.has(marker)).length, acknowledged.contacts.length);

  const assessments = await pg.query<{ n: number }>('select count(*)::int as n from assessment_submissions where id = any($1::uuid[])', [
    acknowledged.assessments,
  ]);
  report('assessments', assessments.rows[0]!.n, acknowledged.assessments.length);

  const pairs = async (sql: string) => new Set((await pg.query<{ pair: string }>(sql, [members])).rows.map((row) => row.pair));
  const key = ({ memberId, studentId }: { memberId: string; studentId: string }) => `${memberId}|${studentId}`;
  for (const [kind, table, list] of [
    ['unlock', 'unlocked_students', acknowledged.unlocks],
    ['save', 'saved_students', acknowledged.saves],
  ] as const) {
    const rows = await pairs(`select user_id || '|' || student_id as pair from ${table} where user_id = any($1::uuid[])`);
    const debits = await pairs(
      `select user_id || '|' || student_id as pair from credit_transactions where transaction_type = '${kind}' and user_id = any($1::uuid[])`,
    );
    report(`charged ${kind}s (row)`, list.filter((item) => rows.has(key(item))).length, list.length);
    report(`charged ${kind}s (credit debit)`, list.filter((item) => debits.has(key(item))).length, list.length);
    const rowWithoutDebit = [...rows].filter((pair) => !debits.has(pair)).length;
    const debitWithoutRow = [...debits].filter((pair) => !rows.has(pair)).length;
    lines.push(`${table}: ${rows.size} rows, ${debits.size} ${kind} debits; ${rowWithoutDebit} rows without a debit, ${debitWithoutRow} debits without a row`);
    if (rowWithoutDebit || debitWithoutRow)
      failures.push(`partial ${kind} writes: ${rowWithoutDebit} rows without a debit, ${debitWithoutRow} debits without a row`);
  }

  const doubles = await pg.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from credit_transactions where user_id = any($1::uuid[]) and student_id is not null
       group by user_id, student_id, transaction_type having count(*) > 1) charged_twice`,
    [members],
  );
  if (doubles.rows[0]!.n) failures.push(`${doubles.rows[0]!.n} students charged twice for the same thing`);
  const balances = await pg.query<{ off: number }>(
    // ADR 0021: each bench member is alone in their institution, whose pool is their balance
    `select count(*)::int as off from website_users w join institution_credits c on c.institution_id = w.institution_id
       where w.id = any($1::uuid[])
         and c.credits + coalesce((select sum(credits_consumed) from credit_transactions t where t.user_id = w.id), 0) <> $2`,
    [members, options.initialCredits],
  );
  lines.push(
    `balances: ${members.length - balances.rows[0]!.off} of ${members.length} members' credits equal ${options.initialCredits.toLocaleString('en-IN')} minus their debits; ${doubles.rows[0]!.n} double charges`,
  );
  if (balances.rows[0]!.off) failures.push(`${balances.rows[0]!.off} members' balances do not match their debits`);
  return { lines, failures };
}
