// Paying the team (docs/decisions/0058-pay-rates.md, 0059-earnings-and-payout-runs.md): what other
// features place on their pages.
export { EarningLinesSection } from './components/EarningLinesSection.tsx';
export { MyEarningsCard } from './components/MyEarningsCard.tsx';
export { PayoutRunsSection } from './components/PayoutRunsSection.tsx';
export { PayRatesSection } from './components/PayRatesSection.tsx';
