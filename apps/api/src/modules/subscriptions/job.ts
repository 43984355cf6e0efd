import { type BillingDeps, type BillingRunResult, runBilling } from './billing.ts';
import { listPendingStudioSubscriptions } from './subscriptions.repository.ts';
import { startSignedStudioSubscriptions } from './subscriptions.service.ts';

/**
 * One turn of the membership-billing job (decisions/0055-memberships.md): memberships sold at the
 * desk start once their agreement is signed, then the billing run.
 */
export async function runBillingJob(deps: BillingDeps): Promise<BillingRunResult & { started: number }> {
  const started = await startSignedStudioSubscriptions(
    deps,
    await listPendingStudioSubscriptions(deps.db, 200),
  );
  return { ...(await runBilling(deps)), started };
}
