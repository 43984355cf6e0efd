import { describe, expect, it } from 'vitest';
import * as shared from './index';

describe('package root', () => {
  it('exports the validators, money helpers, schemas and constants', () => {
    for (const name of [
      'isValidEmail',
      'isValidUsPhone',
      'isValidTimeOfDay',
      'isValidRoutingNumber',
      'isValidBankAccountNumber',
      'isValidTaxId',
      'parseAmount',
      'formatUsd',
      'MIN_AMOUNT_DOLLARS',
      'CURRENCY',
      'formatPhone',
      'cleanText',
      'emailSchema',
      'amountSchema',
      'businessHoursEntrySchema',
      'locationOptionSchema',
      'SERVICE_TYPES',
      'SERVICE_STATUS_COLORS',
      'isUpcomingService',
      'SPORT_ACTIVITIES',
      'bookingSlotTimes',
      'DEFAULT_BUSINESS_HOURS',
      'DEFAULT_LOCATION',
      'THEME_COLORS',
    ]) {
      expect(shared, name).toHaveProperty(name);
    }
  });
});
