import * as clock from '../../lib/clock.ts';
import type { ErrorLog } from '../purchases/index.ts';
import { type BillingDeps, type BillingRunResult, runBilling, STUCK_ATTEMPT_MS } from './billing.ts';
import { finishPlanChanges } from './plan-change.ts';
import { listPendingStudioSubscriptions } from './subscriptions.repository.ts';
import { startSignedStudioSubscriptions } from './subscriptions.service.ts';

// The job has no request logger: its errors go to the process's standard error, like the runner's.
const consoleLog = {
  error: (object: unknown, message?: string) => console.error(message, object),
} as ErrorLog;

/**
 * One turn of the membership-billing job (decisions/0055-memberships.md): memberships sold at the
 * desk start once their agreement is signed, plan changes a stopped request left half done get their
 * credit refunded (decisions/0056-membership-plan-changes.md), then the billing run.
 */
export async function runBillingJob(
  deps: BillingDeps,
): Promise<BillingRunResult & { started: number; changesFinished: number }> {
  const started = await startSignedStudioSubscriptions(
    deps,
    await listPendingStudioSubscriptions(deps.db, 200),
  );
  const changesFinished = await finishPlanChanges(deps, consoleLog, {
    olderThan: new Date(clock.nowMs() - STUCK_ATTEMPT_MS),
  });
  return { ...(await runBilling(deps)), started, changesFinished };
}
