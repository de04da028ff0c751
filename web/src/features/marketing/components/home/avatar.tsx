import { css } from 'styled-system/css';

/** A person's initials on a soft gradient: our testimonial "photos", drawn rather than fetched. */
export function Avatar({ initials, hue, name }: { initials: string; hue: number; name: string }) {
  const id = `avatar-${initials}-${hue}`;
  return (
    <svg width="48" height="48" viewBox="0 0 48 48" role="img" aria-label={`Photo of ${name}`}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={`hsl(${hue} 75% 62%)`} />
          <stop offset="1" stopColor={`hsl(${hue} 65% 38%)`} />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="24" fill={`url(#${id})`} />
      <circle cx="24" cy="19" r="8" fill="rgba(255,255,255,0.28)" />
      <path d="M9 41c3-8 9-11 15-11s12 3 15 11" fill="rgba(255,255,255,0.28)" />
      <text x="24" y="29" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700" className={css({ fill: 'fg.inverted' })}>
        {initials}
      </text>
    </svg>
  );
}
