import { BookOpen, GraduationCap, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { eyebrow, flex, grid } from 'styled-system/patterns';
import { card } from 'styled-system/recipes';
import { usePortalStats } from '../api/portal-stats';

const number = (value: number | undefined, estimate = false) => (value === undefined ? '—' : `${estimate ? '~' : ''}${value.toLocaleString('en-IN')}`);

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className={cx(card(), css({ py: '3', px: '4' }))}>
      <div className={flex({ align: 'center', gap: '3' })}>
        <div className={css({ w: '9', h: '9', borderRadius: 'md', bg: 'primary.subtle', color: 'primary.default', display: 'grid', placeItems: 'center' })}>
          {icon}
        </div>
        <div>
          <p className={eyebrow({ color: 'fg.muted', letterSpacing: '0.04em' })}>{label}</p>
          <p className={css({ fontSize: 'xl', fontWeight: 'bold', lineHeight: '1.2' })}>{value}</p>
        </div>
      </div>
    </div>
  );
}

export function StatCards() {
  const { data } = usePortalStats();
  return (
    <section aria-label="Catalogue statistics" className={grid({ columns: 4, gap: '3' })}>
      <Stat icon={<Users size={20} aria-hidden />} label="Total Students" value={number(data?.totalStudents, data?.totalIsEstimate)} />
      <Stat icon={<BookOpen size={20} aria-hidden />} label="Academic Streams" value={number(data?.academicStreams)} />
      <Stat icon={<MapPin size={20} aria-hidden />} label="States Covered" value={number(data?.statesCovered)} />
      <Stat icon={<GraduationCap size={20} aria-hidden />} label="Entrance Exams" value={number(data?.entranceExams)} />
    </section>
  );
}
