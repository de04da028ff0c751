/**
 * The caller's address for rate limits. Behind a load balancer (TRUST_PROXY=true) the first
 * X-Forwarded-For entry; otherwise the socket's address, because a client can forge the header.
 */
export function clientIp(request: Request, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress ?? 'local';
}
