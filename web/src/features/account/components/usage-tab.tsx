import { Download } from 'lucide-react';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { css, cx } from 'styled-system/css';
import { flex, grid, heading, hint, visuallyHidden } from 'styled-system/patterns';
import { button, input, nativeSelect } from 'styled-system/recipes';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { Figure, MyLimit, UsageFigures } from './usage-figures';
import { downloadTeamUsage, FEATURES, series, thisMonth, type UsagePeriod, useTeam, useTeamUsage } from '../api/team-usage';

/** Chart colours from the theme, as its CSS variables: the chart library takes colours, not class names. */
const FEATURE_COLOURS = ['var(--colors-brand-700)', 'var(--colors-accent-500)', 'var(--colors-ink-400)', 'var(--colors-emerald-600)'];
const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm' });
const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const panel = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', bg: 'bg.canvas' });

/** Profile › Usage (ADR 0021): the institution's credits spent by day or by month, by seat, by feature and by API key. */
export function UsageTab() {
  const [kind, setKind] = useState<'month' | 'year'>('month');
  const [month, setMonth] = useState(thisMonth);
  const [year, setYear] = useState(() => thisMonth().slice(0, 4));
  const period: UsagePeriod = kind === 'month' ? { kind, month } : { kind, year };
  const usage = useTeamUsage(period);
  const team = useTeam();
  const [downloading, setDownloading] = useState(false);
  const names = new Map(team.data?.seats.map((seat) => [seat.id, seat.name]) ?? []);
  const nameOf = (memberId: string) => names.get(memberId) ?? 'A former seat';
  const currentYear = Number(thisMonth().slice(0, 4));

  const download = async () => {
    setDownloading(true);
    try {
      await downloadTeamUsage(month);
    } catch (error) {
      notify({ title: 'Download failed', description: failureMessage(error), variant: 'destructive' });
    }
    setDownloading(false);
  };

  const controls = (
    <div className={flex({ gap: '3', align: 'flex-end', wrap: 'wrap', justify: 'space-between' })}>
      <div className={flex({ gap: '3', align: 'flex-end', wrap: 'wrap' })}>
        <fieldset className={flex({ gap: '1', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '1' })}>
          <legend className={visuallyHidden()}>Show usage by</legend>
          {(['month', 'year'] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={kind === option}
              className={button({ variant: kind === option ? 'solid' : 'ghost', size: 'sm' })}
              onClick={() => setKind(option)}
            >
              {option === 'month' ? 'Month' : 'Year'}
            </button>
          ))}
        </fieldset>
        {kind === 'month' ? (
          <label className={flex({ direction: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
            Month
            <input className={input()} type="month" value={month} max={thisMonth()} onChange={(e) => e.target.value && setMonth(e.target.value)} />
          </label>
        ) : (
          <label className={flex({ direction: 'column', gap: '1', fontSize: 'sm', fontWeight: 'medium' })}>
            Year
            <select className={nativeSelect({ size: 'sm' })} value={year} onChange={(e) => setYear(e.target.value)}>
              {[0, 1, 2, 3].map((back) => (
                <option key={back} value={String(currentYear - back)}>
                  {currentYear - back}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {kind === 'month' ? (
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => void download()} disabled={downloading}>
          <Download size={16} aria-hidden /> Download CSV
        </button>
      ) : null}
    </div>
  );

  if (usage.isPending) return <LoadingState label="Loading usage…" />;
  if (usage.isError) return <ErrorState title="Failed to load usage" description={failureMessage(usage.error)} onRetry={() => void usage.refetch()} />;
  const data = usage.data;
  const points = series(data, period);
  const seats = data.seats.map((seat) => ({ name: nameOf(seat.memberId), ...seat.byFeature, total: seat.total }));
  const periodLabel = kind === 'month' ? 'Day' : 'Month';

  return (
    <div className={flex({ direction: 'column', gap: '5' })}>
      <p className={hint()}>
        Credits your institution spent{team.data?.role === 'member' ? ' (yours only: the owner and managers see every seat)' : ', by every seat'}, in India
        time.
        {team.data?.role === 'member' ? <MyLimit team={team.data} /> : null}
      </p>
      {controls}
      {data.total === 0 ? (
        <EmptyState title="No credits spent in this period" description="Unlocks, saves, exports and API calls that spend credits appear here." />
      ) : (
        <>
          <div className={grid({ gridTemplateColumns: 'repeat(5, 1fr)', gap: '3' })}>
            <Figure label="Total" value={data.total} strong />
            {FEATURES.map((feature) => (
              <Figure key={feature.key} label={feature.label} value={data.byFeature[feature.key]} />
            ))}
          </div>
          <section className={panel}>
            <h3 className={heading({ size: 'md', mb: '3' })}>{kind === 'month' ? 'Credits by day' : 'Credits by month'}</h3>
            <div style={{ height: 240 }} role="img" aria-label={`Credits spent per ${periodLabel.toLowerCase()}: see the table below`}>
              <ResponsiveContainer>
                <BarChart data={points}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={kind === 'month' ? 1 : 0} />
                  <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
                  <Tooltip />
                  <Bar dataKey="credits" name="Credits" fill={FEATURE_COLOURS[0]} radius={[3, 3, 0, 0]} />
                </BarChart>
              </ResponsiveContainer>
            </div>
          </section>
          <div className={grid({ gridTemplateColumns: '3fr 2fr', gap: '4' })}>
            <section className={panel}>
              <h3 className={heading({ size: 'md', mb: '3' })}>By seat and feature</h3>
              <div style={{ height: Math.max(160, 48 * seats.length + 60) }} role="img" aria-label="Credits per seat, by feature: see the table below">
                <ResponsiveContainer>
                  <BarChart data={seats} layout="vertical" margin={{ left: 8 }}>
                    <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                    <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
                    <YAxis type="category" dataKey="name" width={120} tick={{ fontSize: 12 }} />
                    <Tooltip />
                    <Legend />
                    {FEATURES.map((feature, i) => (
                      <Bar key={feature.key} dataKey={feature.key} name={feature.label} stackId="seat" fill={FEATURE_COLOURS[i]} />
                    ))}
                  </BarChart>
                </ResponsiveContainer>
              </div>
            </section>
            <section className={panel}>
              <h3 className={heading({ size: 'md', mb: '3' })}>By API key</h3>
              {data.apiKeys.length === 0 ? (
                <p className={hint()}>No API key spent credits in this period.</p>
              ) : (
                <table className={css({ w: 'full', borderCollapse: 'collapse' })}>
                  <caption className={visuallyHidden()}>Credits per API key</caption>
                  <thead>
                    <tr>
                      <th scope="col" className={cell}>
                        Key
                      </th>
                      <th scope="col" className={cell}>
                        Seat
                      </th>
                      <th scope="col" className={cx(cell, number)}>
                        Credits
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.apiKeys.map((key) => (
                      <tr key={key.apiKeyId}>
                        <td className={cx(cell, css({ fontFamily: 'mono' }))}>…{key.apiKeyId.slice(-6)}</td>
                        <td className={cell}>{nameOf(key.memberId)}</td>
                        <td className={cx(cell, number)}>{key.total}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </section>
          </div>
          <UsageFigures usage={data} seats={seats} periodLabel={periodLabel} />
        </>
      )}
    </div>
  );
}
