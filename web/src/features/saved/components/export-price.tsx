import { hint } from 'styled-system/patterns';
import { useExportQuote } from '../api/export-quote';

/** "Costs 3 credits" beside an export button: the server's quote, so the screen never prices an export itself. */
export function ExportPrice({ scope }: { scope: { collectionId: string } | { studentIds: string[] } }) {
  const quote = useExportQuote(scope);
  if (!quote.data) return null;
  const { credits } = quote.data;
  return (
    <span className={hint({ size: 'xs' })} data-testid="export-price">
      {credits === 0 ? 'Export is free' : `Costs ${credits} ${credits === 1 ? 'credit' : 'credits'}`}
    </span>
  );
}
