import { css } from 'styled-system/css';

export type Stat = { metric: string; label: string };

/** A row of big figures with their labels (hero stats, results). */
export function StatRow({ stats, tone = 'light' }: { stats: Stat[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl className={css({ display: 'grid', gridTemplateColumns: { base: '2', md: 'repeat(auto-fit, minmax(160px, 1fr))' }, gap: { base: '4', md: '6' }, mt: '10' })}>
      {stats.map((stat) => (
        <div key={stat.label} className={dark ? css({ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center', p: '5', borderRadius: 'lg', bg: 'rgba(255,255,255,0.08)', borderWidth: '1px', borderColor: 'rgba(255,255,255,0.16)' }) : css({ display: 'flex', flexDirection: 'column-reverse', textAlign: 'center', p: '5', borderRadius: 'lg', bg: 'white', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'card' })}>
          <dt className={dark ? css({ fontSize: 'sm', color: 'brand.100' }) : css({ fontSize: 'sm', color: 'fg.muted' })}>{stat.label}</dt>
          <dd className={dark ? css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'white' }) : css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', color: 'brand.700' })}>{stat.metric}</dd>
        </div>
      ))}
    </dl>
  );
}
