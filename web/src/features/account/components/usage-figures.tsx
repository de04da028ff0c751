import { css, cx } from 'styled-system/css';
import { grid, heading, hint, visuallyHidden } from 'styled-system/patterns';
import { FEATURES, type TeamUsage, type UsageFeature, type useTeam } from '../api/team-usage';

const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm' });
const number = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const panel = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4', bg: 'bg.canvas' });

type SeatRow = Record<UsageFeature, number> & { name: string; total: number };

/** The usage's figures as tables (what the charts draw, readable by everyone): per seat and feature, per day or month. */
export function UsageFigures({ usage: data, seats, periodLabel }: { usage: TeamUsage; seats: SeatRow[]; periodLabel: string }) {
  return (
    <section className={panel}>
      <h3 className={heading({ size: 'md', mb: '3' })}>Figures</h3>
      <div className={grid({ gridTemplateColumns: '1fr 1fr', gap: '4', alignItems: 'start' })}>
        <table className={css({ w: 'full', borderCollapse: 'collapse' })} data-testid="usage-seats">
          <caption className={visuallyHidden()}>Credits per seat and feature</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                Seat
              </th>
              {FEATURES.map((feature) => (
                <th key={feature.key} scope="col" className={cx(cell, number)}>
                  {feature.label}
                </th>
              ))}
              <th scope="col" className={cx(cell, number)}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {seats.map((seat, i) => (
              <tr key={data.seats[i]!.memberId}>
                <th scope="row" className={cx(cell, css({ fontWeight: 'medium' }))}>
                  {seat.name}
                </th>
                {FEATURES.map((feature) => (
                  <td key={feature.key} className={cx(cell, number)}>
                    {seat[feature.key]}
                  </td>
                ))}
                <td className={cx(cell, number, css({ fontWeight: 'semibold' }))}>{seat.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className={css({ w: 'full', borderCollapse: 'collapse' })} data-testid="usage-periods">
          <caption className={visuallyHidden()}>Credits per {periodLabel.toLowerCase()}</caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                {periodLabel}
              </th>
              <th scope="col" className={cx(cell, number)}>
                Credits
              </th>
            </tr>
          </thead>
          <tbody>
            {data.buckets.map((bucket) => (
              <tr key={bucket.period}>
                <th scope="row" className={cx(cell, css({ fontWeight: 'normal' }))}>
                  {bucket.period}
                </th>
                <td className={cx(cell, number)}>{bucket.total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div className={cx(panel, css({ p: '3' }))}>
      <div className={hint({ size: 'xs' })}>{label}</div>
      <div className={css({ fontSize: strong ? '2xl' : 'xl', fontWeight: 'bold' })} data-testid={`usage-${label.toLowerCase()}`}>
        {value}
      </div>
    </div>
  );
}

/** A member's own monthly limit, from the team's answer (their seat only carries it). */
export function MyLimit({ team }: { team: NonNullable<ReturnType<typeof useTeam>['data']> }) {
  const mine = team.seats.find((seat) => seat.monthlyLimit !== null || seat.spentThisMonth !== null);
  if (!mine) return null;
  return (
    <>
      {' '}
      Your monthly limit: {mine.monthlyLimit === null ? 'none' : `${mine.monthlyLimit} credits`}
      {mine.spentThisMonth !== null ? ` (${mine.spentThisMonth} used this month)` : ''}.
    </>
  );
}
