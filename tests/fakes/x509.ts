/**
 * A self-signed X.509 certificate (PEM) for an RSA key, for the fakes that publish a key as a
 * certificate beside its JWK, as Cloudflare Access's certs endpoint does (`public_cert`,
 * `public_certs`). Plain DER written with WebCrypto alone, so it runs in workerd and Node.
 */

const bytes = (...parts: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> => {
  const all = parts.flatMap((part) => [...part]);
  return Uint8Array.from(all);
};

/** A DER element: tag, definite length, content. */
function der(tag: number, ...content: (Uint8Array | number[])[]): Uint8Array<ArrayBuffer> {
  const body = bytes(...content);
  const n = body.length;
  if (n < 0x80) return bytes([tag, n], body);
  const length: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 256)) length.unshift(rest % 256);
  return bytes([tag, 0x80 | length.length, ...length], body);
}

const sequence = (...items: Uint8Array[]) => der(0x30, ...items);
const text = (value: string) => new TextEncoder().encode(value);
// sha256WithRSAEncryption (1.2.840.113549.1.1.11) with NULL parameters.
const SHA256_WITH_RSA = sequence(der(0x06, [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]), der(0x05));
// A Name with one commonName (2.5.4.3).
const name = (commonName: string) =>
  sequence(der(0x31, sequence(der(0x06, [0x55, 0x04, 0x03]), der(0x0c, text(commonName)))));
/** UTCTime, YYMMDDHHMMSSZ. */
const utcTime = (date: Date) => der(0x17, text(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, "")}Z`));

function pem(der: Uint8Array): string {
  const base64 = btoa(String.fromCharCode(...der));
  const lines = base64.match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join("\n")}\n-----END CERTIFICATE-----\n`;
}

/** A certificate of `publicKey`, signed by `privateKey` (RSASSA-PKCS1-v1_5, SHA-256), valid a year. */
export async function selfSignedCertificate(
  keys: { readonly publicKey: CryptoKey; readonly privateKey: CryptoKey },
  commonName: string,
): Promise<string> {
  const spki = new Uint8Array((await crypto.subtle.exportKey("spki", keys.publicKey)) as ArrayBuffer);
  const serial = crypto.getRandomValues(new Uint8Array(16));
  serial[0] = (serial[0] ?? 0) & 0x7f; // a positive INTEGER
  const from = new Date();
  const until = new Date(from.getTime() + 365 * 24 * 3600_000);
  const tbs = sequence(
    der(0xa0, der(0x02, [2])), // version 3
    der(0x02, serial),
    SHA256_WITH_RSA,
    name(commonName),
    sequence(utcTime(from), utcTime(until)),
    name(commonName),
    spki,
  );
  const signature = new Uint8Array(await crypto.subtle.sign("RSASSA-PKCS1-v1_5", keys.privateKey, tbs));
  return pem(sequence(tbs, SHA256_WITH_RSA, der(0x03, [0], signature)));
}
