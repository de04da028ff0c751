import { css } from 'styled-system/css';

/** A screen whose feature has not landed yet: its title and what it will hold. */
export function PagePlaceholder({ title, summary }: { title: string; summary: string }) {
  return (
    <main className={css({ maxW: '4xl', mx: 'auto', px: '6', py: '24', minH: '60vh' })}>
      <h1 className={css({ fontSize: '4xl', fontWeight: 'bold', mb: '3' })}>{title}</h1>
      <p className={css({ color: 'fg.muted', fontSize: 'lg' })}>{summary}</p>
    </main>
  );
}
