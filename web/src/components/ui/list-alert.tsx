import { AlertTriangle } from 'lucide-react';
import { alert, button } from 'styled-system/recipes';

/** An alert with a Retry button, as every admin list failure is shown (spec 001 §8). */
export function ListAlert({ title, description, onRetry }: { title: string; description: string; onRetry: () => void }) {
  const parts = alert();
  return (
    <div role="alert" className={parts.root}>
      <AlertTriangle size={20} aria-hidden className={parts.icon} />
      <div className={parts.body}>
        <p className={parts.title}>{title}</p>
        <p className={parts.description}>{description}</p>
      </div>
      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
