// The few firebase-tools 14.27.0 internals this package uses (firebase-tools ships no types
// for lib/emulator/*). Keep in step with the pinned version.

declare module "firebase-tools/lib/emulator/registry" {
  interface EmulatorInstance {
    start(): Promise<void>;
    stop(): Promise<void>;
    getInfo(): { name: string; host: string; port: number };
    getName(): string;
  }
  export const EmulatorRegistry: {
    start(instance: EmulatorInstance): Promise<void>;
    stopAll(): Promise<void>;
  };
}

declare module "firebase-tools/lib/emulator/auth" {
  export enum SingleProjectMode {
    NO_WARNING = 0,
    WARNING = 1,
    ERROR = 2,
  }
  export class AuthEmulator {
    constructor(args: {
      host: string;
      port: number;
      projectId: string;
      singleProjectMode?: SingleProjectMode;
    });
    args: { host: string; port: number; projectId: string };
    destroyServer?: () => Promise<void>;
    start(): Promise<void>;
    stop(): Promise<void>;
    getInfo(): { name: string; host: string; port: number };
    getName(): string;
    importData(dir: string, projectId: string, options: { initiatedBy: string }): Promise<void>;
  }
}

declare module "firebase-tools/lib/emulator/auth/server" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  import type { SingleProjectMode } from "firebase-tools/lib/emulator/auth";
  /** An Express app: a request listener. */
  export function createApp(
    defaultProjectId: string,
    singleProjectMode: SingleProjectMode,
    projectStateForId: Map<string, unknown>,
  ): Promise<(request: IncomingMessage, response: ServerResponse) => void>;
}

declare module "firebase-tools/lib/emulator/auth/state" {
  export class AgentProjectState {
    constructor(projectId: string);
  }
}

declare module "firebase-tools/lib/utils" {
  import type { Server } from "node:http";
  export function createDestroyer(server: Server): () => Promise<void>;
}

declare module "firebase-tools/lib/emulator/storage" {
  interface StorageLayer {
    export(path: string, options: { initiatedBy: string }): Promise<void>;
    import(path: string, options: { initiatedBy: string }): void;
    _files: Map<string, { metadata: { bucket: string; name: string } }>;
    _buckets: Map<string, unknown>;
    deleteFile(bucketId: string, objectId: string): boolean;
  }
  export class StorageEmulator {
    constructor(args: Record<string, unknown>);
    args: Record<string, unknown> & { blobsDir: string };
    _rulesRuntime: { start(): Promise<void>; stop(): Promise<void> };
    readonly storageLayer: StorageLayer;
    reset(): void;
    start(): Promise<void>;
    stop(): Promise<void>;
    getInfo(): { name: string; host: string; port: number };
    getName(): string;
    createRulesManager(rules: unknown): unknown;
    getPersistenceTmpDir(): string;
  }
}

declare module "firebase-tools/lib/emulator/downloadableEmulators.js" {
  export function downloadIfNecessary(emulator: "firestore"): Promise<unknown>;
  export function getDownloadDetails(emulator: "firestore"): {
    downloadPath: string;
    version: string;
  };
  export function _getCommand(
    emulator: "firestore",
    args: Record<string, string | number | boolean | undefined>,
  ): { binary: string; args: string[] };
}
