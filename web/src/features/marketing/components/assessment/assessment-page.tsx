import { QUESTIONS } from '@domain/marketing/domain/assessment-questions.schema';
import { strategyFor, type Strategy } from '@domain/marketing/domain/strategy.schema';
import { Clock, ShieldCheck, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { useSubmitAssessment, type AssessmentAnswers } from '../../api/submit-assessment';
import { focusIntoView } from '@/lib/focus-into-view';
import { useSubmitAssessmentContact } from '../../api/submit-assessment-contact';
import { MarketingLayout } from '../layout/marketing-layout';
import { container } from '../shared/section-heading';
import { ContactStep, EMPTY_CONTACT, type ContactDetails } from './contact-step';
import { QuestionStep } from './question-step';
import { ResultScreen } from './result-screen';

const TOTAL = QUESTIONS.length;
const FINAL_SUBMIT_DELAY_MS = 500;

type Answers = Record<string, string[]>;

/** Step 0 (contact), questions 1..15, then the result (spec 000 §4). */
export function AssessmentPage() {
  const [step, setStep] = useState(0);
  const [contact, setContact] = useState<ContactDetails>(EMPTY_CONTACT);
  const [contactId, setContactId] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const [result, setResult] = useState<Strategy | null>(null);
  const [sending, setSending] = useState(false);
  const saveContact = useSubmitAssessmentContact();
  const saveAnswers = useSubmitAssessment();
  const delay = useRef(0);
  const card = useRef<HTMLDivElement>(null);
  const stepTop = useRef<HTMLDivElement>(null);
  useEffect(() => () => window.clearTimeout(delay.current), []);
  // each question comes to the top of the screen, its progress line just below the fixed header, and focus moves to
  // its heading so a screen reader reads it (issue 25 §11); the contact step and the result focus the card
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new step or result; they are triggers, not inputs
  useEffect(() => {
    const heading = card.current?.querySelector<HTMLElement>('[data-step-heading]');
    if (heading && !result) focusIntoView(heading, stepTop.current);
    else card.current?.focus({ preventScroll: true });
  }, [step, result]);

  const submit = (final: Answers) => {
    setSending(true);
    const body = Object.fromEntries(QUESTIONS.map((q) => [q.field, q.multi ? JSON.stringify(final[q.field] ?? []) : (final[q.field]?.[0] ?? '')]));
    const input = { institutionType: body.institutionType ?? '', challenge: body.challenge ?? '', budget: body.budget ?? '' };
    saveAnswers.mutate(
      {
        body: {
          // the steps offer only each question's options, so the answers are the contract's values
          ...(body as AssessmentAnswers),
          contactName: contact.name,
          contactEmail: contact.email,
          contactPhone: contact.phone,
          institutionName: contact.instituteName,
          assessmentContactId: contactId ?? undefined,
        },
      },
      {
        onSuccess: (data) => setResult({ strategy: data.strategy, expectedResults: data.expectedResults }),
        // the visitor still gets a strategy: the same rules the server runs, computed here
        onError: () => setResult(strategyFor(input)),
        onSettled: () => setSending(false),
      },
    );
  };

  const question = QUESTIONS[step - 1];
  const selected = question ? (answers[question.field] ?? []) : [];
  const select = (option: string) => {
    if (!question) return;
    if (question.multi) {
      const next = selected.includes(option) ? selected.filter((item) => item !== option) : [...selected, option];
      setAnswers((current) => ({ ...current, [question.field]: next }));
      return;
    }
    const updated = { ...answers, [question.field]: [option] };
    setAnswers(updated);
    if (step < TOTAL) setStep(step + 1);
    else {
      setSending(true);
      delay.current = window.setTimeout(() => submit(updated), FINAL_SUBMIT_DELAY_MS);
    }
  };
  const next = () => (step < TOTAL ? setStep(step + 1) : submit(answers));
  const progress = Math.round((step / TOTAL) * 100);

  return (
    <MarketingLayout>
      <section
        className={css({
          bgGradient: 'to-b',
          gradientFrom: 'primary.subtle',
          gradientTo: 'bg.canvas',
          pt: { base: '24', md: '32' },
          pb: { base: '16', md: '24' },
          minH: '100vh',
        })}
      >
        <div className={`${container} ${css({ maxW: '3xl' })}`}>
          <header className={css({ textAlign: 'center', mb: '8' })}>
            <h1 className={heading({ size: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>Free Admissions Assessment</h1>
            <p className={css({ mt: '3', color: 'fg.muted', fontSize: { base: 'md', md: 'lg' } })}>15 quick questions, a personalised strategy at the end.</p>
            <ul className={hint({ mt: '4', display: 'flex', gap: { base: '3', md: '6' }, justifyContent: 'center', flexWrap: 'wrap', listStyle: 'none' })}>
              <li className={flex({ gap: '1.5', align: 'center' })}>
                <Clock size={16} aria-hidden /> 3 minutes
              </li>
              <li className={flex({ gap: '1.5', align: 'center' })}>
                <Sparkles size={16} aria-hidden /> Personalised strategy
              </li>
              <li className={flex({ gap: '1.5', align: 'center' })}>
                <ShieldCheck size={16} aria-hidden /> No commitment
              </li>
            </ul>
          </header>
          <div ref={stepTop} className={css({ scrollMarginTop: '24' })} />
          {step > 0 && !result ? (
            <div className={css({ mb: '4' })}>
              <div className={hint({ display: 'flex', justifyContent: 'space-between', fontWeight: 'medium', mb: '2' })}>
                <span>
                  Question {step} of {TOTAL}
                </span>
                <span>{progress}% complete</span>
              </div>
              <div
                role="progressbar"
                aria-label="Assessment progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress}
                className={css({ h: '2', bg: 'primary.muted', borderRadius: 'full', overflow: 'hidden' })}
              >
                <div className={css({ h: 'full', bg: 'primary.vivid', borderRadius: 'full', transition: 'width 300ms' })} style={{ width: `${progress}%` }} />
              </div>
            </div>
          ) : null}
          <div
            ref={card}
            tabIndex={-1}
            className={css({
              bg: 'bg.canvas',
              borderRadius: 'xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              boxShadow: 'raised',
              p: { base: '5', md: '10' },
              outline: 'none',
            })}
          >
            {result ? (
              <ResultScreen result={result} name={contact.name} />
            ) : step === 0 || !question ? (
              <ContactStep
                initial={contact}
                onContinue={(details) => {
                  setContact(details);
                  saveContact.mutate({ body: details }, { onSuccess: (data) => setContactId(data.id) });
                  setStep(1);
                }}
              />
            ) : (
              <QuestionStep
                key={question.field}
                number={step}
                total={TOTAL}
                question={question}
                selected={selected}
                sending={sending}
                onSelect={select}
                onNext={next}
                onPrevious={() => setStep(step - 1)}
              />
            )}
          </div>
        </div>
      </section>
    </MarketingLayout>
  );
}
