import { DIGITAL_MARKETING_PAGE, PERFORMANCE_MARKETING_PAGE } from './service-pages-advertising';
import { DATA_ENRICHMENT_PAGE } from './service-pages-data';
import { AI_AUTOMATION_PAGE, DIRECT_MARKETING_PAGE } from './service-pages-outreach';

export type CardItem = { title: string; text: string; points?: string[] };
export type PageSection =
  | { kind: 'cards'; eyebrow: string; title: string; lead?: string; cards: CardItem[] }
  | { kind: 'stats'; title: string; stats: { metric: string; label: string }[] }
  | { kind: 'list'; eyebrow: string; title: string; items: string[] };

export type ServicePageContent = {
  eyebrow: string;
  title: string;
  /** the heading's second half, in the brand gradient */
  accent: string;
  lead: string;
  sections: PageSection[];
  ctaTitle: string;
  /** the hero types its heading at this many ms a character (spec 000 §9's other hero variant) */
  typingMs?: number;
  /** on touch screens under 1025 px, the card in the middle of the screen is lit (spec 000 §9) */
  touchHighlight?: boolean;
};

/** The five service pages' copy, one file per group: data, paid advertising, and outreach & automation. */
export const SERVICE_PAGES: Record<
  'data-enrichment' | 'digital-marketing' | 'performance-marketing' | 'direct-marketing' | 'ai-automation',
  ServicePageContent
> = {
  'data-enrichment': DATA_ENRICHMENT_PAGE,
  'digital-marketing': DIGITAL_MARKETING_PAGE,
  'performance-marketing': PERFORMANCE_MARKETING_PAGE,
  'direct-marketing': DIRECT_MARKETING_PAGE,
  'ai-automation': AI_AUTOMATION_PAGE,
};
