import { css } from 'styled-system/css';
import { grid } from 'styled-system/patterns';

export type Stat = { metric: string; label: string };

/** A row of big figures with their labels (hero stats, results). */
export function StatRow({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl
      className={
        stats.length === 3
          ? grid({ columns: 3, gap: { base: '2', md: '6' }, mt: '10' })
          : grid({ gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, gap: { base: '3', md: '6' }, mt: '10' })
      }
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={
            dark
              ? css({
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  textAlign: 'center',
                  p: '5',
                  borderRadius: 'lg',
                  bg: 'rgba(255,255,255,0.08)',
                  borderWidth: '1px',
                  borderColor: 'rgba(255,255,255,0.16)',
                })
              : css({
                  display: 'flex',
                  flexDirection: 'column-reverse',
                  textAlign: 'center',
                  p: { base: '3', md: '5' },
                  borderRadius: 'lg',
                  bg: 'bg.canvas',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  boxShadow: 'card',
                })
          }
        >
          <dt className={dark ? css({ fontSize: 'sm', color: 'fg.inverted.primary' }) : css({ fontSize: { base: 'xs', md: 'sm' }, color: 'fg.muted' })}>
            {stat.label}
          </dt>
          <dd
            className={
              dark
                ? css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'fg.inverted' })
                : css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'primary.default' })
            }
          >
            {stat.metric}
          </dd>
        </div>
      ))}
    </dl>
  );
}
