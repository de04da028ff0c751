/**
 * One date format on every screen (issue 25 §12): "26 Nov 2026", with the time "26 Nov 2026, 4:35 pm" where the time
 * matters. CSV files carry ISO 8601 instead (the server writes them).
 */
const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatDay = (iso: string | Date) => day.format(typeof iso === 'string' ? new Date(iso) : iso);
export const formatDayTime = (iso: string | Date) => dayTime.format(typeof iso === 'string' ? new Date(iso) : iso);
