import { describe, expect, it } from 'vitest';
import {
  haversineMeters,
  MIN_SECONDS_BETWEEN_POINTS,
  SEND_AFTER_MOVE_SECONDS,
  SEND_EVERY_METERS,
  SEND_EVERY_SECONDS,
  sendableAt,
  shouldSendPoint,
} from './geo.ts';

// When the expert's browser sends a reading (decision 0060): at most one per 10 s, sooner after a
// 25 m move, but not within 2 s of the last point: twice the second the server allows.

const START = { latitude: 34.05, longitude: -118.25 };
const north = (meters: number) => ({
  latitude: START.latitude + meters / 111_195,
  longitude: START.longitude,
});
const last = { point: START, at: 1_000_000 };

describe('sendableAt and shouldSendPoint', () => {
  it('sends the first reading at once', () => {
    expect(sendableAt(null, START)).toBe(Number.NEGATIVE_INFINITY);
    expect(shouldSendPoint(null, { point: START, at: 0 })).toBe(true);
  });

  it('sends a 25 m move 2 s after the last point, not a millisecond before', () => {
    expect(SEND_AFTER_MOVE_SECONDS * 1000).toBeGreaterThan(MIN_SECONDS_BETWEEN_POINTS * 1000);
    const far = north(SEND_EVERY_METERS + 1);
    expect(haversineMeters(START, far)).toBeGreaterThanOrEqual(SEND_EVERY_METERS);
    const at = last.at + SEND_AFTER_MOVE_SECONDS * 1000;
    expect(sendableAt(last, far)).toBe(at);
    expect(shouldSendPoint(last, { point: far, at: at - 1 })).toBe(false);
    expect(shouldSendPoint(last, { point: far, at })).toBe(true);
  });

  it('holds a smaller move (or none) until 10 s after the last point', () => {
    const near = north(SEND_EVERY_METERS - 1);
    const at = last.at + SEND_EVERY_SECONDS * 1000;
    expect(sendableAt(last, near)).toBe(at);
    expect(shouldSendPoint(last, { point: near, at: at - 1 })).toBe(false);
    expect(shouldSendPoint(last, { point: near, at })).toBe(true);
    expect(shouldSendPoint(last, { point: START, at })).toBe(true);
  });
});
