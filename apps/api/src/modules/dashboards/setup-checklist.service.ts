import { SETUP_STEPS, type SetupChecklist } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { setupFacts } from './setup-checklist.repository.ts';

export { SETUP_AUDIT } from './setup-checklist.repository.ts';

/**
 * A new studio's set-up checklist (decision 0048), computed from its data. Card payments are the
 * platform's (Stripe is configured for the whole server): done when configured; without it the step
 * is shown but not counted, since the owner cannot do it.
 */
export async function setupChecklist(
  db: Database,
  businessId: string,
  cardPayments: boolean,
): Promise<SetupChecklist> {
  const facts = await setupFacts(db, businessId);
  if (!facts) throw new HttpProblem(404, 'Not Found', 'No such business.');
  const steps = SETUP_STEPS.map((step) => ({
    step,
    done: step === 'cardPayments' ? cardPayments : facts[step],
    counted: step !== 'cardPayments' || cardPayments,
  }));
  const counted = steps.filter((step) => step.counted);
  const done = counted.filter((step) => step.done).length;
  return {
    steps,
    done,
    total: counted.length,
    finished: facts.dismissed || done === counted.length,
    dismissed: facts.dismissed,
  };
}
