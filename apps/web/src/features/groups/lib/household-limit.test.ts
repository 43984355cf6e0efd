import { describe, expect, it } from 'vitest';
import { householdLimit } from './household-limit.ts';

describe('how many of the household may join a class with the member', () => {
  it('is the free seats besides the member’s own', () => {
    expect(householdLimit({ capacity: 6, seatsLeft: 6 })).toBe(5);
    expect(householdLimit({ capacity: 6, seatsLeft: 3 })).toBe(2);
  });

  it('lets a party of up to the class’s size wait together when no seat is left beside the member’s', () => {
    expect(householdLimit({ capacity: 6, seatsLeft: 1 })).toBe(5);
    expect(householdLimit({ capacity: 6, seatsLeft: 0 })).toBe(5);
    expect(householdLimit({ capacity: 1, seatsLeft: 0 })).toBe(0);
  });

  it('never offers more than the API takes at once (20)', () => {
    expect(householdLimit({ capacity: 40, seatsLeft: 40 })).toBe(20);
  });
});
