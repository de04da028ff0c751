/** Random secrets we send, and the SHA-256 we store instead of them. */
export const randomToken = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');

export const randomUint32 = (): number => crypto.getRandomValues(new Uint32Array(1))[0]!;

export async function sha256(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Buffer.from(digest).toString('hex');
}
