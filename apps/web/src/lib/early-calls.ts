declare global {
  interface Window {
    /**
     * GET calls index.html sent before the code loaded (the signed-in user, a landing page's first
     * list), by the URL the app would ask for, with the token they were sent with.
     */
    __earlyCalls?: {
      token: string;
      call: (url: string) => Promise<Response | null>;
      answers: Record<string, Promise<Response | null> | undefined>;
    };
  }
}

/**
 * The answer index.html already asked for at this URL with this token, taken once. A failed or
 * unsent one counts as none: the caller then asks itself and handles the failure as usual.
 */
export async function takeEarlyAnswer(url: string, token: string | null): Promise<Response | null> {
  const early = window.__earlyCalls;
  const answer = early?.answers[url];
  if (!early || !answer || early.token !== token) return null;
  delete early.answers[url];
  const response = await answer;
  return response?.ok ? response : null;
}
