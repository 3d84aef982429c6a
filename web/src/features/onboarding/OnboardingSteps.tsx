import { Check } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STEPS = ['language', 'userType', 'studies'] as const;

/** Where the learner is in onboarding: "Step n of 3", a progress bar and the steps' names. */
export function OnboardingSteps({ current }: { current: 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const countId = useId();
  return (
    <div className="stepper">
      <p className="stepper-count" id={countId}>
        {t('onboarding.stepOf', { step: current, total: STEPS.length })}
      </p>
      <progress className="stepper-bar" value={current} max={STEPS.length} aria-labelledby={countId} />
      <ol className="stepper-steps">
        {STEPS.map((step, index) => {
          const number = index + 1;
          const state = number < current ? 'done' : number === current ? 'current' : 'next';
          return (
            <li key={step} className={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="stepper-dot" aria-hidden="true">
                {state === 'done' ? <Check size={14} strokeWidth={3} /> : number}
              </span>
              {t(`onboarding.steps.${step}`)}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
