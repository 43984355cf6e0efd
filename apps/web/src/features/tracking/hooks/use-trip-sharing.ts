import { MIN_SECONDS_BETWEEN_POINTS, type Point, sendableAt, shouldSendPoint } from '@bmp/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { sendPosition } from '../api/tracking.ts';
import type { Eta } from '../lib/trip-text.ts';

/** Why no point is going out: no permission, no fix yet, no geolocation at all, or the send failed. */
export type SharingProblem =
  | { kind: 'denied' }
  | { kind: 'unavailable' }
  | { kind: 'unsupported' }
  | { kind: 'sending'; message: string };

/** sharing: watching and sending; arrived: the server said Arrived; ended: the session left Tracking. */
export type SharingPhase = 'sharing' | 'arrived' | 'ended';

export type SentPoint = { at: number; distanceMeters: number | null; eta: Eta | null };

type Reading = { point: Point; accuracy: number | null };

const PERMISSION_DENIED = 1;
// The API refuses an accuracy above 100 km; a reading that vague is still sent, capped.
const MAX_ACCURACY_METERS = 100_000;

/**
 * Shares the expert's position for an in-home session that is Tracking (decision 0060): watches the
 * browser's position with high accuracy and sends a reading when `shouldSendPoint` says so (at most one
 * per SEND_EVERY_SECONDS, or sooner after SEND_EVERY_METERS, never two within 2 s); a reading held
 * back is sent once it may (`sendableAt`), so the last small move before a stop still arrives. Stops
 * when the server answers Arrived, when the session is no longer on its way (409, 403, 404), and on
 * unmount.
 */
export function useTripSharing(
  serviceId: string,
  {
    arrived = false,
    onArrived,
    onEnded,
  }: { arrived?: boolean; onArrived?: () => void; onEnded?: () => void } = {},
) {
  const [phase, setPhase] = useState<SharingPhase>('sharing');
  const [problem, setProblem] = useState<SharingProblem | null>(null);
  const [lastSent, setLastSent] = useState<SentPoint | null>(null);
  const [attempt, setAttempt] = useState(0);
  // The last point sent (or being sent), which the next reading is measured against; kept across retries.
  const lastPoint = useRef<{ point: Point; at: number } | null>(null);
  const callbacks = useRef({ onArrived, onEnded });
  useEffect(() => {
    callbacks.current = { onArrived, onEnded };
  });

  // The session became Arrived another way (the live event before the last point's answer): the
  // watch stops as it does when the server answers Arrived.
  useEffect(() => {
    if (arrived && phase === 'sharing') setPhase('arrived');
  }, [arrived, phase]);

  useEffect(() => {
    // `attempt` is read so that a retry starts the watch again.
    if (phase !== 'sharing' || attempt < 0) return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setProblem({ kind: 'unsupported' });
      return;
    }
    let active = true;
    let inFlight = false;
    let pending: Reading | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let watchId: number | null = null;

    const stop = () => {
      active = false;
      clearTimeout(timer);
      if (watchId !== null) geolocation.clearWatch(watchId);
      watchId = null;
    };

    // The reading held back goes when it may: 2 s after the last point when it is 25 m away (a quick
    // move right after a point is not kept waiting 10 s), else 10 s after it.
    const flushLater = () => {
      clearTimeout(timer);
      if (!active || !pending || inFlight) return;
      timer = setTimeout(
        () => {
          const next = pending;
          pending = null;
          if (next) consider(next);
        },
        Math.max(0, sendableAt(lastPoint.current, pending.point) - Date.now()),
      );
    };

    /** A reading the server refused as too soon (429) goes again once its second has passed. */
    const sendAgainSoon = (reading: Reading) => {
      pending ??= reading;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = pending;
        pending = null;
        if (next) consider(next);
      }, MIN_SECONDS_BETWEEN_POINTS * 1000);
    };

    const send = async (reading: Reading) => {
      const kept = lastPoint.current;
      lastPoint.current = { point: reading.point, at: Date.now() };
      inFlight = true;
      let tooSoon = false;
      try {
        const reply = await sendPosition(serviceId, {
          latitude: reading.point.latitude,
          longitude: reading.point.longitude,
          ...(reading.accuracy === null ? {} : { accuracy: Math.min(reading.accuracy, MAX_ACCURACY_METERS) }),
        });
        if (!active) return;
        setLastSent({ at: Date.now(), distanceMeters: reply.distanceMeters, eta: reply.eta });
        setProblem((current) => (current?.kind === 'sending' ? null : current));
        if (reply.status === 'Arrived') {
          stop();
          setPhase('arrived');
          callbacks.current.onArrived?.();
          return;
        }
      } catch (error) {
        if (!active) return;
        if (isApiError(error, 409) || isApiError(error, 403) || isApiError(error, 404)) {
          // Marked arrived by hand, canceled by the studio, or given to someone else: nothing to share.
          stop();
          setPhase('ended');
          callbacks.current.onEnded?.();
          return;
        }
        if (isApiError(error, 429)) {
          // Too soon by the server's clock (requests take uneven times): this reading was not kept,
          // so the next is measured against the last one that was, and this one goes again. Dropping
          // it could lose the point inside the arrival geofence, the last before the expert stops.
          lastPoint.current = kept;
          tooSoon = true;
        } else {
          // Said, and the sharing goes on: the next reading tries again.
          setProblem({ kind: 'sending', message: errorMessage(error) });
        }
      } finally {
        inFlight = false;
      }
      if (tooSoon) sendAgainSoon(reading);
      else flushLater();
    };

    function consider(reading: Reading) {
      if (!active) return;
      if (inFlight || !shouldSendPoint(lastPoint.current, { point: reading.point, at: Date.now() })) {
        pending = reading;
        flushLater();
        return;
      }
      pending = null;
      void send(reading);
    }

    watchId = geolocation.watchPosition(
      (position) => {
        setProblem((current) => (current?.kind === 'unavailable' ? null : current));
        consider({
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
          accuracy: Number.isFinite(position.coords.accuracy) ? position.coords.accuracy : null,
        });
      },
      (error) => {
        if (!active) return;
        if (error.code === PERMISSION_DENIED) {
          stop();
          setProblem({ kind: 'denied' });
        } else {
          // No fix yet (indoors, a timeout): the watch goes on, and the next reading clears this.
          setProblem({ kind: 'unavailable' });
        }
      },
      { enableHighAccuracy: true, maximumAge: 5_000, timeout: 30_000 },
    );
    return stop;
  }, [serviceId, phase, attempt]);

  /** Asks for the position again (after a refusal was lifted, or a fix that never came). */
  const retry = useCallback(() => {
    setProblem(null);
    setAttempt((count) => count + 1);
  }, []);

  const watching = phase === 'sharing' && problem?.kind !== 'denied' && problem?.kind !== 'unsupported';
  return { phase, problem, lastSent, watching, retry };
}
