import { css } from 'styled-system/css';
import type { Client, ClientMark } from '../../content/clients';

const MARKS: Record<ClientMark, string> = {
  shield: 'M24 6l14 5v10c0 9-6 16-14 19-8-3-14-10-14-19V11z',
  book: 'M8 12c6-2 11-1 16 2 5-3 10-4 16-2v22c-6-2-11-1-16 2-5-3-10-4-16-2zM24 14v22',
  tower: 'M12 38h24M15 38V20h18v18M12 20l12-10 12 10M21 38v-8h6v8',
  leaf: 'M10 36C10 20 20 10 38 10c0 18-10 28-26 28M12 36l14-14',
  star: 'M24 7l5 11 12 1-9 8 3 12-11-7-11 7 3-12-9-8 12-1z',
  atom: 'M24 24m-3 0a3 3 0 1 0 6 0a3 3 0 1 0-6 0M24 10c8 0 14 6 14 14S32 38 24 38 10 32 10 24 16 10 24 10M8 17l32 14M8 31l32-14',
  cross: 'M19 8h10v11h11v10H29v11H19V29H8V19h11z',
  sun: 'M24 16a8 8 0 1 0 0 16 8 8 0 0 0 0-16M24 6v5M24 37v5M6 24h5M37 24h5M11 11l4 4M33 33l4 4M11 37l4-4M33 15l4-4',
  wave: 'M6 20c6-6 12 6 18 0s12 6 18 0M6 30c6-6 12 6 18 0s12 6 18 0',
};

const FILLED: ClientMark[] = ['shield', 'star', 'cross'];

/** An institution's crest and wordmark, drawn from its hue and mark: our own artwork, never fetched. */
export function ClientLogo({ client }: { client: Client }) {
  const colour = `hsl(${client.hue} 62% 38%)`;
  const tint = `hsl(${client.hue} 70% 94%)`;
  const filled = FILLED.includes(client.mark);
  return (
    <svg viewBox="0 0 200 64" role="img" aria-label={`${client.name} logo`} width="100%" height="64">
      <rect x="4" y="8" width="48" height="48" rx="12" fill={tint} />
      <g transform="translate(4 8)" fill={filled ? colour : 'none'} stroke={colour} strokeWidth={filled ? 0 : 2.6} strokeLinecap="round" strokeLinejoin="round">
        <path d={MARKS[client.mark]} />
      </g>
      <text x="62" y="32" fontFamily="Georgia, 'Times New Roman', serif" fontSize="20" fontWeight="700" fill={colour} letterSpacing="1">
        {client.short}
      </text>
      <text x="62" y="48" fontFamily="system-ui, sans-serif" fontSize="8.5" className={css({ fill: 'fg.muted' })} letterSpacing="0.4">
        {client.name.length > 30 ? `${client.name.slice(0, 29)}…` : client.name}
      </text>
    </svg>
  );
}
