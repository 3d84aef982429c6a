import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates after the spec's pause (2 s after language and user type, 1 s after student details). */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (to: string, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => navigate(to), ms);
  };
}
