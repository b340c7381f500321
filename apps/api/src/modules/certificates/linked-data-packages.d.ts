// The Digital Bazaar JSON-LD packages ship no types: only what this module calls is declared here.

type JsonLdDocument = Record<string, unknown>;
type RemoteDocument = { contextUrl: null; documentUrl: string; document: unknown };
type DocumentLoader = (url: string) => Promise<RemoteDocument>;

declare module '@digitalbazaar/vc' {
  export interface StatusResult {
    /** Whether the status could be checked (the list loaded and verified). */
    verified: boolean;
    /** Each entry's bit: `status` true means revoked. */
    results?: { verified: boolean; status?: boolean }[];
    error?: unknown;
  }
  export interface VerifyResult {
    verified: boolean;
    error?: unknown;
    results?: unknown[];
    statusResult?: StatusResult;
  }
  export function issue(options: {
    credential: JsonLdDocument;
    suite: unknown;
    documentLoader: DocumentLoader;
  }): Promise<JsonLdDocument>;
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: { credential: unknown }) => Promise<StatusResult>;
  }): Promise<VerifyResult>;
}

declare module '@digitalbazaar/data-integrity' {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}

declare module '@digitalbazaar/eddsa-rdfc-2022-cryptosuite' {
  export const cryptosuite: unknown;
}

declare module '@digitalbazaar/ed25519-multikey' {
  export interface Ed25519KeyPair {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
  }
  export function generate(options?: {
    id?: string;
    controller?: string;
    seed?: Uint8Array;
  }): Promise<Ed25519KeyPair>;
  export function from(key: {
    id?: string;
    controller?: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
  }): Promise<Ed25519KeyPair>;
}

declare module '@digitalbazaar/vc-bitstring-status-list' {
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function checkStatus(options: {
    credential: unknown;
    documentLoader: DocumentLoader;
    suite: unknown;
  }): Promise<{ verified: boolean; results?: { verified: boolean; status?: boolean }[]; error?: unknown }>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<JsonLdDocument>;
}

declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/data-integrity-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/multikey-context' {
  export const contexts: Map<string, unknown>;
}
declare module '@digitalbazaar/vc-bitstring-status-list-context' {
  export const contexts: Map<string, unknown>;
}
declare module 'did-context' {
  export const contexts: Map<string, unknown>;
}
declare module 'base58-universal' {
  export function decode(input: string): Uint8Array;
}

declare module 'jsonld' {
  const jsonld: {
    expand(
      document: unknown,
      options: { documentLoader: DocumentLoader; safe?: boolean },
    ): Promise<unknown[]>;
  };
  export default jsonld;
}
