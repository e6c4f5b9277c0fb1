import { ChevronDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { Section } from './section';

interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The WAI-ARIA accordion pattern: each question is a button (Enter/Space toggle) with
 * aria-expanded and aria-controls; arrow keys, Home and End move between the questions.
 * Ids come from positions, not useId, so the prerendered page hydrates as is.
 */
export function FaqAccordion() {
  const { t } = useTranslation('landing');
  const { t: tf } = useTranslation('faq');
  const items = tf('items', { returnObjects: true }) as unknown as FaqItem[];
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === 'ArrowDown'
        ? (index + 1) % items.length
        : event.key === 'ArrowUp'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <Section id="faq" title={t('faq.title')}>
      <div className="mx-auto max-w-3xl divide-y divide-border rounded-2xl border border-border bg-card">
        {items.map((item, index) => {
          const expanded = open.has(index);
          return (
            <div key={item.question}>
              <h3>
                <button
                  ref={(element) => {
                    buttons.current[index] = element;
                  }}
                  type="button"
                  id={`faq-question-${index}`}
                  aria-expanded={expanded}
                  aria-controls={`faq-answer-${index}`}
                  onClick={() => toggle(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                  className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold hover:bg-muted/60"
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn(
                      'size-5 shrink-0 text-muted-foreground transition-transform',
                      expanded && 'rotate-180',
                    )}
                  />
                </button>
              </h3>
              <div
                id={`faq-answer-${index}`}
                role="region"
                aria-labelledby={`faq-question-${index}`}
                hidden={!expanded}
                className="px-5 pb-5 text-muted-foreground"
              >
                {item.answer}
              </div>
            </div>
          );
        })}
      </div>
    </Section>
  );
}
