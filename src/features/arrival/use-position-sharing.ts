import { useEffect, useState } from 'react';
import { arrivalApi } from '@/contract/arrival';
import { call } from '@/lib/api-client';
import { isWorthReporting, type Fix } from './report-throttle';

const EXPLAINED_KEY = 'kt.position-sharing.explained';

/**
 * Shares the phone's position for one transport on its way while the app is open (issue 29;
 * decision 101): the browser's geolocation, throttled, only ever the latest (a report that fails
 * offline is not queued: the next fix replaces it), with the screen kept on. Starts only once the
 * crew has read who sees what; pausable.
 */
export function usePositionSharing(transportId: string, active: boolean) {
  const [explained, setExplained] = useState(() => localStorage.getItem(EXPLAINED_KEY) === 'yes');
  const [paused, setPaused] = useState(false);
  const sharing = active && explained && !paused && 'geolocation' in navigator;

  useEffect(() => {
    if (!sharing) return;
    let last: Fix | undefined;
    const watch = navigator.geolocation.watchPosition(
      ({ coords, timestamp }) => {
        const fix = { lat: coords.latitude, lon: coords.longitude, at: timestamp };
        if (!isWorthReporting(last, fix)) return;
        last = fix;
        const body = {
          lat: fix.lat,
          lon: fix.lon,
          accuracy: coords.accuracy,
          at: new Date(timestamp).toISOString(),
        };
        // Offline or refused: dropped on purpose, the next fix says more.
        call(arrivalApi.reportPosition, { params: { id: transportId }, body }).catch(() => {});
      },
      undefined,
      { enableHighAccuracy: true, maximumAge: 10_000 },
    );
    let lock: WakeLockSentinel | undefined;
    let ended = false;
    navigator.wakeLock
      ?.request('screen')
      .then((sentinel) => (ended ? void sentinel.release() : (lock = sentinel)))
      .catch(() => {});
    return () => {
      ended = true;
      navigator.geolocation.clearWatch(watch);
      void lock?.release();
    };
  }, [sharing, transportId]);

  return {
    sharing,
    explained,
    paused,
    explain: () => {
      localStorage.setItem(EXPLAINED_KEY, 'yes');
      setExplained(true);
    },
    setPaused,
  };
}
