/**
 * Issue 25 §6: the portal's last view (filters, search, sort, page) for this tab, so that "Back to Leads Portal" from
 * the saved students or the profile comes back to it instead of an unfiltered list. The address bar stays the truth:
 * this is only the way back.
 */
const KEY = 'edureach.portal-view';

export function rememberPortalView(search: Record<string, unknown>) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(search));
  } catch {
    // storage refused (private mode, full): the way back is the unfiltered portal
  }
}

export function lastPortalView(): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
