let loaded: string | undefined;

/**
 * Spec d1 7.1, issue 17: the third-party in-app guidance script, added once and only when the server names one
 * (GUIDANCE_SCRIPT_URL, which also opens the CSP to its origin); by default nothing third-party loads.
 */
export function loadGuidanceScript(url: string | null | undefined): void {
  if (!url || loaded === url) return;
  loaded = url;
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.dataset.guidance = 'true';
  document.head.appendChild(script);
}
