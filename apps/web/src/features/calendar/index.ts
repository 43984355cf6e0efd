// The calendar feature's public entry: what other features use of it (the studio's today).
export { todayIn } from './lib/week.ts';
