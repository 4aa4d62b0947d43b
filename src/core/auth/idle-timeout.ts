import { effect, signal } from "@preact/signals-core";
import { emitSessionExpired } from "../http/http-status.model";
import {
  clampTimerMs,
  consoleSessionTimeoutSeconds,
  isLoggedIn,
  lastActivityAt,
} from "../session/session.model";
import { logout } from "./sign-out";

/** How long before the console session ends the countdown warning shows. */
export const IDLE_WARNING_SECONDS = 60;

/** Activity closer together than this is recorded once (it is shared with every tab). */
const ACTIVITY_THROTTLE_MS = 5000;

/** Seconds left before the idle console signs out, while the warning shows; null otherwise. */
export const idleSecondsLeft = signal<number | null>(null);

/** Records user activity, which keeps the console session alive in every tab. */
export function recordActivity(force = false, now: number = Date.now()): void {
  if (!isLoggedIn.peek()) return;
  if (!force && now - lastActivityAt.peek() < ACTIVITY_THROTTLE_MS) return;
  lastActivityAt.value = now;
}

/** "Stay signed in": counts as activity right away and hides the warning. */
export function staySignedIn(): void {
  recordActivity(true);
  idleSecondsLeft.value = null;
}

/**
 * Watches the console (idle) session timeout: shows a countdown the last minute before it ends, then
 * logs out and reports an "idle" expiry. Returns a function that stops watching.
 */
export function startIdleWatch(warningSeconds: number = IDLE_WARNING_SECONDS): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isEnding = false;

  const evaluate = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!isLoggedIn.peek() || isEnding) {
      idleSecondsLeft.value = null;
      return;
    }
    const timeoutMs = consoleSessionTimeoutSeconds.peek() * 1000;
    const deadline = (lastActivityAt.peek() || Date.now()) + timeoutMs;
    const left = deadline - Date.now();
    if (left <= 0) {
      isEnding = true;
      idleSecondsLeft.value = null;
      void logout().finally(() => {
        isEnding = false;
        emitSessionExpired({ reason: "idle" });
      });
      return;
    }
    const warningMs = Math.min(warningSeconds * 1000, timeoutMs);
    if (left <= warningMs) {
      idleSecondsLeft.value = Math.ceil(left / 1000);
      timer = setTimeout(evaluate, Math.min(1000, left));
    } else {
      idleSecondsLeft.value = null;
      timer = setTimeout(evaluate, clampTimerMs(left - warningMs));
    }
  };

  const stopEffect = effect(() => {
    // Re-plan whenever the session, the timeout or the last activity (from any tab) changes.
    void isLoggedIn.value;
    void consoleSessionTimeoutSeconds.value;
    void lastActivityAt.value;
    evaluate();
  });
  return () => {
    clearTimeout(timer);
    stopEffect();
    idleSecondsLeft.value = null;
  };
}
