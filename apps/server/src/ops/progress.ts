/**
 * What a test's workers report, and a way to wait for a condition on it: `until()` resolves at
 * the first `notify()` after which the condition holds (or at once when it already does), and
 * fails with `what` after `timeoutMs`. No fixed sleep stands in for "enough has happened".
 */
export function progress() {
  let waiting: { check: () => boolean; resolve: () => void }[] = [];
  return {
    notify(): void {
      const met = waiting.filter((waiter) => waiter.check());
      waiting = waiting.filter((waiter) => !met.includes(waiter));
      for (const waiter of met) waiter.resolve();
    },
    until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
      if (check()) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          check,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiting = waiting.filter((other) => other !== waiter);
          reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
        }, timeoutMs);
        waiting.push(waiter);
      });
    },
  };
}
