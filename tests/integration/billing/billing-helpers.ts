import { inflateSync } from 'node:zlib';
import type { TestApp } from '@support/test-app';
import { caller } from '../collections/helpers';

/** A valid GSTIN of the company's state (Karnataka, 29) and of Maharashtra (27). */
export const COMPANY_GSTIN = '29AAGCB7383J1Z4';
export const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

export const COMPANY_SETTINGS = {
  gstin: COMPANY_GSTIN,
  legalName: 'EduReach Technologies Private Limited',
  address: '4th Floor, 80 Feet Road\nKoramangala, Bengaluru 560034',
  bankDetails: 'HDFC Bank, Koramangala\nA/c 50200012345678, IFSC HDFC0000053',
  upiId: 'edureach@okhdfcbank',
};

/** The company's settings set and a pack on sale, through the admin's routes: the pack's id. */
export async function billingReady(t: TestApp, adminToken: string, pack: { name?: string; credits?: number; price?: number } = {}): Promise<string> {
  const api = caller(t);
  const settings = await api.put('/api/admin/billing/settings', adminToken, COMPANY_SETTINGS);
  if (settings.status !== 200) throw new Error(`settings: ${settings.status} ${JSON.stringify(settings.body)}`);
  const created = await api.post('/api/admin/billing/packs', adminToken, { name: 'Starter 500', credits: 500, price: 4999, validityDays: 365, ...pack });
  if (created.status !== 201) throw new Error(`pack: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.pack.id;
}

/** The bytes of a GET, with its status and headers. */
export async function download(t: TestApp, path: string, token?: string) {
  const response = await t.handle(path, { token });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/**
 * The text a PDF shows, one line per text-showing operator: every content stream inflated, and the hex strings of
 * pdfkit's TJ arrays decoded (WinAnsi, as the standard fonts encode text), the kerning numbers between them dropped.
 */
export function pdfText(bytes: Uint8Array): string[] {
  const pdf = Buffer.from(bytes).toString('latin1');
  const lines: string[] = [];
  for (const stream of pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const shown of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      lines.push([...shown[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''));
    }
  }
  return lines;
}
