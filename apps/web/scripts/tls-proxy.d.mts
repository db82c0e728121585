export function localhostCertificate(): Promise<{ key: string; cert: string }>;
export function startTlsProxy(options: {
  target: string;
  httpsPort: number;
  httpPort?: number;
  host?: string;
  certificate?: { key: string; cert: string };
}): Promise<{ certificate: string; close: () => Promise<unknown> }>;
