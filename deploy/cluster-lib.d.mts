// Types of deploy/cluster-lib.mjs for the TypeScript that drives the cluster (bench/drill.ts,
// bench/cluster.ts).

export declare const ROOT: string;
export declare const CLUSTER_DIR: string;
export declare const PORTS: { primary: number; replica: number; http: number; api: number };
export declare const MAX_APIS: number;
export declare function apiPort(index: number): number;
export declare const PRIMARY_URL: string;
export declare const REPLICA_URL: string;
export declare const PUBLIC_URL: string;
export declare const paths: { cluster: string; logs: string; nginx: string; pg: string };

export type PgNode = 'primary' | 'replica';
export type ApiProcess = { index: number; name: string; pid: number; port: number };
export type ClusterStatus = {
  url: string;
  nginx: { pid: number; port: number } | null;
  haproxy: { pid: number; port: number } | null;
  apis: ApiProcess[];
  primary: { pid: number; port: number; url: string } | null;
  replica: { pid: number; port: number; url: string } | null;
  metricsToken: string | null;
  logs: string;
};

export declare function ensurePackages(): void;
export declare function buildIfStale(): Promise<void>;
export declare function secrets(): { dataEncryptionKey: string; metricsToken: string };
export declare function ensureDatabases(): Promise<void>;
export declare function pgRunning(name: PgNode): Promise<boolean>;
export declare function pgPid(name: PgNode): number | undefined;
export declare function startPg(name: PgNode): Promise<void>;
export declare function stopPg(name: PgNode, mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
export declare function restartPg(name: PgNode, mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
export declare function replicationState(): Promise<string | null>;
export declare function apiEnv(index: number): Record<string, string>;
export declare function startApi(
  index: number,
  options?: { timeoutMs?: number },
): Promise<{ name: string; pid: number; port: number }>;
export declare function apis(): ApiProcess[];
export declare function stopApi(
  index: number,
  options?: { signal?: NodeJS.Signals; graceMs?: number },
): Promise<number | undefined>;
export declare function killApi(index: number): number | undefined;
export declare function renderNginxConf(indexes: number[]): string;
export declare function nginxPid(): number | undefined;
export declare function startNginx(indexes: number[]): Promise<number | undefined>;
export declare function stopNginx(): Promise<void>;
export declare function renderHaproxyCfg(indexes: number[]): string;
export declare function haproxyPid(): number | undefined;
export declare function startHaproxy(indexes: number[]): Promise<number | undefined>;
export declare function stopHaproxy(): Promise<void>;
export declare function startCluster(options?: {
  fresh?: boolean;
  apiCount?: number;
  build?: boolean;
  balancer?: 'nginx' | 'haproxy';
}): Promise<ClusterStatus>;
export declare function stopCluster(): Promise<void>;
export declare function wipeCluster(): Promise<void>;
export declare function status(): ClusterStatus;
export declare function cpuSeconds(pid: number): number;
export declare function treeCpuSeconds(rootPid: number): number;
