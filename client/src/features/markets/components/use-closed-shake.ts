import { useEffect, useState } from 'react';

/** Spec: a tapped closed card shakes for 0.5 s with a 100 ms vibration. */
export const SHAKE_MS = 500;
export const VIBRATE_MS = 100;

export function useClosedShake(): { shaking: boolean; shake: () => void } {
  const [shaking, setShaking] = useState(false);
  useEffect(() => {
    if (!shaking) return;
    const timer = window.setTimeout(() => setShaking(false), SHAKE_MS);
    return () => window.clearTimeout(timer);
  }, [shaking]);
  const shake = () => {
    setShaking(true);
    navigator.vibrate?.(VIBRATE_MS);
  };
  return { shaking, shake };
}
