/** Runs one statement and answers its rows (a pg Client's or an ORM's, whichever the test holds). */
export type RowsOf = (sql: string, params: unknown[]) => Promise<Record<string, any>[]>;

/**
 * The newest e-mail the server wrote to its outbox for `to`, waited for: several e-mails (the reset link, the admin's
 * code) are sent after the answer, so the screen may say "sent" before the row is there.
 */
export async function lastMail(rowsOf: RowsOf, to: string, timeoutMs = 30_000): Promise<{ text: string; html: string }> {
  for (const deadline = Date.now() + timeoutMs; ; await Bun.sleep(100)) {
    const [row] = await rowsOf('select text_body, html_body from mail_outbox where to_address = $1 order by created_at desc limit 1', [to]);
    if (row) return { text: row.text_body, html: row.html_body };
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs / 1000} s`);
  }
}
